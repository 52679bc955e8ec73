import {
  BigIdParams,
  CreateRechargeOrderBody,
  pageOf,
  RechargeChannel,
  RechargeOrder,
  RechargeOrdersQuery,
  RechargeStats,
  RechargeStatsQuery,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';

export const rechargeRoutes =
  ({ services: { recharge }, guards }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['recharge'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/recharge/channels',
      {
        schema: { summary: '可用的充值通道', tags, response: { 200: successOf(z.array(RechargeChannel)) } },
        preHandler,
      },
      async () => ok(await recharge.channels()),
    );

    const createSchema = { tags, body: CreateRechargeOrderBody, response: { 200: successOf(RechargeOrder) } };
    const create = { schema: { ...createSchema, summary: '创建充值订单' }, preHandler };
    const createAlias = {
      schema: { ...createSchema, summary: '创建充值订单（/api/recharge/orders 的别名）' },
      preHandler,
    };
    app.post('/api/recharge/orders', create, async (req) => {
      const order = await recharge.createOrder(authOf(req).userId, req.body);
      return ok(order, order.status === 'completed' ? '充值成功' : '订单已创建');
    });
    app.post('/api/user/recharge', createAlias, async (req) => {
      const order = await recharge.createOrder(authOf(req).userId, req.body);
      return ok(order, order.status === 'completed' ? '充值成功' : '订单已创建');
    });

    app.get(
      '/api/recharge/orders',
      {
        schema: {
          summary: '我的充值订单（分页）',
          tags,
          querystring: RechargeOrdersQuery,
          response: { 200: successOf(pageOf(RechargeOrder)) },
        },
        preHandler,
      },
      async (req) => ok(await recharge.listOrders(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/recharge/orders/:id',
      {
        schema: {
          summary: '充值订单详情',
          tags,
          params: BigIdParams,
          response: { 200: successOf(RechargeOrder) },
        },
        preHandler,
      },
      async (req) => ok(await recharge.getOrder(authOf(req).userId, req.params.id)),
    );

    app.post(
      '/api/recharge/orders/:id/cancel',
      {
        schema: {
          summary: '取消待支付的充值订单',
          tags,
          params: BigIdParams,
          response: { 200: successOf(RechargeOrder) },
        },
        preHandler,
      },
      async (req) => ok(await recharge.cancelOrder(authOf(req).userId, req.params.id), '订单已取消'),
    );

    app.get(
      '/api/recharge/stats',
      {
        schema: {
          summary: '我的充值统计',
          tags,
          querystring: RechargeStatsQuery,
          response: { 200: successOf(RechargeStats) },
        },
        preHandler,
      },
      async (req) => ok(await recharge.stats(authOf(req).userId, req.query.days)),
    );
  };
