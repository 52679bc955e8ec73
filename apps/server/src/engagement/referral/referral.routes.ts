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
  ({ services: { referral, playerMessages }, guards, config }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['referral'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/referral/code',
      {
        schema: { summary: '我的邀请码、推广链接', tags, response: { 200: successOf(ReferralCode) } },
        preHandler,
      },
      async (req) => ok(await referral.code(authOf(req).userId, publicUrlOf(req, config))),
    );

    app.get(
      '/api/referral/stats',
      {
        schema: { summary: '推广统计：人数、流水与佣金', tags, response: { 200: successOf(ReferralStats) } },
        preHandler,
      },
      async (req) => ok(await referral.stats(authOf(req).userId)),
    );

    app.get(
      '/api/referral/list',
      {
        schema: {
          summary: '我邀请的好友列表（按层级）',
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
      { schema: { summary: '三级推广关系树', tags, response: { 200: successOf(ReferralTree) } }, preHandler },
      async (req) => ok(await referral.tree(authOf(req).userId)),
    );

    app.get(
      '/api/referral/rewards',
      {
        schema: {
          summary: '佣金明细',
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
          summary: '佣金领取记录',
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
          summary: '好友投注明细（仅金额与彩种）',
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
      {
        schema: { summary: '领取已累计的推广佣金', tags, response: { 200: successOf(ReferralSettleResult) } },
        preHandler,
      },
      async (req) => {
        const userId = authOf(req).userId;
        const result = await referral.settle(userId);
        // The inbox message (pushed at once as system_notification), once per claim.
        await playerMessages.notify(userId, {
          kind: 'commission',
          title: '推广佣金到账',
          content: `您领取的推广佣金${result.amount.toFixed(2)}元已到账，当前余额${result.balance.toFixed(2)}元`,
          data: { claimId: result.claimId, amount: result.amount },
          dedupeKey: `commission:${result.claimId}`,
        });
        return ok(result, `已领取佣金${result.amount.toFixed(2)}元`);
      },
    );

    app.post(
      '/api/referral/register-friend',
      {
        schema: {
          summary: '为好友注册账号（绑定为我的下级）',
          tags,
          body: RegisterFriendBody,
          response: { 200: successOf(RegisteredFriend) },
        },
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
