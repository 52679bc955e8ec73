import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { LotteryServices } from '../lottery/index.ts';
import type { WalletService } from '../money/index.ts';
import type { Db } from '../platform/db/client.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { PeriodicJob } from '../platform/jobs/periodic-jobs.ts';
import type { RateLimiter } from '../platform/lib/rate-limiter.ts';
import { createBetShareService } from './bet-share/bet-share.service.ts';
import { createChatAccess } from './chat/chat-access.ts';
import { createConversationService } from './chat/conversation.service.ts';
import { createMessageService } from './chat/message.service.ts';
import { createMessageActionsService } from './chat/message-actions.service.ts';
import { createMessagePresenter } from './chat/message-presenter.ts';
import { createSystemMessages } from './chat/message-writer.ts';
import { createSensitiveWords } from './chat/sensitive-words.ts';
import { createTypingService } from './chat/typing.service.ts';
import { createFriendRequestsService } from './friends/friend-requests.service.ts';
import { createFriendsService } from './friends/friends.service.ts';
import { createGroupAnnouncementsService } from './groups/group-announcements.service.ts';
import { createGroupApplicationsService } from './groups/group-applications.service.ts';
import { createGroupDrawNotices } from './groups/group-draw-notices.ts';
import { createGroupMembersService } from './groups/group-members.service.ts';
import { createGroupModerationService } from './groups/group-moderation.service.ts';
import { createGroupMuteService } from './groups/group-mute.service.ts';
import { createGroupsService, type GroupsService } from './groups/groups.service.ts';
import { createPresenceService } from './presence/presence.service.ts';
import { createPresenceLookup } from './presence/presence-lookup.ts';
import { createRedEnvelopeRefunds } from './red-envelopes/red-envelopes.jobs.ts';
import { createRedEnvelopeService } from './red-envelopes/red-envelopes.service.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  limiter: RateLimiter;
  config: Config;
  log: FastifyBaseLogger;
  wallet: WalletService;
  /** Games for lottery config and draw notices, bets for sharing. */
  lottery: Pick<LotteryServices, 'games' | 'draw' | 'bet'>;
  /** Epoch ms: the lottery's clock (tests inject theirs). */
  now?: () => number;
}

/**
 * Builds the chat services (friends, groups, messages, conversations, presence) in dependency
 * order: presence lookups → friends → groups → access rules → messages.
 */
export function createChatServices({ db, bus, limiter, config, log, wallet, lottery, now }: Deps) {
  let groups: GroupsService | undefined;
  // Messages name their group; groups post SYSTEM messages: the presenter asks groups lazily.
  const presenter = createMessagePresenter(db, (ids) => groups!.names(ids));
  const system = createSystemMessages(db, bus, presenter);
  const presenceLookup = createPresenceLookup(db);
  const friends = createFriendsService({ db, limiter, presence: presenceLookup });
  const friendRequests = createFriendRequestsService({ db, bus, limiter, friends, system });
  groups = createGroupsService({ db, bus, friends, system, games: lottery.games });
  const groupMembers = createGroupMembersService({ db, bus, groups });
  const access = createChatAccess({ db, friends, groups });
  const sensitiveWords = createSensitiveWords({ db, bus });
  const messages = createMessageService({
    db,
    bus,
    limiter,
    dataDir: config.dataDir,
    access,
    presenter,
    mask: sensitiveWords.mask,
  });
  return {
    friends,
    friendRequests,
    groups,
    groupMembers,
    groupMute: createGroupMuteService({ db, groups }),
    groupModeration: createGroupModerationService({ db, bus, system, presenter }),
    groupAnnouncements: createGroupAnnouncementsService({ db, groups }),
    groupApplications: createGroupApplicationsService({
      db,
      bus,
      groups,
      pendingInvites: groupMembers.pendingInvites,
    }),
    groupDrawNotices: createGroupDrawNotices({ db, bus, groups, games: lottery.games, log }),
    access,
    messages,
    sensitiveWords,
    betShares: createBetShareService({ access, messages, presenter, lottery, now: now ?? Date.now }),
    messageActions: createMessageActionsService({ db, bus, access, presenter, groups }),
    conversations: createConversationService({
      db,
      access,
      presenter,
      friends,
      groups,
      presence: presenceLookup,
    }),
    presence: createPresenceService({ db, bus, lookup: presenceLookup, friends, log }),
    presenceLookup,
    typing: createTypingService({ bus, access }),
    redEnvelopes: createRedEnvelopeService({ db, bus, limiter, wallet, access, groups, system }),
    redEnvelopeRefunds: createRedEnvelopeRefunds({ db, bus, wallet }),
  };
}
export type ChatServices = ReturnType<typeof createChatServices>;

/** The 24 h refund of red envelopes, run by the scheduler's process only (platform/jobs). */
export function socialJobs({ redEnvelopeRefunds }: Pick<ChatServices, 'redEnvelopeRefunds'>): PeriodicJob[] {
  return [{ name: 'red-envelope-refund', everyMs: 60_000, run: () => redEnvelopeRefunds.refundDue() }];
}
