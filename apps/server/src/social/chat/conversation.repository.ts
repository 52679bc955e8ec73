import { parseConversationId } from '@cailiao/contracts';
import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { chatSettings, conversationMembers, conversations } from './chat.schema.ts';

export type ConversationMemberRow = typeof conversationMembers.$inferSelect;

const unreadExpr = sql<number>`greatest(0, ${conversations.lastSeq} - greatest(${conversationMembers.readSeq}, ${conversationMembers.clearedSeq}))`;

export const conversationRepository = {
  /** Creates the conversation if missing; answers its current last seq. */
  async ensure(tx: DbOrTx, id: string, type: 'private' | 'group'): Promise<number> {
    await tx.insert(conversations).values({ id, type }).onConflictDoNothing();
    return (await this.lastSeq(tx, id)) ?? 0;
  },

  async lastSeq(db: DbOrTx, id: string): Promise<number | undefined> {
    const [row] = await db
      .select({ lastSeq: conversations.lastSeq })
      .from(conversations)
      .where(eq(conversations.id, id))
      .limit(1);
    return row?.lastSeq;
  },

  async member(
    db: DbOrTx,
    conversationId: string,
    userId: number,
  ): Promise<ConversationMemberRow | undefined> {
    const [row] = await db
      .select()
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      )
      .limit(1);
    return row;
  },

  async members(db: DbOrTx, conversationIds: string[], userIds: number[]): Promise<ConversationMemberRow[]> {
    if (conversationIds.length === 0 || userIds.length === 0) return [];
    return db
      .select()
      .from(conversationMembers)
      .where(
        and(
          inArray(conversationMembers.conversationId, conversationIds),
          inArray(conversationMembers.userId, userIds),
        ),
      );
  },

  /** Adds a member row if missing; a late group joiner starts at `startSeq` (earlier history hidden). */
  async addMember(tx: DbOrTx, conversationId: string, userId: number, startSeq = 0) {
    await tx
      .insert(conversationMembers)
      .values({ conversationId, userId, readSeq: startSeq, clearedSeq: startSeq })
      .onConflictDoNothing();
  },

  /** The sender has read everything up to their own message. */
  async markSenderRead(tx: DbOrTx, conversationId: string, userId: number, seq: number) {
    await tx
      .insert(conversationMembers)
      .values({ conversationId, userId, readSeq: seq })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        set: { readSeq: sql`greatest(${conversationMembers.readSeq}, ${seq})` },
      });
  },

  async removeMember(tx: DbOrTx, conversationId: string, userId: number) {
    await tx
      .delete(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)),
      );
  },

  /**
   * Upserts a member's own view. Sticky, mute or clear may come before the first message, so the
   * conversation row (which member rows refer to) is created first when missing.
   */
  async update(
    db: DbOrTx,
    conversationId: string,
    userId: number,
    patch: Partial<
      Pick<
        ConversationMemberRow,
        'isSticky' | 'stickyAt' | 'isMuted' | 'readSeq' | 'clearedSeq' | 'hiddenSeq'
      >
    >,
  ) {
    const type = parseConversationId(conversationId)?.type === 'GROUP' ? 'group' : 'private';
    await db.insert(conversations).values({ id: conversationId, type }).onConflictDoNothing();
    await db
      .insert(conversationMembers)
      .values({ conversationId, userId, ...patch })
      .onConflictDoUpdate({
        target: [conversationMembers.conversationId, conversationMembers.userId],
        set: { ...patch, updatedAt: new Date() },
      });
  },

  /** A user's visible conversations: sticky first, then newest activity. */
  async listForUser(db: DbOrTx, userId: number, limit: number, offset: number) {
    const where = and(
      eq(conversationMembers.userId, userId),
      gt(conversations.lastSeq, conversationMembers.hiddenSeq),
    );
    const list = await db
      .select({
        conversationId: conversations.id,
        type: conversations.type,
        lastSeq: conversations.lastSeq,
        lastMessageAt: conversations.lastMessageAt,
        readSeq: conversationMembers.readSeq,
        clearedSeq: conversationMembers.clearedSeq,
        isSticky: conversationMembers.isSticky,
        isMuted: conversationMembers.isMuted,
        unread: unreadExpr,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where)
      .orderBy(
        desc(conversationMembers.isSticky),
        desc(sql`coalesce(${conversationMembers.stickyAt}, 'epoch'::timestamptz)`),
        desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
      )
      .limit(limit)
      .offset(offset);
    const [totals] = await db
      .select({
        n: count(),
        unread: sql<number>`coalesce(sum(case when ${conversationMembers.isMuted} then 0 else ${unreadExpr} end), 0)::int`,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .where(where);
    return { list, total: totals?.n ?? 0, totalUnread: Number(totals?.unread ?? 0) };
  },

  async settings(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(chatSettings).where(eq(chatSettings.userId, userId)).limit(1);
    return row;
  },

  async saveSettings(
    db: DbOrTx,
    userId: number,
    patch: Partial<{ notificationsEnabled: boolean; soundEnabled: boolean; vibrationEnabled: boolean }>,
  ) {
    const [row] = await db
      .insert(chatSettings)
      .values({ userId, ...patch })
      .onConflictDoUpdate({ target: chatSettings.userId, set: { ...patch, updatedAt: new Date() } })
      .returning();
    return row!;
  },
};
