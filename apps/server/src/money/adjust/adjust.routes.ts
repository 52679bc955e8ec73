import { Adjustment, AdjustmentBody, AdjustmentsQuery, pageOf, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';
import { installOperatorAudit } from '../review/operator-audit.ts';

/** Manual balance adjustments (API.md "Operator"): audited in the adjustment's transaction. */
export const adjustRoutes =
  ({ services: { admin, adjust }, guards }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: (req) => {
        const userId = (req.body as { userId?: unknown } | undefined)?.userId;
        return typeof userId === 'number' ? `users:${userId}` : null;
      },
    });

    app.get(
      '/api/admin/adjustments',
      {
        schema: {
          summary: '人工余额调整记录（分页）',
          tags,
          querystring: AdjustmentsQuery,
          response: { 200: successOf(pageOf(Adjustment)) },
        },
        preHandler,
      },
      async (req) => ok(await adjust.list(req.query)),
    );
    app.post(
      '/api/admin/adjustments',
      {
        schema: {
          summary: '人工调整玩家余额（正数加款，负数扣款，须填原因）',
          tags,
          body: AdjustmentBody,
          response: { 200: successOf(Adjustment) },
        },
        preHandler,
      },
      async (req) => {
        const { adjustment, replayed } = await adjust.adjust(authOf(req).userId, req.body, auditIn(req));
        return ok(adjustment, replayed ? '该调整已处理过，未重复执行' : '已调整余额');
      },
    );
  };
