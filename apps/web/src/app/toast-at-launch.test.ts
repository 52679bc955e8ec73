import { act } from '@testing-library/react';
import { Toast } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { stopChatSession } from '../features/chat/realtime/chat-session';
import { FakeWebSocket } from '../lib/socket/fake-socket';
import { setStoredUser, setToken } from '../lib/storage';
import { mockApi } from '../test/render-app';
import { bootstrap } from './bootstrap';
import { createQueryClient } from './query-client';

const user = {
  id: 1,
  username: 'me01',
  nickname: '我',
  avatar: null,
  inviteCode: 'X',
  balance: 0,
  vipLevel: 0,
};
const emptyPage = { list: [], pagination: { page: 1, limit: 50, total: 0, totalPages: 0 } };

/**
 * The timers set while `show` ran: the toast's close timer among them (its duration is not readable
 * otherwise), beside the chat session's own (a refresh of pending requests…).
 */
function delaysOf(show: () => void): unknown[] {
  const timers = vi.spyOn(window, 'setTimeout');
  act(show);
  const delays = timers.mock.calls.map(([, ms]) => ms);
  timers.mockRestore();
  return delays;
}

// Issue 19: the defaults (SPEC.md §9, 1500 ms) hold from launch, before any page but the home page
// was opened: a signed-in player's socket notices come while the home page is all there is.
describe('toast defaults at launch', () => {
  it("a friend request's toast on the home page lasts 1500 ms, not antd-mobile's 2000", async () => {
    // What a real launch starts from (the test setup configures toasts for every other test).
    Toast.config({ duration: 2000 });
    setToken('tok');
    setStoredUser(user);
    vi.stubGlobal('WebSocket', FakeWebSocket);
    mockApi({
      'GET /api/chat/conversations': () => ({ ...emptyPage, totalUnread: 0 }),
      'GET /api/chat/friends/requests': () => emptyPage,
    });

    bootstrap(createQueryClient());

    await vi.waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
    const socket = FakeWebSocket.last;
    socket.serverOpen();
    socket.serverAccept(user.id);
    const delays = delaysOf(() =>
      socket.push({
        type: 'friendRequest',
        data: { action: 'received', fromUserId: 2 },
        timestamp: Date.now(),
      }),
    );
    expect(delays).toContain(1500);
    expect(delays).not.toContain(2000);
    stopChatSession();
  });
});
