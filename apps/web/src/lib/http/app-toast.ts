import { LIMITS } from '@cailiao/domain';
import { Toast } from 'antd-mobile';

/** The app's notices (request errors, socket notices): 2000 ms, longer than a page's own toasts. */
export function showAppToast(message: string): void {
  Toast.show({ content: message, duration: LIMITS.appToastMs });
}
