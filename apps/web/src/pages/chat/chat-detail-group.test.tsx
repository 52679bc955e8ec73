import type { Group, MuteStatus, RedEnvelopeDetail } from '@cailiao/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useChatStore } from '../../features/chat/store/chat-store';
import { conversation, message } from '../../features/chat/test/fixtures';
import { historyPage, page, signIn, signOut } from '../../features/chat/test/session';
import { mockApi, renderApp } from '../../test/render-app';

/** The message list's sizes on a phone (react-virtuoso's test context; jsdom lays nothing out). */
const PHONE = { listViewport: { viewportHeight: 600, itemHeight: 60 } };

// antd-mobile popups animate in with pointer-events off; the check would refuse every tap in them.
const user = userEvent.setup({ pointerEventsCheck: 0 });
const GID = 7;
const CID = `group_${GID}`;
const URL = `/pages/chat/chat-detail?targetId=${GID}&type=GROUP`;

const group = (partial: Partial<Group> = {}): Group => ({
  id: GID,
  groupId: GID,
  name: '彩友群',
  description: '一起玩',
  avatar: null,
  ownerId: 2,
  memberCount: 5,
  maxMembers: 500,
  isPublic: true,
  allowMemberInvite: true,
  lotteryGameIds: [],
  joinCode: 'ABCD2345',
  role: 'member',
  conversationId: CID,
  isMuted: false,
  mutedUntil: null,
  status: 'active',
  pendingApplications: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...partial,
});
const status = (partial: Partial<MuteStatus> = {}): MuteStatus => ({
  groupId: GID,
  groupMuted: false,
  groupMutedUntil: null,
  groupMuteReason: null,
  muted: false,
  mutedUntil: null,
  muteReason: null,
  exempt: false,
  canSend: true,
  ...partial,
});
const envelope = (partial: Partial<RedEnvelopeDetail> = {}): RedEnvelopeDetail => ({
  id: 55,
  redEnvelopeId: 55,
  sender: { id: 2, username: 'u2', nickname: '用户2', avatar: null },
  type: 'lucky',
  amount: 10,
  count: 3,
  blessing: '恭喜发财',
  hasPassword: false,
  status: 'active',
  remainCount: 3,
  remainAmount: 10,
  refundedAmount: 0,
  myAmount: null,
  canGrab: true,
  conversationId: CID,
  conversationType: 'GROUP',
  targetId: GID,
  messageId: 1001,
  createdAt: '2026-01-01T00:00:00.000Z',
  expiresAt: '2026-01-02T00:00:00.000Z',
  ...partial,
});
const groupMessage = (seq: number, partial: Parameters<typeof message>[0] | object = {}) =>
  message({
    seq,
    conversationId: CID,
    conversationType: 'GROUP',
    targetId: GID,
    ...(partial as object),
  });

beforeEach(() => {
  signIn();
  useChatStore
    .getState()
    .setConversations([
      conversation({ conversationId: CID, type: 'GROUP', targetId: GID, targetName: '彩友群' }),
    ]);
});
afterEach(signOut);

function api(extra: Parameters<typeof mockApi>[0] = {}, history = [groupMessage(1)]) {
  return mockApi({
    'GET /api/chat/messages/history': () => historyPage(history),
    'PUT /api/chat/messages/read': () => ({ readSeq: 1, unreadCount: 0 }),
    [`GET /api/chat/groups/${GID}`]: () => group(),
    [`GET /api/chat/groups/${GID}/mute-status`]: () => status(),
    [`GET /api/chat/groups/${GID}/announcements/popup`]: () => null,
    ...extra,
  });
}

describe('chat page: touch long press', () => {
  it('keeps the message menu open after the finger lifts', async () => {
    api();
    renderApp(URL, PHONE);
    const bubble = (await screen.findByText('消息1')).closest('.cl-msg__bubble')!;
    fireEvent.touchStart(bubble, { touches: [{ clientX: 100, clientY: 200 }] });
    expect(await screen.findByText('回复')).toBeTruthy();
    // The finger lifts: the touchend is cancelled, so the browser sends no mouse events and no
    // click onto the menu's mask.
    const notCancelled = fireEvent.touchEnd(bubble, { changedTouches: [{ clientX: 100, clientY: 200 }] });
    expect(notCancelled).toBe(false);
    await new Promise((r) => setTimeout(r, 400));
    expect(screen.getByText('回复')).toBeTruthy();
    expect(screen.getByText('转发')).toBeTruthy();
  });

  it('a short tap or a scrolling finger opens no menu', async () => {
    api();
    renderApp(URL, PHONE);
    const bubble = (await screen.findByText('消息1')).closest('.cl-msg__bubble')!;
    fireEvent.touchStart(bubble, { touches: [{ clientX: 100, clientY: 200 }] });
    expect(fireEvent.touchEnd(bubble, { changedTouches: [{ clientX: 100, clientY: 200 }] })).toBe(true);
    fireEvent.touchStart(bubble, { touches: [{ clientX: 100, clientY: 200 }] });
    fireEvent.touchMove(bubble, { touches: [{ clientX: 100, clientY: 260 }] });
    await new Promise((r) => setTimeout(r, 700));
    fireEvent.touchEnd(bubble);
    expect(screen.queryByText('回复')).toBeNull();
  });
});

