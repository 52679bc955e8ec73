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
        schema: {
          summary: '活动列表（进行中或已结束）',
          tags,
          querystring: ActivityListQuery,
          response: { 200: successOf(pageOf(Activity)) },
        },
        preHandler: browse,
      },
      async (req) => ok(await activities.list(req.auth?.userId ?? null, req.query)),
    );
    app.get(
      '/api/activity/detail',
      {
        schema: {
          summary: '活动详情',
          tags,
          querystring: ActivityDetailQuery,
          response: { 200: successOf(ActivityDetail) },
        },
        preHandler: browse,
      },
      async (req) => ok(await activities.detail(req.auth?.userId ?? null, req.query.activityId)),
    );
    app.post(
      '/api/activity/join',
      {
        schema: {
          summary: '报名参加活动（待审核）',
          tags,
          body: JoinActivityBody,
          response: { 200: successOf(ActivityApplication) },
        },
        preHandler,
      },
      async (req) => ok(await activities.join(authOf(req).userId, req.body), '报名成功，请等待审核'),
    );

    app.post(
      '/api/activity/sign-in',
      {
        schema: {
          summary: '每日签到（按北京时间每天一次）',
          tags,
          response: { 200: successOf(SignInResult) },
        },
        preHandler,
      },
      async (req) => ok(await signIn.signIn(authOf(req).userId), '签到成功'),
    );
    app.get(
      '/api/activity/checkin-history',
      {
        schema: {
          summary: '签到记录与连续天数（月历）',
          tags,
          querystring: CheckinHistoryQuery,
          response: { 200: successOf(CheckinHistory) },
        },
        preHandler,
      },
      async (req) => ok(await signIn.history(authOf(req).userId, req.query.month)),
    );

    app.get(
      '/api/activity/daily-bonus/rates',
      {
        schema: { summary: '每日加奖的流水档位与比例', tags, response: { 200: successOf(DailyBonusRates) } },
      },
      async () => ok(await dailyBonus.rates()),
    );
    app.get(
      '/api/activity/daily-bonus/info',
      {
        schema: { summary: '昨日有效流水与可领加奖', tags, response: { 200: successOf(DailyBonusInfo) } },
        preHandler,
      },
      async (req) => ok(await dailyBonus.info(authOf(req).userId)),
    );
    app.post(
      '/api/activity/daily-bonus/claim',
      {
        schema: {
          summary: '领取每日加奖（每天一次）',
          tags,
          response: { 200: successOf(DailyBonusClaimResult) },
        },
        preHandler,
      },
      async (req) => ok(await dailyBonus.claim(authOf(req).userId), '领取成功'),
    );
  };
