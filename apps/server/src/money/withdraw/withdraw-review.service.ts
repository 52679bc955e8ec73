import {
  type AdminWithdrawOrder,
  type Page,
  toPage,
  WITHDRAW_STATUS_NAMES,
  type WithdrawSettingsInput,
  type WithdrawStatus,
} from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { conflict, forbidden } from '../../platform/errors.ts';
import { type EventBus, publishAfterCommit as notify } from '../../platform/events/event-bus.ts';
import type { AuditWrite } from '../review/operator-audit.ts';
import { listOrders, notReviewable, refuseOwnOrder, usernameOf } from '../review/order-review.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { withdrawRepository as repo } from './withdraw.repository.ts';
import { type WithdrawOrderRow, withdrawOrders } from './withdraw.schema.ts';
import { toWithdrawOrder } from './withdraw.service.ts';
import {
  loadWithdrawSettings,
  saveWithdrawSettings,
  settingsFromInput,
  settingsToInput,
} from './withdraw.settings.ts';

interface Deps {
  db: Db;
  /** Withdrawals above this amount need two different operators' approvals (maker-checker). */
  secondApprovalFen?: number;
  wallet: WalletService;
  /** Tells engagement (the player's inbox) how a withdrawal was decided. */
  bus?: EventBus;
  now?: () => Date;
}

function decided(o: WithdrawOrderRow, decision: 'approved' | 'rejected') {
  return {
    type: 'WithdrawalDecided' as const,
    userId: o.userId,
    orderId: o.id,
    orderNo: o.orderNo,
    amountFen: o.amountFen,
    decision,
    reason: o.reason,
  };
}

/** The operator sees the full account number: it is where the money must be sent. */
const adminViewOf =
  (secondApprovalFen: number) =>
  (o: WithdrawOrderRow, username: string | null): AdminWithdrawOrder => ({
    ...toWithdrawOrder(o, true),
    userId: o.userId,
    username,
    bankBranch: o.bankBranch,
    reviewedBy: o.reviewedBy,
    firstApprovedBy: o.firstApprovedBy,
    needsSecondApproval: o.amountFen > secondApprovalFen,
  });

/** The operator's side of withdrawals: approve (frozen money leaves), reject (unfreeze), settings. */
export function createWithdrawReviewService({
  db,
  wallet,
  bus,
  now = () => new Date(),
  secondApprovalFen = Number.MAX_SAFE_INTEGER,
}: Deps) {
  const adminView = adminViewOf(secondApprovalFen);
  const refuse = async (id: number): Promise<never> =>
    notReviewable(await repo.findOrder(db, id), WITHDRAW_STATUS_NAMES);

  return {
    async list(q: {
      page: number;
      limit: number;
      status?: WithdrawStatus;
      userId?: number;
    }): Promise<Page<AdminWithdrawOrder>> {
      const { rows, total } = await listOrders(db, withdrawOrders, q);
      return toPage(
        rows.map((r) => adminView(r.order, r.username)),
        q,
        total,
      );
    },

    /**
     * Marks the order paid and lets the frozen amount + fee leave the wallet. Status change and
     * money move share one transaction; the conditional UPDATE lets exactly one of concurrent
     * approve/reject/cancel calls win, the others answer 409. Above the second-approval amount the
     * first approval is only recorded; a different operator's approval then pays out.
     */
    async approve(
      adminId: number,
      id: number,
      reason: string | undefined,
      audit: AuditWrite,
    ): Promise<AdminWithdrawOrder> {
      const found = await repo.findOrder(db, id);
      refuseOwnOrder(adminId, found);
      if (found?.status === 'pending' && found.amountFen > secondApprovalFen) {
        if (found.firstApprovedBy === null) {
          // The first of two approvals: recorded (with its audit row), nothing paid yet.
          const first = await db.transaction(async (tx) => {
            const row = await repo.markFirstApproval(tx, id, adminId, now());
            if (!row) throw conflict('ORDER_CHANGED', '订单已被他人处理，请刷新后重试');
            await audit(tx);
            return row;
          });
          return adminView(first, await usernameOf(db, first.userId));
        }
        if (found.firstApprovedBy === adminId)
          throw forbidden('大额提现需由另一位运营人员复核', 'SECOND_APPROVER_REQUIRED');
      }
      const order = await db.transaction(async (tx) => {
        const o = await repo.transition(tx, id, 'pending', 'completed', {
          set: { reviewedBy: adminId, reason: reason || null, completedAt: now() },
        });
        if (!o) return undefined;
        await wallet.settleFrozen(tx, {
          userId: o.userId,
          amountFen: o.totalFen,
          kind: 'withdraw_paid',
          reference: `withdraw:${o.id}:paid`,
          memo: `提现到账 ${o.orderNo}`,
        });
        await audit(tx);
        return o;
      });
      if (!order) return refuse(id);
      await notify(bus, decided(order, 'approved'));
      return adminView(order, await usernameOf(db, order.userId));
    },

    async reject(
      adminId: number,
      id: number,
      reason: string | undefined,
      audit: AuditWrite,
    ): Promise<AdminWithdrawOrder> {
      const order = await db.transaction(async (tx) => {
        const o = await repo.transition(tx, id, 'pending', 'rejected', {
          set: { reviewedBy: adminId, reason: reason || '审核未通过' },
        });
        if (!o) return undefined;
        await wallet.unfreeze(tx, {
          userId: o.userId,
          amountFen: o.totalFen,
          kind: 'withdraw_unfreeze',
          reference: `withdraw:${o.id}:unfreeze`,
          memo: `提现被拒 ${o.orderNo}`,
        });
        await audit(tx);
        return o;
      });
      if (!order) return refuse(id);
      await notify(bus, decided(order, 'rejected'));
      return adminView(order, await usernameOf(db, order.userId));
    },

    async settings(): Promise<WithdrawSettingsInput> {
      return settingsToInput(await loadWithdrawSettings(db));
    },

    async saveSettings(input: WithdrawSettingsInput, audit: AuditWrite): Promise<WithdrawSettingsInput> {
      const s = settingsFromInput(input);
      await db.transaction(async (tx) => {
        await saveWithdrawSettings(tx, s);
        await audit(tx);
      });
      return settingsToInput(s);
    },
  };
}
export type WithdrawReviewService = ReturnType<typeof createWithdrawReviewService>;
