import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onPlayerMessage } from '../../features/messages/realtime';
import { message, notice } from '../../features/messages/testing';
import { page, signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(
  () => Promise.all([import('./messages-page'), import('../message-detail/message-detail-page')]),
  60_000,
);
beforeEach(() => signIn());
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

describe('消息中心', () => {
  it('lists messages with unread badges, opens one (marked read) and reads all', async () => {
    const messages = [
      message({ id: 2, title: '提现未通过', kind: 'withdraw', content: '未通过审核，原因：账户信息有误。' }),
      message({ id: 1 }),
    ];
    const { calls } = mockApi({
      'GET /api/messages': () => page(messages),
      'GET /api/messages/unread-count': () => {
        const n = messages.filter((m) => !m.isRead).length;
        return { messages: n, notices: 1, total: n + 1 };
      },
      'GET /api/messages/2': () => messages[0],
      'PUT /api/messages/2/read': () => {
        messages[0]!.isRead = true;
        return messages[0];
      },
      'PUT /api/messages/batch/read': () => {
        for (const m of messages) m.isRead = true;
        return { updated: 1 };
      },
    });
    renderApp('/pages/messages/messages');
    expect((await screen.findByTestId('message-2')).textContent).toContain('提现未通过');
    await waitFor(() => expect(document.querySelector('.cl-messages-tabs')?.textContent).toContain('2'));

    await user().click(screen.getByTestId('message-2'));
    expect((await screen.findByTestId('message-detail')).textContent).toContain('原因：账户信息有误');
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/messages/2/read')).toBe(true),
    );
  });

  it('reads all after a confirmation', async () => {
    const messages = [message({ id: 1 }), message({ id: 3, title: '等级提升', kind: 'level_up' })];
    const { calls } = mockApi({
      'GET /api/messages': () => page(messages),
      'GET /api/messages/unread-count': () => {
        const n = messages.filter((m) => !m.isRead).length;
        return { messages: n, notices: 0, total: n };
      },
      'PUT /api/messages/batch/read': () => {
        for (const m of messages) m.isRead = true;
        return { updated: 2 };
      },
    });
    renderApp('/pages/messages/messages');
    await user().click(await screen.findByTestId('read-all'));
    await user().click(
      await screen.findByText('全部已读', { selector: '.adm-dialog-button *, .adm-dialog-button' }),
    );
    expect(await screen.findByText('已全部标记为已读')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('read-all')).toBeNull());
    expect(document.querySelectorAll('.cl-message.is-unread')).toHaveLength(0);
    expect(calls.filter((c) => c.path === '/api/messages/batch/read')).toHaveLength(1);
  });

  it('shows notices and opens one', async () => {
    mockApi({
      'GET /api/messages': () => page([]),
      'GET /api/messages/unread-count': () => ({ messages: 0, notices: 1, total: 1 }),
      'GET /api/notice/list': () => page([notice({ noticeId: 5 })]),
      'GET /api/notice/detail': () => notice({ noticeId: 5 }),
      'POST /api/notice/read': () => notice({ noticeId: 5, isRead: true }),
    });
    renderApp('/pages/messages/messages');
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    await user().click(screen.getByTestId('messages-tab-notices'));
    await user().click(await screen.findByTestId('notice-5'));
    expect((await screen.findByTestId('message-detail')).textContent).toContain('平台公告');
  });

  it('a system_notification frame updates the badges at once', async () => {
    let unread = 0;
    mockApi({
      'GET /api/messages': () => page([]),
      'GET /api/messages/unread-count': () => ({ messages: unread, notices: 0, total: unread }),
    });
    const { queryClient } = renderApp('/pages/my/my');
    await screen.findByTestId('my-entry-messages');
    await waitFor(() => expect(queryClient.getQueryData(['messages', 'unread'])).toBeTruthy());
    unread = 4;
    act(() => {
      onPlayerMessage(queryClient, {
        kind: 'player_message',
        title: '充值到账',
        content: '到账',
        data: { message: message({ id: 9 }), unread: 4 },
      });
    });
    expect(queryClient.getQueryData(['messages', 'unread'])).toMatchObject({ messages: 4, total: 4 });
    await waitFor(() => expect(screen.getByTestId('my-entry-messages').textContent).toContain('4'));
    expect(screen.getByTestId('tab-3').textContent).toContain('4');
  });

  it('shows an unread popup notice once at launch and marks it read', async () => {
    const { calls } = mockApi({
      'GET /api/notice/list': (_b, url) =>
        url.searchParams.get('popup') === 'true'
          ? page([notice({ noticeId: 8, title: '系统维护通知', content: '今晚维护', isPopup: true })])
          : page([]),
      'POST /api/notice/read': () => notice({ noticeId: 8, isRead: true }),
    });
    renderApp('/');
    expect(await screen.findByText('系统维护通知')).toBeTruthy();
    await user().click(screen.getByText('我知道了'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/notice/read')?.body).toEqual({ noticeId: 8 }),
    );
  });
});
