import {
  type AdminRechargeOrder,
  type Page,
  RECHARGE_STATUS_NAMES,
  type RechargeChannelInput,
  type RechargeStatus,
  toPage,
} from '@cailiao/contracts';
import { yuanToFen } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import { type EventBus, publishAfterCommit as notify } from '../../platform/events/event-bus.ts';
import type { AuditWrite } from '../review/operator-audit.ts';
import { listOrders, notReviewable, refuseOwnOrder, usernameOf } from '../review/order-review.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { rechargeRepository as repo } from './recharge.repository.ts';
import { type RechargeOrderRow, rechargeOrders } from './recharge.schema.ts';
import { rechargeCredited, toRechargeOrder } from './recharge.service.ts';

interface Deps {
  db: Db;
  wallet: WalletService;
  bus?: EventBus;
  now?: () => Date;
}

const adminView = (o: RechargeOrderRow, username: string | null): AdminRechargeOrder => ({
  ...toRechargeOrder(o),
  userId: o.userId,
  username,
  reviewedBy: o.reviewedBy,
});

/** The operator's side of recharge: review orders (credit exactly once) and maintain channels. */
export function createRechargeReviewService({ db, wallet, bus, now = () => new Date() }: Deps) {
  async function refuse(id: number): Promise<never> {
    await repo.expireDue(db, now());
    return notReviewable(await repo.findOrder(db, id), RECHARGE_STATUS_NAMES);
  }

  return {
    async list(q: {
      page: number;
      limit: number;
      status?: RechargeStatus;
      userId?: number;
    }): Promise<Page<AdminRechargeOrder>> {
      await repo.expireDue(db, now());
      const { rows, total } = await listOrders(db, rechargeOrders, q);
      return toPage(
        rows.map((r) => adminView(r.order, r.username)),
        q,
        total,
      );
    },

    /**
     * Confirms the payment arrived and credits the wallet. The conditional status change and the
     * credit share one transaction, so a second (or concurrent) approval finds the order no longer
     * pending and answers 409; the ledger reference `recharge:<id>` is a second guard. An expired
     * order may still be approved (the payment arrived late).
     */
    async approve(
      adminId: number,
      id: number,
      reason: string | undefined,
      audit: AuditWrite,
    ): Promise<AdminRechargeOrder> {
      refuseOwnOrder(adminId, await repo.findOrder(db, id));
      const at = now();
      const order = await db.transaction(async (tx) => {
        const o = await repo.transition(tx, id, ['pending', 'expired'], 'completed', {
          set: { reviewedBy: adminId, reason: reason || null, completedAt: at },
        });
        if (!o) return undefined;
        await wallet.credit(tx, {
          userId: o.userId,
          amountFen: o.creditFen,
          kind: 'recharge',
          reference: `recharge:${o.id}`,
          memo: `${o.channelName}充值 ${o.orderNo}`,
        });
        await audit(tx);
        return o;
      });
      if (!order) return refuse(id);
      await notify(bus, rechargeCredited(order));
      return adminView(order, await usernameOf(db, order.userId));
    },

    async reject(
      adminId: number,
      id: number,
      reason: string | undefined,
      audit: AuditWrite,
    ): Promise<AdminRechargeOrder> {
      const order = await db.transaction(async (tx) => {
        const o = await repo.transition(tx, id, ['pending'], 'rejected', {
          set: { reviewedBy: adminId, reason: reason || '未收到款项' },
        });
        if (o) await audit(tx);
        return o;
      });
      if (!order) return refuse(id);
      return adminView(order, await usernameOf(db, order.userId));
    },

    /** Every channel, disabled ones and the demo channel included. */
    async channels() {
      return repo.listChannels(db);
    },

    async saveChannel(input: RechargeChannelInput, audit: AuditWrite) {
      await db.transaction(async (tx) => {
        await repo.upsertChannel(tx, {
          code: input.code,
          type: input.type,
          name: input.name,
          minFen: yuanToFen(input.minAmount),
          maxFen: yuanToFen(input.maxAmount),
          feeBps: Math.round(input.feeRate * 100),
          feeFixedFen: Math.round(input.feeFixed * 100),
          instructions: input.instructions,
          accountName: input.accountName ?? null,
          accountNo: input.accountNo ?? null,
          bankName: input.bankName ?? null,
          qrCodeUrl: input.qrCodeUrl ?? null,
          presetsFen: input.presets.map(yuanToFen),
          enabled: input.enabled,
          sort: input.sort,
        });
        await audit(tx);
      });
    },
  };
}
export type RechargeReviewService = ReturnType<typeof createRechargeReviewService>;
