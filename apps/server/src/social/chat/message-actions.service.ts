import { CHAT_LIMITS, type GroupRole } from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { businessRule, conflict, DomainError, forbidden } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { can } from '../groups/group-permissions.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import { outranks } from '../groups/groups.service.ts';
import type { ChatAccess, ResolvedConversation } from './chat-access.ts';
import { messageRepository } from './message.repository.ts';
import { loadBriefs, type MessagePresenter } from './message-presenter.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  access: ChatAccess;
  presenter: MessagePresenter;
  groups: GroupsService;
}

/** Recall (for everyone) and delete (for me) of stored messages. */
export function createMessageActionsService({ db, bus, access, presenter, groups }: Deps) {
  /** The role the sender holds now (a sender who left counts as a member). */
  async function senderRole(c: ResolvedConversation, senderId: number): Promise<GroupRole> {
    try {
      return (await groups.membership(c.targetId, senderId)).member.role;
    } catch (err) {
      if (err instanceof DomainError) return 'member';
      throw err;
    }
  }

  async function deleted(me: number, byConversation: Map<string, number[]>) {
    for (const [conversationId, messageIds] of byConversation) {
      await bus.publish({ type: 'MessagesDeleted', userId: me, conversationId, messageIds });
    }
  }

  return {
    /**
     * A sender recalls their message within 2 minutes; in a group the owner and admins recall
     * messages of those they outrank (and their own) at any time. The message becomes a SYSTEM
     * notice for everyone and `message_recalled` goes to every member.
     */
    async recall(me: number, messageId: number) {
      const { row, conversation: c } = await access.visibleMessage(me, messageId);
      if (row.recalledAt) throw conflict('ALREADY_RECALLED', '消息已撤回');
      if (!row.senderId || row.messageType === 'SYSTEM')
        throw businessRule('NOT_RECALLABLE', '系统消息不能撤回');
      if (row.messageType === 'RED_ENVELOPE') throw businessRule('NOT_RECALLABLE', '红包消息不能撤回');
      const isSender = row.senderId === me;
      const myRole = c.member?.role;
      const moderator = myRole !== undefined && can(myRole, 'recallOthers');
      if (isSender) {
        const fresh = Date.now() - row.createdAt.getTime() <= CHAT_LIMITS.recallWindowMs;
        if (!fresh && !moderator) throw businessRule('RECALL_EXPIRED', '消息发送超过2分钟，无法撤回');
      } else {
        if (c.type !== 'GROUP' || !moderator) throw forbidden('只能撤回自己发送的消息');
        if (!outranks(myRole!, await senderRole(c, row.senderId)))
          throw forbidden('不能撤回群主或其他管理员的消息');
      }
      const briefs = await loadBriefs(db, [me, row.senderId]);
      const name = (id: number) => briefs.get(id)?.nickname ?? '未知用户';
      const notice = isSender
        ? `「${name(me)}」撤回了一条消息`
        : `「${name(me)}」撤回了「${name(row.senderId)}」的一条消息`;
      const updated = await db.transaction((tx) => messageRepository.recall(tx, row.id, me, notice));
      if (!updated) throw conflict('ALREADY_RECALLED', '消息已撤回');
      const message = await presenter.presentOne(updated);
      const data = {
        messageId: row.id,
        conversationId: row.conversationId,
        conversationType: row.conversationType,
        seq: row.seq,
        recalledBy: me,
        message,
      };
      await bus.publish({ type: 'MessageRecalled', recipients: await access.recipients(me, c), ...data });
      return data;
    },

    /** Hides a message from me only; my other devices get `messageStatusUpdate` (deleted). */
    async deleteForMe(me: number, messageId: number) {
      const { row } = await access.visibleMessage(me, messageId);
      await messageRepository.deleteFor(db, me, [row.id]);
      await deleted(me, new Map([[row.conversationId, [row.id]]]));
      return { messageId: row.id, deleted: true };
    },

    /** Deletes up to 50 messages for me; ids I cannot see are reported as failed. */
    async batchDelete(me: number, messageIds: number[]) {
      const ids = [...new Set(messageIds)];
      const rows = await messageRepository.findByIds(db, ids);
      const allowed = new Map<string, boolean>();
      const byConversation = new Map<string, number[]>();
      for (const row of rows) {
        if (!allowed.has(row.conversationId)) {
          allowed.set(
            row.conversationId,
            await access.resolveId(me, row.conversationId).then(
              () => true,
              (err) => {
                if (err instanceof DomainError) return false;
                throw err;
              },
            ),
          );
        }
        if (!allowed.get(row.conversationId)) continue;
        byConversation.set(row.conversationId, [...(byConversation.get(row.conversationId) ?? []), row.id]);
      }
      const deletedIds = [...byConversation.values()].flat();
      await messageRepository.deleteFor(db, me, deletedIds);
      await deleted(me, byConversation);
      return { deleted: deletedIds, failed: ids.filter((id) => !deletedIds.includes(id)) };
    },
  };
}
export type MessageActionsService = ReturnType<typeof createMessageActionsService>;
