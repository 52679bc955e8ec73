import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client.ts';
import { referralClaims, referralCommissions } from './referral.schema.ts';

type Rows<T> = { rows: T[] };
const num = (v: unknown) => Number(v ?? 0);

export type NewCommission = Omit<typeof referralCommissions.$inferInsert, 'id' | 'claimId' | 'createdAt'>;

export const referralRepository = {
  /** Inserts accruals; one that exists for its (bet, beneficiary) is skipped. Answers how many were new. */
  async insertCommissions(db: DbOrTx, rows: NewCommission[]): Promise<number> {
    if (rows.length === 0) return 0;
    const saved = await db
      .insert(referralCommissions)
      .values(rows)
      .onConflictDoNothing({ target: [referralCommissions.betId, referralCommissions.beneficiaryId] })
      .returning({ id: referralCommissions.id });
    return saved.length;
  },

  /** A beneficiary's totals: every accrual, and what the claims took and paid. */
  async totals(db: DbOrTx, userId: number) {
    const [acc] = await db
      .select({
        units: sql<string>`coalesce(sum(${referralCommissions.units}), 0)`,
        stake: sql<string>`coalesce(sum(${referralCommissions.stakeFen}), 0)`,
      })
      .from(referralCommissions)
      .where(eq(referralCommissions.beneficiaryId, userId));
    const claimed = await this.claimedTotals(db, userId);
    return { accruedUnits: num(acc?.units), turnoverFen: num(acc?.stake), ...claimed };
  },

  async claimedTotals(db: DbOrTx, userId: number) {
    const [row] = await db
      .select({
        units: sql<string>`coalesce(sum(${referralClaims.units}), 0)`,
        paid: sql<string>`coalesce(sum(${referralClaims.amountFen}), 0)`,
      })
      .from(referralClaims)
      .where(eq(referralClaims.userId, userId));
    return { claimedUnits: num(row?.units), paidFen: num(row?.paid) };
  },

  /** Per friend: their stakes that earned `userId` commission, and the units earned. */
  async byBettor(db: DbOrTx, userId: number, bettorIds: number[]) {
    if (bettorIds.length === 0) return new Map<number, { stakeFen: number; units: number }>();
    const res = (await db.execute(sql`
      SELECT bettor_id, sum(stake_fen) AS stake, sum(units) AS units FROM referral_commissions
      WHERE beneficiary_id = ${userId} AND bettor_id = ANY(${sql.param(bettorIds)}::int[])
      GROUP BY bettor_id`)) as unknown as Rows<Record<string, unknown>>;
    return new Map(res.rows.map((r) => [num(r.bettor_id), { stakeFen: num(r.stake), units: num(r.units) }]));
  },

  async commissionsPage(
    db: DbOrTx,
    userId: number,
    status: 'claimed' | 'unclaimed' | undefined,
    page: number,
    limit: number,
  ) {
    const where: SQL | undefined = and(
      eq(referralCommissions.beneficiaryId, userId),
      status === 'claimed'
        ? isNotNull(referralCommissions.claimId)
        : status === 'unclaimed'
          ? isNull(referralCommissions.claimId)
          : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(referralCommissions)
        .where(where)
        .orderBy(desc(referralCommissions.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(referralCommissions).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async claimsPage(db: DbOrTx, userId: number, page: number, limit: number) {
    const where = eq(referralClaims.userId, userId);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(referralClaims)
        .where(where)
        .orderBy(desc(referralClaims.id))
        .limit(limit)
        .offset((page - 1) * limit),
      db.select({ n: count() }).from(referralClaims).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Locks and answers the beneficiary's accruals no claim took yet (ids and units). */
  async lockUnclaimed(tx: Tx, userId: number): Promise<{ ids: number[]; units: number }> {
    const res = (await tx.execute(sql`
      SELECT id, units FROM referral_commissions
      WHERE beneficiary_id = ${userId} AND claim_id IS NULL
      ORDER BY id FOR UPDATE`)) as unknown as Rows<{ id: number | string; units: number | string }>;
    return {
      ids: res.rows.map((r) => Number(r.id)),
      units: res.rows.reduce((a, r) => a + Number(r.units), 0),
    };
  },

  async insertClaim(tx: Tx, row: typeof referralClaims.$inferInsert) {
    const [saved] = await tx.insert(referralClaims).values(row).returning();
    return saved!;
  },

  async markClaimed(tx: Tx, ids: number[], claimId: number): Promise<number> {
    const res = (await tx.execute(sql`
      UPDATE referral_commissions SET claim_id = ${claimId}
      WHERE id = ANY(${sql.param(ids)}::bigint[]) AND claim_id IS NULL
      RETURNING id`)) as unknown as Rows<unknown>;
    return res.rows.length;
  },
};
