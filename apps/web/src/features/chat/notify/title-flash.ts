import { LIMITS } from '@cailiao/domain';

export const NEW_MESSAGE_TITLE = '【新消息】彩聊';

let timer: ReturnType<typeof setInterval> | null = null;

/**
 * Flashes the page title when a message arrives and its sound cannot play (SPEC.md §2): the title
 * alternates between the new-message text and the page's own title for 6 cycles of 500 ms, then
 * the page's title is back. A flash already running is not restarted.
 */
export function flashTitle(
  text: string = NEW_MESSAGE_TITLE,
  cycles: number = LIMITS.titleFlashCycles,
  intervalMs: number = LIMITS.titleFlashMs,
): void {
  if (timer !== null || typeof document === 'undefined') return;
  let original = document.title;
  let done = 0;
  document.title = text;
  timer = setInterval(() => {
    // The page may have set its own title meanwhile (navigation): keep that one.
    if (document.title !== text) original = document.title;
    done += 1;
    if (done >= cycles) {
      stopTitleFlash();
      document.title = original;
      return;
    }
    document.title = done % 2 === 0 ? text : original;
  }, intervalMs);
}

export function isTitleFlashing(): boolean {
  return timer !== null;
}

export function stopTitleFlash(): void {
  if (timer !== null) clearInterval(timer);
  timer = null;
}
