import { and, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  type ProtectionBlockRow,
  type ProtectionLimitRow,
  protectionBlocks,
  protectionLimits,
} from './protection.schema.ts';

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

export interface PlaySums {
  /** Σ signed ledger amounts of kinds bet and refund: −(stakes less refunds). */
  stakeDay: number;
  stakeMonth: number;
  /** Σ signed ledger amounts of kinds bet, payout and refund: the net result (negative: a loss). */
  netDay: number;
  netMonth: number;
}

export const protectionRepository = {
  limits(db: DbOrTx, userId: number): Promise<ProtectionLimitRow[]> {
    return db.select().from(protectionLimits).where(eq(protectionLimits.userId, userId));
  },

  async upsertLimit(db: DbOrTx, row: Omit<typeof protectionLimits.$inferInsert, 'updatedAt'>) {
    const set = {
      amountFen: row.amountFen ?? null,
      pendingAmountFen: row.pendingAmountFen ?? null,
      pendingEffectiveAt: row.pendingEffectiveAt ?? null,
      updatedAt: new Date(),
    };
    await db
      .insert(protectionLimits)
      .values({ ...row, ...set })
      .onConflictDoUpdate({
        target: [protectionLimits.userId, protectionLimits.kind, protectionLimits.period],
        set,
      });
  },

  /**
   * SQL condition, true when neither a block in force at `at` nor any stake or loss limit row (in
   * force or waiting) exists for the player: a bet then needs no limit check at all.
   */
  noBetRestriction(userId: number | SQL, at: Date | SQL): SQL {
    const when = at instanceof Date ? sql`${at.toISOString()}::timestamptz` : at;
    return sql`NOT EXISTS (SELECT 1 FROM ${protectionBlocks} WHERE ${protectionBlocks.userId} = ${userId} AND ${protectionBlocks.until} > ${when})
      AND NOT EXISTS (SELECT 1 FROM ${protectionLimits} WHERE ${protectionLimits.userId} = ${userId} AND ${protectionLimits.kind} IN ('stake', 'loss'))`;
  },

  /** The block with the latest end still ahead of `now`, if any. */
  async activeBlock(db: DbOrTx, userId: number, now: Date): Promise<ProtectionBlockRow | undefined> {
    const [row] = await db
      .select()
      .from(protectionBlocks)
      .where(and(eq(protectionBlocks.userId, userId), gt(protectionBlocks.until, now)))
      .orderBy(desc(protectionBlocks.until))
      .limit(1);
    return row;
  },

  /**
   * noBetRestriction for many players at once: those of `userIds` with a block in force at `at`
   * or a stake or loss limit row (in force or waiting). The others need no limit check at all.
   */
  async restrictedBettors(db: DbOrTx, userIds: number[], at: Date): Promise<number[]> {
    if (userIds.length === 0) return [];
    const ids = sql.param(userIds);
    const res = (await db.execute(sql`
      SELECT user_id FROM protection_blocks WHERE user_id = ANY(${ids}::int[]) AND until > ${at.toISOString()}::timestamptz
      UNION
      SELECT user_id FROM protection_limits WHERE user_id = ANY(${ids}::int[]) AND kind IN ('stake', 'loss')`)) as unknown as Rows<{
      user_id: number;
    }>;
    return res.rows.map((r) => Number(r.user_id));
  },

  /** For many players at once: the block with the latest end still ahead of `now`, by player. */
  async activeBlocks(db: DbOrTx, userIds: number[], now: Date): Promise<Map<number, ProtectionBlockRow>> {
    const out = new Map<number, ProtectionBlockRow>();
    if (userIds.length === 0) return out;
    const rows = await db
      .select()
      .from(protectionBlocks)
      .where(and(inArray(protectionBlocks.userId, userIds), gt(protectionBlocks.until, now)))
      .orderBy(desc(protectionBlocks.until));
    for (const r of rows) if (!out.has(r.userId)) out.set(r.userId, r);
    return out;
  },

  /** The limit rows of many players (of the kinds named), for a judgement of many bets at once. */
  limitsOfUsers(db: DbOrTx, userIds: number[], kinds: ProtectionLimitRow['kind'][]) {
    if (userIds.length === 0) return Promise.resolve([] as ProtectionLimitRow[]);
    return db
      .select()
      .from(protectionLimits)
      .where(and(inArray(protectionLimits.userId, userIds), inArray(protectionLimits.kind, kinds)));
  },

  async insertBlock(db: DbOrTx, row: typeof protectionBlocks.$inferInsert): Promise<ProtectionBlockRow> {
    const [saved] = await db.insert(protectionBlocks).values(row).returning();
    return saved!;
  },

  /** Stakes and net result of a player's ledger since the month began, split at the day's start. */
  async playSums(db: DbOrTx, userId: number, dayStart: Date, monthStart: Date): Promise<PlaySums> {
    const day = dayStart.toISOString();
    const res = (await db.execute(sql`
      SELECT
        coalesce(sum(amount_fen) FILTER (WHERE kind IN ('bet', 'refund') AND created_at >= ${day}::timestamptz), 0) AS stake_day,
        coalesce(sum(amount_fen) FILTER (WHERE kind IN ('bet', 'refund')), 0) AS stake_month,
        coalesce(sum(amount_fen) FILTER (WHERE created_at >= ${day}::timestamptz), 0) AS net_day,
        coalesce(sum(amount_fen), 0) AS net_month
      FROM wallet_ledger
      WHERE user_id = ${userId} AND kind IN ('bet', 'payout', 'refund')
        AND created_at >= ${monthStart.toISOString()}::timestamptz`)) as unknown as Rows<
      Record<string, unknown>
    >;
    const r = res.rows[0] ?? {};
    return {
      stakeDay: num(r.stake_day),
      stakeMonth: num(r.stake_month),
      netDay: num(r.net_day),
      netMonth: num(r.net_month),
    };
  },

  /** playSums of many players at once (players without play are absent: all zero). */
  async playSumsOfUsers(
    db: DbOrTx,
    userIds: number[],
    dayStart: Date,
    monthStart: Date,
  ): Promise<Map<number, PlaySums>> {
    const out = new Map<number, PlaySums>();
    if (userIds.length === 0) return out;
    const day = dayStart.toISOString();
    const res = (await db.execute(sql`
      SELECT user_id,
        coalesce(sum(amount_fen) FILTER (WHERE kind IN ('bet', 'refund') AND created_at >= ${day}::timestamptz), 0) AS stake_day,
        coalesce(sum(amount_fen) FILTER (WHERE kind IN ('bet', 'refund')), 0) AS stake_month,
        coalesce(sum(amount_fen) FILTER (WHERE created_at >= ${day}::timestamptz), 0) AS net_day,
        coalesce(sum(amount_fen), 0) AS net_month
      FROM wallet_ledger
      WHERE user_id = ANY(${sql.param(userIds)}::int[]) AND kind IN ('bet', 'payout', 'refund')
        AND created_at >= ${monthStart.toISOString()}::timestamptz
      GROUP BY user_id`)) as unknown as Rows<Record<string, unknown>>;
    for (const r of res.rows) {
      out.set(Number(r.user_id), {
        stakeDay: num(r.stake_day),
        stakeMonth: num(r.stake_month),
        netDay: num(r.net_day),
        netMonth: num(r.net_month),
      });
    }
    return out;
  },

  /** Σ amounts of recharge orders that count against deposit limits: completed, or pending and alive. */
  async depositSums(db: DbOrTx, userId: number, dayStart: Date, monthStart: Date, now: Date) {
    const day = dayStart.toISOString();
    const res = (await db.execute(sql`
      SELECT
        coalesce(sum(amount_fen) FILTER (WHERE created_at >= ${day}::timestamptz), 0) AS day,
        coalesce(sum(amount_fen), 0) AS month
      FROM recharge_orders
      WHERE user_id = ${userId} AND created_at >= ${monthStart.toISOString()}::timestamptz
        AND (status = 'completed' OR (status = 'pending' AND expires_at > ${now.toISOString()}::timestamptz))`)) as unknown as Rows<
      Record<string, unknown>
    >;
    const r = res.rows[0] ?? {};
    return { day: num(r.day), month: num(r.month) };
  },

  /** Per Shanghai day since `from`: Σ bet+refund (−stakes), Σ payout, and the count of bet debits. */
  async dailyPlay(db: DbOrTx, userId: number, from: Date) {
    const res = (await db.execute(sql`
      SELECT to_char((created_at AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD') AS date,
        coalesce(sum(amount_fen) FILTER (WHERE kind IN ('bet', 'refund')), 0) AS stake,
        coalesce(sum(amount_fen) FILTER (WHERE kind = 'payout'), 0) AS payout,
        count(*) FILTER (WHERE kind = 'bet') AS bets
      FROM wallet_ledger
      WHERE user_id = ${userId} AND kind IN ('bet', 'payout', 'refund')
        AND created_at >= ${from.toISOString()}::timestamptz
      GROUP BY 1 ORDER BY 1 DESC`)) as unknown as Rows<Record<string, unknown>>;
    return res.rows.map((r) => ({
      date: String(r.date),
      stakeFen: -num(r.stake),
      payoutFen: num(r.payout),
      bets: num(r.bets),
    }));
  },
};
