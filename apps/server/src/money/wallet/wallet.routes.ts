import { pageOf, successOf, TransactionsQuery, WalletTransaction } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';

/** The player's ledger. (Balance detail: GET /api/user/balance and /api/wallet in the user module.) */
export const walletRoutes =
  ({ services: { wallet }, guards }: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = {
      tags: ['wallet'],
      querystring: TransactionsQuery,
      response: { 200: successOf(pageOf(WalletTransaction)) },
    };
    const opts = { schema, preHandler: guards.requireAuth };
    app.get('/api/wallet/transactions', opts, async (req) =>
      ok(await wallet.transactions(authOf(req).userId, req.query)),
    );
    app.get('/api/user/balance-history', opts, async (req) =>
      ok(await wallet.transactions(authOf(req).userId, req.query)),
    );
  };