describe('chat page: red envelopes', () => {
  it('sends a lucky envelope from the composer only after the confirmation', async () => {
    const { calls } = api({ 'POST /api/chat/red-envelopes': () => ({ id: 9, status: 'active' }) });
    renderApp(URL, PHONE);
    await screen.findByText('消息1');
    await user.click(screen.getByTestId('more-toggle'));
    await user.click(screen.getByTestId('red-envelope-button'));
    const sheet = await screen.findByTestId('red-envelope-sheet');
    await user.type(screen.getByTestId('red-envelope-count'), '6');
    await user.type(screen.getByTestId('red-envelope-amount'), '8.8');
    expect(within(sheet).getByRole('alert').textContent).toBe('红包个数最多5个');
    await user.clear(screen.getByTestId('red-envelope-count'));
    await user.type(screen.getByTestId('red-envelope-count'), '5');
    expect(screen.getByTestId('red-envelope-total').textContent).toBe('¥8.80');
    await user.click(screen.getByTestId('red-envelope-send'));
    expect(await screen.findByText('将从余额中扣除 ¥8.80，共5个红包')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/chat/red-envelopes')).toBe(false);
    await user.click(screen.getAllByRole('button', { name: '塞钱进红包' }).at(-1)!);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/chat/red-envelopes')?.body).toMatchObject({
        groupId: GID,
        amount: 8.8,
        count: 5,
        type: 'lucky',
      }),
    );
  });

  it('shows open, opened, empty and expired bubbles, and grabs with the open animation', async () => {
    let detail = envelope();
    const history = [
      groupMessage(1, {
        messageId: 1001,
        messageType: 'RED_ENVELOPE',
        content: '恭喜发财',
        extra: { redEnvelopeId: 55, type: 'lucky' },
      }),
      groupMessage(2, {
        messageId: 1002,
        messageType: 'RED_ENVELOPE',
        content: '抢光了',
        extra: { redEnvelopeId: 56 },
      }),
      groupMessage(3, {
        messageId: 1003,
        messageType: 'RED_ENVELOPE',
        content: '过期了',
        extra: { redEnvelopeId: 57 },
      }),
    ];
    const { calls } = api(
      {
        'GET /api/chat/red-envelopes/55': () => detail,
        'GET /api/chat/red-envelopes/56': () =>
          envelope({ id: 56, status: 'finished', canGrab: false, remainCount: 0 }),
        'GET /api/chat/red-envelopes/57': () => envelope({ id: 57, status: 'expired', canGrab: false }),
        'GET /api/chat/red-envelopes/55/records': () => ({
          list: [
            {
              userId: 1,
              nickname: '我',
              avatar: null,
              amount: 3.33,
              grabbedAt: '2026-01-01T00:00:01Z',
              isBest: false,
            },
          ],
          grabbedCount: 1,
          count: 3,
        }),
        'POST /api/chat/red-envelopes/55/grab': () => {
          detail = envelope({ myAmount: 3.33, canGrab: false, remainCount: 2 });
          return {
            redEnvelopeId: 55,
            grabAmount: 3.33,
            remainCount: 2,
            remainAmount: 6.67,
            isLastGrab: false,
            status: 'active',
          };
        },
      },
      history,
    );
    renderApp(URL, PHONE);
    await waitFor(() => expect(screen.getByTestId('red-envelope-55').dataset.state).toBe('open'));
    expect(screen.getByTestId('red-envelope-56').dataset.state).toBe('empty');
    expect(screen.getByTestId('red-envelope-57').dataset.state).toBe('expired');
    expect(screen.getByTestId('red-envelope-56').textContent).toContain('已被领完');

    await user.click(screen.getByTestId('red-envelope-55'));
    const open = await screen.findByTestId('red-envelope-open');
    await user.click(open);
    expect(open.className).toContain('cl-redopen__button--spinning');
    expect(await screen.findByTestId('red-envelope-my-amount')).toHaveProperty('textContent', '¥3.33');
    expect(calls.filter((c) => c.path === '/api/chat/red-envelopes/55/grab')).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('red-envelope-55').dataset.state).toBe('opened'));
    await user.click(screen.getByTestId('red-envelope-records-toggle'));
    expect(await screen.findByText('¥3.33', { selector: '.cl-redopen__record-amount' })).toBeTruthy();
  });
});

