import type { BalanceDetail } from '@cailiao/contracts';
import { fenToYuan } from '@cailiao/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { walletRepository } from './wallet.repository.ts';

/** Wallet use cases. Every balance change goes through here so the ledger rule holds. */
export function createWalletService(db: Db) {
  return {
    /** Opens the (empty) wallet of a new user, inside the registration transaction. */
    open(tx: DbOrTx, userId: number) {
      return walletRepository.create(tx, userId);
    },

    async balanceFen(userId: number): Promise<number> {
      return (await walletRepository.find(db, userId))?.balanceFen ?? 0;
    },

    /** SPEC.md §3 balance detail, in yuan. */
    async balanceDetail(userId: number): Promise<BalanceDetail> {
      const w = await walletRepository.find(db, userId);
      const balance = w?.balanceFen ?? 0;
      const frozen = w?.frozenFen ?? 0;
      return {
        balance: fenToYuan(balance),
        frozenAmount: fenToYuan(frozen),
        availableBalance: fenToYuan(balance - frozen),
        todayWinLoss: 0,
        pendingAmount: 0,
      };
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
