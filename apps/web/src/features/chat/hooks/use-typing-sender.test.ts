import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getChatSocket } from '../../../lib/socket';
import { FakeWebSocket } from '../../../lib/socket/fake-socket';
import { setToken } from '../../../lib/storage';
import { mockApi } from '../../../test/render-app';
import { TYPING_IDLE_MS, TYPING_REFRESH_MS, useTypingSender } from './use-typing-sender';

const target = { targetId: 2, type: 'PRIVATE' as const };
const typingFrames = () => FakeWebSocket.last.frames.filter((f) => f.type === 'typing').map((f) => f.data);

beforeEach(async () => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  mockApi({});
  setToken('tok');
  getChatSocket().connect();
  // The socket opens once its ticket has come.
  await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
  FakeWebSocket.last.serverOpen();
  FakeWebSocket.last.serverAccept(1);
});
afterEach(() => {
  getChatSocket().disconnect();
  vi.useRealTimers();
});

describe('typing frames', () => {
  it('are debounced: one on the first keystroke, refreshed every 3 s, false after 2.5 s idle', () => {
    const { result } = renderHook(() => useTypingSender(target));
    act(() => {
      for (let i = 0; i < 10; i++) {
        result.current.onInput();
        vi.advanceTimersByTime(200);
      }
    });
    expect(typingFrames()).toEqual([{ ...target, isTyping: true }]);
    act(() => {
      for (let i = 0; i < 10; i++) {
        result.current.onInput();
        vi.advanceTimersByTime(TYPING_REFRESH_MS / 10);
      }
    });
    expect(typingFrames()).toHaveLength(2);
    act(() => vi.advanceTimersByTime(TYPING_IDLE_MS));
    expect(typingFrames().at(-1)).toEqual({ ...target, isTyping: false });
    expect(typingFrames()).toHaveLength(3);
  });

  it('stop (on send or leaving) says false once', () => {
    const { result, unmount } = renderHook(() => useTypingSender(target));
    act(() => result.current.onInput());
    act(() => result.current.stop());
    unmount();
    expect(typingFrames()).toEqual([
      { ...target, isTyping: true },
      { ...target, isTyping: false },
    ]);
  });

  it('are never queued while the socket is down', () => {
    FakeWebSocket.last.serverClose(1006);
    const { result } = renderHook(() => useTypingSender(target));
    act(() => result.current.onInput());
    expect(getChatSocket().queuedCount).toBe(0);
  });
});
