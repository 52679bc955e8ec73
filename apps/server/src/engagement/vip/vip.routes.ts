import {
  ClaimLevelRewardBody,
  ClaimLevelRewardResult,
  LevelInfo,
  LevelRewardsInfo,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/** SPEC.md §7 "Auth and user" (level): where the player stands, the rewards, and the claim. */
export const vipRoutes =
  ({ services: { vip }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['level'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/level/info',
      {
        schema: {
          summary: '我的VIP等级、进度与距下一级的流水',
          tags,
          response: { 200: successOf(LevelInfo) },
        },
        preHandler,
      },
      async (req) => ok(await vip.info(authOf(req).userId)),
    );
    app.get(
      '/api/level/rewards-info',
      {
        schema: { summary: '各等级奖励与领取状态', tags, response: { 200: successOf(LevelRewardsInfo) } },
        preHandler,
      },
      async (req) => ok(await vip.rewardsInfo(authOf(req).userId)),
    );
    app.post(
      '/api/level/claim-reward',
      {
        schema: {
          summary: '领取等级奖励（每级一次）',
          tags,
          body: ClaimLevelRewardBody,
          response: { 200: successOf(ClaimLevelRewardResult) },
        },
        preHandler,
      },
      async (req) => ok(await vip.claim(authOf(req).userId, req.body.rewardId), '领取成功'),
    );
  };
