import {
  CancelChaseBody,
  Chase,
  ChaseCancelled,
  ChaseIdParams,
  ChaseListQuery,
  ChasePage,
  ChaseStarted,
  StartChaseBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { LotteryContext } from '../context.ts';

/** 追号 (API.md "Chase"): start, list, detail, cancel. */
export const chaseRoutes =
  ({ services: { chase }, guards }: LotteryContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['chase'];
    const preHandler = guards.requireAuth;

    app.post(
      '/api/chase',
      {
        schema: {
          summary: '发起追号（冻结全部期数的金额）',
          tags,
          body: StartChaseBody,
          response: { 200: successOf(ChaseStarted) },
        },
        preHandler,
      },
      async (req) => ok(await chase.start(authOf(req).userId, req.body), '追号已开始'),
    );

    app.get(
      '/api/chase',
      {
        schema: {
          summary: '我的追号记录（分页）',
          tags,
          querystring: ChaseListQuery,
          response: { 200: successOf(ChasePage) },
        },
        preHandler,
      },
      async (req) => ok(await chase.list(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/chase/:id',
      {
        schema: {
          summary: '追号详情（逐期）',
          tags,
          params: ChaseIdParams,
          response: { 200: successOf(Chase) },
        },
        preHandler,
      },
      async (req) => ok(await chase.detail(authOf(req).userId, req.params.id)),
    );

    app.post(
      '/api/chase/:id/cancel',
      {
        schema: {
          summary: '撤销追号的待投注期数并解冻',
          tags,
          params: ChaseIdParams,
          body: CancelChaseBody,
          response: { 200: successOf(ChaseCancelled) },
        },
        preHandler,
      },
      async (req) => ok(await chase.cancel(authOf(req).userId, req.params.id, req.body), '已撤销'),
    );
  };
