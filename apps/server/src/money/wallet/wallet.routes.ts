import { BalanceDetail, pageOf, successOf, TransactionsQuery, WalletTransaction } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';

/** The player's balance detail and ledger. */
export const walletRoutes =
  ({ services: { wallet }, guards }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = {
      tags: ['wallet'],
      querystring: TransactionsQuery,
      response: { 200: successOf(pageOf(WalletTransaction)) },
    };
    const preHandler = guards.requireAuth;
    const balanceSchema = { tags: ['wallet'], response: { 200: successOf(BalanceDetail) } };
    const balance = async (req: Parameters<typeof authOf>[0]) =>
      ok(await wallet.balanceDetail(authOf(req).userId));
    app.get(
      '/api/user/balance',
      { schema: { ...balanceSchema, summary: '我的余额明细：余额、冻结、可用与今日输赢' }, preHandler },
      balance,
    );
    app.get(
      '/api/wallet',
      { schema: { ...balanceSchema, summary: '我的余额（/api/user/balance 的别名）' }, preHandler },
      balance,
    );
    app.get(
      '/api/wallet/transactions',
      { schema: { ...schema, summary: '我的资金流水（分页）' }, preHandler },
      async (req) => ok(await wallet.transactions(authOf(req).userId, req.query)),
    );
    app.get(
      '/api/user/balance-history',
      { schema: { ...schema, summary: '我的资金流水（/api/wallet/transactions 的别名）' }, preHandler },
      async (req) => ok(await wallet.transactions(authOf(req).userId, req.query)),
    );
  };
