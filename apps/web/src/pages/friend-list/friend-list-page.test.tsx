import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChatStore } from '../../features/chat/store/chat-store';
import { page, signIn, signOut } from '../../features/chat/test/session';
import { phoneScreen } from '../../test/gestures';
import { mockApi, renderApp } from '../../test/render-app';

const brief = (id: number, nickname: string) => ({ id, username: `user${id}`, nickname, avatar: null });
const friend = (id: number, nickname: string, extra = {}) => ({
  friendId: id,
  user: brief(id, nickname),
  username: `user${id}`,
  nickname,
  avatar: null,
  remark: null,
  groupId: null,
  groupName: null,
  status: 'normal',
  block: false,
  online: false,
  onlineStatus: 'offline',
  lastSeenAt: null,
  conversationId: `private_1_${id}`,
  createdAt: '2026-01-01T00:00:00Z',
  ...extra,
});
const request = (id: number, from: number, status = 'pending') => ({
  id,
  fromUser: brief(from, `申请人${from}`),
  toUser: brief(1, '我'),
  message: '我是老朋友',
  remark: null,
  status,
  reason: null,
  createdAt: '2026-01-01T00:00:00Z',
  expiresAt: '2026-01-08T00:00:00Z',
  respondedAt: null,
});

beforeEach(signIn);
afterEach(signOut);

/** A server list of `total` items, answering `page` and `pageSize`/`limit` as the server does. */
function pagedAnswer<T>(all: T[], asked: string[]) {
  return (_b: unknown, url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('pageSize') ?? url.searchParams.get('limit') ?? 20);
    asked.push(`${page}/${size}`);
    return {
      list: all.slice((page - 1) * size, page * size),
      pagination: { page, limit: size, total: all.length, totalPages: Math.ceil(all.length / size) },
    };
  };
}

/** Scrolls to the end again and again until the list says 没有更多了. */
async function scrollToTheEnd(phone: ReturnType<typeof phoneScreen>) {
  for (let i = 0; i < 10 && !screen.queryByTestId('no-more'); i++) {
    const before = phone.rows();
    phone.scrollToEnd();
    await waitFor(() => expect(phone.rows() > before || screen.queryByTestId('no-more')).toBeTruthy());
  }
}

