import { groupConversationId, idInText } from '@cailiao/contracts';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../accounts/index.ts';
import type { DbOrTx } from '../../platform/db/client.ts';
import { messages } from '../chat/chat.schema.ts';
import { chatGroups, groupMembers } from './groups.schema.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');
const memberCountOf = sql<number>`(select count(*)::int from group_members gm where gm.group_id = chat_groups.id)`;
const brief = { id: users.id, username: users.username, nickname: users.nickname, avatar: users.avatar };

/** The operator's reads of groups: every group (not only public ones), its members and messages. */
export const groupModerationRepository = {
  async search(
    db: DbOrTx,
    q: { q?: string; status?: 'active' | 'dissolved' },
    limit: number,
    offset: number,
  ) {
    const conds: (SQL | undefined)[] = [];
    if (q.status) conds.push(eq(chatGroups.status, q.status));
    if (q.q) {
      const asId = idInText(q.q);
      const byName = ilike(chatGroups.name, `%${escapeLike(q.q)}%`);
      conds.push(asId === undefined ? byName : or(byName, eq(chatGroups.id, asId)));
    }
    const where = and(...conds);
    const list = await db
      .select({ group: chatGroups, owner: brief, memberCount: memberCountOf })
      .from(chatGroups)
      .innerJoin(users, eq(users.id, chatGroups.ownerId))
      .where(where)
      .orderBy(desc(chatGroups.id))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(chatGroups).where(where);
    return { list, total: total?.n ?? 0 };
  },

  async one(db: DbOrTx, id: number) {
    const [row] = await db
      .select({ group: chatGroups, owner: brief, memberCount: memberCountOf })
      .from(chatGroups)
      .innerJoin(users, eq(users.id, chatGroups.ownerId))
      .where(eq(chatGroups.id, id));
    return row;
  },

  members(db: DbOrTx, groupId: number, limit: number) {
    return db
      .select({ member: groupMembers, user: brief })
      .from(groupMembers)
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(eq(groupMembers.groupId, groupId))
      .orderBy(
        sql`case ${groupMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
        asc(groupMembers.joinedAt),
      )
      .limit(limit);
  },

  /** The latest `limit` messages of the group, oldest first (recalled ones as their notice). */
  async latestMessages(db: DbOrTx, groupId: number, limit: number) {
    const rows = await db
      .select()
      .from(messages)
      .where(eq(messages.conversationId, groupConversationId(groupId)))
      .orderBy(desc(messages.seq))
      .limit(limit);
    return rows.reverse();
  },
};
