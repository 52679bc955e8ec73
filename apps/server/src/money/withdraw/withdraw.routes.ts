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
      { schema: { tags, response: { 200: successOf(WithdrawConfig) } }, preHandler },
      async (req) => ok(await withdraw.config(authOf(req).userId)),
    );

    const create = {
      schema: { tags, body: CreateWithdrawOrderBody, response: { 200: successOf(WithdrawOrder) } },
      preHandler,
    };
    app.post('/api/withdraw/orders', create, async (req) =>
      ok(await withdraw.createOrder(authOf(req).userId, req.body), '提现申请已提交'),
    );
    app.post('/api/user/withdraw', create, async (req) =>
      ok(await withdraw.createOrder(authOf(req).userId, req.body), '提现申请已提交'),
    );

    app.get(
      '/api/withdraw/orders',
      {
        schema: {
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
      { schema: { tags, params: BigIdParams, response: { 200: successOf(WithdrawOrder) } }, preHandler },
      async (req) => ok(await withdraw.getOrder(authOf(req).userId, req.params.id)),
    );
    app.post(
      '/api/withdraw/orders/:id/cancel',
      { schema: { tags, params: BigIdParams, response: { 200: successOf(WithdrawOrder) } }, preHandler },
      async (req) =>
        ok(await withdraw.cancelOrder(authOf(req).userId, req.params.id), '提现已取消，金额已解冻'),
    );
  };
