import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../../lib/socket/fake-socket';
import { setToken } from '../../../lib/storage';
import { mockApi } from '../../../test/render-app';
import { useAuthStore } from '../../auth/store/auth-store';
import { resetInteraction } from '../notify/interaction';
import { useChatStore } from '../store/chat-store';
import { conversation, message } from '../test/fixtures';
import { startChatSession, stopChatSession } from './chat-session';
import { resendFailedByNetwork, sendChatMessage } from './outbox';
import { TYPING_TTL_MS } from './socket-handlers';

const CID = 'private_1_2';
const user = {
  id: 1,
  username: 'me',
  nickname: '我',
  avatar: null,
  inviteCode: 'X',
  balance: 0,
  vipLevel: 0,
};
const store = () => useChatStore.getState();
const flush = () => new Promise((r) => setTimeout(r, 0));

/** Server state the mocked API answers from. */
let history: ReturnType<typeof message>[];

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/chat/conversations': () => ({
      list: [conversation({ conversationId: CID, lastSeq: history.at(-1)?.seq ?? 0 })],
      pagination: { page: 1, limit: 100, total: 1, totalPages: 1 },
      totalUnread: 0,
    }),
    'GET /api/chat/conversations/settings': () => ({
      notificationsEnabled: true,
      soundEnabled: true,
      vibrationEnabled: true,
    }),
    'GET /api/chat/friends/requests': () => ({
      list: [],
      pagination: { page: 1, limit: 50, total: 0, totalPages: 0 },
    }),
    'GET /api/chat/messages/history': (_b, url) => {
      const after = Number(url.searchParams.get('afterSeq') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const rest = history.filter((m) => m.seq > after);
      return {
        list: rest.slice(0, limit),
        hasMore: rest.length > limit,
        lastSeq: 0,
        peerReadSeq: 0,
        pagination: {},
      };
    },
    'PUT /api/chat/messages/read': () => ({ readSeq: 0, unreadCount: 0 }),
    ...extra,
  });
}

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  resetInteraction();
  history = [];
  store().reset();
  setToken('tok');
  useAuthStore.setState({ user, token: 'tok' });
});

afterEach(() => {
  stopChatSession();
  useAuthStore.setState({ user: null, token: null });
});

/** The socket opened after `count` sockets: each one asks for a new ticket first. */
async function nextSocket(count: number) {
  await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(count + 1));
  const ws = FakeWebSocket.last;
  // A single-use ticket in the address, never the long-lived token.
  expect(ws.url).toMatch(/\/api\/ws\/chat\?token=st\.ticket-\d+&platform=h5&version=1\.0\.0$/);
  return ws;
}

async function connected() {
  startChatSession({ user, token: 'tok' });
  const ws = await nextSocket(0);
  ws.serverOpen();
  ws.serverAccept(1);
  await flush();
  return ws;
}

