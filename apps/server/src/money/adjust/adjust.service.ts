import { type Adjustment, type AdjustmentBody, type Page, toPage } from '@cailiao/contracts';
import { fenToYuan, yuanToFen } from '@cailiao/domain';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { userRepository, users } from '../../accounts/index.ts';
import type { Db, DbOrTx, Tx } from '../../platform/db/client.ts';
import { businessRule, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { AuditWrite } from '../review/operator-audit.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { type BalanceAdjustmentRow, balanceAdjustments } from './adjust.schema.ts';

const operators = alias(users, 'operators');

/** Adjustments with the player's and the operator's usernames. */
function selectAdjustments(tx: DbOrTx) {
  return tx
    .select({
      row: balanceAdjustments,
      username: users.username,
      operatorName: operators.username,
    })
    .from(balanceAdjustments)
    .leftJoin(users, eq(users.id, balanceAdjustments.userId))
    .leftJoin(operators, eq(operators.id, balanceAdjustments.operatorId))
    .$dynamic();
}

function toAdjustment({
  row,
  username,
  operatorName,
}: {
  row: BalanceAdjustmentRow;
  username: string | null;
  operatorName: string | null;
}): Adjustment {
  return {
    id: row.id,
    userId: row.userId,
    username,
    amount: fenToYuan(row.amountFen),
    balanceAfter: fenToYuan(row.balanceAfterFen),
    reason: row.reason,
    operatorId: row.operatorId,
    operatorName,
    requestId: row.requestId,
    createdAt: row.createdAt.toISOString(),
  };
}
const yuan = (fen: number) => `¥${fenToYuan(fen).toFixed(2)}`;

/** The ledger reference of an adjustment: one per request, so a double submit moves money once. */
export const adjustmentReference = (requestId: string) => `admin_adjust:${requestId}`;

async function findByRequest(tx: DbOrTx, requestId: string): Promise<BalanceAdjustmentRow | undefined> {
  const [row] = await tx.select().from(balanceAdjustments).where(eq(balanceAdjustments.requestId, requestId));
  return row;
}

/**
 * Manual balance adjustments (issue 14 "Finance"): an operator credits or debits a player with a
 * mandatory reason. Ledger row (kind `admin_adjust`), adjustment row and audit row share one
 * transaction under the wallet's row lock.
 */
export function createAdjustService({ db, wallet }: { db: Db; wallet: WalletService }) {
  async function view(tx: DbOrTx, id: number): Promise<Adjustment> {
    const [row] = await selectAdjustments(tx).where(eq(balanceAdjustments.id, id));
    if (!row) throw new Error(`adjustment ${id} vanished`);
    return toAdjustment(row);
  }

  return {
    /**
     * Applies one adjustment. The same requestId again answers the first adjustment (nothing moves);
     * the same requestId for another player or amount is a conflict. A debit may not take the
     * available balance below zero.
     */
    async adjust(
      operatorId: number,
      body: AdjustmentBody,
      audit: AuditWrite,
    ): Promise<{ adjustment: Adjustment; replayed: boolean }> {
      if (body.userId === operatorId) throw forbidden('不能调整自己的余额');
      if (!(await userRepository.findById(db, body.userId))) throw notFound('玩家不存在');
      const amountFen = yuanToFen(body.amount);
      return db.transaction(async (tx: Tx) => {
        const w = await wallet.lockWallet(tx, body.userId);
        // After the lock: a concurrent submit of the same request has committed by now.
        const earlier = await findByRequest(tx, body.requestId);
        if (earlier) {
          if (earlier.userId !== body.userId || earlier.amountFen !== amountFen)
            throw conflict('REQUEST_ID_REUSED', '请求编号已用于另一笔调整，请刷新后重试');
          await audit(tx);
          return { adjustment: await view(tx, earlier.id), replayed: true };
        }
        const available = w.balanceFen - w.frozenFen;
        if (amountFen < 0 && -amountFen > available)
          throw businessRule(
            'BALANCE_WOULD_GO_NEGATIVE',
            `扣减后余额将小于0：玩家可用余额${yuan(available)}，本次扣减${yuan(-amountFen)}`,
          );
        const move = {
          userId: body.userId,
          amountFen: Math.abs(amountFen),
          kind: 'admin_adjust' as const,
          reference: adjustmentReference(body.requestId),
          memo: body.reason,
        };
        const moved = amountFen > 0 ? await wallet.credit(tx, move) : await wallet.debit(tx, move);
        const [row] = await tx
          .insert(balanceAdjustments)
          .values({
            userId: body.userId,
            amountFen,
            balanceAfterFen: moved.balanceFen,
            reason: body.reason,
            operatorId,
            requestId: body.requestId,
            ledgerId: moved.ledgerId,
          })
          .returning({ id: balanceAdjustments.id });
        await audit(tx);
        return { adjustment: await view(tx, row!.id), replayed: false };
      });
    },

    /** Past adjustments, newest first, optionally one player's. */
    async list(q: { page: number; limit: number; userId?: number }): Promise<Page<Adjustment>> {
      const where = q.userId === undefined ? undefined : eq(balanceAdjustments.userId, q.userId);
      const [list, [total]] = await Promise.all([
        selectAdjustments(db)
          .where(where)
          .orderBy(desc(balanceAdjustments.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(balanceAdjustments).where(where),
      ]);
      return toPage(list.map(toAdjustment), q, total?.n ?? 0);
    },
  };
}
export type AdjustService = ReturnType<typeof createAdjustService>;
