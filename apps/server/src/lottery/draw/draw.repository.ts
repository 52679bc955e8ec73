import { and, count, desc, eq, inArray, isNull, like, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { type IssueRow, issues } from './draw.schema.ts';

export type NewIssue = typeof issues.$inferInsert;
const DRAWN = ['drawn', 'settled'] as const;
const PAST = ['drawn', 'settled', 'void'] as const;
const UNDRAWN = ['open', 'closed'] as const;
/** First key of the advisory lock taken while a game's next issue is numbered (the second: the game id). */
const ISSUE_NUMBERING_LOCK = 4_242_002;

export const drawRepository = {
  /**
   * Serialises the numbering of one game's new issues until the transaction ends (a transaction
   * advisory lock: other games, bets and draws do not wait for it).
   */
  async lockNumbering(tx: Tx, gameId: number): Promise<void> {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${ISSUE_NUMBERING_LOCK}, ${gameId})`);
  },

  /** Inserts a new issue; undefined when its (gameId, issueNo) is taken. */
  async insert(db: DbOrTx, row: NewIssue): Promise<IssueRow | undefined> {
    const [inserted] = await db.insert(issues).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  /** The game's issue drawing at `drawAt` (the first made, should a past schedule have made two). */
  async findByDrawAt(db: DbOrTx, gameId: number, drawAt: Date): Promise<IssueRow | undefined> {
    const [row] = await db
      .select()
      .from(issues)
      .where(and(eq(issues.gameId, gameId), eq(issues.drawAt, drawAt)))
      .orderBy(issues.id)
      .limit(1);
    return row;
  },

  /** The highest issue number a game has used on a day 'YYYYMMDD' (fixed width: text order is numeric). */
  async lastIssueNoOfDay(db: DbOrTx, gameId: number, day: string): Promise<string | undefined> {
    const [row] = await db
      .select({ issueNo: issues.issueNo })
      .from(issues)
      .where(and(eq(issues.gameId, gameId), like(issues.issueNo, `${day}-%`)))
      .orderBy(desc(issues.issueNo))
      .limit(1);
    return row?.issueNo;
  },

  async find(db: DbOrTx, gameId: number, issueNo: string): Promise<IssueRow | undefined> {
    const [row] = await db
      .select()
      .from(issues)
      .where(and(eq(issues.gameId, gameId), eq(issues.issueNo, issueNo)))
      .limit(1);
    return row;
  },

  findByIds(db: DbOrTx, ids: number[]): Promise<IssueRow[]> {
    return ids.length ? db.select().from(issues).where(inArray(issues.id, ids)) : Promise.resolve([]);
  },

  async findById(db: DbOrTx, id: number): Promise<IssueRow | undefined> {
    const [row] = await db.select().from(issues).where(eq(issues.id, id)).limit(1);
    return row;
  },

  /**
   * Locks an issue against the draw while a bet or a cancel commits (FOR SHARE): the draw's UPDATE
   * waits for it, so no bet can land on an issue after its draw.
   */
  async lockShared(
    tx: Tx,
    id: number,
  ): Promise<Pick<IssueRow, 'id' | 'status' | 'openAt' | 'closeAt'> | undefined> {
    const [row] = await tx
      .select({ id: issues.id, status: issues.status, openAt: issues.openAt, closeAt: issues.closeAt })
      .from(issues)
      .where(eq(issues.id, id))
      .for('share');
    return row;
  },

  /**
   * A subquery answering the issue's id while it takes bets (open, now < closeAt), locking the row
   * FOR SHARE for the rest of the caller's transaction: the draw's UPDATE waits for it.
   */
  openIssueGuard(id: number, at: Date): SQL {
    return sql`SELECT id FROM issues WHERE id = ${id} AND status = 'open' AND close_at > ${at.toISOString()}::timestamptz FOR SHARE`;
  },

  /**
   * openIssueGuard for a statement placing many slips: the issues of `ids` (an SQL subquery of
   * issue ids) that are open, with their close time for the caller to compare with each slip's
   * clock, locked FOR SHARE for the rest of the statement: the draw's UPDATE waits for it.
   */
  openIssuesGuard(ids: SQL): SQL {
    return sql`SELECT id, close_at FROM issues WHERE id IN (${ids}) AND status = 'open' FOR SHARE`;
  },

  // The scheduler's queries filter on settledAt IS NULL: the partial index issues_unfinished_idx
  // then holds only the few issues still in play, however long the history grows.

  /** open → closed for every issue whose betting time is over. */
  async closeDue(db: DbOrTx, at: Date): Promise<number> {
    const rows = await db
      .update(issues)
      .set({ status: 'closed' })
      .where(and(isNull(issues.settledAt), eq(issues.status, 'open'), lte(issues.closeAt, at)))
      .returning({ id: issues.id });
    return rows.length;
  },

  /** Issues not drawn yet whose draw time has come, oldest first. */
  dueToDraw(db: DbOrTx, at: Date): Promise<IssueRow[]> {
    return db
      .select()
      .from(issues)
      .where(and(isNull(issues.settledAt), inArray(issues.status, [...UNDRAWN]), lte(issues.drawAt, at)))
      .orderBy(issues.drawAt, issues.id);
  },

  /** open|closed → drawn with its numbers, once; undefined when the issue was already drawn or voided. */
  async markDrawn(db: DbOrTx, id: number, numbers: number[], at: Date): Promise<IssueRow | undefined> {
    const [row] = await db
      .update(issues)
      .set({ status: 'drawn', numbers, drawnAt: at })
      .where(and(eq(issues.id, id), inArray(issues.status, [...UNDRAWN])))
      .returning();
    return row;
  },

  /** open|closed → void, once. */
  async markVoid(db: DbOrTx, id: number): Promise<IssueRow | undefined> {
    const [row] = await db
      .update(issues)
      .set({ status: 'void' })
      .where(and(eq(issues.id, id), inArray(issues.status, [...UNDRAWN])))
      .returning();
    return row;
  },

  /** Drawn issues not yet settled and void issues not yet refunded, oldest first. */
  unfinished(db: DbOrTx): Promise<IssueRow[]> {
    return db
      .select()
      .from(issues)
      .where(and(isNull(issues.settledAt), inArray(issues.status, ['drawn', 'void'])))
      .orderBy(issues.drawAt, issues.id);
  },

  /** drawn → settled (void stays void), stamping settledAt; once. */
  async markFinished(db: DbOrTx, id: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(issues)
      .set({
        status: sql`CASE WHEN ${issues.status} = 'drawn' THEN 'settled' ELSE ${issues.status} END`,
        settledAt: at,
      })
      .where(and(eq(issues.id, id), isNull(issues.settledAt), inArray(issues.status, ['drawn', 'void'])))
      .returning({ id: issues.id });
    return rows.length > 0;
  },

  /** A page of a game's past issues (drawn, settled or void), newest first. */
  async pagePast(db: DbOrTx, gameId: number, page: number, limit: number) {
    const where = and(eq(issues.gameId, gameId), inArray(issues.status, [...PAST]));
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(issues)
        .where(where)
        .orderBy(desc(issues.drawAt))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(issues).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The latest issue of a game drawing at or before `at` (any status). */
  async latestUpTo(db: DbOrTx, gameId: number, at: Date): Promise<IssueRow | undefined> {
    const [row] = await db
      .select()
      .from(issues)
      .where(and(eq(issues.gameId, gameId), lte(issues.drawAt, at)))
      .orderBy(desc(issues.drawAt))
      .limit(1);
    return row;
  },

  /** The last `limit` drawn results of a game, newest first. */
  recentDrawn(db: DbOrTx, gameId: number, limit: number): Promise<IssueRow[]> {
    return db
      .select()
      .from(issues)
      .where(and(eq(issues.gameId, gameId), inArray(issues.status, [...DRAWN])))
      .orderBy(desc(issues.drawAt))
      .limit(limit);
  },
};
