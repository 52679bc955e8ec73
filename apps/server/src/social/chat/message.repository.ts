import type { MessageType, UserBrief } from '@cailiao/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notExists,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  type Append,
  type AppendRow,
  runAppend,
  type SenderSession,
  storedFields,
} from './append-statement.ts';
import { type MessageRow, messageDeletions, messages, type NewMessageRow } from './chat.schema.ts';

export interface HistoryFilter {
  conversationId: string;
  viewerId: number;
  /** Messages with seq ≤ floor are hidden (cleared, or before the viewer joined). */
  floorSeq: number;
  afterSeq?: number;
  beforeSeq?: number;
  keyword?: string;
  messageType?: MessageType;
  start?: Date;
  end?: Date;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function historyWhere(f: HistoryFilter): SQL {
  const conds: (SQL | undefined)[] = [
    eq(messages.conversationId, f.conversationId),
    gt(messages.seq, Math.max(f.floorSeq, f.afterSeq ?? 0)),
    notExists(
      sql`(select 1 from ${messageDeletions} where ${messageDeletions.userId} = ${f.viewerId} and ${messageDeletions.messageId} = ${messages.id})`,
    ),
  ];
  if (f.beforeSeq !== undefined) conds.push(lt(messages.seq, f.beforeSeq));
  if (f.keyword)
    conds.push(ilike(messages.content, `%${escapeLike(f.keyword)}%`), isNull(messages.recalledAt));
  if (f.messageType) conds.push(eq(messages.messageType, f.messageType));
  if (f.start) conds.push(gte(messages.createdAt, f.start));
  if (f.end) conds.push(lt(messages.createdAt, f.end));
  return and(...conds)!;
}

export type { AppendRow, SenderSession };

/** Stores a message (append-statement.ts) and answers it as a row, with the sender's face. */
async function appendStatement(
  db: DbOrTx,
  m: AppendRow,
  opts: Omit<Append, 'm' | 'now'>,
): Promise<{ row: MessageRow; sender: UserBrief | undefined } | undefined> {
  const row = await runAppend(db, { m, ...opts, now: new Date() });
  if (!row) return undefined;
  const sender =
    m.senderId && row.username !== null
      ? { id: m.senderId, username: row.username, nickname: row.nickname ?? '', avatar: row.avatar }
      : undefined;
  return {
    sender,
    row: {
      id: Number(row.id),
      seq: Number(row.seq),
      ...storedFields(m),
      recalledAt: null,
      recalledBy: null,
      createdAt: new Date(Number(row.created_ms)),
    },
  };
}

export const messageRepository = {
  async insert(tx: DbOrTx, row: NewMessageRow): Promise<MessageRow> {
    const [created] = await tx.insert(messages).values(row).returning();
    return created!;
  },

  /**
   * Stores a message with the next seq of its conversation in one statement: the conversation
   * counter is upserted (taking its row lock until commit), the message inserted with that seq,
   * the sender's read position moved to it, and member rows created for `members`. One round trip
   * instead of five; a failed insert rolls the counter back with it, so seqs never skip.
   */
  async appendNext(
    db: DbOrTx,
    m: AppendRow,
    kind: 'private' | 'group',
    members: number[],
  ): Promise<MessageRow> {
    return (await appendStatement(db, m, { kind, members }))!.row;
  },

  /**
   * The same statement for a group send checked against a cached roster: the counter moves only
   * while the conversation's roster version is still `rosterVersion` (read under the row's lock,
   * so no membership change can slip between the check and the insert). Undefined, with nothing
   * written, when the roster has changed since (or `session` is no longer live). Also answers the
   * sender's public face, so the message is presented without another query.
   */
  appendIfRoster(db: DbOrTx, m: AppendRow, rosterVersion: number, session?: SenderSession) {
    return appendStatement(db, m, { kind: 'group', members: [], rosterVersion, session });
  },
  async findById(db: DbOrTx, id: number): Promise<MessageRow | undefined> {
    const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
    return row;
  },

  async findByIds(db: DbOrTx, ids: number[]): Promise<MessageRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(messages).where(inArray(messages.id, ids));
  },

  async findByClientMsgId(
    db: DbOrTx,
    senderId: number,
    clientMsgId: string,
  ): Promise<MessageRow | undefined> {
    const [row] = await db
      .select()
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.clientMsgId, clientMsgId)))
      .limit(1);
    return row;
  },

  /**
   * One page of a conversation as a viewer sees it. `direction` asc pages forward from afterSeq;
   * desc pages back from the newest (or from beforeSeq). Answers the page and the matching total.
   */
  async history(db: DbOrTx, f: HistoryFilter, direction: 'asc' | 'desc', limit: number, offset: number) {
    const where = historyWhere(f);
    const list = await db
      .select()
      .from(messages)
      .where(where)
      .orderBy(direction === 'asc' ? asc(messages.seq) : desc(messages.seq))
      .limit(limit)
      .offset(offset);
    const [total] = await db.select({ n: count() }).from(messages).where(where);
    return { list, total: total?.n ?? 0 };
  },

  /** The newest message a viewer can see in each of the given conversations. */
  async lastVisible(db: DbOrTx, viewerId: number, floors: { conversationId: string; floorSeq: number }[]) {
    if (floors.length === 0) return [];
    const values = sql.join(
      floors.map((f) => sql`(${f.conversationId}::text, ${f.floorSeq}::int)`),
      sql`, `,
    );
    const result = await db.execute(sql`
      select m.id from (values ${values}) as f(cid, floor)
      cross join lateral (
        select ${messages.id} as id from ${messages}
         where ${messages.conversationId} = f.cid and ${messages.seq} > f.floor
           and not exists (select 1 from ${messageDeletions} d where d.user_id = ${viewerId} and d.message_id = ${messages.id})
         order by ${messages.seq} desc limit 1) as m`);
    const ids = (result as unknown as { rows: { id: number | string }[] }).rows.map((r) => Number(r.id));
    return this.findByIds(db, ids);
  },

  async isDeletedFor(db: DbOrTx, userId: number, messageId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: messageDeletions.messageId })
      .from(messageDeletions)
      .where(and(eq(messageDeletions.userId, userId), eq(messageDeletions.messageId, messageId)))
      .limit(1);
    return !!row;
  },

  async deleteFor(db: DbOrTx, userId: number, messageIds: number[]) {
    if (messageIds.length === 0) return;
    await db
      .insert(messageDeletions)
      .values(messageIds.map((messageId) => ({ userId, messageId })))
      .onConflictDoNothing();
  },

  /** Replaces a message by a SYSTEM notice; undefined when it was already recalled. */
  async recall(tx: DbOrTx, id: number, by: number, notice: string): Promise<MessageRow | undefined> {
    const [row] = await tx
      .update(messages)
      .set({
        messageType: 'SYSTEM',
        content: notice,
        mediaUrl: null,
        mediaSize: null,
        duration: null,
        extra: { recalled: true },
        recalledAt: new Date(),
        recalledBy: by,
      })
      .where(and(eq(messages.id, id), isNull(messages.recalledAt)))
      .returning();
    return row;
  },
};
