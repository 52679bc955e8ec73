import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toast } from 'antd-mobile';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatStore } from '../../features/chat/store/chat-store';
import { conversation, message } from '../../features/chat/test/fixtures';
import { historyPage, signIn, signOut } from '../../features/chat/test/session';
import { mockApi, renderApp } from '../../test/render-app';

const CID = 'private_1_2';
const URL = '/pages/chat/chat-detail?targetId=2&type=PRIVATE';
const store = () => useChatStore.getState();
/** The message list's sizes on a phone (react-virtuoso's test context; jsdom lays nothing out). */
const PHONE = { listViewport: { viewportHeight: 600, itemHeight: 60 } };

beforeEach(() => {
  signIn();
  store().setConversations([
    conversation({ conversationId: CID, targetName: '老王', lastSeq: 3, peerReadSeq: 2 }),
  ]);
});
afterEach(signOut);

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const mine = (seq: number) => message({ seq }, 1, 2);
  return mockApi({
    'GET /api/chat/messages/history': () => historyPage([message({ seq: 1 }), mine(2), mine(3)], false, 2),
    'PUT /api/chat/messages/read': () => ({ readSeq: 3, unreadCount: 0 }),
    ...extra,
  });
}

describe('chat page', () => {
  it('shows the conversation, marks it read, and shows 已读/未读 on my private messages', async () => {
    const { calls } = api();
    renderApp(URL, PHONE);
    expect(await screen.findByText('消息1')).toBeTruthy();
    expect(screen.getAllByText('老王').length).toBeGreaterThan(0);
    expect(screen.getByTestId('read-mark-1002').textContent).toBe('已读');
    expect(screen.getByTestId('read-mark-1003').textContent).toBe('未读');
    expect(screen.queryByTestId('read-mark-1001')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chat/messages/read')).toBe(true));
    act(() => store().setPeerReadSeq(CID, 3));
    expect(screen.getByTestId('read-mark-1003').textContent).toBe('已读');
    expect(store().activeConversationId).toBe(CID);
  });

  it('sends text with an emoji from the panel', async () => {
    const { calls } = api({
      'POST /api/chat/messages': (body) => {
        const b = body as { clientMsgId: string; content: string };
        return message({ seq: 4, content: b.content, clientMsgId: b.clientMsgId }, 1, 2);
      },
    });
    renderApp(URL, PHONE);
    await screen.findByText('消息1');
    await userEvent.type(screen.getByTestId('chat-input'), '你好');
    await userEvent.click(screen.getByTestId('emoji-toggle'));
    await userEvent.click(screen.getByTestId('emoji-😀'));
    expect((screen.getByTestId('chat-input') as HTMLTextAreaElement).value).toBe('你好😀');
    await userEvent.click(screen.getByTestId('chat-send'));
    expect(await screen.findByText('你好😀')).toBeTruthy();
    const body = calls.find((c) => c.method === 'POST')?.body;
    expect(body).toMatchObject({ toUserId: 2, messageType: 'TEXT', content: '你好😀' });
    await waitFor(() => expect(screen.getByTestId('read-mark-1004').textContent).toBe('未读'));
    expect(screen.getAllByText('你好😀')).toHaveLength(1);
  });

  it('sends an image: upload first, then an IMAGE message with its URL', async () => {
    const { calls } = api({
      'POST /api/chat/upload/image': () => ({
        url: '/uploads/chat/images/a.webp',
        size: 99,
        mime: 'image/webp',
      }),
      'POST /api/chat/messages': (body) =>
        message(
          {
            seq: 4,
            messageType: 'IMAGE',
            mediaUrl: '/uploads/chat/images/a.webp',
            content: '',
            clientMsgId: (body as { clientMsgId: string }).clientMsgId,
          },
          1,
          2,
        ),
    });
    renderApp(URL, PHONE);
    await screen.findByText('消息1');
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'a.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('image-input'), file);
    await waitFor(() =>
      expect(screen.getByTestId('image-1004').getAttribute('src')).toBe('/uploads/chat/images/a.webp'),
    );
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/chat/messages')?.body).toMatchObject({
      messageType: 'IMAGE',
      mediaUrl: '/uploads/chat/images/a.webp',
      mediaSize: 99,
    });
  });

  it('recalls my message from the long-press menu with 撤回中…, then reads 你撤回了一条消息', async () => {
    const toast = vi.spyOn(Toast, 'show');
    // A recent message of mine (within 2 minutes).
    mockApi({
      'GET /api/chat/messages/history': () =>
        historyPage([message({ seq: 3, createdAt: new Date().toISOString() }, 1, 2)]),
      'PUT /api/chat/messages/read': () => ({}),
      'DELETE /api/chat/messages/1003/recall': () => ({
        messageId: 1003,
        message: message(
          { seq: 3, messageType: 'SYSTEM', content: '「我」撤回了一条消息', isRecalled: true, recalledBy: 1 },
          1,
          2,
        ),
      }),
    });
    renderApp(URL, PHONE);
    const bubble = (await screen.findByText('消息3')).closest('.cl-msg__bubble')!;
    fireEvent.contextMenu(bubble);
    fireEvent.click(await screen.findByText('撤回'));
    // The server's notice names the sender for everyone else; its sender reads it in the second person.
    expect(await screen.findByText('你撤回了一条消息')).toBeTruthy();
    expect(screen.queryByText('消息3')).toBeNull();
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ icon: 'loading', content: '撤回中…' }));
  });

  it('deletes a message for me with 删除中…', async () => {
    const toast = vi.spyOn(Toast, 'show');
    const { calls } = api({
      'DELETE /api/chat/messages/1001/delete': () => ({ messageId: 1001, deleted: true }),
    });
    renderApp(URL, PHONE);
    fireEvent.contextMenu((await screen.findByText('消息1')).closest('.cl-msg__bubble')!);
    fireEvent.click(await screen.findByText('删除'));
    fireEvent.click(await screen.findByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('消息1')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/chat/messages/1001/delete')).toBe(
      true,
    );
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ content: '删除中…' }));
  });

  it("offers no recall on other people's messages in a private chat", async () => {
    api();
    renderApp(URL, PHONE);
    const bubble = (await screen.findByText('消息1')).closest('.cl-msg__bubble')!;
    fireEvent.contextMenu(bubble);
    expect(await screen.findByText('回复')).toBeTruthy();
    expect(screen.getByText('转发')).toBeTruthy();
    expect(screen.queryByText('撤回')).toBeNull();
    fireEvent.click(screen.getByText('回复'));
    expect(within(screen.getByTestId('reply-bar')).getByText(/消息1/)).toBeTruthy();
  });

  it('shows 对方正在输入… while the other side types', async () => {
    api();
    renderApp(URL, PHONE);
    await screen.findByText('消息1');
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    act(() => store().setTyping(CID, 2, true));
    expect(screen.getByTestId('typing-indicator').textContent).toContain('对方正在输入…');
  });

  it('keeps thousands of messages smooth: only a window of them is in the page', async () => {
    const many = Array.from({ length: 3000 }, (_, i) => message({ seq: i + 1 }));
    store().addMessages(CID, many, false);
    api({ 'GET /api/chat/messages/history': () => historyPage(many.slice(-30), true) });
    renderApp(URL, PHONE);
    expect(await screen.findByText('消息3000')).toBeTruthy();
    const rendered = document.querySelectorAll(
      '[data-testid^="message-1"], [data-testid^="message-2"], [data-testid^="message-3"], [data-testid^="message-4"]',
    );
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(80);
    expect(screen.queryByText('消息1')).toBeNull();
    // At the bottom, the list follows a new message.
    act(() => {
      store().receiveMessage(message({ seq: 3001 }));
    });
    expect(await screen.findByText('消息3001')).toBeTruthy();
  });

  it('loads 20 older messages (beforeSeq) at the top, keeping what is on screen where it was', async () => {
    const newest = Array.from({ length: 20 }, (_, i) => message({ seq: i + 21 }));
    const older = Array.from({ length: 20 }, (_, i) => message({ seq: i + 1 }));
    const asked: string[] = [];
    api({
      'GET /api/chat/messages/history': (_b, url) => {
        const before = url.searchParams.get('beforeSeq');
        asked.push(`limit=${url.searchParams.get('limit')} beforeSeq=${before}`);
        return before ? historyPage(older, false) : historyPage(newest, true);
      },
    });
    const moved = vi.spyOn(Element.prototype, 'scrollBy');
    renderApp(URL, PHONE);
    await screen.findByText('消息40');
    const list = screen.getByTestId('message-list');
    list.scrollTop = 0;
    fireEvent.scroll(list);
    await waitFor(() => expect(store().messages[CID]).toHaveLength(40));
    expect(asked).toEqual(['limit=20 beforeSeq=null', 'limit=20 beforeSeq=21']);
    // 20 messages of 60 px went in above: the list moves down by as much, so 消息21 stays put.
    await waitFor(() => expect(moved).toHaveBeenCalledWith(expect.objectContaining({ top: 20 * 60 })));
    expect(store().hasMoreBefore[CID]).toBe(false);
  });

  it('forwards a message to picked conversations', async () => {
    store().setConversations([
      conversation({ conversationId: CID, targetName: '老王', lastSeq: 3 }),
      conversation({ conversationId: 'group_9', type: 'GROUP', targetId: 9, targetName: '快三群' }),
    ]);
    const { calls } = api({
      'POST /api/chat/messages/1001/forward': () => ({
        results: [{ targetId: 9, type: 'GROUP', success: true }],
      }),
    });
    renderApp(URL, PHONE);
    fireEvent.contextMenu((await screen.findByText('消息1')).closest('.cl-msg__bubble')!);
    fireEvent.click(await screen.findByText('转发'));
    fireEvent.click(await screen.findByTestId('forward-target-group_9'));
    fireEvent.click(screen.getByTestId('forward-confirm'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/messages/1001/forward')?.body).toEqual({
        targets: [{ targetId: 9, type: 'GROUP' }],
      }),
    );
  });

  it('deletes several messages at once from multi-select', async () => {
    const { calls } = api({
      'DELETE /api/chat/messages/batch': () => ({ deleted: [1001, 1002], failed: [] }),
    });
    renderApp(URL, PHONE);
    fireEvent.contextMenu((await screen.findByText('消息1')).closest('.cl-msg__bubble')!);
    fireEvent.click(await screen.findByText('多选'));
    fireEvent.click(screen.getByText('消息2'));
    fireEvent.click(screen.getByTestId('batch-delete'));
    expect(await screen.findByText('确定删除选中的2条消息？')).toBeTruthy();
    fireEvent.click((await screen.findAllByRole('button', { name: '删除' })).at(-1)!);
    await waitFor(() => expect(screen.queryByText('消息1')).toBeNull());
    expect(screen.queryByText('消息2')).toBeNull();
    expect(screen.getByText('消息3')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/chat/messages/batch')?.body).toEqual({
      messageIds: [1001, 1002],
    });
  });
});
