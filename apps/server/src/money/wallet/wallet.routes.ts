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
    const opts = { schema, preHandler };
    const balanceSchema = { tags: ['wallet'], response: { 200: successOf(BalanceDetail) } };
    const balance = async (req: Parameters<typeof authOf>[0]) =>
      ok(await wallet.balanceDetail(authOf(req).userId));
    app.get('/api/user/balance', { schema: balanceSchema, preHandler }, balance);
    app.get('/api/wallet', { schema: balanceSchema, preHandler }, balance);
    app.get('/api/wallet/transactions', opts, async (req) =>
      ok(await wallet.transactions(authOf(req).userId, req.query)),
    );
    app.get('/api/user/balance-history', opts, async (req) =>
      ok(await wallet.transactions(authOf(req).userId, req.query)),
    );
  };
