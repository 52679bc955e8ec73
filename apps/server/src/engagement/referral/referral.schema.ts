import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { bets, games } from '../../lottery/index.ts';

/**
 * One claim of referral commission (`POST /api/referral/settle`), paid into the wallet as ledger
 * kind `referral_commission` with reference `referral_commission:<userId>:<id>`. It pays the whole
 * fen of the running total of claimed units less what earlier claims paid.
 */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountFen: bigint({ mode: 'number' }).notNull(),
    /** Σ units of the commissions this claim took (1 unit = 1/10,000 fen). */
    units: bigint({ mode: 'number' }).notNull(),
    rewardCount: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('referral_claims_user_idx').on(t.userId, t.id),
    check('referral_claims_positive', sql`${t.amountFen} > 0 AND ${t.units} > 0 AND ${t.rewardCount} > 0`),
  ],
);
export type ReferralClaimRow = typeof referralClaims.$inferSelect;

/**
 * The exact commission one inviter earned on one settled bet of a friend `level` steps down
 * (stake × bps units, never rounded). (betId, beneficiaryId) is unique: a replayed BetSettled
 * event never accrues twice. `claimId` is set by the claim that took it.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    beneficiaryId: integer()
      .notNull()
      .references(() => users.id),
    bettorId: integer()
      .notNull()
      .references(() => users.id),
    betId: bigint({ mode: 'number' })
      .notNull()
      .references(() => bets.id, { onDelete: 'restrict' }),
    level: integer().notNull(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    issueNo: text().notNull(),
    stakeFen: bigint({ mode: 'number' }).notNull(),
    bps: integer().notNull(),
    units: bigint({ mode: 'number' }).notNull(),
    claimId: bigint({ mode: 'number' }).references(() => referralClaims.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('referral_commissions_bet_beneficiary_uq').on(t.betId, t.beneficiaryId),
    index('referral_commissions_beneficiary_idx').on(t.beneficiaryId, t.id),
    index('referral_commissions_unclaimed_idx').on(t.beneficiaryId).where(sql`${t.claimId} IS NULL`),
    index('referral_commissions_bettor_idx').on(t.beneficiaryId, t.bettorId),
    index('referral_commissions_game_idx').on(t.gameId),
    check('referral_commissions_level', sql`${t.level} BETWEEN 1 AND 3`),
    check('referral_commissions_bps', sql`${t.bps} BETWEEN 1 AND 1000`),
    check('referral_commissions_units', sql`${t.stakeFen} > 0 AND ${t.units} = ${t.stakeFen} * ${t.bps}`),
    check('referral_commissions_not_self', sql`${t.beneficiaryId} <> ${t.bettorId}`),
  ],
);
export type ReferralCommissionRow = typeof referralCommissions.$inferSelect;
