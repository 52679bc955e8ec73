import {
  BatchReadBody,
  BatchReadResult,
  BigIdParams,
  MessagesQuery,
  Notice,
  NoticeDetailQuery,
  NoticeListQuery,
  NoticeReadBody,
  PlayerMessage,
  pageOf,
  successOf,
  UnreadCounts,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { EngagementContext } from '../context.ts';

/** SPEC.md §7 "Messages and notices". */
export const messagesRoutes =
  ({ services: { playerMessages, notices }, guards }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['messages'];
    const preHandler = guards.requireAuth;
    const one = { 200: successOf(PlayerMessage) };

    app.get(
      '/api/messages',
      {
        schema: {
          summary: '站内消息列表',
          tags,
          querystring: MessagesQuery,
          response: { 200: successOf(pageOf(PlayerMessage)) },
        },
        preHandler,
      },
      async (req) => ok(await playerMessages.list(authOf(req).userId, req.query)),
    );
    app.get(
      '/api/messages/unread-count',
      { schema: { summary: '未读消息数', tags, response: { 200: successOf(UnreadCounts) } }, preHandler },
      async (req) => ok(await playerMessages.unreadCounts(authOf(req).userId)),
    );
    app.put(
      '/api/messages/batch/read',
      {
        schema: {
          summary: '批量标记消息已读',
          tags,
          body: BatchReadBody,
          response: { 200: successOf(BatchReadResult) },
        },
        preHandler,
      },
      async (req) =>
        ok(await playerMessages.batchRead(authOf(req).userId, req.body?.ids), '已全部标记为已读'),
    );
    app.get(
      '/api/messages/:id',
      { schema: { summary: '消息详情', tags, params: BigIdParams, response: one }, preHandler },
      async (req) => ok(await playerMessages.detail(authOf(req).userId, req.params.id)),
    );
    app.put(
      '/api/messages/:id/read',
      { schema: { summary: '标记消息已读', tags, params: BigIdParams, response: one }, preHandler },
      async (req) => ok(await playerMessages.read(authOf(req).userId, req.params.id)),
    );

    app.get(
      '/api/notice/list',
      {
        schema: {
          summary: '公告列表',
          tags,
          querystring: NoticeListQuery,
          response: { 200: successOf(pageOf(Notice)) },
        },
        preHandler: guards.optionalAuth,
      },
      async (req) => ok(await notices.list(req.auth?.userId ?? null, req.query)),
    );
    app.get(
      '/api/notice/detail',
      {
        schema: {
          summary: '公告详情',
          tags,
          querystring: NoticeDetailQuery,
          response: { 200: successOf(Notice) },
        },
        preHandler: guards.optionalAuth,
      },
      async (req) => ok(await notices.detail(req.auth?.userId ?? null, req.query.noticeId)),
    );
    app.post(
      '/api/notice/read',
      {
        schema: { summary: '标记公告已读', tags, body: NoticeReadBody, response: { 200: successOf(Notice) } },
        preHandler,
      },
      async (req) => ok(await notices.read(authOf(req).userId, req.body.noticeId)),
    );
  };
