import type { DbOrTx } from '../platform/db/client.ts';

/**
 * What accounts needs of the money context, which sits above it: open a new player's wallet in
 * the registration transaction, and read a balance for the login answer and 我的. The composition
 * root hands in the wallet service, so accounts never imports money.
 */
export interface WalletPort {
  open(tx: DbOrTx, userId: number): Promise<unknown>;
  balanceFen(userId: number): Promise<number>;
}
