import { RECHARGE_CHANNEL_TYPES, RECHARGE_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../../accounts/index.ts';
import { oneOf } from '../../platform/db/constraints.ts';

/** Ways to pay in. The operator maintains them; the `demo` type completes at once in demo mode only. */
export const rechargeChannels = pgTable(
  'recharge_channels',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    type: text({ enum: RECHARGE_CHANNEL_TYPES }).notNull(),
    name: text().notNull(),
    minFen: bigint({ mode: 'number' }).notNull(),
    maxFen: bigint({ mode: 'number' }).notNull(),
    /** Fee in basis points of the amount (100 = 1 %), kept from what is credited. */
    feeBps: integer().notNull().default(0),
    feeFixedFen: bigint({ mode: 'number' }).notNull().default(0),
    instructions: text().notNull().default(''),
    accountName: text(),
    accountNo: text(),
    bankName: text(),
    qrCodeUrl: text(),
    presetsFen: jsonb().$type<number[]>().notNull().default([]),
    enabled: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recharge_channels_code_uq').on(t.code),
    check('recharge_channels_range', sql`${t.minFen} > 0 AND ${t.maxFen} >= ${t.minFen}`),
    check('recharge_channels_fees_nonneg', sql`${t.feeBps} >= 0 AND ${t.feeFixedFen} >= 0`),
    check('recharge_channels_type_known', oneOf(t.type, RECHARGE_CHANNEL_TYPES)),
  ],
);
export type RechargeChannelRow = typeof rechargeChannels.$inferSelect;

export interface RechargePaymentSnapshot {
  accountName: string | null;
  accountNo: string | null;
  bankName: string | null;
  qrCodeUrl: string | null;
  instructions: string;
}

/**
 * A player's request to pay in. The channel and its payment details are copied onto the order so
 * later edits of the channel never change what the player was shown. Credit happens once, in the
 * transaction that moves the order to `completed` (ledger reference `recharge:<id>`). An order is
 * money history: its user, channel and reviewer cannot be deleted under it (RESTRICT).
 */
export const rechargeOrders = pgTable(
  'recharge_orders',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    orderNo: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    channelId: integer()
      .notNull()
      .references(() => rechargeChannels.id, { onDelete: 'restrict' }),
    channelCode: text().notNull(),
    channelType: text({ enum: RECHARGE_CHANNEL_TYPES }).notNull(),
    channelName: text().notNull(),
    amountFen: bigint({ mode: 'number' }).notNull(),
    feeFen: bigint({ mode: 'number' }).notNull().default(0),
    creditFen: bigint({ mode: 'number' }).notNull(),
    status: text({ enum: RECHARGE_STATUSES }).notNull().default('pending'),
    requestId: text(),
    payerName: text(),
    remark: text(),
    payment: jsonb().$type<RechargePaymentSnapshot>().notNull(),
    reason: text(),
    reviewedBy: integer().references(() => users.id, { onDelete: 'restrict' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recharge_orders_order_no_uq').on(t.orderNo),
    // NULLs are distinct, so orders without a requestId never collide.
    uniqueIndex('recharge_orders_user_request_uq').on(t.userId, t.requestId),
    index('recharge_orders_user_idx').on(t.userId, t.id),
    index('recharge_orders_status_idx').on(t.status, t.expiresAt),
    index('recharge_orders_channel_idx').on(t.channelId),
    index('recharge_orders_reviewed_by_idx').on(t.reviewedBy),
    check(
      'recharge_orders_amounts',
      sql`${t.amountFen} > 0 AND ${t.feeFen} >= 0 AND ${t.creditFen} = ${t.amountFen} - ${t.feeFen}`,
    ),
    // The service refuses a fee that eats the whole amount: something is always credited.
    check('recharge_orders_credit_positive', sql`${t.creditFen} > 0`),
    check('recharge_orders_status_known', oneOf(t.status, RECHARGE_STATUSES)),
    check('recharge_orders_channel_type_known', oneOf(t.channelType, RECHARGE_CHANNEL_TYPES)),
  ],
);
export type RechargeOrderRow = typeof rechargeOrders.$inferSelect;
