import { z } from 'zod';
import { PAGE_SIZE, pageQuery } from './pagination.ts';
import { RequestId, YuanAmount } from './wallet.ts';

export const RECHARGE_CHANNEL_TYPES = ['bank', 'alipay', 'wechat', 'usdt', 'demo'] as const;
export const RechargeChannelType = z.enum(RECHARGE_CHANNEL_TYPES);
export type RechargeChannelType = z.infer<typeof RechargeChannelType>;

/** A way to pay in, as the player sees it. Amounts in yuan; `feeRate` in percent of the amount. */
export const RechargeChannel = z.object({
  id: z.number().int(),
  code: z.string(),
  type: RechargeChannelType,
  name: z.string(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Percent of the amount kept as fee (0.5 = 0.5 %); the wallet is credited amount − fee. */
  feeRate: z.number(),
  /** Fixed fee in yuan, added to the percentage. */
  feeFixed: z.number(),
  instructions: z.string(),
  accountName: z.string().nullable(),
  accountNo: z.string().nullable(),
  bankName: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  presets: z.array(z.number()),
  /** True when an order on this channel completes at once (the demo channel in demo mode). */
  instant: z.boolean(),
});
export type RechargeChannel = z.infer<typeof RechargeChannel>;

export const RECHARGE_STATUSES = ['pending', 'completed', 'rejected', 'cancelled', 'expired'] as const;
export const RechargeStatus = z.enum(RECHARGE_STATUSES);
export type RechargeStatus = z.infer<typeof RechargeStatus>;
export const RECHARGE_STATUS_NAMES: Record<RechargeStatus, string> = {
  pending: '待支付',
  completed: '已到账',
  rejected: '已拒绝',
  cancelled: '已取消',
  expired: '已过期',
};

export const CreateRechargeOrderBody = z
  .object({
    channelCode: z.string().trim().min(1).max(32).optional(),
    channelId: z.number().int().positive().max(2_147_483_647).optional(),
    amount: YuanAmount,
    requestId: RequestId.optional(),
    /** The payer's name on the transfer, to help the operator match it. */
    payerName: z.string().trim().max(50, '付款人姓名最多50个字符').optional(),
    remark: z.string().trim().max(200, '备注最多200个字符').optional(),
  })
  .refine((b) => b.channelCode !== undefined || b.channelId !== undefined, {
    message: '请选择充值方式',
    path: ['channelCode'],
  });
export type CreateRechargeOrderBody = z.infer<typeof CreateRechargeOrderBody>;

/** Where to pay, as shown to the player when the order was made. */
export const RechargePayment = z.object({
  accountName: z.string().nullable(),
  accountNo: z.string().nullable(),
  bankName: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  instructions: z.string(),
});

export const RechargeOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  channelId: z.number().int(),
  channelCode: z.string(),
  channelType: RechargeChannelType,
  channelName: z.string(),
  amount: z.number(),
  fee: z.number(),
  /** What reaches the wallet: amount − fee. */
  creditAmount: z.number(),
  status: RechargeStatus,
  statusName: z.string(),
  requestId: z.string().nullable(),
  payerName: z.string().nullable(),
  remark: z.string().nullable(),
  reason: z.string().nullable(),
  payment: RechargePayment,
  expiresAt: z.string(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RechargeOrder = z.infer<typeof RechargeOrder>;

export const RechargeOrdersQuery = pageQuery(PAGE_SIZE.default, { status: RechargeStatus.optional() });

export const RechargeStatsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });

export const RechargeDayStats = z.object({
  date: z.string(),
  count: z.number().int(),
  amount: z.number(),
  completedCount: z.number().int(),
  completedAmount: z.number(),
});
export const RechargeStats = z.object({
  days: z.number().int(),
  totalCount: z.number().int(),
  totalAmount: z.number(),
  completedCount: z.number().int(),
  completedAmount: z.number(),
  pendingCount: z.number().int(),
  daily: z.array(RechargeDayStats),
});
export type RechargeStats = z.infer<typeof RechargeStats>;

/** Operator view of an order: the player and the reviewer. */
export const AdminRechargeOrder = RechargeOrder.extend({
  userId: z.number().int(),
  username: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
});
export type AdminRechargeOrder = z.infer<typeof AdminRechargeOrder>;

/** Operator: create or change a channel (by code). */
export const RechargeChannelInput = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9_]{1,31}$/, '通道编码为2-32位小写字母、数字或下划线'),
    type: RechargeChannelType,
    name: z.string().trim().min(1).max(30),
    minAmount: YuanAmount,
    maxAmount: YuanAmount,
    feeRate: z.number().min(0).max(50).default(0),
    feeFixed: z.number().min(0).max(10_000).default(0),
    instructions: z.string().max(2000).default(''),
    accountName: z.string().trim().max(50).nullable().optional(),
    accountNo: z.string().trim().max(100).nullable().optional(),
    bankName: z.string().trim().max(50).nullable().optional(),
    qrCodeUrl: z
      .string()
      .regex(/^\/uploads\/[A-Za-z0-9._\-/]{1,200}$/, '二维码地址无效')
      .nullable()
      .optional(),
    presets: z.array(YuanAmount).max(12).default([]),
    enabled: z.boolean().default(true),
    sort: z.number().int().min(-1000).max(1000).default(0),
  })
  .refine((c) => c.maxAmount >= c.minAmount, { message: '最高金额不能低于最低金额', path: ['maxAmount'] });
export type RechargeChannelInput = z.infer<typeof RechargeChannelInput>;

/** Operator view of a channel: also the disabled ones. */
export const AdminRechargeChannel = RechargeChannel.extend({ enabled: z.boolean(), sort: z.number().int() });
export type AdminRechargeChannel = z.infer<typeof AdminRechargeChannel>;
