import type { AccountTypeInfo } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { walletKeys } from '../lib/query-keys';

/** Used until the server's list arrives (and if it cannot be loaded). */
export const DEFAULT_ACCOUNT_TYPES: AccountTypeInfo[] = [
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

/** GET /api/withdraw/account-types: what each account type asks for. */
export function getAccountTypes(): Promise<AccountTypeInfo[]> {
  return http.get<AccountTypeInfo[]>('/api/withdraw/account-types', { silent: true });
}

export const accountTypesQuery = queryOptions({
  queryKey: walletKeys.accountTypes,
  queryFn: getAccountTypes,
  staleTime: 3_600_000,
});

export function useAccountTypes(): AccountTypeInfo[] {
  const { data } = useQuery(accountTypesQuery);
  return data && data.length > 0 ? data : DEFAULT_ACCOUNT_TYPES;
}
