import {
  Activity,
  ActivityApplication,
  ActivityDetail,
  ActivityDetailQuery,
  ActivityListQuery,
  CheckinHistory,
  CheckinHistoryQuery,
  DailyBonusClaimResult,
  DailyBonusInfo,
  DailyBonusRates,
  JoinActivityBody,
  pageOf,
  SignInResult,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/** SPEC.md §7 "Activities": list, detail, join, sign-in and its history, the daily bonus. */
export const activityRoutes =
  ({ services: { activities, signIn, dailyBonus }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['activity'];
    const preHandler = guards.requireAuth;
    // Anyone may browse activities; a signed-in player also sees their own application.
    const browse = guards.optionalAuth;

    app.get(
      '/api/activity/list',
      {
        schema: { tags, querystring: ActivityListQuery, response: { 200: successOf(pageOf(Activity)) } },
        preHandler: browse,
      },
      async (req) => ok(await activities.list(req.auth?.userId ?? null, req.query)),
    );
    app.get(
      '/api/activity/detail',
      {
        schema: { tags, querystring: ActivityDetailQuery, response: { 200: successOf(ActivityDetail) } },
        preHandler: browse,
      },
      async (req) => ok(await activities.detail(req.auth?.userId ?? null, req.query.activityId)),
    );
    app.post(
      '/api/activity/join',
      {
        schema: { tags, body: JoinActivityBody, response: { 200: successOf(ActivityApplication) } },
        preHandler,
      },
      async (req) => ok(await activities.join(authOf(req).userId, req.body), '报名成功，请等待审核'),
    );

    app.post(
      '/api/activity/sign-in',
      { schema: { tags, response: { 200: successOf(SignInResult) } }, preHandler },
      async (req) => ok(await signIn.signIn(authOf(req).userId), '签到成功'),
    );
    app.get(
      '/api/activity/checkin-history',
      {
        schema: { tags, querystring: CheckinHistoryQuery, response: { 200: successOf(CheckinHistory) } },
        preHandler,
      },
      async (req) => ok(await signIn.history(authOf(req).userId, req.query.month)),
    );

    app.get(
      '/api/activity/daily-bonus/rates',
      { schema: { tags, response: { 200: successOf(DailyBonusRates) } } },
      async () => ok(await dailyBonus.rates()),
    );
    app.get(
      '/api/activity/daily-bonus/info',
      { schema: { tags, response: { 200: successOf(DailyBonusInfo) } }, preHandler },
      async (req) => ok(await dailyBonus.info(authOf(req).userId)),
    );
    app.post(
      '/api/activity/daily-bonus/claim',
      { schema: { tags, response: { 200: successOf(DailyBonusClaimResult) } }, preHandler },
      async (req) => ok(await dailyBonus.claim(authOf(req).userId), '领取成功'),
    );
  };
