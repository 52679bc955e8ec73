import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '../platform/events/domain-events.ts';
import { deliveriesOf } from './event-frames.ts';

const status = { userId: 7, online: true, status: 'online' as const, lastSeenAt: null };

describe('domain events become the frames of SPEC.md §4', () => {
  it('reads: message_read to the members, messageStatusUpdate to the private peer', () => {
    const event: DomainEvent = {
      type: 'MessagesRead',
      recipients: [1, 2],
      conversationId: 'PRIVATE_1_2',
      conversationType: 'PRIVATE',
      userId: 1,
      readSeq: 9,
      readAt: '2026-11-24T00:00:00.000Z',
      peerId: 2,
    };
    expect(deliveriesOf(event)).toEqual([
      {
        userIds: [1, 2],
        frames: [
          {
            type: 'message_read',
            data: {
              conversationId: 'PRIVATE_1_2',
              conversationType: 'PRIVATE',
              userId: 1,
              readSeq: 9,
              readAt: '2026-11-24T00:00:00.000Z',
            },
          },
        ],
      },
      {
        userIds: [2],
        frames: [
          {
            type: 'messageStatusUpdate',
            data: { conversationId: 'PRIVATE_1_2', status: 'read', seq: 9, userId: 1 },
          },
        ],
      },
    ]);
  });

  it('presence: online_status_update, plus userOnline when the online state flipped', () => {
    expect(deliveriesOf({ type: 'PresenceChanged', audience: [3], status, onlineChanged: true })).toEqual([
      {
        userIds: [3],
        frames: [
          { type: 'online_status_update', data: status },
          { type: 'userOnline', data: { userId: 7 } },
        ],
      },
    ]);
    expect(
      deliveriesOf({ type: 'PresenceChanged', audience: [3], status, onlineChanged: false })[0]?.frames,
    ).toHaveLength(1);
  });

  it('typing and deletes carry no routing fields in their frames', () => {
    const [typing] = deliveriesOf({
      type: 'TypingChanged',
      recipients: [2],
      userId: 1,
      isTyping: true,
      conversationId: 'GROUP_5',
      conversationType: 'GROUP',
      targetId: 5,
    });
    expect(typing?.frames[0]).toEqual({
      type: 'typing',
      data: { userId: 1, isTyping: true, conversationId: 'GROUP_5', conversationType: 'GROUP', targetId: 5 },
    });
    const [deleted] = deliveriesOf({
      type: 'MessagesDeleted',
      userId: 1,
      conversationId: 'GROUP_5',
      messageIds: [4],
    });
    expect(deleted).toEqual({
      userIds: [1],
      frames: [
        {
          type: 'messageStatusUpdate',
          data: { conversationId: 'GROUP_5', status: 'deleted', messageIds: [4], userId: 1 },
        },
      ],
    });
  });

  it('group invitations and removals are system notifications in Chinese', () => {
    const [invite] = deliveriesOf({
      type: 'GroupInvitationSent',
      inviteeId: 9,
      inviteId: 3,
      groupId: 5,
      groupName: '快3交流群',
      inviter: { id: 1, username: 'zhang', nickname: '张三', avatar: null },
      message: null,
    });
    expect(invite?.userIds).toEqual([9]);
    expect(invite?.frames[0]).toMatchObject({
      type: 'system_notification',
      data: { kind: 'group_invite', title: '群聊邀请', content: '张三邀请你加入群聊「快3交流群」' },
    });
    const [removed] = deliveriesOf({
      type: 'GroupMemberRemoved',
      userId: 9,
      groupId: 5,
      groupName: '快3交流群',
    });
    expect(removed?.frames[0]).toMatchObject({
      type: 'system_notification',
      data: { kind: 'group_removed', content: '你已被移出群聊「快3交流群」', data: { groupId: 5 } },
    });
  });

  it('a player message is a system notification to its owner only, with the unread count', () => {
    const message = {
      id: 4,
      title: '充值到账',
      content: '您的充值100元已到账',
      kind: 'recharge' as const,
      isRead: false,
      createdAt: '2026-11-24T00:00:00.000Z',
    };
    expect(deliveriesOf({ type: 'PlayerMessageCreated', userId: 9, message, unread: 3 })).toEqual([
      {
        userIds: [9],
        frames: [
          {
            type: 'system_notification',
            data: {
              kind: 'player_message',
              title: '充值到账',
              content: '您的充值100元已到账',
              data: { message, unread: 3 },
            },
          },
        ],
      },
    ]);
  });

  it('red envelopes: red_envelope_grabbed to the conversation, the refund to its sender', () => {
    const grab = {
      redEnvelopeId: 4,
      grabAmount: 1.23,
      remainCount: 2,
      remainAmount: 8.77,
      isLastGrab: false,
      status: 'active' as const,
      conversationId: 'group_5',
      conversationType: 'GROUP' as const,
      targetId: 5,
      messageId: 77,
      senderId: 1,
      grabberUser: { id: 2, username: 'li', nickname: '李四', avatar: null },
      message: '「李四」领取了「张三」的红包',
    };
    expect(deliveriesOf({ type: 'RedEnvelopeGrabbed', recipients: [1, 2, 3], grab })).toEqual([
      { userIds: [1, 2, 3], frames: [{ type: 'red_envelope_grabbed', data: grab }] },
    ]);
    const [refund] = deliveriesOf({
      type: 'RedEnvelopeRefunded',
      senderId: 1,
      redEnvelopeId: 4,
      conversationId: 'group_5',
      refundAmount: 8.77,
    });
    expect(refund?.userIds).toEqual([1]);
    expect(refund?.frames[0]).toMatchObject({
      type: 'system_notification',
      data: { kind: 'red_envelope_refund', content: '红包超过24小时未领完，8.77元已退回余额' },
    });
  });

  it('events no screen shows map to nothing', () => {
    expect(
      deliveriesOf({
        type: 'RechargeCredited',
        userId: 1,
        orderId: 1,
        orderNo: 'R1',
        creditFen: 100,
        channelName: '演示',
      }),
    ).toEqual([]);
    expect(deliveriesOf({ type: 'SessionRevoked', userId: 1, tokenHashes: [] })).toEqual([]);
  });
});
