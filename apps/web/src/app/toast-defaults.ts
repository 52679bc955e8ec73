import { LIMITS } from '@cailiao/domain';
import { Toast } from 'antd-mobile';

/**
 * The one place toasts are configured (SPEC.md §9): a toast lasts 1500 ms unless its call says
 * otherwise. The http client's helper (`showToast`) keeps its messages up for 2000 ms, and loading
 * toasts (`duration: 0`) stay until closed. Set before any code that may show a toast runs: every
 * such chunk is loaded through toast-ready.ts.
 */
export function configureToasts(): void {
  Toast.config({ duration: LIMITS.toastMs });
}
