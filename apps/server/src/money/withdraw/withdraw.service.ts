import {
  type CreateWithdrawOrderBody,
  type Page,
  toPage,
  WITHDRAW_STATUS_NAMES,
  type WithdrawConfig,
  type WithdrawOrder,
  type WithdrawStatus,
} from '@cailiao/contracts';
import {
  fenToYuan,
  remainingToday,
  shanghaiDayStart,
  turnoverRemainingFen,
  withdrawFeeFen,
  withinRange,
  yuanToFen,
} from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';
import { businessRule, conflict, notFound } from '../../platform/errors.ts';
import { nextOrderNo, withFreshOrderNo } from '../orders/order-number.ts';
import { listOrders } from '../review/order-review.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { withdrawRepository as repo } from './withdraw.repository.ts';
import { type WithdrawOrderRow, withdrawOrders } from './withdraw.schema.ts';
import { loadWithdrawSettings, type WithdrawSettings } from './withdraw.settings.ts';
import type { WithdrawAccountService } from './withdraw-account.service.ts';
import { maskAccountNo } from './withdraw-account.service.ts';
import type { WithdrawPasswordService } from './withdraw-password.service.ts';

/** Orders in these statuses count towards the daily limit (cancelled and rejected ones do not). */
const COUNTED: WithdrawOrderRow['status'][] = ['pending', 'completed'];

interface Deps {
  db: Db;
  wallet: WalletService;
  accounts: WithdrawAccountService;
  passwords: WithdrawPasswordService;
  now?: () => Date;
}

/** An order as the player sees it: the account number masked. */
export function toWithdrawOrder(o: WithdrawOrderRow, reveal = false): WithdrawOrder {
  return {
    id: o.id,
    orderNo: o.orderNo,
    accountId: o.accountId,
    accountType: o.accountType,
    accountName: o.accountName,
    accountNo: reveal ? o.accountNo : maskAccountNo(o.accountNo),
    bankName: o.bankName,
    amount: fenToYuan(o.amountFen),
    fee: fenToYuan(o.feeFen),
    totalAmount: fenToYuan(o.totalFen),
    status: o.status,
    statusName: WITHDRAW_STATUS_NAMES[o.status],
    requestId: o.requestId,
    reason: o.reason,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
    completedAt: o.completedAt?.toISOString() ?? null,
  };
}

