import {
  ActivityApplication,
  AdminActivityApplication,
  AdminApplicationsQuery,
  EngagementSettingsInput,
  IntIdParams,
  Notice,
  NoticeInput,
  pageOf,
  ReviewBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit, targetByIdParam } from '../../money/index.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';
import { RULES_KEY } from '../settings/engagement-rules.ts';

/**
 * The operator's side of engagement (role admin): activity applications, the rules of engagement
 * and notices. Every call, refused ones included, goes to the audit log (API.md "Operator"); an
 * action whose row cannot be written does not happen (money's installOperatorAudit).
 */
export const engagementAdminRoutes =
  ({
    services: { admin, activities, engagementRules, notices },
    guards,
  }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;

    const byId = targetByIdParam('activity_applications');
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: (req) =>
        req.routeOptions.url === '/api/admin/engagement/settings'
          ? `engagement_settings:${RULES_KEY}`
          : byId(req),
    });

    app.get(
      '/api/admin/activity/applications',
      {
        schema: {
          summary: '活动报名列表（审核用）',
          tags,
          querystring: AdminApplicationsQuery,
          response: { 200: successOf(pageOf(AdminActivityApplication)) },
        },
        preHandler,
      },
      async (req) => ok(await activities.applications(req.query)),
    );
    const review = {
      tags,
      params: IntIdParams,
      body: ReviewBody,
      response: { 200: successOf(ActivityApplication) },
    };
    app.post(
      '/api/admin/activity/applications/:id/approve',
      { schema: { ...review, summary: '通过活动报名（可发放活动奖励）' }, preHandler },
      async (req) =>
        ok(
          await activities.decide(
            authOf(req).userId,
            req.params.id,
            'approved',
            req.body?.reason,
            auditIn(req),
          ),
          '已通过',
        ),
    );
    app.post(
      '/api/admin/activity/applications/:id/reject',
      { schema: { ...review, summary: '拒绝活动报名（附原因）' }, preHandler },
      async (req) =>
        ok(
          await activities.decide(
            authOf(req).userId,
            req.params.id,
            'rejected',
            req.body?.reason,
            auditIn(req),
          ),
          '已拒绝',
        ),
    );

    const settingsOut = { 200: successOf(EngagementSettingsInput) };
    app.get(
      '/api/admin/engagement/settings',
      { schema: { summary: 'VIP等级表、签到奖励与加奖档位', tags, response: settingsOut }, preHandler },
      async () => ok(await engagementRules.settings()),
    );
    app.put(
      '/api/admin/engagement/settings',
      {
        schema: {
          summary: '修改VIP等级表、签到奖励与加奖档位',
          tags,
          body: EngagementSettingsInput,
          response: settingsOut,
        },
        preHandler,
      },
      async (req) => ok(await engagementRules.save(req.body, auditIn(req)), '已保存'),
    );

    app.post(
      '/api/admin/notices',
      {
        schema: {
          summary: '发布公告（可设为弹窗）',
          tags,
          body: NoticeInput,
          response: { 200: successOf(Notice) },
        },
        preHandler,
      },
      async (req) => ok(await notices.create(req.body, auditIn(req)), '已发布'),
    );
  };
