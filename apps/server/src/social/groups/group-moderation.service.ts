import {
  type AdminGroup,
  type AdminGroupDetail,
  groupConversationId,
  type Page,
  toPage,
  type UserBrief,
} from '@cailiao/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { businessRule, conflict, notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { messageRepository } from '../chat/message.repository.ts';
import { loadBriefs, type MessagePresenter } from '../chat/message-presenter.ts';
import type { SystemMessages } from '../chat/message-writer.ts';
import { groupModerationRepository as repo } from './group-moderation.repository.ts';
import { MUTED_FOREVER } from './group-permissions.ts';
import { groupsRepository } from './groups.repository.ts';
import type { ChatGroupRow } from './groups.schema.ts';
import { dissolvedError } from './groups.service.ts';

/** Writes the operator's audit row inside the action's transaction (money's `auditIn(req)`). */
type Audit = (tx: Tx) => Promise<void>;

interface Deps {
  db: Db;
  bus: EventBus;
  system: SystemMessages;
  presenter: MessagePresenter;
}

const MEMBERS_SHOWN = 200;
const MESSAGES_SHOWN = 50;
/** How SYSTEM notices name the platform's operator (players never see who it was). */
const OPERATOR = '管理员';

const iso = (at: Date | null) => at?.toISOString() ?? null;
const live = (at: Date | null, now: Date) => (at && at > now ? at : null);

function toAdminGroup(r: { group: ChatGroupRow; owner: UserBrief; memberCount: number }): AdminGroup {
  const now = new Date();
  const muted = live(r.group.mutedUntil, now);
  return {
    id: r.group.id,
    name: r.group.name,
    owner: r.owner,
    memberCount: Number(r.memberCount),
    status: r.group.status,
    isMuted: muted !== null,
    mutedUntil: iso(muted),
    createdAt: r.group.createdAt.toISOString(),
    dissolvedAt: iso(r.group.dissolvedAt),
  };
}

/**
 * The operator's moderation of chat groups (issue 14 §6): any group, whatever the operator's
 * membership. Members see what they see when their owner or admins act: the same SYSTEM notices
 * and frames (`MessageCreated`, `MessageRecalled`), naming 管理员 as the actor. Each action and its
 * audit row commit together; frames go out after the commit.
 */
