import type { WalletService } from '../../money/index.ts';
import type { Tx } from '../../platform/db/client.ts';
import { chaseRepository } from './chase.repository.ts';
import { chaseIssueRepository } from './chase-issue.repository.ts';

const MEMO = { cancelled: '撤销', missed: '错过' } as const;

/**
 * Releases waiting issues of a chase (all, or those named) in the caller's transaction: they
 * leave `waiting` (so they can never be placed or released again), the chase counts the amount
 * released, and the wallet unfreezes it in one ledger row. The reference names the first issue
 * released, which no later release can name again. Locks run wallet → chase issues → chase, the
 * order placement and settlement (whose statement locks the wallets first) use too.
 */
export async function releaseChaseIssues(
  tx: Tx,
  wallet: WalletService,
  chase: { id: number; userId: number },
  status: 'cancelled' | 'missed',
  only?: { ids?: number[]; issueNos?: string[] },
): Promise<{ fen: number; count: number }> {
  await wallet.lockWallet(tx, chase.userId);
  const rows = await chaseIssueRepository.releaseWaiting(tx, chase.id, status, only);
  const fen = rows.reduce((sum, r) => sum + r.amountFen, 0);
  if (fen > 0) {
    await chaseRepository.addMoney(tx, chase.id, { releasedFen: fen });
    await wallet.unfreeze(tx, {
      userId: chase.userId,
      amountFen: fen,
      kind: 'chase_release',
      reference: `chase-release:${chase.id}:${rows[0]!.id}`,
      memo: `追号${MEMO[status]}${rows.length}期，解冻`,
    });
  }
  return { fen, count: rows.length };
}
