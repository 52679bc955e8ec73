import type { ChatMessage, ChatSettings, Conversation } from '../types';
import { hasInteracted } from './interaction';
import { playMessageSound } from './sound';
import { flashTitle } from './title-flash';

export interface NotifyContext {
  me: number | null;
  settings: ChatSettings;
  conversation: Conversation | undefined;
  /** The conversation's chat page is open and the page is visible. */
  viewing: boolean;
}

export type NotifyOutcome = 'none' | 'sound' | 'flash';

export interface NotifyDeps {
  interacted: () => boolean;
  play: () => Promise<void>;
  flash: () => void;
}

const defaults: NotifyDeps = { interacted: hasInteracted, play: playMessageSound, flash: () => flashTitle() };

/**
 * SPEC.md §5: the sound plays only if the user has interacted, message notifications are on in the
 * chat settings and the conversation is not muted. When the sound is blocked (no gesture yet, or
 * the browser refuses to play), the title flashes instead (SPEC.md §2). Nothing for own messages or
 * for the conversation being viewed; the sound setting off means silence without a flash.
 */
export async function notifyIncoming(
  message: ChatMessage,
  ctx: NotifyContext,
  deps: NotifyDeps = defaults,
): Promise<NotifyOutcome> {
  if (ctx.me !== null && message.senderId === ctx.me) return 'none';
  if (ctx.viewing) return 'none';
  if (!ctx.settings.notificationsEnabled) return 'none';
  if (ctx.conversation?.isMuted) return 'none';
  if (!ctx.settings.soundEnabled) return 'none';
  if (!deps.interacted()) {
    deps.flash();
    return 'flash';
  }
  try {
    await deps.play();
    return 'sound';
  } catch {
    deps.flash();
    return 'flash';
  }
}
