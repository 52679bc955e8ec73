import {
  type AdminRechargeOrder,
  type Page,
  RECHARGE_STATUS_NAMES,
  type RechargeChannelInput,
  type RechargeStatus,
} from '@cailiao/contracts';
import { yuanToFen } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import { type EventBus, publishAfterCommit as notify } from '../../platform/events/event-bus.ts';
import { conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { rechargeRepository as repo } from './recharge.repository.ts';
import type { RechargeOrderRow } from './recharge.schema.ts';
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
  async function notReviewable(id: number): Promise<never> {
    await repo.expireDue(db, now());
    const order = await repo.findOrder(db, id);
    if (!order) throw notFound('订单不存在');
    throw conflict('ORDER_NOT_PENDING', `订单${RECHARGE_STATUS_NAMES[order.status]}，无法审核`);
  }

  /** Separation of duties: an operator never approves an order of their own account. */
  async function notOwn(adminId: number, id: number) {
    if ((await repo.findOrder(db, id))?.userId === adminId) throw forbidden('不能审核自己的订单');
  }

  return {
    async list(q: {
      page: number;
      limit: number;
      status?: RechargeStatus;
      userId?: number;
    }): Promise<Page<AdminRechargeOrder>> {
      await repo.expireDue(db, now());
      const { rows, total } = await repo.listOrders(
        db,
        { status: q.status, userId: q.userId },
        q.page,
        q.limit,
      );
      return {
        list: rows.map((r) => adminView(r.order, r.username)),
        pagination: { page: q.page, limit: q.limit, total, totalPages: Math.ceil(total / q.limit) },
      };
    },

    /**
     * Confirms the payment arrived and credits the wallet. The conditional status change and the
     * credit share one transaction, so a second (or concurrent) approval finds the order no longer
     * pending and answers 409; the ledger reference `recharge:<id>` is a second guard. An expired
     * order may still be approved (the payment arrived late).
     */
    async approve(adminId: number, id: number, reason?: string): Promise<AdminRechargeOrder> {
      await notOwn(adminId, id);
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
        return o;
      });
      if (!order) return notReviewable(id);
      await notify(bus, rechargeCredited(order));
      return adminView(order, await repo.usernameOf(db, order.userId));
    },

    async reject(adminId: number, id: number, reason?: string): Promise<AdminRechargeOrder> {
      const order = await repo.transition(db, id, ['pending'], 'rejected', {
        set: { reviewedBy: adminId, reason: reason || '未收到款项' },
      });
      if (!order) return notReviewable(id);
      return adminView(order, await repo.usernameOf(db, order.userId));
    },

    /** Every channel, disabled ones and the demo channel included. */
    async channels() {
      return repo.listChannels(db);
    },

    async saveChannel(input: RechargeChannelInput) {
      return repo.upsertChannel(db, {
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
    },
  };
}
export type RechargeReviewService = ReturnType<typeof createRechargeReviewService>;
