import {
  AdminGame,
  AdminOddsTable,
  DrawItem,
  DrawPageQuery,
  GameLimitsBody,
  GameScheduleBody,
  GameStatusBody,
  IntIdParams,
  OddsOverrideBody,
  pageOf,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { installOperatorAudit, targetByIdParam } from '../../money/index.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { LotteryContext } from '../context.ts';

/**
 * The console's games (issue 14 §4): list, enable/disable, schedule, stake limits, odds overrides
 * and draw history. Every call, refused ones included, goes to the audit log; a change whose audit
 * row cannot be written does not happen. No route here (or anywhere) takes or previews a result.
 */
export const gameAdminRoutes =
  ({ services: { admin, gameAdmin }, guards }: LotteryContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: targetByIdParam('games'),
    });
    const one = { params: IntIdParams, response: { 200: successOf(AdminGame) } };

    app.get(
      '/api/admin/games',
      {
        schema: {
          summary: '游戏列表：状态、开奖间隔、封盘时间与投注限额',
          tags,
          response: { 200: successOf(z.array(AdminGame)) },
        },
        preHandler,
      },
      async () => ok(await gameAdmin.list()),
    );
    app.put(
      '/api/admin/games/:id/status',
      {
        schema: { summary: '启用或暂停销售一个游戏（当期照常开奖结算）', tags, body: GameStatusBody, ...one },
        preHandler,
      },
      async (req) =>
        ok(
          await gameAdmin.setStatus(req.params.id, req.body, auditIn(req)),
          req.body.status === 'active' ? '已恢复销售' : '已暂停销售',
        ),
    );
    app.put(
      '/api/admin/games/:id/schedule',
      {
        schema: { summary: '修改开奖间隔与封盘时间（自下一期起生效）', tags, body: GameScheduleBody, ...one },
        preHandler,
      },
      async (req) => ok(await gameAdmin.setSchedule(req.params.id, req.body, auditIn(req)), '已保存'),
    );
    app.put(
      '/api/admin/games/:id/limits',
      {
        schema: { summary: '修改单人单期与单期总投注限额', tags, body: GameLimitsBody, ...one },
        preHandler,
      },
      async (req) => ok(await gameAdmin.setLimits(req.params.id, req.body, auditIn(req)), '已保存'),
    );

    const odds = { params: IntIdParams, response: { 200: successOf(AdminOddsTable) } };
    app.get(
      '/api/admin/games/:id/odds',
      { schema: { summary: '赔率表：默认赔率、调整后赔率与精确返奖率', tags, ...odds }, preHandler },
      async (req) => ok(await gameAdmin.oddsTable(req.params.id)),
    );
    app.put(
      '/api/admin/games/:id/odds',
      {
        schema: {
          summary: '调整或恢复某玩法或投注项的赔率（返奖率须低于100%，只影响新注单）',
          tags,
          body: OddsOverrideBody,
          ...odds,
        },
        preHandler,
      },
      async (req) =>
        ok(
          await gameAdmin.setOdds(req.params.id, req.body, auditIn(req), authOf(req).userId),
          req.body.odds === null ? '已恢复默认赔率' : '赔率已调整',
        ),
    );

    app.get(
      '/api/admin/games/:id/draws',
      {
        schema: {
          summary: '开奖记录（已开奖期显示种子，可验证）',
          tags,
          params: IntIdParams,
          querystring: DrawPageQuery,
          response: { 200: successOf(pageOf(DrawItem)) },
        },
        preHandler,
      },
      async (req) => ok(await gameAdmin.draws(req.params.id, req.query.page, req.query.limit)),
    );
  };
