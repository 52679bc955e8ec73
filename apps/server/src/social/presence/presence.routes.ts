import { Id, OnlineStatus, OnlineStatusBody, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';

/** Online status (SPEC.md §7): set my status, read a friend's or all friends', HTTP heartbeat. */
export const presenceRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['presence'];
    const preHandler = guards.requireAuth;
    const one = { 200: successOf(OnlineStatus) };

    app.put(
      '/api/chat/online-status',
      { schema: { summary: '设置我的在线状态', tags, body: OnlineStatusBody, response: one }, preHandler },
      async (req) => ok(await chat.presence.setStatus(authOf(req).userId, req.body.status), '状态已更新'),
    );

    app.get(
      '/api/chat/online-status/friends',
      {
        schema: { summary: '好友的在线状态', tags, response: { 200: successOf(z.array(OnlineStatus)) } },
        preHandler,
      },
      async (req) => ok(await chat.presence.friendsStatus(authOf(req).userId)),
    );

    app.get(
      '/api/chat/online-status/:id',
      {
        schema: { summary: '某用户的在线状态', tags, params: z.object({ id: Id }), response: one },
        preHandler,
      },
      async (req) => ok(await chat.presence.statusOf(authOf(req).userId, req.params.id)),
    );

    app.post(
      '/api/chat/online-status/heartbeat',
      { schema: { summary: '在线心跳', tags, response: one }, preHandler },
      async (req) => ok(await chat.presence.heartbeat(authOf(req).userId)),
    );
  };
