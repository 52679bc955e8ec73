import { Dashboard, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/** The console's dashboard (read-only, so not in the audit log of operator writes). */
export const dashboardRoutes =
  ({ services: { dashboard }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/admin/dashboard',
      {
        schema: {
          summary: '运营看板：今日与近30天的注册、充值、提现、投注、派奖与毛利',
          tags: ['admin'],
          response: { 200: successOf(Dashboard) },
        },
        preHandler: guards.requireAdmin,
      },
      async () => ok(await dashboard.figures()),
    );
  };
