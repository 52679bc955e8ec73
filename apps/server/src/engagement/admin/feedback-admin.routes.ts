import {
  AdminFeedback,
  AdminFeedbackQuery,
  HandleFeedbackBody,
  IntIdParams,
  pageOf,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';
import { createFeedbackDesk } from './feedback-desk.ts';

/**
 * The console's 用户反馈 (permission `feedback.handle`: support and the super admin): players'
 * feedback newest first, and handling one with a reply that reaches the player's inbox. Every
 * call goes to the audit log; a handling whose audit row cannot be written does not happen.
 */
export const feedbackAdminRoutes =
  ({ services: { admin, system, playerMessages }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const desk = createFeedbackDesk({ system, playerMessages });
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: (req) => {
        const id = (req.params as { id?: unknown } | undefined)?.id;
        return id === undefined ? null : `feedback:${String(id).slice(0, 40)}`;
      },
    });

    app.get(
      '/api/admin/feedback',
      {
        schema: {
          summary: '用户反馈列表（最新在前，可按待处理/已处理筛选）',
          tags,
          querystring: AdminFeedbackQuery,
          response: { 200: successOf(pageOf(AdminFeedback)) },
        },
        preHandler,
      },
      async (req) => ok(await desk.list(req.query)),
    );
    app.post(
      '/api/admin/feedback/:id/handle',
      {
        schema: {
          summary: '处理用户反馈（附回复时发送到玩家的消息中心）',
          tags,
          params: IntIdParams,
          body: HandleFeedbackBody,
          response: { 200: successOf(AdminFeedback) },
        },
        preHandler,
      },
      async (req) =>
        ok(await desk.handle(authOf(req).userId, req.params.id, req.body, auditIn(req)), '已处理'),
    );
  };
