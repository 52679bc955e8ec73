import { LIMITS } from '@cailiao/domain';

const EVENTS = ['click', 'touchstart', 'keydown'] as const;

let interacted = false;
let uninstall: (() => void) | null = null;

/** Browsers refuse sound before the user's first gesture (SPEC.md §5). */
export function hasInteracted(): boolean {
  return interacted;
}

/**
 * Watches for the first click, touch or key press; after 5 minutes sound is allowed anyway.
 * Installing again is a no-op; the returned function removes the watchers.
 */
export function installInteractionGate(
  target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document,
  timeoutMs: number = LIMITS.interactionTimeoutMs,
): () => void {
  if (uninstall) return uninstall;
  const mark = () => {
    interacted = true;
    stop();
  };
  const timer = setTimeout(mark, timeoutMs);
  const stop = () => {
    clearTimeout(timer);
    for (const type of EVENTS) target.removeEventListener(type, mark, true);
    uninstall = null;
  };
  for (const type of EVENTS) target.addEventListener(type, mark, { capture: true, passive: true });
  uninstall = stop;
  return stop;
}

/** Forgets the gesture (tests, and a new session on a shared device). */
export function resetInteraction(): void {
  uninstall?.();
  interacted = false;
}
