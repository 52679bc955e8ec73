import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conversation, message } from '../test/fixtures';
import { DEFAULT_CHAT_SETTINGS } from '../types';
import { hasInteracted, installInteractionGate, resetInteraction } from './interaction';
import { type NotifyContext, notifyIncoming } from './notifier';
import { messageAudio, playMessageSound } from './sound';
import { flashTitle, isTitleFlashing, NEW_MESSAGE_TITLE, stopTitleFlash } from './title-flash';

const ctx = (patch: Partial<NotifyContext> = {}): NotifyContext => ({
  me: 1,
  settings: DEFAULT_CHAT_SETTINGS,
  conversation: conversation({ conversationId: 'private_1_2' }),
  viewing: false,
  ...patch,
});

function deps(interacted: boolean, play: () => Promise<void> = async () => undefined) {
  return { interacted: () => interacted, play: vi.fn(play), flash: vi.fn() };
}

describe('notification sound rules (SPEC.md §5)', () => {
  it('plays when the user has interacted, notifications are on and the conversation is not muted', async () => {
    const d = deps(true);
    expect(await notifyIncoming(message({ seq: 1 }), ctx(), d)).toBe('sound');
    expect(d.play).toHaveBeenCalledOnce();
    expect(d.flash).not.toHaveBeenCalled();
  });

  it('flashes the title instead while sound is blocked (no gesture yet)', async () => {
    const d = deps(false);
    expect(await notifyIncoming(message({ seq: 1 }), ctx(), d)).toBe('flash');
    expect(d.play).not.toHaveBeenCalled();
    expect(d.flash).toHaveBeenCalledOnce();
  });

  it('flashes the title when the browser refuses to play', async () => {
    const d = deps(true, () => Promise.reject(new Error('NotAllowedError')));
    expect(await notifyIncoming(message({ seq: 1 }), ctx(), d)).toBe('flash');
  });

  it.each([
    ['notifications off', ctx({ settings: { ...DEFAULT_CHAT_SETTINGS, notificationsEnabled: false } })],
    ['a muted conversation', ctx({ conversation: conversation({ conversationId: 'x', isMuted: true }) })],
    ['sound off', ctx({ settings: { ...DEFAULT_CHAT_SETTINGS, soundEnabled: false } })],
    ['the conversation being viewed', ctx({ viewing: true })],
  ])('stays silent for %s', async (_, context) => {
    const d = deps(true);
    expect(await notifyIncoming(message({ seq: 1 }), context, d)).toBe('none');
    expect(d.play).not.toHaveBeenCalled();
    expect(d.flash).not.toHaveBeenCalled();
  });

  it('stays silent for my own messages', async () => {
    const d = deps(true);
    expect(await notifyIncoming(message({ seq: 1 }, 1, 2), ctx(), d)).toBe('none');
  });
});

describe('interaction gate', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetInteraction();
  });
  afterEach(() => {
    resetInteraction();
    vi.useRealTimers();
  });

  it.each(['click', 'touchstart', 'keydown'])('opens on the first %s', (type) => {
    installInteractionGate();
    expect(hasInteracted()).toBe(false);
    document.dispatchEvent(new Event(type));
    expect(hasInteracted()).toBe(true);
  });

  it('opens by itself after 5 minutes', () => {
    installInteractionGate();
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(hasInteracted()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(hasInteracted()).toBe(true);
  });
});

describe('title flash (SPEC.md §2)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopTitleFlash();
    vi.useRealTimers();
  });

  it('alternates for 6 cycles of 500 ms, then restores the title', () => {
    document.title = '聊天 - 彩聊';
    flashTitle();
    const seen = [document.title];
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(500);
      seen.push(document.title);
    }
    expect(seen).toEqual([
      NEW_MESSAGE_TITLE,
      '聊天 - 彩聊',
      NEW_MESSAGE_TITLE,
      '聊天 - 彩聊',
      NEW_MESSAGE_TITLE,
      '聊天 - 彩聊',
      '聊天 - 彩聊',
    ]);
    expect(isTitleFlashing()).toBe(false);
    vi.advanceTimersByTime(5000);
    expect(document.title).toBe('聊天 - 彩聊');
  });

  it('does not restart while flashing', () => {
    document.title = 'A';
    flashTitle();
    flashTitle();
    vi.advanceTimersByTime(3000);
    expect(document.title).toBe('A');
  });
});

describe('sound', () => {
  it('plays the shipped sound at volume 0.6', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    await playMessageSound();
    expect(play).toHaveBeenCalled();
    expect(messageAudio()?.volume).toBe(0.6);
    expect(messageAudio()?.src).toContain('sounds/message.wav');
  });
});
