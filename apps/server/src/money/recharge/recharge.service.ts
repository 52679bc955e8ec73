import {
  type CreateRechargeOrderBody,
  type Page,
  RECHARGE_STATUS_NAMES,
  type RechargeChannel,
  type RechargeOrder,
  type RechargeStats,
  type RechargeStatus,
  toPage,
} from '@cailiao/contracts';
import {
  DAY_MS,
  fenToYuan,
  rechargeFeeFen,
  shanghaiDate,
  shanghaiDayStart,
  withinRange,
  yuanToFen,
} from '@cailiao/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';
import { businessRule, conflict, notFound } from '../../platform/errors.ts';
import { type EventBus, publishAfterCommit as notify } from '../../platform/events/event-bus.ts';
import { nextOrderNo, withFreshOrderNo } from '../orders/order-number.ts';
import type { ProtectionService } from '../protection/protection.service.ts';
import { listOrders } from '../review/order-review.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { rechargeRepository as repo } from './recharge.repository.ts';
import { type RechargeChannelRow, type RechargeOrderRow, rechargeOrders } from './recharge.schema.ts';

/** More unfinished orders than this per player is refused: each one is work for the operator. */
const MAX_PENDING_ORDERS = 5;

interface Deps {
  db: Db;
  config: Config;
  wallet: WalletService;
  /** Tells engagement (the player's inbox) that a recharge was credited. */
  bus?: EventBus;
  protection: ProtectionService;
  now?: () => Date;
}

/** The event of a credited order, published after its transaction commits. */
export function rechargeCredited(o: RechargeOrderRow) {
  return {
    type: 'RechargeCredited' as const,
    userId: o.userId,
    orderId: o.id,
    orderNo: o.orderNo,
    creditFen: o.creditFen,
    channelName: o.channelName,
  };
}