describe('friend list', () => {
  it('scrolls through 150 friends to the end on a phone, 50 a page', async () => {
    const asked: string[] = [];
    const all = Array.from({ length: 150 }, (_, i) => friend(i + 2, `好友${i + 1}`));
    mockApi({ 'GET /api/chat/friends': pagedAnswer(all, asked) });
    const phone = phoneScreen({ rowSelector: '[data-testid="friend-list"] .adm-list-item' });
    renderApp('/pages/friend-list/friend-list');
    expect(await screen.findByText('好友50')).toBeTruthy();
    expect(phone.rows()).toBe(50);
    expect(screen.queryByText('好友51')).toBeNull();
    await scrollToTheEnd(phone);
    expect(phone.rows()).toBe(150);
    expect(screen.getByText('好友150')).toBeTruthy();
    expect(screen.getByTestId('no-more').textContent).toBe('没有更多了');
    expect(asked).toEqual(['1/50', '2/50', '3/50']);
  });

  it('scrolls through 120 received friend requests to the end, 50 a page like the friends', async () => {
    const asked: string[] = [];
    const all = Array.from({ length: 120 }, (_, i) => request(i + 100, i + 2));
    const received = pagedAnswer(all, asked);
    mockApi({
      'GET /api/chat/friends': () => page([]),
      'GET /api/chat/friends/requests': (b, url) =>
        url.searchParams.get('type') === 'sent' ? page([]) : received(b, url),
    });
    const phone = phoneScreen({ rowSelector: '[data-testid="request-list"] .adm-list-item' });
    renderApp('/pages/friend-list/friend-list?tab=requests');
    expect(await screen.findByText('申请人51')).toBeTruthy();
    expect(phone.rows()).toBe(50);
    expect(screen.queryByText('申请人52')).toBeNull();
    await scrollToTheEnd(phone);
    expect(phone.rows()).toBe(120);
    expect(screen.getByText('申请人121')).toBeTruthy();
    expect(screen.getByTestId('request-accept-219')).toBeTruthy();
    expect(screen.getByTestId('no-more').textContent).toBe('没有更多了');
    // Page 1 may also be asked by the 新朋友 badge; every page is asked, 50 at a time.
    expect([...new Set(asked)]).toEqual(['1/50', '2/50', '3/50']);
  });

  it('pages my groups 20 at a time', async () => {
    const asked: string[] = [];
    const groups = Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      name: `群${i + 1}`,
      avatar: null,
      memberCount: 3,
      role: 'member',
    }));
    mockApi({ 'GET /api/chat/groups': pagedAnswer(groups, asked) });
    const phone = phoneScreen({ rowSelector: '[data-testid="group-list"] .adm-list-item' });
    renderApp('/pages/friend-list/friend-list?tab=groups');
    expect(await screen.findByText('群20')).toBeTruthy();
    await scrollToTheEnd(phone);
    expect(screen.getByText('群45')).toBeTruthy();
    expect(asked).toEqual(['1/20', '2/20', '3/20']);
  });

  it('shows friends with an online dot', async () => {
    mockApi({
      'GET /api/chat/friends': () => page([friend(2, '老王'), friend(3, '小李', { remark: '李总' })]),
    });
    useChatStore.getState().setOnlineUsers([2]);
    renderApp('/pages/friend-list/friend-list');
    expect(await screen.findByText('老王')).toBeTruthy();
    expect(screen.getByText('李总')).toBeTruthy();
    expect(screen.getByTestId('online-2')).toBeTruthy();
    expect(screen.queryByTestId('online-3')).toBeNull();
  });

  it('searches users and sends a friend request with a remark', async () => {
    const { calls } = mockApi({
      'GET /api/chat/friends': () => page([]),
      'GET /api/users/search': () => page([{ ...brief(5, '阿五'), isFriend: false, pendingRequest: null }]),
      'POST /api/chat/friends/request': () => ({ id: 1 }),
    });
    renderApp('/pages/friend-list/friend-list?tab=search');
    await userEvent.type(await screen.findByTestId('friend-search'), 'user5');
    await userEvent.click(screen.getByTestId('friend-search-submit'));
    fireEvent.click(await screen.findByTestId('friend-add-5'));
    fireEvent.change(await screen.findByTestId('friend-request-remark'), { target: { value: '五哥' } });
    fireEvent.change(screen.getByTestId('friend-request-message'), { target: { value: '你好' } });
    fireEvent.click(screen.getByTestId('friend-request-send'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/friends/request')?.body).toEqual({
        friendId: 5,
        remark: '五哥',
        message: '你好',
      }),
    );
    expect(await screen.findByText('已申请')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/users/search')).toBeTruthy();
  });

  it('accepts a received request', async () => {
    let accepted = false;
    const { calls } = mockApi({
      'GET /api/chat/friends': () => page([]),
      'GET /api/chat/friends/requests': (_b, url) =>
        url.searchParams.get('type') === 'sent'
          ? page([])
          : page([request(7, 8, accepted ? 'accepted' : 'pending')]),
      'PUT /api/chat/friends/request/7/accept': () => {
        accepted = true;
        return request(7, 8, 'accepted');
      },
      'GET /api/chat/conversations': () => ({ ...page([]), totalUnread: 0 }),
    });
    renderApp('/pages/friend-list/friend-list?tab=requests');
    expect(await screen.findByText('申请人8')).toBeTruthy();
    expect(screen.getByText('我是老朋友')).toBeTruthy();
    fireEvent.click(screen.getByTestId('request-accept-7'));
    expect(await screen.findByText('已添加')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/chat/friends/request/7/accept')).toBe(
      true,
    );
  });

  it('blocks a friend after confirmation', async () => {
    const { calls } = mockApi({
      'GET /api/chat/friends': () => page([friend(2, '老王')]),
      'PUT /api/chat/friends/2/block': () => ({}),
      'GET /api/chat/conversations': () => ({ ...page([]), totalUnread: 0 }),
    });
    renderApp('/pages/friend-list/friend-list');
    fireEvent.click(await screen.findByTestId('friend-more-2'));
    fireEvent.click(await screen.findByText('拉黑'));
    expect(await screen.findByText(/拉黑后将不再收到「老王」的消息/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chat/friends/2/block')).toBe(true));
  });
});
