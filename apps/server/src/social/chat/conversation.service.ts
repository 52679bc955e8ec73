import {
  type ChatSettings,
  type Conversation,
  type ConversationTarget,
  type HistoryQuery,
  paginationOf,
  toPage,
} from '@cailiao/contracts';
import { shanghaiRange } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { PresenceLookup } from '../presence/presence-lookup.ts';
import type { ChatAccess } from './chat-access.ts';
import { conversationRepository } from './conversation.repository.ts';
import { messageRepository } from './message.repository.ts';
import { loadBriefs, type MessagePresenter } from './message-presenter.ts';

interface Deps {
  db: Db;
  access: ChatAccess;
  presenter: MessagePresenter;
  friends: FriendsService;
  groups: GroupsService;
  presence: PresenceLookup;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A yyyy-mm-dd date is a day in Asia/Shanghai; an end date includes its whole day. */
function parseDate(value: string | undefined, end: boolean): Date | undefined {
  if (!value) return undefined;
  if (!DATE_ONLY.test(value)) return new Date(value);
  return end ? shanghaiRange(undefined, value).to : shanghaiRange(value).from;
}

const DEFAULT_SETTINGS: ChatSettings = {
  notificationsEnabled: true,
  soundEnabled: true,
  vibrationEnabled: true,
};

/** History, the conversation list and each member's own conversation state. */
export function createConversationService({ db, access, presenter, friends, groups, presence }: Deps) {
  return {
    async history(me: number, q: HistoryQuery) {
      const c = await access.resolve(me, { targetId: q.targetId, type: q.type }, 'read');
      const [member, lastSeq] = await Promise.all([
        conversationRepository.member(db, c.conversationId, me),
        conversationRepository.lastSeq(db, c.conversationId),
      ]);
      const direction = q.afterSeq !== undefined ? 'asc' : 'desc';
      const offset = (q.page - 1) * q.limit;
      const { list, total } = await messageRepository.history(
        db,
        {
          conversationId: c.conversationId,
          viewerId: me,
          floorSeq: member?.clearedSeq ?? 0,
          afterSeq: q.afterSeq,
          beforeSeq: q.beforeSeq,
          keyword: q.keyword || undefined,
          messageType: q.messageType,
          start: parseDate(q.startDate, false),
          end: parseDate(q.endDate, true),
        },
        direction,
        q.limit,
        offset,
      );
      const rows = direction === 'desc' ? list.reverse() : list;
      const peer =
        c.type === 'PRIVATE'
          ? await conversationRepository.member(db, c.conversationId, c.targetId)
          : undefined;
      return {
        list: await presenter.present(rows),
        pagination: paginationOf(q, total),
        hasMore: offset + list.length < total,
        lastSeq: lastSeq ?? 0,
        peerReadSeq: c.type === 'PRIVATE' ? (peer?.readSeq ?? 0) : null,
      };
    },

    async list(me: number, q: { page: number; limit: number }) {
      const { list, total, totalUnread } = await conversationRepository.listForUser(
        db,
        me,
        q.limit,
        (q.page - 1) * q.limit,
      );
      const lastRows = await messageRepository.lastVisible(
        db,
        me,
        list.map((r) => ({ conversationId: r.conversationId, floorSeq: r.clearedSeq })),
      );
      const lastMessages = new Map((await presenter.present(lastRows)).map((m) => [m.conversationId, m]));
      const peerOf = (cid: string) => {
        const [, a, b] = cid.split('_').map(Number);
        return a === me ? b! : a!;
      };
      const privates = list.filter((r) => r.type === 'private');
      const peers = privates.map((r) => peerOf(r.conversationId));
      const groupIds = list.filter((r) => r.type === 'group').map((r) => Number(r.conversationId.slice(6)));
      const [briefs, remarks, online, summaries, peerRows] = await Promise.all([
        loadBriefs(db, peers),
        friends.remarks(me, peers),
        presence.lookup(peers),
        groups.summaries(groupIds),
        conversationRepository.members(
          db,
          privates.map((r) => r.conversationId),
          peers,
        ),
      ]);
      const peerRead = new Map(
        peerRows.filter((r) => r.userId !== me).map((r) => [r.conversationId, r.readSeq]),
      );
      const items: Conversation[] = list.map((r) => {
        const isGroup = r.type === 'group';
        const targetId = isGroup ? Number(r.conversationId.slice(6)) : peerOf(r.conversationId);
        const group = isGroup ? summaries.get(targetId) : undefined;
        const user = isGroup ? undefined : briefs.get(targetId);
        return {
          conversationId: r.conversationId,
          type: isGroup ? 'GROUP' : 'PRIVATE',
          targetId,
          targetName: isGroup
            ? (group?.name ?? '群聊')
            : (remarks.get(targetId) ?? user?.nickname ?? '未知用户'),
          targetAvatar: isGroup ? (group?.avatar ?? null) : (user?.avatar ?? null),
          lastMessage: lastMessages.get(r.conversationId) ?? null,
          lastSeq: r.lastSeq,
          readSeq: r.readSeq,
          unreadCount: Number(r.unread),
          isSticky: r.isSticky,
          isMuted: r.isMuted,
          updatedAt: r.lastMessageAt?.toISOString() ?? null,
          peerReadSeq: isGroup ? null : (peerRead.get(r.conversationId) ?? 0),
          online: isGroup ? null : (online.get(targetId)?.online ?? false),
          memberCount: isGroup ? (group?.memberCount ?? 0) : null,
        };
      });
      return { ...toPage(items, q, total), totalUnread };
    },

    async setSticky(me: number, target: ConversationTarget, isSticky: boolean) {
      const c = await access.resolve(me, target, 'read');
      await conversationRepository.update(db, c.conversationId, me, {
        isSticky,
        stickyAt: isSticky ? new Date() : null,
      });
      return { conversationId: c.conversationId, isSticky };
    },

    async setMuted(me: number, target: ConversationTarget, isMuted: boolean) {
      const c = await access.resolve(me, target, 'read');
      await conversationRepository.update(db, c.conversationId, me, { isMuted });
      return { conversationId: c.conversationId, isMuted };
    },

    /** Hides every message so far from me (others keep theirs). */
    async clear(me: number, target: ConversationTarget) {
      const c = await access.resolve(me, target, 'read');
      const lastSeq = (await conversationRepository.lastSeq(db, c.conversationId)) ?? 0;
      await conversationRepository.update(db, c.conversationId, me, {
        clearedSeq: lastSeq,
        readSeq: lastSeq,
      });
      return { conversationId: c.conversationId, clearedSeq: lastSeq };
    },

    /** Clears the conversation and removes it from my list until a new message arrives. */
    async remove(me: number, target: ConversationTarget) {
      const c = await access.resolve(me, target, 'read');
      const lastSeq = (await conversationRepository.lastSeq(db, c.conversationId)) ?? 0;
      await conversationRepository.update(db, c.conversationId, me, {
        clearedSeq: lastSeq,
        readSeq: lastSeq,
        hiddenSeq: lastSeq,
        isSticky: false,
        stickyAt: null,
      });
      return { conversationId: c.conversationId, deleted: true };
    },

    async settings(me: number): Promise<ChatSettings> {
      const row = await conversationRepository.settings(db, me);
      return row
        ? {
            notificationsEnabled: row.notificationsEnabled,
            soundEnabled: row.soundEnabled,
            vibrationEnabled: row.vibrationEnabled,
          }
        : DEFAULT_SETTINGS;
    },

    async saveSettings(me: number, patch: Partial<ChatSettings>): Promise<ChatSettings> {
      const row = await conversationRepository.saveSettings(db, me, patch);
      return {
        notificationsEnabled: row.notificationsEnabled,
        soundEnabled: row.soundEnabled,
        vibrationEnabled: row.vibrationEnabled,
      };
    },
  };
}
export type ConversationService = ReturnType<typeof createConversationService>;