export function toRechargeOrder(o: RechargeOrderRow): RechargeOrder {
  return {
    id: o.id,
    orderNo: o.orderNo,
    channelId: o.channelId,
    channelCode: o.channelCode,
    channelType: o.channelType,
    channelName: o.channelName,
    amount: fenToYuan(o.amountFen),
    fee: fenToYuan(o.feeFen),
    creditAmount: fenToYuan(o.creditFen),
    status: o.status,
    statusName: RECHARGE_STATUS_NAMES[o.status],
    requestId: o.requestId,
    payerName: o.payerName,
    remark: o.remark,
    reason: o.reason,
    payment: o.payment,
    expiresAt: o.expiresAt.toISOString(),
    completedAt: o.completedAt?.toISOString() ?? null,
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** Recharge: channels, the player's orders, expiry, and the operator's approve and reject. */
export function createRechargeService({ db, config, wallet, bus, protection, now = () => new Date() }: Deps) {
  const expireMs = config.rechargeExpireMinutes * 60_000;
  /** The demo channel exists only in demo mode; there it completes at once. */
  const usable = (c: RechargeChannelRow) => c.enabled && (c.type !== 'demo' || config.demo);

  function toChannel(c: RechargeChannelRow): RechargeChannel {
    return {
      id: c.id,
      code: c.code,
      type: c.type,
      name: c.name,
      minAmount: fenToYuan(c.minFen),
      maxAmount: fenToYuan(c.maxFen),
      feeRate: c.feeBps / 100,
      feeFixed: fenToYuan(c.feeFixedFen),
      instructions: c.instructions,
      accountName: c.accountName,
      accountNo: c.accountNo,
      bankName: c.bankName,
      qrCodeUrl: c.qrCodeUrl,
      presets: c.presetsFen.map(fenToYuan),
      instant: c.type === 'demo' && config.demo,
    };
  }

  /** The same requestId again answers the first order, provided it asked for the same thing. */
  function replay(existing: RechargeOrderRow, channel: { id?: number; code?: string }, amountFen: number) {
    const sameChannel =
      channel.id !== undefined ? existing.channelId === channel.id : existing.channelCode === channel.code;
    if (!sameChannel || existing.amountFen !== amountFen) {
      throw conflict('IDEMPOTENCY_CONFLICT', '请求编号已用于另一笔订单');
    }
    return toRechargeOrder(existing);
  }

  /** Expires the order if its time is up; then explains why it cannot change state. */
  async function notPending(id: number, userId?: number): Promise<never> {
    await repo.expireDue(db, now(), userId);
    const order = await repo.findOrder(db, id, userId);
    if (!order) throw notFound('订单不存在');
    throw conflict('ORDER_NOT_PENDING', `订单${RECHARGE_STATUS_NAMES[order.status]}，无法操作`);
  }

  async function expireDue(userId?: number) {
    return repo.expireDue(db, now(), userId);
  }

  return {
    toChannel,
    expireDue,

    async channels(): Promise<RechargeChannel[]> {
      return (await repo.listChannels(db)).filter(usable).map(toChannel);
    },

    async createOrder(userId: number, body: CreateRechargeOrderBody): Promise<RechargeOrder> {
      const amountFen = yuanToFen(body.amount);
      const by = body.channelId !== undefined ? { id: body.channelId } : { code: body.channelCode };
      if (body.requestId) {
        const existing = await repo.findByRequest(db, userId, body.requestId);
        if (existing) return replay(existing, by, amountFen);
      }
      const channel = await repo.findChannel(db, by);
      if (!channel) throw notFound('充值方式不存在');
      if (!usable(channel)) throw businessRule('CHANNEL_UNAVAILABLE', '该充值方式暂不可用');
      if (!withinRange(amountFen, channel)) {
        throw businessRule(
          'AMOUNT_OUT_OF_RANGE',
          `单笔充值金额为${fenToYuan(channel.minFen)}-${fenToYuan(channel.maxFen)}元`,
        );
      }
      const feeFen = rechargeFeeFen(amountFen, channel);
      if (feeFen >= amountFen) throw businessRule('AMOUNT_OUT_OF_RANGE', '充值金额不足以支付手续费');
      const at = now();
      if ((await repo.countPending(db, userId, at)) >= MAX_PENDING_ORDERS) {
        throw businessRule('TOO_MANY_PENDING_ORDERS', '未完成的充值订单过多，请先完成或取消');
      }
      const instant = channel.type === 'demo' && config.demo;
      try {
        const order = await withFreshOrderNo('recharge_orders_order_no_uq', () =>
          db.transaction(async (tx) => {
            // Cooling-off, self-exclusion and the player's deposit limits (money/protection).
            await protection.assertCanDeposit(tx, userId, amountFen, at);
            const created = await repo.insertOrder(tx, {
              orderNo: await nextOrderNo(tx, 'R', at),
              userId,
              channelId: channel.id,
              channelCode: channel.code,
              channelType: channel.type,
              channelName: channel.name,
              amountFen,
              feeFen,
              creditFen: amountFen - feeFen,
              status: instant ? 'completed' : 'pending',
              requestId: body.requestId ?? null,
              payerName: body.payerName || null,
              remark: body.remark || null,
              payment: {
                accountName: channel.accountName,
                accountNo: channel.accountNo,
                bankName: channel.bankName,
                qrCodeUrl: channel.qrCodeUrl,
                instructions: channel.instructions,
              },
              expiresAt: new Date(at.getTime() + expireMs),
              completedAt: instant ? at : null,
            });
            if (instant) {
              await wallet.credit(tx, {
                userId,
                amountFen: created.creditFen,
                kind: 'recharge',
                reference: `recharge:${created.id}`,
                memo: `${channel.name}充值 ${created.orderNo}`,
              });
            }
            return created;
          }),
        );
        if (instant) await notify(bus, rechargeCredited(order));
        return toRechargeOrder(order);
      } catch (err) {
        if (body.requestId && uniqueViolation(err) === 'recharge_orders_user_request_uq') {
          // A concurrent request with the same key won the race: answer its order.
          const existing = await repo.findByRequest(db, userId, body.requestId);
          if (existing) return replay(existing, by, amountFen);
        }
        throw err;
      }
    },

    async listOrders(
      userId: number,
      q: { page: number; limit: number; status?: RechargeStatus },
    ): Promise<Page<RechargeOrder>> {
      await expireDue(userId);
      const { rows, total } = await listOrders(db, rechargeOrders, { ...q, userId });
      return toPage(
        rows.map((r) => toRechargeOrder(r.order)),
        q,
        total,
      );
    },

    /** A player's own order; another player's answers 404, as if it did not exist. */
    async getOrder(userId: number, id: number): Promise<RechargeOrder> {
      await expireDue(userId);
      const order = await repo.findOrder(db, id, userId);
      if (!order) throw notFound('订单不存在');
      return toRechargeOrder(order);
    },

    async cancelOrder(userId: number, id: number): Promise<RechargeOrder> {
      const order = await repo.transition(db, id, ['pending'], 'cancelled', { userId, unexpiredAt: now() });
      if (!order) return notPending(id, userId);
      return toRechargeOrder(order);
    },

    /** The player's orders per Asia/Shanghai day over the last `days` days (today included). */
    async stats(userId: number, days: number): Promise<RechargeStats> {
      await expireDue(userId);
      const today = shanghaiDayStart(now());
      const from = new Date(today.getTime() - (days - 1) * DAY_MS);
      const rows = new Map((await repo.dailyStats(db, userId, from)).map((r) => [r.date, r]));
      const daily = Array.from({ length: days }, (_, i) => {
        const date = shanghaiDate(new Date(from.getTime() + i * DAY_MS));
        const r = rows.get(date);
        return {
          date,
          count: Number(r?.count ?? 0),
          amount: fenToYuan(Number(r?.amountFen ?? 0)),
          completedCount: Number(r?.completedCount ?? 0),
          completedAmount: fenToYuan(Number(r?.completedFen ?? 0)),
        };
      });
      const sumFen = (k: 'amountFen' | 'completedFen') =>
        [...rows.values()].reduce((a, r) => a + Number(r[k]), 0);
      return {
        days,
        totalCount: daily.reduce((a, d) => a + d.count, 0),
        totalAmount: fenToYuan(sumFen('amountFen')),
        completedCount: daily.reduce((a, d) => a + d.completedCount, 0),
        completedAmount: fenToYuan(sumFen('completedFen')),
        pendingCount: await repo.countPending(db, userId, now()),
        daily,
      };
    },
  };
}
export type RechargeService = ReturnType<typeof createRechargeService>;
