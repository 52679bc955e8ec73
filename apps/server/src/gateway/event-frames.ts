import { ServerFrameType } from '@cailiao/contracts';
import { fenToYuan } from '@cailiao/domain';
import type { DomainEvent } from '../platform/events/domain-events.ts';

export interface OutFrame {
  type: string;
  data: unknown;
}
/**
 * Frames for some users (or for every open socket: a draw is public): what one domain event
 * becomes on the sockets that this process holds.
 */
export interface Delivery {
  userIds: readonly number[] | 'everyone';
  frames: OutFrame[];
}

/**
 * The one place where domain events become the frames of SPEC.md §4. Events that no player's
 * screen shows (or that the gateway handles itself, such as SessionRevoked) map to nothing.
 */
export function deliveriesOf(event: DomainEvent): Delivery[] {
  switch (event.type) {
    case 'MessageCreated':
      return [{ userIds: event.recipients, frames: [{ type: 'new_message', data: event.message }] }];
    case 'MessagesRead': {
      const { conversationId, conversationType, userId, readSeq, readAt } = event;
      const out: Delivery[] = [
        {
          userIds: event.recipients,
          frames: [
            { type: 'message_read', data: { conversationId, conversationType, userId, readSeq, readAt } },
          ],
        },
      ];
      if (event.peerId !== undefined) {
        const data = { conversationId, status: 'read', seq: readSeq, userId };
        out.push({ userIds: [event.peerId], frames: [{ type: 'messageStatusUpdate', data }] });
      }
      return out;
    }
    case 'MessageRecalled': {
      const { recipients, type: _type, ...data } = event;
      return [{ userIds: recipients, frames: [{ type: 'message_recalled', data }] }];
    }
    case 'MessagesDeleted': {
      const { conversationId, messageIds, userId } = event;
      const data = { conversationId, status: 'deleted', messageIds, userId };
      return [{ userIds: [userId], frames: [{ type: 'messageStatusUpdate', data }] }];
    }
    case 'TypingChanged': {
      const { recipients, type: _type, ...data } = event;
      return [{ userIds: recipients, frames: [{ type: 'typing', data }] }];
    }
    case 'PresenceChanged': {
      const frames: OutFrame[] = [{ type: 'online_status_update', data: event.status }];
      if (event.onlineChanged) {
        frames.push({
          type: event.status.online ? 'userOnline' : 'userOffline',
          data: { userId: event.status.userId },
        });
      }
      return [{ userIds: event.audience, frames }];
    }
    case 'FriendRequestChanged':
      return [
        {
          userIds: [event.userId],
          frames: [{ type: 'friendRequest', data: { action: event.action, request: event.request } }],
        },
      ];
    case 'GroupInvitationSent': {
      const { inviteId, groupId, groupName, inviter, message } = event;
      const data = {
        kind: 'group_invite',
        title: '群聊邀请',
        content: `${inviter.nickname}邀请你加入群聊「${groupName}」`,
        data: { inviteId, groupId, groupName, inviter, message },
      };
      return [{ userIds: [event.inviteeId], frames: [{ type: 'system_notification', data }] }];
    }
    case 'GroupMemberRemoved': {
      const data = {
        kind: 'group_removed',
        title: '群聊通知',
        content: `你已被移出群聊「${event.groupName}」`,
        data: { groupId: event.groupId },
      };
      return [{ userIds: [event.userId], frames: [{ type: 'system_notification', data }] }];
    }
    case 'GroupApplicationSubmitted': {
      const { applicationId, groupId, groupName, applicant, message } = event;
      const data = {
        kind: 'group_application',
        title: '入群申请',
        content: `${applicant.nickname}申请加入群聊「${groupName}」`,
        data: { applicationId, groupId, groupName, applicant, message },
      };
      return [{ userIds: event.managerIds, frames: [{ type: 'system_notification', data }] }];
    }
    case 'GroupApplicationHandled': {
      const { applicationId, groupId, groupName, accepted, reason } = event;
      const data = {
        kind: 'group_application_result',
        title: '入群申请',
        content: accepted
          ? `你已加入群聊「${groupName}」`
          : `加入群聊「${groupName}」的申请被拒绝${reason ? `：${reason}` : ''}`,
        data: { applicationId, groupId, groupName, accepted, reason },
      };
      return [{ userIds: [event.userId], frames: [{ type: 'system_notification', data }] }];
    }
    case 'RedEnvelopeGrabbed':
      return [{ userIds: event.recipients, frames: [{ type: 'red_envelope_grabbed', data: event.grab }] }];
    case 'RedEnvelopeRefunded': {
      const { redEnvelopeId, conversationId, refundAmount } = event;
      const data = {
        kind: 'red_envelope_refund',
        title: '红包退回',
        content: `红包超过24小时未领完，${refundAmount.toFixed(2)}元已退回余额`,
        data: { redEnvelopeId, conversationId, refundAmount },
      };
      return [{ userIds: [event.senderId], frames: [{ type: 'system_notification', data }] }];
    }
    case 'PlayerMessageCreated': {
      // The inbox message a player cares about (recharge credited, withdrawal decided, level up…):
      // the client refreshes its badges and balance from it.
      const { message, unread } = event;
      const data = {
        kind: 'player_message',
        title: message.title,
        content: message.content,
        data: { message, unread },
      };
      return [{ userIds: [event.userId], frames: [{ type: 'system_notification', data }] }];
    }
    case 'ChaseUpdated': {
      const data = { chaseId: event.chaseId, change: event.change };
      return [{ userIds: [event.userId], frames: [{ type: ServerFrameType.chaseUpdate, data }] }];
    }
    case 'IssueDrawn': {
      const { type: _type, drawAt, ...rest } = event;
      const data = { ...rest, drawAt: new Date(drawAt).toISOString() };
      return [{ userIds: 'everyone', frames: [{ type: ServerFrameType.issueDrawn, data }] }];
    }
    case 'IssueVoided': {
      const { gameId, gameCode, issueNo } = event;
      const data = { gameId, gameCode, issueNo };
      return [{ userIds: 'everyone', frames: [{ type: ServerFrameType.issueVoided, data }] }];
    }
    case 'BetSettled': {
      const { gameId, issueNo } = event;
      const bets = event.bets.map((b) => ({
        betId: b.betId,
        status: b.status,
        amount: fenToYuan(b.stakeFen),
        payout: fenToYuan(b.payoutFen),
      }));
      const data = { gameId, issueNo, bets };
      return [{ userIds: [event.userId], frames: [{ type: ServerFrameType.betSettled, data }] }];
    }
    case 'BusReconnected':
    case 'GameConfigChanged':
    case 'GroupRosterChanged':
    case 'SessionRevoked':
    case 'SystemConfigChanged':
    case 'RechargeCredited':
    case 'WithdrawalDecided':
    case 'SensitiveWordsChanged':
      return [];
  }
}