export function createGroupModerationService({ db, bus, system, presenter }: Deps) {
  /** The group locked for the action; 404 when unknown, 422 when already dissolved. */
  async function lockActive(tx: Tx, groupId: number): Promise<ChatGroupRow> {
    const group = await groupsRepository.lock(tx, groupId);
    if (!group) throw notFound('群组不存在');
    if (group.status !== 'active') throw dissolvedError();
    return group;
  }

  /** Runs `act` with the group locked, writes the audit row, then announces the notice. */
  async function notify(
    groupId: number,
    audit: Audit,
    act: (tx: Tx, group: ChatGroupRow) => Promise<{ text: string; extra: Record<string, unknown> }>,
  ) {
    const { row, members } = await db.transaction(async (tx) => {
      const group = await lockActive(tx, groupId);
      const { text, extra } = await act(tx, group);
      const notice = await system.append(tx, groupConversationId(groupId), groupId, text, extra);
      const memberIds = await groupsRepository.memberIds(tx, groupId);
      await audit(tx);
      return { row: notice, members: memberIds };
    });
    await system.announce(row, members);
  }

  async function detailOf(groupId: number): Promise<AdminGroupDetail> {
    const found = await repo.one(db, groupId);
    if (!found) throw notFound('群组不存在');
    const [members, rows] = await Promise.all([
      repo.members(db, groupId, MEMBERS_SHOWN),
      repo.latestMessages(db, groupId, MESSAGES_SHOWN),
    ]);
    const now = new Date();
    return {
      group: toAdminGroup(found),
      members: members.map((m) => ({
        user: m.user,
        role: m.member.role,
        mutedUntil: iso(live(m.member.mutedUntil, now)),
        joinedAt: m.member.joinedAt.toISOString(),
      })),
      messages: await presenter.present(rows, found.group.name),
    };
  }

  return {
    async search(q: {
      page: number;
      limit: number;
      q?: string;
      status?: 'active' | 'dissolved';
    }): Promise<Page<AdminGroup>> {
      const { list, total } = await repo.search(db, q, q.limit, (q.page - 1) * q.limit);
      return toPage(list.map(toAdminGroup), q, total);
    },

    detail: detailOf,

    /** Dissolves as an owner would: read-only history, 该群聊已被管理员解散 to every member. */
    async dissolve(groupId: number, audit: Audit) {
      await notify(groupId, audit, async (tx) => {
        await groupsRepository.update(tx, groupId, { status: 'dissolved', dissolvedAt: new Date() });
        return { text: `该群聊已被${OPERATOR}解散`, extra: { event: 'group_dissolved' } };
      });
      return detailOf(groupId);
    },

    /** Mutes everyone but the owner and admins until lifted. */
    async muteAll(operatorId: number, groupId: number, reason: string | undefined, audit: Audit) {
      await notify(groupId, audit, async (tx) => {
        const muteReason = reason || null;
        await groupsRepository.update(tx, groupId, {
          mutedUntil: MUTED_FOREVER,
          muteReason,
          mutedBy: operatorId,
        });
        return {
          text: `${OPERATOR}开启了全员禁言${muteReason ? `，原因：${muteReason}` : ''}`,
          extra: { event: 'group_muted', until: MUTED_FOREVER.toISOString() },
        };
      });
      return detailOf(groupId);
    },

    async unmuteAll(groupId: number, audit: Audit) {
      await notify(groupId, audit, async (tx, group) => {
        if (!live(group.mutedUntil, new Date())) throw businessRule('NOT_MUTED', '该群未开启全员禁言');
        await groupsRepository.update(tx, groupId, { mutedUntil: null, muteReason: null, mutedBy: null });
        return { text: `${OPERATOR}关闭了全员禁言`, extra: { event: 'group_unmuted' } };
      });
      return detailOf(groupId);
    },

    /**
     * Recalls any member's message of the group, at any age: it becomes a SYSTEM notice for
     * everyone and `message_recalled` goes to every member, as when an owner recalls it.
     */
    async recall(operatorId: number, groupId: number, messageId: number, audit: Audit) {
      const row = await messageRepository.findById(db, messageId);
      if (!row || row.conversationId !== groupConversationId(groupId)) throw notFound('消息不存在');
      if (row.recalledAt) throw conflict('ALREADY_RECALLED', '消息已撤回');
      if (!row.senderId || row.messageType === 'SYSTEM')
        throw businessRule('NOT_RECALLABLE', '系统消息不能撤回');
      if (row.messageType === 'RED_ENVELOPE') throw businessRule('NOT_RECALLABLE', '红包消息不能撤回');
      const sender = (await loadBriefs(db, [row.senderId])).get(row.senderId)?.nickname ?? '未知用户';
      const notice = `${OPERATOR}撤回了「${sender}」的一条消息`;
      const { updated, members } = await db.transaction(async (tx) => {
        const done: MessageRow | undefined = await messageRepository.recall(tx, row.id, operatorId, notice);
        if (!done) throw conflict('ALREADY_RECALLED', '消息已撤回');
        const memberIds = await groupsRepository.memberIds(tx, groupId);
        await audit(tx);
        return { updated: done, members: memberIds };
      });
      const message = await presenter.presentOne(updated);
      const data = {
        messageId: row.id,
        conversationId: row.conversationId,
        conversationType: row.conversationType,
        seq: row.seq,
        recalledBy: operatorId,
        message,
      };
      await bus.publish({ type: 'MessageRecalled', recipients: members, ...data });
      return data;
    },
  };
}
export type GroupModerationService = ReturnType<typeof createGroupModerationService>;
