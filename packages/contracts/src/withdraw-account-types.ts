import type { AccountTypeInfo, WithdrawAccountType } from './withdraw.ts';

/**
 * The payout account types and what the account form asks for each: the answer of
 * GET /api/withdraw/account-types, and what the client shows before (or without) that answer.
 */
export const ACCOUNT_TYPES: readonly AccountTypeInfo[] = [
  {
    type: 'bank',
    name: '银行卡',
    accountNoLabel: '银行卡号',
    accountNoPlaceholder: '请输入12-19位银行卡号',
    needsBankName: true,
    supportsQrCode: false,
  },
  {
    type: 'alipay',
    name: '支付宝',
    accountNoLabel: '支付宝账号',
    accountNoPlaceholder: '手机号或邮箱',
    needsBankName: false,
    supportsQrCode: true,
  },
  {
    type: 'wechat',
    name: '微信',
    accountNoLabel: '微信号',
    accountNoPlaceholder: '微信号或手机号',
    needsBankName: false,
    supportsQrCode: true,
  },
  {
    type: 'usdt',
    name: 'USDT',
    accountNoLabel: '钱包地址',
    accountNoPlaceholder: 'TRC20（T开头）或ERC20（0x开头）地址',
    needsBankName: false,
    supportsQrCode: true,
  },
];

const NAMES = new Map<string, string>(ACCOUNT_TYPES.map((t) => [t.type, t.name]));

/** The Chinese name of a payout account type ('bank' → '银行卡'); an unknown type as it is. */
export function accountTypeName(type: WithdrawAccountType | string): string {
  return NAMES.get(type) ?? type;
}
