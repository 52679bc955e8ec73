import { LIMITS } from '@cailiao/domain';

/**
 * The once-at-a-time guard of the 401 flow (SPEC.md §6): many requests failing together clear the
 * session each time but show one toast and schedule one redirect to login.
 */
let redirectPending = false;

export interface UnauthorizedDeps {
  toast: (message: string) => void;
  clearSession: () => void;
  navigateToLogin: () => void;
  sleep: (ms: number) => Promise<void>;
}

export function handleUnauthorized(message: string, deps: UnauthorizedDeps): void {
  // Clear first and always: even while a redirect is pending, a later 401 must not leave a token.
  deps.clearSession();
  if (redirectPending) return;
  redirectPending = true;
  deps.toast(message);
  void deps
    .sleep(LIMITS.unauthorizedRedirectMs)
    .then(() => deps.navigateToLogin())
    .catch(() => undefined)
    .finally(() => {
      redirectPending = false;
    });
}

export function isUnauthorizedRedirectPending(): boolean {
  return redirectPending;
}

/** Tests only. */
export function resetUnauthorizedGuard(): void {
  redirectPending = false;
}
