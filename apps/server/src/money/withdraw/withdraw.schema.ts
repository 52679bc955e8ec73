import { WITHDRAW_ACCOUNT_TYPES, WITHDRAW_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/**
 * Where a player's withdrawals are paid. At most one default per player (partial unique index).
 * The player may delete an account at any time: orders keep their own copy of it.
 */
export const withdrawAccounts = pgTable(
  'withdraw_accounts',
  {
    id: serial().primaryKey(),
    // Payout details are kept for audit: they do not go with their user (RESTRICT).
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text({ enum: WITHDRAW_ACCOUNT_TYPES }).notNull(),
    accountName: text().notNull(),
    accountNo: text().notNull(),
    bankName: text(),
    bankBranch: text(),
    qrCodeUrl: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdraw_accounts_user_idx').on(t.userId, t.id),
    uniqueIndex('withdraw_accounts_user_no_uq').on(t.userId, t.type, t.accountNo),
    uniqueIndex('withdraw_accounts_default_uq').on(t.userId).where(sql`${t.isDefault}`),
    check('withdraw_accounts_type_known', oneOf(t.type, WITHDRAW_ACCOUNT_TYPES)),
  ],
);
export type WithdrawAccountRow = typeof withdrawAccounts.$inferSelect;

/**
 * The six-digit withdraw password (argon2id). Wrong tries are counted here, not in memory, so a
 * lock survives restarts and holds across server processes. A credential, not history: it goes
 * with its user (cascade).
 */
export const withdrawPasswords = pgTable('withdraw_passwords', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  passwordHash: text().notNull(),
  failedAttempts: integer().notNull().default(0),
  lockedUntil: timestamp({ withTimezone: true }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A withdrawal. While `pending`, amount + fee is frozen in the wallet (ledger
 * `withdraw:<id>:freeze`); approval pays it out (`withdraw:<id>:paid`), reject or cancel unfreezes
 * it (`withdraw:<id>:unfreeze`). The account is copied onto the order for the operator's payout,
 * so deleting the account only clears `accountId` (set null). An order is money history: its user
 * and reviewer cannot be deleted under it (RESTRICT).
 */
export const withdrawOrders = pgTable(
  'withdraw_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    accountId: integer().references(() => withdrawAccounts.id, { onDelete: 'set null' }),
    accountType: text({ enum: WITHDRAW_ACCOUNT_TYPES }).notNull(),
    accountName: text().notNull(),
    accountNo: text().notNull(),
    bankName: text(),
    bankBranch: text(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    feeFen: bigint({ mode: 'number' }).notNull().default(0),
    totalFen: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: WITHDRAW_STATUSES }).notNull().default('pending'),
    requestId: text(),
    reason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    /** Maker-checker: the first of two approvals a large withdrawal needs (the second completes it). */
    firstApprovedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    firstApprovedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'withdraw_orders_two_approvers',
      sql`${t.firstApprovedBy} IS NULL OR ${t.status} <> 'completed' OR ${t.reviewedBy} <> ${t.firstApprovedBy}`,
    ),
    uniqueIndex('withdraw_orders_order_no_uq').on(t.orderNo),
    uniqueIndex('withdraw_orders_user_request_uq').on(t.userId, t.requestId),
    index('withdraw_orders_user_idx').on(t.userId, t.id),
    index('withdraw_orders_status_idx').on(t.status, t.id),
    index('withdraw_orders_account_idx').on(t.accountId),
    index('withdraw_orders_reviewed_by_idx').on(t.reviewedBy),
    check(
      'withdraw_orders_amounts',
      sql`${t.amountFen} > 0 AND ${t.feeFen} >= 0 AND ${t.totalFen} = ${t.amountFen} + ${t.feeFen}`,
    ),
    check('withdraw_orders_status_known', oneOf(t.status, WITHDRAW_STATUSES)),
    check('withdraw_orders_account_type_known', oneOf(t.accountType, WITHDRAW_ACCOUNT_TYPES)),
  ],
);
export type WithdrawOrderRow = typeof withdrawOrders.$inferSelect;
