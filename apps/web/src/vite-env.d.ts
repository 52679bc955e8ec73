/// <reference types="vite/client" />

interface Window {
  /** Optional backup API base URL(s) an operator can inject before the app loads (SPEC.md §8). */
  __CAILIAO_BACKUP_API__?: string | string[];
}
