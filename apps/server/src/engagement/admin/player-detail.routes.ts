import {
  AdminLoginEvent,
  AdminLoginsQuery,
  AdminPlayerDetail,
  AdminPlayerOrder,
  AdminPlayerOrdersQuery,
  AdminReferralQuery,
  AdminReferralTree,
  BetRecord,
  BetsQuery,
  IntIdParams,
  pageOf,
  successOf,
  TransactionsQuery,
  WalletTransaction,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';
import { mapPage, playerDetail, rechargeRow, withdrawRow } from './player-detail.ts';

/**
 * The console's player detail: the header card and the paged tabs. Each answers 404 for a player
 * that does not exist; every read is in the audit log (who looked at whom).
 */
export const playerDetailRoutes =
  ({ services, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const { admin, playerAdmin, wallet, bet, recharge, withdraw } = services;
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    installOperatorAudit(app, {
      admin,
      guards,
      target: (req) => `users:${String((req.params as { id?: unknown }).id).slice(0, 40)}`,
    });

    app.get(
      '/api/admin/players/:id',
      {
        schema: {
          summary: '玩家详情：资料、余额、状态与保护限额',
          tags,
          params: IntIdParams,
          response: { 200: successOf(AdminPlayerDetail) },
        },
        preHandler,
      },
      async (req) => ok(await playerDetail(services, req.params.id)),
    );
    app.get(
      '/api/admin/players/:id/ledger',
      {
        schema: {
          summary: '玩家资金流水',
          tags,
          params: IntIdParams,
          querystring: TransactionsQuery,
          response: { 200: successOf(pageOf(WalletTransaction)) },
        },
        preHandler,
      },
      async (req) => {
        await playerAdmin.player(req.params.id);
        return ok(await wallet.transactions(req.params.id, req.query));
      },
    );
    app.get(
      '/api/admin/players/:id/bets',
      {
        schema: {
          summary: '玩家投注记录',
          tags,
          params: IntIdParams,
          querystring: BetsQuery,
          response: { 200: successOf(pageOf(BetRecord)) },
        },
        preHandler,
      },
      async (req) => {
        await playerAdmin.player(req.params.id);
        return ok(await bet.list(req.params.id, req.query));
      },
    );
    app.get(
      '/api/admin/players/:id/orders',
      {
        schema: {
          summary: '玩家充值或提现订单',
          tags,
          params: IntIdParams,
          querystring: AdminPlayerOrdersQuery,
          response: { 200: successOf(pageOf(AdminPlayerOrder)) },
        },
        preHandler,
      },
      async (req) => {
        const id = req.params.id;
        await playerAdmin.player(id);
        const q = { page: req.query.page, limit: req.query.limit };
        return ok(
          req.query.type === 'withdraw'
            ? mapPage(await withdraw.listOrders(id, q), withdrawRow)
            : mapPage(await recharge.listOrders(id, q), rechargeRow),
        );
      },
    );
    app.get(
      '/api/admin/players/:id/referrals',
      {
        schema: {
          summary: '玩家推荐关系：上级链与下级团队',
          tags,
          params: IntIdParams,
          querystring: AdminReferralQuery,
          response: { 200: successOf(AdminReferralTree) },
        },
        preHandler,
      },
      async (req) => ok(await playerAdmin.referrals(req.params.id, req.query)),
    );
    app.get(
      '/api/admin/players/:id/logins',
      {
        schema: {
          summary: '玩家登录记录',
          tags,
          params: IntIdParams,
          querystring: AdminLoginsQuery,
          response: { 200: successOf(pageOf(AdminLoginEvent)) },
        },
        preHandler,
      },
      async (req) => ok(await playerAdmin.logins(req.params.id, req.query)),
    );
  };
