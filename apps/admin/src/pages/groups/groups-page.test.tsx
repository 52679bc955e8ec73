import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session';
import { answer, renderPage } from '../../test/render';
import { GroupsPage } from './groups-page';

const owner = { id: 3, username: 'owner3', nickname: '群主老王', avatar: null };
const group = {
  id: 41,
  name: '幸运彩友群',
  owner,
  memberCount: 2,
  status: 'active',
  isMuted: false,
  mutedUntil: null as string | null,
  createdAt: '2026-11-20T02:00:00.000Z',
  dissolvedAt: null,
};
const message = {
  messageId: 900,
  id: 900,
  conversationId: 'group_41',
  conversationType: 'GROUP',
  seq: 5,
  messageType: 'TEXT',
  content: '加我私聊带你赚钱',
  mediaUrl: null,
  thumbnailUrl: null,
  mediaSize: null,
  duration: null,
  fromUser: { id: 9, username: 'spam9', nickname: '广告哥', avatar: null },
  senderId: 9,
  targetId: 41,
  targetName: '幸运彩友群',
  replyToId: null,
  replyTo: null,
  clientMsgId: null,
  isRecalled: false,
  recalledBy: null,
  createdAt: '2026-11-25T01:00:00.000Z',
};
const detail = (g = group) => ({
  body: {
    success: true,
    data: {
      group: g,
      members: [
        { user: owner, role: 'owner', mutedUntil: null, joinedAt: g.createdAt },
        { user: message.fromUser, role: 'member', mutedUntil: null, joinedAt: g.createdAt },
      ],
      messages: [message],
    },
  },
});
const list = (items: unknown[]) => ({
  body: {
    success: true,
    data: { list: items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } },
  },
});

beforeEach(() =>
  session.set({
    token: 't',
    operator: { id: 7, username: 'kefu', role: 'support', roleName: '客服', permissions: ['chat.moderate'] },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('GroupsPage', () => {
  it('lists groups, opens one and mutes it only after confirmation', async () => {
    const muted = { ...group, isMuted: true, mutedUntil: '9999-12-31T00:00:00.000Z' };
    const fetch = answer(
      list([group]),
      detail(),
      { body: { success: true, message: '已开启全员禁言', data: detail(muted).body.data } },
      detail(muted),
      list([muted]),
    );
    renderPage(<GroupsPage />);
    const row = (await screen.findByText('幸运彩友群')).closest('tr') as HTMLElement;
    expect(within(row).getByText('群主老王（owner3）')).toBeTruthy();
    expect(within(row).getByText('正常')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: /查\s*看/ }));
    expect(await screen.findByText('加我私聊带你赚钱')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '全员禁言' }));
    const dialog = (await screen.findByText('开启全员禁言？')).closest('.ant-modal-content') as HTMLElement;
    expect(fetch).toHaveBeenCalledTimes(2);
    await user.click(within(dialog).getByRole('button', { name: '确认禁言' }));
    await screen.findByRole('button', { name: '解除全员禁言' });
    const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect([url, init.method]).toEqual(['/api/admin/groups/41/mute', 'POST']);
  });

  it('recalls a message after confirmation, and shows a load error with retry', async () => {
    const fetch = answer(list([group]), detail(), {
      status: 409,
      body: { success: false, code: 'ALREADY_RECALLED', message: '消息已撤回' },
    });
    renderPage(<GroupsPage />);
    const user = userEvent.setup();
    const row = (await screen.findByText('幸运彩友群')).closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: /查\s*看/ }));
    const item = (await screen.findByText('加我私聊带你赚钱')).closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: /撤\s*回/ }));
    const dialog = (await screen.findByText('撤回这条消息？')).closest('.ant-modal-content') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: '确认撤回' }));
    expect(await screen.findByText('消息已撤回')).toBeTruthy();
    expect((fetch.mock.calls[2] as unknown as [string])[0]).toBe('/api/admin/groups/41/messages/900/recall');
  });

  it('says so when no group matches, and when the list fails', async () => {
    answer({ status: 503, body: { success: false, message: '服务暂时不可用' } }, list([]));
    renderPage(<GroupsPage />);
    expect(await screen.findByText('服务暂时不可用')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(screen.getByText('暂无群组')).toBeTruthy());
  });
});
