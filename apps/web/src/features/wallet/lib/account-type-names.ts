/** Chinese names of the payout account types (the server answers `typeName` on accounts, not orders). */
export const ACCOUNT_TYPE_NAMES: Record<string, string> = {
  bank: '银行卡',
  alipay: '支付宝',
  wechat: '微信',
  usdt: 'USDT',
};

export function accountTypeName(type: string): string {
  return ACCOUNT_TYPE_NAMES[type] ?? type;
}
