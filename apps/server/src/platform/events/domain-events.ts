import type {
  ChatMessage,
  FriendRequest,
  OnlineStatus,
  PlayerMessage,
  RedEnvelopeGrabbedEvent,
  UserBrief,
} from '@cailiao/contracts';

/**
 * Everything one context tells another, and what the real-time gateway turns into frames: facts in
 * the past tense, declared once. Services publish them after their transaction commits; the
 * gateway of every process (gateway/event-frames.ts) maps each to the frames of SPEC.md §4.
 * Who publishes and who listens: docs/ARCHITECTURE.md.
 */
export type DomainEvent =
  // platform: this process's Redis bus is back after an outage (delivered locally only)
  | { type: 'BusReconnected' }
  // accounts: the operator changed the system configuration (every process drops its cached copy)
  | { type: 'SystemConfigChanged' }
  // accounts
  | { type: 'SessionRevoked'; userId: number; tokenHashes: string[] | 'all-but'; keepTokenHash?: string }
  // lottery: a draw's result with its revealed seed; a voided issue; one user's settled bets of an issue
  | {
      type: 'IssueDrawn';
      gameId: number;
      gameCode: string;
      gameType: string;
      issueNo: string;
      numbers: number[];
      seed: string;
      seedHash: string;
      drawAt: number;
    }
  | { type: 'IssueVoided'; gameId: number; gameCode: string; issueNo: string }
  // lottery: an operator changed a game (status, schedule, limits or odds): every process forgets
  // its cached game rows and odds overrides
  | { type: 'GameConfigChanged'; gameId: number }
  | {
      type: 'BetSettled';
      userId: number;
      gameId: number;
      issueNo: string;
      /** Each bet that left `pending`, in bet id order: its stake and what it paid (payout or refund), in fen. */
      bets: { betId: number; status: string; stakeFen: number; payoutFen: number }[];
    }
  // lottery: a player's chase placed an issue, had one settled, or ended
  | { type: 'ChaseUpdated'; userId: number; chaseId: number; change: 'placed' | 'settled' | 'ended' }
  // money: a recharge credited to the wallet; a withdrawal decided by the operator
  | {
      type: 'RechargeCredited';
      userId: number;
      orderId: number;
      orderNo: string;
      creditFen: number;
      channelName: string;
    }
  | {
      type: 'WithdrawalDecided';
      userId: number;
      orderId: number;
      orderNo: string;
      amountFen: number;
      decision: 'approved' | 'rejected';
      reason: string | null;
    }
  // engagement: a message written to a player's inbox (with their unread count after it)
  | { type: 'PlayerMessageCreated'; userId: number; message: PlayerMessage; unread: number }
  // social
  | { type: 'MessageCreated'; recipients: number[]; message: ChatMessage }
  | {
      type: 'MessagesRead';
      recipients: number[];
      conversationId: string;
      conversationType: 'PRIVATE' | 'GROUP';
      userId: number;
      readSeq: number;
      readAt: string;
      /** The other member of a private conversation, told that their messages were read. */
      peerId?: number;
    }
  | {
      type: 'MessageRecalled';
      recipients: number[];
      messageId: number;
      conversationId: string;
      conversationType: 'PRIVATE' | 'GROUP';
      seq: number;
      recalledBy: number;
      message: ChatMessage;
    }
  | { type: 'MessagesDeleted'; userId: number; conversationId: string; messageIds: number[] }
  | {
      type: 'TypingChanged';
      recipients: number[];
      userId: number;
      isTyping: boolean;
      conversationId: string;
      conversationType: 'PRIVATE' | 'GROUP';
      targetId: number;
    }
  | { type: 'PresenceChanged'; audience: number[]; status: OnlineStatus; onlineChanged: boolean }
  | {
      type: 'FriendRequestChanged';
      userId: number;
      action: 'received' | 'accepted' | 'rejected';
      request: FriendRequest;
    }
  | {
      type: 'GroupInvitationSent';
      inviteeId: number;
      inviteId: number;
      groupId: number;
      groupName: string;
      inviter: UserBrief;
      message: string | null;
    }
  | { type: 'GroupMemberRemoved'; userId: number; groupId: number; groupName: string }
  /**
   * Who may read or write a group changed (join, leave, removal, dissolution, a role, a mute, the
   * name): every process drops its cached roster of the group (social/groups/group-roster-cache.ts).
   */
  | { type: 'GroupRosterChanged'; groupId: number }
  | {
      type: 'GroupApplicationSubmitted';
      /** The owner and admins, who may handle it. */
      managerIds: number[];
      applicationId: number;
      groupId: number;
      groupName: string;
      applicant: UserBrief;
      message: string | null;
    }
  | {
      type: 'GroupApplicationHandled';
      userId: number;
      applicationId: number;
      groupId: number;
      groupName: string;
      accepted: boolean;
      reason: string | null;
    }
  // social: the operator changed the sensitive-word list (every process drops its compiled copy)
  | { type: 'SensitiveWordsChanged' }
  | { type: 'RedEnvelopeGrabbed'; recipients: number[]; grab: RedEnvelopeGrabbedEvent }
  | {
      type: 'RedEnvelopeRefunded';
      senderId: number;
      redEnvelopeId: number;
      conversationId: string;
      /** Yuan returned to the sender. */
      refundAmount: number;
    };

export type DomainEventType = DomainEvent['type'];
/** The event of one type, e.g. `EventOf<'BetSettled'>`. */
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
