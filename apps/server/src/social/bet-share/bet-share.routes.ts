import { BetShareLive, ChatMessage, FollowSlip, Id, ShareBetBody, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';

const MessageParams = z.object({ messageId: Id });

/** Sharing a bet into a chat (SPEC.md §7 share-bet), its live card and following it. */
export const betShareRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['chat'];
    const preHandler = guards.requireAuth;
    const { betShares } = chat;

    app.post(
      '/api/chat/messages/share-bet',
      {
        schema: {
          summary: '把注单分享到聊天（可隐藏金额）',
          tags,
          body: ShareBetBody,
          response: { 200: successOf(ChatMessage) },
        },
        preHandler,
      },
      async (req) => ok(await betShares.share(authOf(req).userId, req.body), '分享成功'),
    );
    app.get(
      '/api/chat/bet-shares/:messageId',
      {
        schema: {
          summary: '分享的注单与开奖结果',
          tags,
          params: MessageParams,
          response: { 200: successOf(BetShareLive) },
        },
        preHandler,
      },
      async (req) => ok(await betShares.live(authOf(req).userId, req.params.messageId)),
    );
    app.post(
      '/api/chat/bet-shares/:messageId/follow',
      {
        schema: {
          summary: '跟投：按当前期检查分享的注单',
          tags,
          params: MessageParams,
          response: { 200: successOf(FollowSlip) },
        },
        preHandler,
      },
      async (req) => {
        const slip = await betShares.follow(authOf(req).userId, req.params.messageId);
        return ok(slip, slip.notice ?? '已填入投注单');
      },
    );
  };
