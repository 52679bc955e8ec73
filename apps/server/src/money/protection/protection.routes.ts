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

    app.get('/api/protection', { schema: { tags, response: status }, preHandler }, async (req) =>
      ok(await protection.status(authOf(req).userId)),
    );

    app.put(
      '/api/protection/limits',
      { schema: { tags, body: SetProtectionLimitBody, response: status }, preHandler },
      async (req) => {
        const result = await protection.setLimit(authOf(req).userId, req.body);
        const limit = result.limits.find((l) => l.kind === req.body.kind && l.period === req.body.period);
        return ok(result, limit?.pending ? '已提交，放宽限额将在24小时后生效' : '限额已生效');
      },
    );

    app.post(
      '/api/protection/cooling-off',
      { schema: { tags, body: CoolingOffBody, response: status }, preHandler },
      async (req) => ok(await protection.startCoolingOff(authOf(req).userId, req.body.days), '冷静期已开始'),
    );

    app.post(
      '/api/protection/self-exclusion',
      { schema: { tags, body: SelfExclusionBody, response: status }, preHandler },
      async (req) =>
        ok(await protection.startSelfExclusion(authOf(req).userId, req.body.months), '自我排除已生效'),
    );

    app.get(
      '/api/protection/reality-check',
      {
        schema: { tags, querystring: RealityCheckQuery, response: { 200: successOf(RealityCheck) } },
        preHandler,
      },
      async (req) => ok(await protection.realityCheck(authOf(req).userId, new Date(req.query.since))),
    );

    app.get(
      '/api/protection/history',
      { schema: { tags, response: { 200: successOf(ProtectionHistory) } }, preHandler },
      async (req) => ok(await protection.history(authOf(req).userId)),
    );
  };
