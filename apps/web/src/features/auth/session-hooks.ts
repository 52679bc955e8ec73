import type { PublicUser } from '@cailiao/contracts';

/**
 * What else happens when a session starts or ends (SPEC.md §4): the real-time channel connects and
 * level info loads on start; the channel disconnects on end. Features register here so that the
 * auth store does not depend on them. A failing hook never blocks login or logout.
 */
export interface ActiveSession {
  user: PublicUser;
  token: string;
}
/** A hook may return a promise; its result is ignored and its failure only logged. */
type StartHook = (session: ActiveSession) => unknown;
type EndHook = () => unknown;

const startHooks = new Set<StartHook>();
const endHooks = new Set<EndHook>();

export function onSessionStart(hook: StartHook): () => void {
  startHooks.add(hook);
  return () => startHooks.delete(hook);
}

export function onSessionEnd(hook: EndHook): () => void {
  endHooks.add(hook);
  return () => endHooks.delete(hook);
}

function runSafely(run: () => unknown): void {
  try {
    const result = run();
    if (result instanceof Promise) result.catch((error) => console.warn('[session] hook failed', error));
  } catch (error) {
    console.warn('[session] hook failed', error);
  }
}

export function runSessionStart(session: ActiveSession): void {
  for (const hook of startHooks) runSafely(() => hook(session));
}

export function runSessionEnd(): void {
  for (const hook of endHooks) runSafely(hook);
}
