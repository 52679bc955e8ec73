/**
 * The one gate of the toast defaults (SPEC.md §9: 1500 ms, `toast-defaults.ts`). antd-mobile's
 * Toast brings its animation library, which the home page's first load does without, so the
 * defaults cannot be set in the entry chunk. Instead every chunk that can show a toast is loaded
 * through `withToastDefaults`: the pages (route-table.ts) and the chat session that a signed-in
 * player starts at launch, whose socket notices (a friend request) may come while the home page is
 * open. Code runs only once the defaults are in force, so no toast ever gets antd-mobile's 2000 ms.
 */
let ready: Promise<void> | undefined;
export const toastDefaultsReady = (): Promise<void> =>
  (ready ??= import('./toast-defaults').then((m) => m.configureToasts()).catch(() => undefined));

/** What `load` answers, once the toast defaults are in force as well. */
export async function withToastDefaults<T>(load: () => Promise<T>): Promise<T> {
  const [module] = await Promise.all([load(), toastDefaultsReady()]);
  return module;
}
