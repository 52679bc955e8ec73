import {
  pageOf,
  ReferralBetDetailsQuery,
  ReferralClaim,
  ReferralClaimsQuery,
  ReferralCode,
  ReferralFriend,
  ReferralFriendBet,
  ReferralListQuery,
  ReferralReward,
  ReferralRewardsQuery,
  ReferralSettleResult,
  ReferralStats,
  ReferralTree,
  RegisteredFriend,
  RegisterFriendBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { publicUrlOf } from '../../platform/http/public-url.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/** SPEC.md §7 "Activities and referral": /api/referral/… (all for the signed-in player). */
export const referralRoutes =
  ({ services: { referral }, guards, config }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['referral'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/referral/code',
      { schema: { tags, response: { 200: successOf(ReferralCode) } }, preHandler },
      async (req) => ok(await referral.code(authOf(req).userId, publicUrlOf(req, config))),
    );

    app.get(
      '/api/referral/stats',
      { schema: { tags, response: { 200: successOf(ReferralStats) } }, preHandler },
      async (req) => ok(await referral.stats(authOf(req).userId)),
    );

    app.get(
      '/api/referral/list',
      {
        schema: {
          tags,
          querystring: ReferralListQuery,
          response: { 200: successOf(pageOf(ReferralFriend)) },
        },
        preHandler,
      },
      async (req) => ok(await referral.list(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/referral/tree',
      { schema: { tags, response: { 200: successOf(ReferralTree) } }, preHandler },
      async (req) => ok(await referral.tree(authOf(req).userId)),
    );

    app.get(
      '/api/referral/rewards',
      {
        schema: {
          tags,
          querystring: ReferralRewardsQuery,
          response: { 200: successOf(pageOf(ReferralReward)) },
        },
        preHandler,
      },
      async (req) => ok(await referral.rewards(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/referral/claims',
      {
        schema: {
          tags,
          querystring: ReferralClaimsQuery,
          response: { 200: successOf(pageOf(ReferralClaim)) },
        },
        preHandler,
      },
      async (req) => ok(await referral.claims(authOf(req).userId, req.query)),
    );

    app.get(
      '/api/referral/bet-details',
      {
        schema: {
          tags,
          querystring: ReferralBetDetailsQuery,
          response: { 200: successOf(pageOf(ReferralFriendBet)) },
        },
        preHandler,
      },
      async (req) => ok(await referral.betDetails(authOf(req).userId, req.query)),
    );

    app.post(
      '/api/referral/settle',
      { schema: { tags, response: { 200: successOf(ReferralSettleResult) } }, preHandler },
      async (req) => {
        const result = await referral.settle(authOf(req).userId);
        return ok(result, `已领取佣金${result.amount.toFixed(2)}元`);
      },
    );

    app.post(
      '/api/referral/register-friend',
      {
        schema: { tags, body: RegisterFriendBody, response: { 200: successOf(RegisteredFriend) } },
        preHandler,
      },
      async (req) =>
        ok(
          await referral.registerFriend(authOf(req).userId, req.body, {
            ip: req.ip,
            userAgent: req.headers['user-agent'],
          }),
          '好友账号注册成功',
        ),
    );
  };
