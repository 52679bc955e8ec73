import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the money screens. Every list key starts with its domain so one prefix clears it. */
export const walletKeys = {
  transactions: (filters: object) => ['wallet', 'transactions', filters] as const,
  rechargeChannels: ['recharge', 'channels'] as const,
  rechargeOrders: (filters: object) => ['recharge', 'orders', filters] as const,
  rechargeOrder: (id: number) => ['recharge', 'order', id] as const,
  withdrawConfig: ['withdraw', 'config'] as const,
  withdrawAccounts: ['withdraw', 'accounts'] as const,
  withdrawAccount: (id: number) => ['withdraw', 'account', id] as const,
  accountTypes: ['withdraw', 'account-types'] as const,
  withdrawPassword: ['withdraw', 'password'] as const,
  withdrawOrders: (filters: object) => ['withdraw', 'orders', filters] as const,
};

/**
 * After money moved (recharge, withdraw, cancel): the balance (and the user info that carries it),
 * the ledger and every order list are stale.
 */
export function invalidateMoney(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [
      ['user'],
      ['wallet'],
      ['recharge', 'orders'],
      ['recharge', 'order'],
      ['withdraw', 'orders'],
      ['withdraw', 'config'],
      ['protection'],
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}