describe('chat page: group state', () => {
  it('a muted member sees until when instead of the input', async () => {
    api({
      [`GET /api/chat/groups/${GID}/mute-status`]: () =>
        status({ muted: true, mutedUntil: '2026-11-25T04:30:00.000Z', muteReason: '刷屏', canSend: false }),
    });
    renderApp(URL, PHONE);
    const blocked = await screen.findByTestId('composer-blocked');
    expect(blocked.textContent).toMatch(/^你已被禁言，\d{2}-\d{2} \d{2}:\d{2}解除（刷屏）$/);
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('a dissolved group is read-only', async () => {
    api({ [`GET /api/chat/groups/${GID}`]: () => group({ status: 'dissolved' }) });
    renderApp(URL, PHONE);
    expect((await screen.findByTestId('composer-blocked')).textContent).toBe(
      '该群聊已解散，只能查看历史消息',
    );
  });

  it('opens the info drawer from the header and shows a popup announcement once', async () => {
    const { calls } = api({
      [`GET /api/chat/groups/${GID}/announcements/popup`]: () => ({
        id: 3,
        groupId: GID,
        title: '群规',
        content: '禁止广告',
        isPopup: true,
        version: 2,
        author: { id: 2, username: 'u2', nickname: '用户2', avatar: null },
        seen: false,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      }),
      [`POST /api/chat/groups/${GID}/announcements/3/seen`]: () => ({ id: 3, version: 2 }),
      [`GET /api/chat/groups/${GID}/members`]: () =>
        page([
          {
            userId: 2,
            user: { id: 2, username: 'u2', nickname: '群主大人', avatar: null },
            role: 'owner',
            mutedUntil: null,
            muteReason: null,
            joinedAt: '',
          },
        ]),
      [`GET /api/chat/groups/${GID}/announcements`]: () => page([]),
    });
    renderApp(URL, PHONE);
    expect((await screen.findByTestId('announcement-popup')).textContent).toBe('禁止广告');
    await user.click(screen.getByText('我知道了'));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith('/announcements/3/seen'))?.body).toEqual({ version: 2 }),
    );
    await user.click(screen.getByTestId('group-info-button'));
    const drawer = await screen.findByTestId('group-info-drawer');
    expect(await within(drawer).findByText('群主大人')).toBeTruthy();
    expect(within(drawer).getByText('ABCD2345')).toBeTruthy();
    expect(within(drawer).getByTestId('group-leave').textContent).toBe('退出群聊');
  });

  it('sends a file from the + panel: upload, then a FILE message', async () => {
    const { calls } = api({
      'POST /api/chat/upload/file': () => ({
        url: '/api/chat/files/abc.bin/report.pdf',
        size: 4,
        mime: 'application/octet-stream',
        name: 'report.pdf',
      }),
      'POST /api/chat/messages': (body) =>
        groupMessage(2, {
          messageType: 'FILE',
          content: 'report.pdf',
          mediaUrl: '/api/chat/files/abc.bin/report.pdf',
          clientMsgId: (body as { clientMsgId: string }).clientMsgId,
          senderId: 1,
          fromUser: { id: 1, username: 'me01', nickname: '我', avatar: null },
        }),
    });
    renderApp(URL, PHONE);
    await screen.findByText('消息1');
    await user.click(screen.getByTestId('more-toggle'));
    expect(screen.getByTestId('file-button')).toBeTruthy();
    const file = new File(['%PDF'], 'report.pdf', { type: 'application/pdf' });
    await act(() => user.upload(screen.getByTestId('file-input'), file));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.path === '/api/chat/messages')?.body).toMatchObject({
        groupId: GID,
        messageType: 'FILE',
        content: 'report.pdf',
        mediaUrl: '/api/chat/files/abc.bin/report.pdf',
      }),
    );
    expect(await screen.findByText('report.pdf')).toBeTruthy();
  });
});
