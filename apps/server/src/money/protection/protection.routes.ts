import {
  CoolingOffBody,
  ProtectionHistory,
  ProtectionStatus,
  RealityCheck,
  RealityCheckQuery,
  SelfExclusionBody,
  SetProtectionLimitBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { MoneyContext } from '../context.ts';

/** 设置 → 健康游戏: the player's own limits, cooling-off, self-exclusion, reality check and history. */
export const protectionRoutes =
  ({ services: { protection }, guards }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['protection'];
    const preHandler = guards.requireAuth;
    const status = { 200: successOf(ProtectionStatus) };

    app.get(
      '/api/protection',
      { schema: { summary: '健康游戏：我的限额、冷静期与自我排除状态', tags, response: status }, preHandler },
      async (req) => ok(await protection.status(authOf(req).userId)),
    );

    app.put(
      '/api/protection/limits',
      {
        schema: {
          summary: '设置存款、投注与净亏损限额（调低即时生效，调高24小时后生效）',
          tags,
          body: SetProtectionLimitBody,
          response: status,
        },
        preHandler,
      },
      async (req) => {
        const result = await protection.setLimit(authOf(req).userId, req.body);
        const limit = result.limits.find((l) => l.kind === req.body.kind && l.period === req.body.period);
        return ok(result, limit?.pending ? '已提交，放宽限额将在24小时后生效' : '限额已生效');
      },
    );

    app.post(
      '/api/protection/cooling-off',
      {
        schema: {
          summary: '开始冷静期（24小时至6周，期间不能投注和充值）',
          tags,
          body: CoolingOffBody,
          response: status,
        },
        preHandler,
      },
      async (req) => ok(await protection.startCoolingOff(authOf(req).userId, req.body.days), '冷静期已开始'),
    );

    app.post(
      '/api/protection/self-exclusion',
      {
        schema: {
          summary: '自我排除（6个月以上，期间不能投注和充值）',
          tags,
          body: SelfExclusionBody,
          response: status,
        },
        preHandler,
      },
      async (req) =>
        ok(await protection.startSelfExclusion(authOf(req).userId, req.body.months), '自我排除已生效'),
    );

    app.get(
      '/api/protection/reality-check',
      {
        schema: {
          summary: '现实检查：本次游戏时长与输赢',
          tags,
          querystring: RealityCheckQuery,
          response: { 200: successOf(RealityCheck) },
        },
        preHandler,
      },
      async (req) => ok(await protection.realityCheck(authOf(req).userId, new Date(req.query.since))),
    );

    app.get(
      '/api/protection/history',
      {
        schema: {
          summary: '近30天的投注、中奖与净输赢',
          tags,
          response: { 200: successOf(ProtectionHistory) },
        },
        preHandler,
      },
      async (req) => ok(await protection.history(authOf(req).userId)),
    );
  };