describe('frames into the chat store', () => {
  it('stores new messages (either name), raises unread and clears the sender typing', async () => {
    const { calls } = api();
    const ws = await connected();
    await vi.waitFor(() => expect(store().conversationsLoaded).toBe(true));
    ws.push({
      type: 'typing',
      data: { userId: 2, isTyping: true, conversationId: CID },
      timestamp: Date.now(),
    });
    expect(store().typing[CID]).toEqual([2]);
    ws.push({ type: 'new_message', data: message({ seq: 1 }), timestamp: Date.now() });
    ws.push({ type: 'newMessage', data: message({ seq: 2 }), timestamp: Date.now() });
    ws.push({ type: 'newMessage', data: message({ seq: 2 }), timestamp: Date.now() });
    expect(store().messages[CID]?.map((m) => m.seq)).toEqual([1, 2]);
    expect(store().conversations[CID]?.unreadCount).toBe(2);
    expect(store().typing[CID]).toEqual([]);
    expect(calls.some((c) => c.path === '/api/chat/messages/read')).toBe(false);
  });

  it('reads messages of the open conversation with a read_message frame while connected', async () => {
    const { calls } = api();
    const ws = await connected();
    store().setActiveConversation(CID);
    ws.push({ type: 'new_message', data: message({ seq: 1 }) });
    expect(store().conversations[CID]?.unreadCount).toBe(0);
    await vi.waitFor(() =>
      expect(ws.frames.find((f) => f.type === 'read_message')?.data).toEqual({
        targetId: 2,
        type: 'PRIVATE',
        seq: 1,
      }),
    );
    expect(calls.some((c) => c.path === '/api/chat/messages/read')).toBe(false);
  });

  it('falls back to PUT /api/chat/messages/read when the socket is not connected', async () => {
    const { calls } = api();
    const ws = await connected();
    store().setActiveConversation(CID);
    ws.push({ type: 'new_message', data: message({ seq: 1 }) });
    ws.serverClose(1006);
    await vi.waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/messages/read')?.body).toMatchObject({
        targetId: 2,
        type: 'PRIVATE',
        seq: 1,
      }),
    );
    expect(ws.frames.some((f) => f.type === 'read_message')).toBe(false);
  });

  it('expires a typing indicator that is not refreshed', async () => {
    api();
    const ws = await connected();
    vi.useFakeTimers();
    try {
      ws.push({ type: 'typingStatus', data: { userId: 2, isTyping: true, conversationId: CID } });
      expect(store().typing[CID]).toEqual([2]);
      vi.advanceTimersByTime(TYPING_TTL_MS);
      expect(store().typing[CID]).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('applies recalls, read marks, deletions and presence', async () => {
    api();
    const ws = await connected();
    store().setConversations([conversation({ conversationId: CID })]);
    ws.push({ type: 'new_message', data: message({ seq: 1 }, 1, 2) });
    ws.push({ type: 'new_message', data: message({ seq: 2 }) });
    const notice = message({ seq: 2, messageType: 'SYSTEM', content: '「用户2」撤回了一条消息' });
    ws.push({ type: 'messageRecalled', data: { messageId: 1002, conversationId: CID, message: notice } });
    expect(store().messages[CID]?.[1]?.content).toContain('撤回');
    ws.push({ type: 'message_read', data: { conversationId: CID, userId: 2, readSeq: 1 } });
    expect(store().conversations[CID]?.peerReadSeq).toBe(1);
    ws.push({
      type: 'messageStatusUpdate',
      data: { conversationId: CID, status: 'deleted', messageIds: [1001], userId: 1 },
    });
    expect(store().messages[CID]?.map((m) => m.seq)).toEqual([2]);
    ws.push({ type: 'friends_online_status', data: { onlineFriendIds: [2, 3], friends: [] } });
    ws.push({ type: 'userOffline', data: { userId: 3 } });
    ws.push({ type: 'online_status_update', data: { userId: 4, online: true } });
    expect([...store().onlineUsers].sort()).toEqual([2, 4]);
  });
});

describe('after a reconnect', () => {
  it('fetches what it missed by seq in pages of 100 (a gap, not reading: fewer requests), counted once', async () => {
    const { calls } = api();
    history = [message({ seq: 1 }), message({ seq: 2 })];
    const ws = await connected();
    await vi.waitFor(() => expect(store().conversationsLoaded).toBe(true));
    ws.push({ type: 'new_message', data: history[0] });
    ws.push({ type: 'new_message', data: history[1] });
    ws.serverClose(1006);
    // Missed while away: 150 messages (two pages of 100).
    for (let seq = 3; seq <= 152; seq++) history.push(message({ seq }));
    await new Promise((r) => setTimeout(r, 3100));
    const again = await nextSocket(1);
    expect(again.url).not.toBe(ws.url);
    again.serverOpen();
    again.serverAccept(1);
    await vi.waitFor(() => expect(store().messages[CID]).toHaveLength(152));
    const fetched = calls.filter((c) => c.path === '/api/chat/messages/history');
    expect(fetched).toHaveLength(2);
    expect(store().messages[CID]?.map((m) => m.seq)).toEqual(Array.from({ length: 152 }, (_, i) => i + 1));
  }, 10_000);

  it('reconnects to the backup server once the main failed its retries, then fetches the gap: nothing lost or twice', async () => {
    // The process holding the socket was killed (kill -9): its address answers nothing any more.
    window.__CAILIAO_BACKUP_API__ = 'https://backup.example';
    try {
      const asked: string[] = [];
      const { calls } = api({
        'GET /api/chat/messages/history': (_b, url) => {
          const after = Number(url.searchParams.get('afterSeq') ?? 0);
          asked.push(String(after));
          const rest = history.filter((m) => m.seq > after);
          return { list: rest, hasMore: false, lastSeq: 0, peerReadSeq: 0, pagination: {} };
        },
      });
      history = [message({ seq: 1 }), message({ seq: 2 })];
      const ws = await connected();
      await vi.waitFor(() => expect(store().conversationsLoaded).toBe(true));
      ws.push({ type: 'new_message', data: history[0] });
      ws.push({ type: 'new_message', data: history[1] });
      const main = ws.url.split('?')[0];

      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
      const tried: string[] = [];
      let backup: FakeWebSocket | undefined;
      try {
        ws.serverClose(1006);
        // Sent through the other process meanwhile.
        for (let seq = 3; seq <= 5; seq++) history.push(message({ seq }));
        for (let attempt = 1; attempt <= 3; attempt++) {
          await vi.advanceTimersByTimeAsync(3000 * attempt);
          await vi.waitFor(() => expect(FakeWebSocket.instances).toHaveLength(attempt + 1));
          const next = FakeWebSocket.last;
          tried.push(next.url.split('?')[0]!);
          if (attempt < 3) next.serverClose(1006);
          else backup = next;
        }
      } finally {
        vi.useRealTimers();
      }
      expect(tried).toEqual([main, main, 'wss://backup.example/api/ws/chat']);
      // A fresh single-use ticket for the backup too (tickets are stored where every process reads).
      expect(backup!.url).toMatch(/\?token=st\.ticket-\d+&platform=h5&version=1\.0\.0$/);
      expect(calls.filter((c) => c.path === '/api/auth/socket-ticket')).toHaveLength(4);

      backup!.serverOpen();
      backup!.serverAccept(1);
      // A live message from the backup while the catch-up is on its way, and one it also fetches.
      history.push(message({ seq: 6 }));
      backup!.push({ type: 'new_message', data: history[5] });
      backup!.push({ type: 'new_message', data: history[4] });
      await vi.waitFor(() => expect(store().messages[CID]?.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5, 6]));
      expect(asked[0]).toBe('2');
    } finally {
      delete window.__CAILIAO_BACKUP_API__;
    }
  }, 20_000);

  it('fetches a seq gap the moment a message arrives past it, once, without a reconnect', async () => {
    const asked: string[] = [];
    const { calls } = api({
      'GET /api/chat/messages/history': (_b, url) => {
        asked.push(url.searchParams.get('afterSeq') ?? '');
        const after = Number(url.searchParams.get('afterSeq') ?? 0);
        return {
          list: history.filter((m) => m.seq > after),
          hasMore: false,
          lastSeq: 0,
          peerReadSeq: 0,
          pagination: {},
        };
      },
    });
    history = [message({ seq: 1 })];
    const ws = await connected();
    await vi.waitFor(() => expect(store().conversationsLoaded).toBe(true));
    ws.push({ type: 'new_message', data: history[0] });
    // Messages 2–4 never reached this socket (the sender's process had lost its bus); 5 does.
    for (let seq = 2; seq <= 5; seq++) history.push(message({ seq }));
    ws.push({ type: 'new_message', data: history[4] });
    ws.push({ type: 'new_message', data: history[4] });
    await vi.waitFor(() => expect(store().messages[CID]?.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]));
    const fetched = calls.filter((c) => c.path === '/api/chat/messages/history');
    expect(fetched).toHaveLength(1);
    expect(asked).toEqual(['1']);
  });

  it('catches up when the server says its bus is back (resync)', async () => {
    const { calls } = api();
    history = [message({ seq: 1 })];
    const ws = await connected();
    await vi.waitFor(() => expect(store().conversationsLoaded).toBe(true));
    ws.push({ type: 'new_message', data: history[0] });
    history.push(message({ seq: 2 }));
    const before = calls.length;
    ws.push({ type: 'resync', data: { reason: 'bus_reconnected' }, timestamp: Date.now() });
    await vi.waitFor(() => expect(store().messages[CID]?.map((m) => m.seq)).toEqual([1, 2]));
    expect(calls.slice(before).some((c) => c.path === '/api/chat/conversations')).toBe(true);
  });

  it('resends messages that failed for want of a network', async () => {
    let online = false;
    const sent: unknown[] = [];
    api({
      'POST /api/chat/messages': (body) => {
        if (!online) throw new TypeError('Failed to fetch');
        sent.push(body);
        return message({ seq: 7, clientMsgId: (body as { clientMsgId: string }).clientMsgId }, 1, 2);
      },
    });
    await connected();
    // The http client tries 3 times (1 s, 2 s apart) before it gives up.
    expect(
      await sendChatMessage({ targetId: 2, type: 'PRIVATE' }, { messageType: 'TEXT', content: '离线写的' }),
    ).toBe(false);
    expect(store().messages[CID]?.[0]).toMatchObject({ status: 'failed', failure: 'network' });
    online = true;
    await resendFailedByNetwork();
    expect(sent).toHaveLength(1);
    expect(store().messages[CID]).toHaveLength(1);
    expect(store().messages[CID]?.[0]).toMatchObject({ seq: 7, status: 'sent', content: '消息7' });
  }, 15_000);
});

describe('session', () => {
  it('disconnects with 1000 when the session ends', async () => {
    api();
    const ws = await connected();
    stopChatSession();
    expect(ws.closedWith?.code).toBe(1000);
  });

  it('sends the body of a message with a clientMsgId and the right address', async () => {
    const { calls } = api({
      'POST /api/chat/messages': (body) =>
        message({ seq: 3, clientMsgId: (body as { clientMsgId: string }).clientMsgId }, 1, 2),
    });
    await connected();
    expect(
      await sendChatMessage({ targetId: 2, type: 'PRIVATE' }, { messageType: 'TEXT', content: '你好' }),
    ).toBe(true);
    const body = calls.find((c) => c.path === '/api/chat/messages')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ toUserId: 2, messageType: 'TEXT', content: '你好' });
    expect(body.clientMsgId).toMatch(/^[A-Za-z0-9_.:-]{1,64}$/);
  });
});
