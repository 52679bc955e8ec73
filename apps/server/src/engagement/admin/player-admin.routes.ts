import {
  AdminPlayer,
  AdminPlayersQuery,
  FreezeBody,
  IntIdParams,
  pageOf,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/**
 * The console's players (accounts' service; routed here, where the audit log of money is in reach):
 * search, freeze and unfreeze. Every call, refused ones included, goes to the audit log; a freeze or
 * unfreeze whose audit row cannot be written does not happen.
 */
export const playerAdminRoutes =
  ({ services: { admin, playerAdmin }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: (req) => {
        const id = (req.params as { id?: unknown } | undefined)?.id;
        return id === undefined ? null : `users:${String(id).slice(0, 40)}`;
      },
    });

    app.get(
      '/api/admin/players',
      {
        schema: {
          summary: '搜索玩家（用户名、昵称、手机号或ID）',
          tags,
          querystring: AdminPlayersQuery,
          response: { 200: successOf(pageOf(AdminPlayer)) },
        },
        preHandler,
      },
      async (req) => ok(await playerAdmin.search(req.query)),
    );
    const one = { params: IntIdParams, response: { 200: successOf(AdminPlayer) } };
    app.post(
      '/api/admin/players/:id/freeze',
      {
        schema: { summary: '冻结玩家：禁止登录并结束其全部会话', tags, body: FreezeBody, ...one },
        preHandler,
      },
      async (req) => ok(await playerAdmin.freeze(req.params.id, auditIn(req)), '已冻结'),
    );
    app.post(
      '/api/admin/players/:id/unfreeze',
      { schema: { summary: '解冻玩家', tags, body: FreezeBody, ...one }, preHandler },
      async (req) => ok(await playerAdmin.unfreeze(req.params.id, auditIn(req)), '已解冻'),
    );
  };
