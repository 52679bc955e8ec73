import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChatStore } from '../../features/chat/store/chat-store';
import { conversation, message } from '../../features/chat/test/fixtures';
import { page, signIn, signOut } from '../../features/chat/test/session';
import { phoneScreen, pullDown } from '../../test/gestures';
import { mockApi, renderApp } from '../../test/render-app';

const list = [
  conversation({
    conversationId: 'private_1_2',
    targetName: '老王',
    lastMessage: message({ seq: 5, content: '今晚开什么？' }),
    lastSeq: 5,
    unreadCount: 3,
  }),
  conversation({
    conversationId: 'group_9',
    type: 'GROUP',
    targetId: 9,
    targetName: '快三交流群',
    lastMessage: {
      ...message({ seq: 2, content: '大家好' }),
      conversationId: 'group_9',
      conversationType: 'GROUP',
    },
    lastSeq: 2,
    unreadCount: 120,
    isMuted: true,
    memberCount: 12,
  }),
  conversation({
    conversationId: 'private_1_3',
    targetId: 3,
    targetName: '置顶好友',
    lastMessage: { ...message({ seq: 1, content: '[老消息]' }, 3, 1), createdAt: '2025-01-01T00:00:00Z' },
    lastSeq: 1,
    isSticky: true,
  }),
];

function api() {
  return mockApi({
    'GET /api/chat/conversations': () => ({ ...page(list), totalUnread: 3 }),
    'GET /api/chat/friends/requests': () => page([]),
    'PUT /api/chat/conversations/sticky': () => ({ isSticky: true }),
    'PUT /api/chat/conversations/mute': () => ({ isMuted: true }),
  });
}

beforeEach(signIn);
afterEach(signOut);

describe('chat tab', () => {
  it('lists conversations sticky first, with previews, unread badges and the muted mark', async () => {
    api();
    renderApp('/pages/chat/chat');
    const wang = await screen.findByTestId('conversation-private_1_2');
    const rows = screen.getAllByTestId(/^conversation-(private|group)_/);
    expect(rows.map((r) => r.dataset.testid)).toEqual([
      'conversation-private_1_3',
      'conversation-private_1_2',
      'conversation-group_9',
    ]);
    expect(wang.textContent).toContain('今晚开什么？');
    expect(within(wang).getByTestId('unread-badge').textContent).toBe('3');
    const group = screen.getByTestId('conversation-group_9');
    expect(group.textContent).toContain('快三交流群（12）');
    expect(group.textContent).toContain('[99+条]');
    expect(within(group).getByLabelText('免打扰')).toBeTruthy();
  });

  it('filters by the search box', async () => {
    api();
    renderApp('/pages/chat/chat');
    await screen.findByTestId('conversation-private_1_2');
    await userEvent.type(within(screen.getByTestId('conversation-search')).getByRole('searchbox'), '快三');
    await waitFor(() => expect(screen.queryByTestId('conversation-private_1_2')).toBeNull());
    expect(screen.getByTestId('conversation-group_9')).toBeTruthy();
  });

  it('pins a conversation from its swipe actions', async () => {
    const { calls } = api();
    renderApp('/pages/chat/chat');
    await screen.findByTestId('conversation-private_1_2');
    fireEvent.click(within(screen.getByTestId('conversation-list')).getAllByText('置顶')[0]!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/conversations/sticky')?.body).toMatchObject({
        targetId: 2,
        type: 'PRIVATE',
        isSticky: true,
      }),
    );
  });

  it('opens the chat page of a conversation', async () => {
    api();
    mockApi({
      'GET /api/chat/conversations': () => ({ ...page(list), totalUnread: 3 }),
      'GET /api/chat/friends/requests': () => page([]),
      'GET /api/chat/messages/history': () => ({ ...page([]), hasMore: false, lastSeq: 0, peerReadSeq: 0 }),
    });
    renderApp('/pages/chat/chat');
    await userEvent.click(await screen.findByTestId('conversation-private_1_2'));
    expect(await screen.findByTestId('chat-input')).toBeTruthy();
    expect(screen.getAllByText('老王').length).toBeGreaterThan(0);
  });

  it('holds the tab badge while the chat tab is the current page', async () => {
    api();
    useChatStore.getState().setUnreadTotal(7);
    renderApp('/pages/chat/chat');
    await screen.findByTestId('conversation-private_1_2');
    expect(useChatStore.getState().chatPageActive).toBe(true);
    act(() => {
      useChatStore.getState().receiveMessage(message({ seq: 6 }));
    });
    expect(useChatStore.getState().unreadTotal).toBe(7);
    expect(screen.getByTestId('tab-2').textContent).toContain('7');
  });

  it('scrolls through 150 conversations to the end on a phone; a pull starts over at page 1', async () => {
    const asked: number[] = [];
    // Server order: newest first.
    const all = Array.from({ length: 150 }, (_, i) =>
      conversation({
        conversationId: `private_1_${i + 2}`,
        targetId: i + 2,
        targetName: `会话${i + 1}`,
        lastSeq: 1,
        lastMessage: {
          ...message({ seq: 1 }, i + 2, 1),
          createdAt: new Date(Date.UTC(2026, 0, 1) - i * 60_000).toISOString(),
        },
        unreadCount: i === 149 ? 4 : 0,
      }),
    );
    mockApi({
      'GET /api/chat/conversations': (_b, url) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        asked.push(page);
        expect(limit).toBe(50);
        return {
          list: all.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: all.length, totalPages: 3 },
          totalUnread: 4,
        };
      },
      'GET /api/chat/friends/requests': () => page([]),
    });
    const phone = phoneScreen({ rowSelector: '[data-testid^="conversation-private_"]', rowHeight: 72 });
    renderApp('/pages/chat/chat');
    expect(await screen.findByText('会话50')).toBeTruthy();
    expect(phone.rows()).toBe(50);
    // The unread of a conversation not loaded yet is counted for the badge already.
    expect(useChatStore.getState().unreadElsewhere).toBe(4);
    for (let i = 0; i < 10 && !screen.queryByTestId('no-more'); i++) {
      const before = phone.rows();
      phone.scrollToEnd();
      await waitFor(() => expect(phone.rows() > before || screen.queryByTestId('no-more')).toBeTruthy());
    }
    expect(phone.rows()).toBe(150);
    expect(screen.getByText('会话150')).toBeTruthy();
    expect(asked).toEqual([1, 2, 3]);

    phone.scrollToTop();
    const finger = pullDown(screen.getByTestId('conversation-list'), 300);
    await act(async () => {
      finger.release();
    });
    await waitFor(() => expect(phone.rows()).toBe(50));
    expect(asked).toEqual([1, 2, 3, 1]);
  });

  it('asks a signed-out visitor to log in', async () => {
    signOut();
    mockApi({});
    renderApp('/pages/chat/chat');
    expect(await screen.findByText('登录后即可聊天')).toBeTruthy();
  });
});
