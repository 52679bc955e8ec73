import { z } from 'zod';
import { PAGE_SIZE, pageQuery } from './pagination.ts';
import { RequestId, YuanAmount } from './wallet.ts';

export const WITHDRAW_ACCOUNT_TYPES = ['bank', 'alipay', 'wechat', 'usdt'] as const;
export const WithdrawAccountType = z.enum(WITHDRAW_ACCOUNT_TYPES);
export type WithdrawAccountType = z.infer<typeof WithdrawAccountType>;

/** GET /api/withdraw/account-types: what each type needs in the account form. */
export const AccountTypeInfo = z.object({
  type: WithdrawAccountType,
  name: z.string(),
  accountNoLabel: z.string(),
  accountNoPlaceholder: z.string(),
  needsBankName: z.boolean(),
  supportsQrCode: z.boolean(),
});
export type AccountTypeInfo = z.infer<typeof AccountTypeInfo>;

const BANK_CARD = /^\d{12,19}$/;
const ALIPAY = /^(1[3-9]\d{9}|[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9.-]{1,190}\.[A-Za-z]{2,})$/;
const WECHAT = /^([A-Za-z][A-Za-z0-9_-]{5,19}|1[3-9]\d{9})$/;
const USDT = /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/;
const QR_URL = /^\/uploads\/qrcodes\/[A-Za-z0-9-]{1,64}\.webp$/;
// Control characters and angle brackets have no place in a name shown to an operator.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const noMarkup = (s: string) => !/[\u0000-\u001f<>]/.test(s);

/** POST/PUT /api/withdraw/accounts. Account numbers are checked per type (spaces in card numbers are dropped). */
export const WithdrawAccountBody = z
  .object({
    type: WithdrawAccountType,
    accountName: z
      .string()
      .trim()
      .min(1, '请输入户名')
      .max(30, '户名最多30个字符')
      .refine(noMarkup, '户名含有非法字符'),
    accountNo: z.string().trim().min(1, '请输入账号').max(100, '账号过长'),
    bankName: z
      .string()
      .trim()
      .max(50, '银行名称最多50个字符')
      .refine(noMarkup, '银行名称含有非法字符')
      .optional(),
    bankBranch: z
      .string()
      .trim()
      .max(100, '开户支行最多100个字符')
      .refine(noMarkup, '开户支行含有非法字符')
      .optional(),
    qrCodeUrl: z.string().regex(QR_URL, '收款码地址无效').optional(),
    isDefault: z.boolean().optional(),
  })
  .transform((b) => (b.type === 'bank' ? { ...b, accountNo: b.accountNo.replace(/[\s-]/g, '') } : b))
  .superRefine((b, ctx) => {
    const bad = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (b.type === 'bank') {
      if (!BANK_CARD.test(b.accountNo)) bad('accountNo', '银行卡号为12-19位数字');
      if (!b.bankName) bad('bankName', '请输入开户银行');
    } else if (b.type === 'alipay' && !ALIPAY.test(b.accountNo)) {
      bad('accountNo', '支付宝账号应为手机号或邮箱');
    } else if (b.type === 'wechat' && !WECHAT.test(b.accountNo)) {
      bad('accountNo', '微信号格式不正确');
    } else if (b.type === 'usdt' && !USDT.test(b.accountNo)) {
      bad('accountNo', 'USDT地址格式不正确（TRC20或ERC20）');
    }
  });
export type WithdrawAccountBody = z.infer<typeof WithdrawAccountBody>;

