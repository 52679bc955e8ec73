import {
  BatchDeleteBody,
  ChatMessage,
  ForwardBody,
  ForwardResult,
  HistoryPage,
  HistoryQuery,
  Id,
  MessageRecalledEvent,
  ReadBody,
  ReadResult,
  SendMessageBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { createSessionRecall } from '../../platform/http/session-recall.ts';
import type { SocialContext } from '../context.ts';
import { deleteInput } from './route-input.ts';

const IdParams = z.object({ id: Id });
/** messageIds as a JSON array, or as "1,2,3" in the query string. */
const BatchDeleteInput = z.preprocess((v) => {
  const ids = (v as { messageIds?: unknown }).messageIds;
  return typeof ids === 'string' ? { messageIds: ids.split(',').filter(Boolean) } : v;
}, BatchDeleteBody);

/** Chat messages over HTTP (sending goes through HTTP, never the socket: SPEC.md §7). */
export const chatMessageRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['chat'];
    const preHandler = guards.requireAuth;
    // A sender's session is taken from memory and checked by the insert (one round trip fewer).
    const recall = createSessionRecall(guards);

    app.post(
      '/api/chat/messages',
      {
        schema: {
          summary: '发送消息（私聊或群聊）',
          tags,
          body: SendMessageBody,
          response: { 200: successOf(ChatMessage) },
        },
        preHandler: recall.requireAuth,
      },
      async (req, reply) => {
        const session = recall.sessionOf(req, reply);
        return ok(await chat.messages.send(authOf(req).userId, req.body, undefined, session), '发送成功');
      },
    );

    app.get(
      '/api/chat/messages/history',
      {
        schema: {
          summary: '会话的历史消息（按 seq 分页）',
          tags,
          querystring: HistoryQuery,
          response: { 200: successOf(HistoryPage) },
        },
        preHandler,
      },
      async (req) => ok(await chat.conversations.history(authOf(req).userId, req.query)),
    );

    app.put(
      '/api/chat/messages/read',
      {
        schema: {
          summary: '标记会话消息已读',
          tags,
          body: ReadBody,
          response: { 200: successOf(ReadResult) },
        },
        preHandler,
      },
      async (req) => {
        const { targetId, type, seq } = req.body;
        return ok(await chat.messages.read(authOf(req).userId, { targetId, type }, seq), '已读');
      },
    );

    app.delete(
      '/api/chat/messages/:id/recall',
      {
        schema: {
          summary: '撤回自己发送的消息',
          tags,
          params: IdParams,
          response: { 200: successOf(MessageRecalledEvent) },
        },
        preHandler,
      },
      async (req) => ok(await chat.messageActions.recall(authOf(req).userId, req.params.id), '消息已撤回'),
    );

    app.delete(
      '/api/chat/messages/:id/delete',
      { schema: { summary: '仅为自己删除一条消息', tags, params: IdParams }, preHandler },
      async (req) => ok(await chat.messageActions.deleteForMe(authOf(req).userId, req.params.id), '删除成功'),
    );

    app.delete(
      '/api/chat/messages/batch',
      { schema: { summary: '仅为自己批量删除消息', tags }, preHandler },
      async (req) => {
        const { messageIds } = deleteInput(BatchDeleteInput, req);
        return ok(await chat.messageActions.batchDelete(authOf(req).userId, messageIds), '删除成功');
      },
    );

    app.post(
      '/api/chat/messages/:id/forward',
      {
        schema: {
          summary: '转发消息到其他会话',
          tags,
          params: IdParams,
          body: ForwardBody,
          response: { 200: successOf(ForwardResult) },
        },
        preHandler,
      },
      async (req) => {
        const result = await chat.messages.forward(authOf(req).userId, req.params.id, req.body.targets);
        const failed = result.results.filter((r) => !r.success).length;
        return ok(result, failed === 0 ? '转发成功' : `转发完成，${failed}个会话发送失败`);
      },
    );
  };
