import { groupConversationId } from '@cailiao/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { type EventBus, publishAfterCommit } from '../../platform/events/event-bus.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import type { SystemMessages } from '../chat/message-writer.ts';
import { groupsRepository } from './groups.repository.ts';

/**
 * The SYSTEM notices of a group ("群主「张三」开启了全员禁言"): written in the transaction of the
 * action when there is one, announced to the members after it commits.
 */
export function createGroupNotices(db: Db, system: SystemMessages, bus: EventBus) {
  return {
    /**
     * After a change of who may read or write the group has committed: every process drops its
     * cached roster (group-roster-cache.ts; the version check keeps sends exact without it).
     */
    rosterChanged(groupId: number) {
      return publishAfterCommit(bus, { type: 'GroupRosterChanged', groupId });
    },

    /** Inside a transaction pass `tx`: the outer db would wait for the transaction itself (STACK.md). */
    async nickname(userId: number, conn: DbOrTx = db): Promise<string> {
      return (await loadBriefs(conn, [userId])).get(userId)?.nickname ?? '未知用户';
    },

    append(tx: DbOrTx, groupId: number, content: string, extra: Record<string, unknown>) {
      return system.append(tx, groupConversationId(groupId), groupId, content, extra);
    },

    async announce(groupId: number, row: MessageRow | undefined) {
      if (row) await system.announce(row, await groupsRepository.memberIds(db, groupId));
    },

    /** Appends on its own and announces. */
    async post(groupId: number, content: string, extra: Record<string, unknown>) {
      const row = await system.append(db, groupConversationId(groupId), groupId, content, extra);
      await this.announce(groupId, row);
      return row;
    },
  };
}
export type GroupNotices = ReturnType<typeof createGroupNotices>;