/** An account as answered: `accountNo` is masked except in the owner's edit form (`?edit=1`). */
export const WithdrawAccount = z.object({
  id: z.number().int(),
  type: WithdrawAccountType,
  typeName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string().nullable(),
  bankBranch: z.string().nullable(),
  qrCodeUrl: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WithdrawAccount = z.infer<typeof WithdrawAccount>;

export const AccountDetailQuery = z.object({ edit: z.enum(['0', '1', 'true', 'false']).optional() });

export const QrUploadResult = z.object({
  url: z.string(),
  size: z.number().int(),
  mime: z.string(),
  accountType: WithdrawAccountType.nullable(),
});

/** The withdraw password: exactly six digits. */
export const WithdrawPassword = z.string({ error: '请输入提现密码' }).regex(/^\d{6}$/, '提现密码为6位数字');
export const SetWithdrawPasswordBody = z
  .object({ password: WithdrawPassword, confirmPassword: z.string().max(64).optional() })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.password, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export const VerifyWithdrawPasswordBody = z.object({ password: WithdrawPassword });
export const ChangeWithdrawPasswordBody = z
  .object({
    oldPassword: WithdrawPassword,
    newPassword: WithdrawPassword,
    confirmPassword: z.string().max(64).optional(),
  })
  .refine((b) => b.confirmPassword === undefined || b.confirmPassword === b.newPassword, {
    message: '两次输入的密码不一致',
    path: ['confirmPassword'],
  });
export const WithdrawPasswordStatus = z.object({
  isSet: z.boolean(),
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  remainingAttempts: z.number().int(),
});

/** GET /api/withdraw/config: limits in yuan, fee rule, and today's use by this player. */
export const WithdrawConfig = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  dailyCount: z.number().int(),
  todayCount: z.number().int(),
  remainingCount: z.number().int(),
  /** Percent of the amount (1 = 1 %). */
  feeRate: z.number(),
  feeFixed: z.number(),
  feeMin: z.number(),
  /** 0 = uncapped. */
  feeMax: z.number(),
  feeBps: z.number().int(),
  turnoverRequired: z.boolean(),
  turnoverMultiple: z.number(),
  /** Bet turnover still needed before a withdrawal (0 when none or not required). */
  turnoverRemaining: z.number(),
});
export type WithdrawConfig = z.infer<typeof WithdrawConfig>;

/** Operator: the stored withdraw settings, in yuan. */
export const WithdrawSettingsInput = z
  .object({
    minAmount: YuanAmount,
    maxAmount: YuanAmount,
    dailyCount: z.number().int().min(1).max(100),
    feeRate: z.number().min(0).max(50),
    feeFixed: z.number().min(0).max(10_000),
    feeMin: z.number().min(0).max(10_000),
    feeMax: z.number().min(0).max(100_000),
    turnoverRequired: z.boolean(),
    turnoverMultiple: z.number().min(0).max(100),
  })
  .refine((c) => c.maxAmount >= c.minAmount, { message: '最高金额不能低于最低金额', path: ['maxAmount'] });
export type WithdrawSettingsInput = z.infer<typeof WithdrawSettingsInput>;

export const CreateWithdrawOrderBody = z.object({
  accountId: z.number({ error: '请选择提现账户' }).int().positive().max(2_147_483_647),
  amount: YuanAmount,
  withdrawPassword: WithdrawPassword,
  requestId: RequestId.optional(),
});
export type CreateWithdrawOrderBody = z.infer<typeof CreateWithdrawOrderBody>;

export const WITHDRAW_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export const WithdrawStatus = z.enum(WITHDRAW_STATUSES);
export type WithdrawStatus = z.infer<typeof WithdrawStatus>;
export const WITHDRAW_STATUS_NAMES: Record<WithdrawStatus, string> = {
  pending: '审核中',
  completed: '已到账',
  rejected: '已拒绝',
  cancelled: '已取消',
};

export const WithdrawOrder = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** Null once the player deleted the account; the order keeps its copy of the details below. */
  accountId: z.number().int().nullable(),
  accountType: WithdrawAccountType,
  accountName: z.string(),
  accountNo: z.string(),
  bankName: z.string().nullable(),
  amount: z.number(),
  fee: z.number(),
  /** amount + fee: what is frozen, and what leaves the wallet on approval. */
  totalAmount: z.number(),
  status: WithdrawStatus,
  statusName: z.string(),
  requestId: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type WithdrawOrder = z.infer<typeof WithdrawOrder>;

export const WithdrawOrdersQuery = pageQuery(PAGE_SIZE.default, { status: WithdrawStatus.optional() });

/** Operator view: the full account number (to pay it), the player and the reviewer. */
export const AdminWithdrawOrder = WithdrawOrder.extend({
  userId: z.number().int(),
  username: z.string().nullable(),
  bankBranch: z.string().nullable(),
  reviewedBy: z.number().int().nullable(),
  /** Maker-checker: above the second-approval amount, the first operator's approval waits here. */
  firstApprovedBy: z.number().int().nullable(),
  needsSecondApproval: z.boolean(),
});
export type AdminWithdrawOrder = z.infer<typeof AdminWithdrawOrder>;
