import type { Group, GroupMember } from '@cailiao/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, signIn, signOut } from '../../features/chat/test/session';
import { mockApi, renderApp } from '../../test/render-app';

const user = userEvent.setup({ pointerEventsCheck: 0 });

const group = (partial: Partial<Group> = {}): Group => ({
  id: 7,
  groupId: 7,
  name: '彩友群',
  description: '',
  avatar: null,
  ownerId: 1,
  memberCount: 3,
  maxMembers: 500,
  isPublic: true,
  allowMemberInvite: true,
  lotteryGameIds: [],
  joinCode: 'ABCD2345',
  role: 'owner',
  conversationId: 'group_7',
  isMuted: false,
  mutedUntil: null,
  status: 'active',
  pendingApplications: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...partial,
});
const member = (userId: number, role: GroupMember['role'], nickname: string): GroupMember => ({
  userId,
  user: { id: userId, username: `u${userId}`, nickname, avatar: null },
  role,
  mutedUntil: null,
  muteReason: null,
  joinedAt: '2026-01-01T00:00:00.000Z',
});
const games = {
  list: [
    { id: 1, name: '极速快3', code: 'jsk3', type: 'k3' },
    { id: 2, name: '重庆时时彩', code: 'cqssc', type: 'ssc' },
  ],
  categories: [],
  hot: [],
};

beforeEach(signIn);
afterEach(signOut);

describe('group create page', () => {
  it('creates a public group with a stock avatar, games and invited friends', async () => {
    const { calls } = mockApi({
      'GET /api/chat/resources/group-avatars': () => ({
        list: [{ id: 'group-01', url: '/avatars/group-01.svg', name: '群1' }],
      }),
      'GET /api/chat/friends': () =>
        page([
          { friendId: 2, nickname: '老王', remark: null, avatar: null },
          { friendId: 3, nickname: '小李', remark: '李哥', avatar: null },
        ]),
      'GET /api/game/list': () => games,
      'POST /api/chat/groups': (body) => group({ name: (body as { name: string }).name }),
      'GET /api/chat/messages/history': () => ({
        ...page([]),
        hasMore: false,
        lastSeq: 0,
        peerReadSeq: null,
      }),
    });
    renderApp('/pages/chat/group-create');
    await user.click(await screen.findByTestId('group-create-submit'));
    expect((await screen.findByRole('alert')).textContent).toBe('请输入群名称');
    await user.type(screen.getByTestId('group-name'), '快三交流群');
    await user.click(await screen.findByRole('button', { name: '头像 1' }));
    await user.click(await screen.findByText('极速快3'));
    await user.click(await screen.findByText('李哥'));
    await user.click(screen.getByTestId('group-create-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/chat/groups')?.body).toEqual({
        name: '快三交流群',
        avatar: '/avatars/group-01.svg',
        isPublic: true,
        maxMembers: 500,
        lotteryGameIds: [1],
        inviteFriends: [3],
      }),
    );
  });
});

describe('group search page', () => {
  it('searches public groups, pages through them, applies with a message and joins by code', async () => {
    const results = Array.from({ length: 25 }, (_, i) =>
      group({ id: 100 + i, name: `公开群${i}`, role: null, joinCode: null }),
    );
    const { calls } = mockApi({
      'GET /api/chat/groups/search': (_b, url) => {
        const p = Number(url.searchParams.get('page'));
        const list = results.slice((p - 1) * 20, p * 20);
        return { list, pagination: { page: p, limit: 20, total: 25, totalPages: 2 } };
      },
      'POST /api/chat/groups/100/apply': () => ({ id: 1, status: 'pending' }),
      'POST /api/chat/groups/join': () => group({ id: 9, name: '码群' }),
      'GET /api/chat/messages/history': () => ({
        ...page([]),
        hasMore: false,
        lastSeq: 0,
        peerReadSeq: null,
      }),
    });
    renderApp('/pages/chat/group-search');
    expect(await screen.findByText('公开群0')).toBeTruthy();
    await user.click(screen.getByTestId('group-apply-100'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), '我是彩友');
    fireEvent.click(within(dialog).getByText('发送申请'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/groups/100/apply')?.body).toEqual({
        message: '我是彩友',
      }),
    );
    expect(await screen.findByText('已申请')).toBeTruthy();

    await user.type(screen.getByTestId('join-code'), 'abcd2345');
    await user.click(screen.getByTestId('join-code-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/groups/join')?.body).toEqual({ joinCode: 'abcd2345' }),
    );
  });
});

