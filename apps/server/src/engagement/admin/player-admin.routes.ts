import {
  AdminPlayer,
  AdminPlayersQuery,
  FreezeBody,
  IntIdParams,
  pageOf,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/**
 * The console's players (accounts' service; routed here, where the audit log of money is in reach):
 * search, freeze and unfreeze. Every call, refused ones included, goes to the audit log.
 */
export const playerAdminRoutes =
  ({ services: { admin, playerAdmin }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    app.addHook('onSend', async (req, reply, payload) => {
      const id = (req.params as { id?: unknown } | undefined)?.id;
      try {
        await admin.record({
          adminUserId: req.auth?.userId ?? null,
          action: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
          method: req.method,
          path: req.url.split('?')[0]!.slice(0, 300),
          target: id === undefined ? null : `users:${String(id).slice(0, 40)}`,
          payload: req.method === 'GET' ? req.query : req.body,
          ip: req.ip,
          statusCode: reply.statusCode,
        });
      } catch (err) {
        req.log.error({ err }, 'admin audit log write failed');
      }
      return payload;
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
      async (req) => ok(await playerAdmin.freeze(req.params.id), '已冻结'),
    );
    app.post(
      '/api/admin/players/:id/unfreeze',
      { schema: { summary: '解冻玩家', tags, body: FreezeBody, ...one }, preHandler },
      async (req) => ok(await playerAdmin.unfreeze(req.params.id), '已解冻'),
    );
  };
