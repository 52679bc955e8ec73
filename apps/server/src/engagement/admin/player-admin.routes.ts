import {
  AdminPlayer,
  AdminPlayersQuery,
  FreezeBody,
  IntIdParams,
  PlayerActionBody,
  pageOf,
  ResetPasswordResult,
  RevokeSessionsResult,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit, targetByIdParam } from '../../money/index.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/**
 * The console's players (accounts' service; routed here, where the audit log of money is in reach):
 * search, freeze and unfreeze, reset password, revoke sessions. Every call, refused ones included, goes to the audit log; a freeze or
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
      target: targetByIdParam('users'),
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
    app.post(
      '/api/admin/players/:id/reset-password',
      {
        schema: {
          summary: '重置玩家密码：生成临时密码（仅显示一次）并结束其全部会话',
          tags,
          params: IntIdParams,
          body: PlayerActionBody,
          response: { 200: successOf(ResetPasswordResult) },
        },
        preHandler,
      },
      async (req) => ok(await playerAdmin.resetPassword(req.params.id, auditIn(req)), '密码已重置'),
    );
    app.post(
      '/api/admin/players/:id/revoke-sessions',
      {
        schema: {
          summary: '踢下线：玩家的全部会话立即失效，在线连接断开',
          tags,
          params: IntIdParams,
          body: PlayerActionBody,
          response: { 200: successOf(RevokeSessionsResult) },
        },
        preHandler,
      },
      async (req) => ok(await playerAdmin.revokeSessions(req.params.id, auditIn(req)), '已踢下线'),
    );
  };