/** The player's withdrawals: config, create (freeze), list, detail, cancel (unfreeze). */
export function createWithdrawService({ db, wallet, accounts, passwords, now = () => new Date() }: Deps) {
  /** Bet turnover still owed before a withdrawal: recharged × multiple − staked, in fen. */
  async function turnoverOwedFen(userId: number, s: WithdrawSettings): Promise<number> {
    if (!s.turnoverRequired) return 0;
    const [recharged, betNet] = await Promise.all([
      wallet.ledgerSum(userId, { kinds: ['recharge'] }),
      wallet.ledgerSum(userId, { kinds: ['bet', 'refund'] }),
    ]);
    return turnoverRemainingFen(recharged, s.turnoverMultiple, betNet);
  }

  function replay(existing: WithdrawOrderRow, body: CreateWithdrawOrderBody, amountFen: number) {
    if (existing.accountId !== body.accountId || existing.amountFen !== amountFen) {
      throw conflict('IDEMPOTENCY_CONFLICT', '请求编号已用于另一笔订单');
    }
    return toWithdrawOrder(existing);
  }

  return {
    async config(userId: number): Promise<WithdrawConfig> {
      const s = await loadWithdrawSettings(db);
      const todayCount = await repo.countSince(db, userId, shanghaiDayStart(now()), COUNTED);
      return {
        minAmount: fenToYuan(s.minFen),
        maxAmount: fenToYuan(s.maxFen),
        dailyCount: s.dailyCount,
        todayCount,
        remainingCount: remainingToday(s.dailyCount, todayCount),
        feeRate: s.feeBps / 100,
        feeFixed: fenToYuan(s.feeFixedFen),
        feeMin: fenToYuan(s.feeMinFen),
        feeMax: fenToYuan(s.feeMaxFen),
        feeBps: s.feeBps,
        turnoverRequired: s.turnoverRequired,
        turnoverMultiple: s.turnoverMultiple,
        turnoverRemaining: fenToYuan(await turnoverOwedFen(userId, s)),
      };
    },

    /**
     * Freezes amount + fee and records a pending order, in one transaction. Cheap checks come first
     * and the password (slow argon2) is verified before the transaction opens, so the wallet lock
     * is held only for a few statements. Under that lock the daily count and the balance are exact.
     */
    async createOrder(userId: number, body: CreateWithdrawOrderBody): Promise<WithdrawOrder> {
      const amountFen = yuanToFen(body.amount);
      if (body.requestId) {
        const existing = await repo.findByRequest(db, userId, body.requestId);
        if (existing) return replay(existing, body, amountFen);
      }
      const s = await loadWithdrawSettings(db);
      if (!withinRange(amountFen, s)) {
        throw businessRule(
          'AMOUNT_OUT_OF_RANGE',
          `单笔提现金额为${fenToYuan(s.minFen)}-${fenToYuan(s.maxFen)}元`,
        );
      }
      const account = await accounts.owned(userId, body.accountId);
      const feeFen = withdrawFeeFen(amountFen, s);
      const totalFen = amountFen + feeFen;
      if ((await wallet.availableFen(userId)) < totalFen)
        throw businessRule('INSUFFICIENT_BALANCE', '余额不足');
      const owed = await turnoverOwedFen(userId, s);
      if (owed > 0) throw businessRule('TURNOVER_NOT_MET', `投注流水未达标，还需投注${fenToYuan(owed)}元`);
      await passwords.verify(userId, body.withdrawPassword);

      const at = now();
      try {
        const order = await withFreshOrderNo('withdraw_orders_order_no_uq', () =>
          db.transaction(async (tx) => {
            await wallet.lockWallet(tx, userId);
            if ((await repo.countSince(tx, userId, shanghaiDayStart(at), COUNTED)) >= s.dailyCount) {
              throw businessRule('DAILY_LIMIT_REACHED', `每日最多提现${s.dailyCount}次`);
            }
            const created = await repo.insertOrder(tx, {
              orderNo: await nextOrderNo(tx, 'W', at),
              userId,
              accountId: account.id,
              accountType: account.type,
              accountName: account.accountName,
              accountNo: account.accountNo,
              bankName: account.bankName,
              bankBranch: account.bankBranch,
              amountFen,
              feeFen,
              totalFen,
              requestId: body.requestId ?? null,
            });
            await wallet.freeze(tx, {
              userId,
              amountFen: totalFen,
              kind: 'withdraw_freeze',
              reference: `withdraw:${created.id}:freeze`,
              memo: `提现申请 ${created.orderNo}`,
            });
            return created;
          }),
        );
        return toWithdrawOrder(order);
      } catch (err) {
        if (body.requestId && uniqueViolation(err) === 'withdraw_orders_user_request_uq') {
          const existing = await repo.findByRequest(db, userId, body.requestId);
          if (existing) return replay(existing, body, amountFen);
        }
        throw err;
      }
    },

    async listOrders(
      userId: number,
      q: { page: number; limit: number; status?: WithdrawStatus },
    ): Promise<Page<WithdrawOrder>> {
      const { rows, total } = await listOrders(db, withdrawOrders, { ...q, userId });
      return toPage(
        rows.map((r) => toWithdrawOrder(r.order)),
        q,
        total,
      );
    },

    /** A player's own order; another player's answers 404, as if it did not exist. */
    async getOrder(userId: number, id: number): Promise<WithdrawOrder> {
      const order = await repo.findOrder(db, id, userId);
      if (!order) throw notFound('订单不存在');
      return toWithdrawOrder(order);
    },

    /** Cancels a pending order and unfreezes its money, in one transaction. */
    async cancelOrder(userId: number, id: number): Promise<WithdrawOrder> {
      const order = await db.transaction(async (tx) => {
        const o = await repo.transition(tx, id, 'pending', 'cancelled', {
          userId,
          set: { reason: '用户取消' },
        });
        if (!o) return undefined;
        await wallet.unfreeze(tx, {
          userId,
          amountFen: o.totalFen,
          kind: 'withdraw_unfreeze',
          reference: `withdraw:${o.id}:unfreeze`,
          memo: `取消提现 ${o.orderNo}`,
        });
        return o;
      });
      if (order) return toWithdrawOrder(order);
      const current = await repo.findOrder(db, id, userId);
      if (!current) throw notFound('订单不存在');
      throw conflict('ORDER_NOT_PENDING', `订单${WITHDRAW_STATUS_NAMES[current.status]}，无法取消`);
    },
  };
}
export type WithdrawService = ReturnType<typeof createWithdrawService>;