describe('group manage page', () => {
  function manageApi(g: Group, extra: Parameters<typeof mockApi>[0] = {}) {
    return mockApi({
      'GET /api/chat/groups/7': () => g,
      'GET /api/chat/resources/group-avatars': () => ({ list: [] }),
      'GET /api/chat/groups/7/members': () =>
        page([member(1, 'owner', '我'), member(2, 'admin', '老王'), member(3, 'member', '小李')]),
      'GET /api/game/list': () => games,
      'GET /api/chat/groups/7/mute-status': () => ({
        groupId: 7,
        groupMuted: false,
        groupMutedUntil: null,
        groupMuteReason: null,
        muted: false,
        mutedUntil: null,
        muteReason: null,
        exempt: true,
        canSend: true,
      }),
      'GET /api/chat/groups/7/muted-members': () => page([]),
      ...extra,
    });
  }

  it('the owner appoints an admin and mutes a member from the member list', async () => {
    const { calls } = manageApi(group(), {
      'PUT /api/chat/groups/7/members/3': () => ({ role: 'admin' }),
      'POST /api/chat/groups/7/mute': () => ({}),
    });
    renderApp('/pages/chat/group-manage?groupId=7&tab=members');
    await user.click(await screen.findByTestId('member-3'));
    fireEvent.click(await screen.findByText('设为管理员'));
    await waitFor(() =>
      expect(
        calls.find((c) => c.method === 'PUT' && c.path === '/api/chat/groups/7/members/3')?.body,
      ).toEqual({
        role: 'admin',
      }),
    );
    await user.click(await screen.findByTestId('member-3'));
    fireEvent.click((await screen.findAllByText('禁言')).at(-1)!);
    fireEvent.click(await screen.findByText('1小时'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/groups/7/mute')?.body).toMatchObject({
        userId: 3,
        duration: 60,
      }),
    );
  });

  it('an admin mutes the whole group; a member sees no manager actions', async () => {
    const { calls } = manageApi(group({ role: 'admin' }), {
      'POST /api/chat/groups/7/mute-group': () => ({ isMuted: true }),
    });
    renderApp('/pages/chat/group-manage?groupId=7&tab=mute');
    await user.click(await screen.findByTestId('mute-group'));
    fireEvent.click(await screen.findByText('直到手动关闭'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/groups/7/mute-group')?.body).toEqual({ duration: null }),
    );
  });

  it('managers see the applications tab with its badge and approve', async () => {
    const { calls } = manageApi(group({ pendingApplications: 1 }), {
      'GET /api/chat/groups/7/applications': () =>
        page([
          {
            id: 5,
            groupId: 7,
            groupName: '彩友群',
            userId: 9,
            user: { id: 9, username: 'u9', nickname: '申请人', avatar: null },
            message: '带带我',
            status: 'pending',
            reason: null,
            handledBy: null,
            createdAt: '2026-01-01T00:00:00.000Z',
            handledAt: null,
          },
        ]),
      'PUT /api/chat/group-applications/5/approve': () => ({ status: 'approved' }),
      'GET /api/chat/group-requests/summary': () => ({
        invites: [],
        applications: [],
        counts: { invites: 0, applications: 0, total: 0 },
      }),
    });
    renderApp('/pages/chat/group-manage?groupId=7&tab=applications');
    expect(await screen.findByText('带带我')).toBeTruthy();
    await user.click(screen.getByTestId('application-approve-5'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/group-applications/5/approve')?.body).toEqual({
        accept: true,
      }),
    );
  });

  it('a member sees the group read-only, without the applications tab', async () => {
    manageApi(group({ role: 'member' }));
    renderApp('/pages/chat/group-manage?groupId=7');
    expect(await screen.findByText('群资料')).toBeTruthy();
    expect(screen.queryByTestId('manage-save')).toBeNull();
    expect(screen.queryByText('申请')).toBeNull();
  });
});
