import {
  BigIdParams,
  CreateWithdrawOrderBody,
  pageOf,
  successOf,
  WithdrawConfig,
  WithdrawOrder,
  WithdrawOrdersQuery,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';

/** The player's withdrawals. Accounts and the password: withdraw-account.routes.ts. */
export const withdrawRoutes =
  ({ services: { withdraw }, guards }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['withdraw'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/withdraw/config',
      {
        schema: {
          summary: '提现规则：限额、次数与手续费',
          tags,
          response: { 200: successOf(WithdrawConfig) },
        },
        preHandler,
      },
      async (req) => ok(await withdraw.config(authOf(req).userId)),
    );

    const createSchema = { tags, body: CreateWithdrawOrderBody, response: { 200: successOf(WithdrawOrder) } };
    const summary = '申请提现（冻结金额，待审核）';
    app.post('/api/withdraw/orders', { schema: { ...createSchema, summary }, preHandler }, async (req) =>
      ok(await withdraw.createOrder(authOf(req).userId, req.body), '提现申请已提交'),
    );
    const alias = { ...createSchema, summary: `${summary}（/api/withdraw/orders 的别名）` };
    app.post('/api/user/withdraw', { schema: alias, preHandler }, async (req) =>
      ok(await withdraw.createOrder(authOf(req).userId, req.body), '提现申请已提交'),
    );

    app.get(
      '/api/withdraw/orders',
      {
        schema: {
          summary: '我的提现订单（分页）',
          tags,
          querystring: WithdrawOrdersQuery,
          response: { 200: successOf(pageOf(WithdrawOrder)) },
        },
        preHandler,
      },
      async (req) => ok(await withdraw.listOrders(authOf(req).userId, req.query)),
    );
    app.get(
      '/api/withdraw/orders/:id',
      {
        schema: {
          summary: '提现订单详情',
          tags,
          params: BigIdParams,
          response: { 200: successOf(WithdrawOrder) },
        },
        preHandler,
      },
      async (req) => ok(await withdraw.getOrder(authOf(req).userId, req.params.id)),
    );
    app.post(
      '/api/withdraw/orders/:id/cancel',
      {
        schema: {
          summary: '取消待审核的提现并解冻金额',
          tags,
          params: BigIdParams,
          response: { 200: successOf(WithdrawOrder) },
        },
        preHandler,
      },
      async (req) =>
        ok(await withdraw.cancelOrder(authOf(req).userId, req.params.id), '提现已取消，金额已解冻'),
    );
  };
