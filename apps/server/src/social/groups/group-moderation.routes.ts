import {
  AdminGroup,
  AdminGroupDetail,
  AdminGroupsQuery,
  GroupMessageParams,
  IntIdParams,
  MessageRecalledEvent,
  ModerationBody,
  pageOf,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';

/**
 * The console's chat moderation (permission `chat.moderate`): groups list and detail, dissolve,
 * mute all, unmute, recall any message. Every call goes to the audit log; an action whose audit
 * row cannot be written does not happen.
 */
export const groupModerationRoutes =
  ({ services: { admin, chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const moderation = chat.groupModeration;
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: (req) => {
        const p = req.params as { id?: unknown; messageId?: unknown } | undefined;
        if (p?.messageId !== undefined) return `messages:${String(p.messageId).slice(0, 40)}`;
        return p?.id === undefined ? null : `chat_groups:${String(p.id).slice(0, 40)}`;
      },
    });
    const one = { params: IntIdParams, body: ModerationBody, response: { 200: successOf(AdminGroupDetail) } };

    app.get(
      '/api/admin/groups',
      {
        schema: {
          summary: '群组列表：按群名或群ID搜索，可按状态筛选',
          tags,
          querystring: AdminGroupsQuery,
          response: { 200: successOf(pageOf(AdminGroup)) },
        },
        preHandler,
      },
      async (req) => ok(await moderation.search(req.query)),
    );
    app.get(
      '/api/admin/groups/:id',
      {
        schema: {
          summary: '群组详情：成员与最近50条消息',
          tags,
          params: IntIdParams,
          response: { 200: successOf(AdminGroupDetail) },
        },
        preHandler,
      },
      async (req) => ok(await moderation.detail(req.params.id)),
    );
    app.post(
      '/api/admin/groups/:id/dissolve',
      { schema: { summary: '解散群组（历史消息保留只读）', tags, ...one }, preHandler },
      async (req) => ok(await moderation.dissolve(req.params.id, auditIn(req)), '群组已解散'),
    );
    app.post(
      '/api/admin/groups/:id/mute',
      { schema: { summary: '开启全员禁言（群主和群管理员除外）', tags, ...one }, preHandler },
      async (req) =>
        ok(
          await moderation.muteAll(authOf(req).userId, req.params.id, req.body.reason, auditIn(req)),
          '已开启全员禁言',
        ),
    );
    app.post(
      '/api/admin/groups/:id/unmute',
      { schema: { summary: '关闭全员禁言', tags, ...one }, preHandler },
      async (req) => ok(await moderation.unmuteAll(req.params.id, auditIn(req)), '已关闭全员禁言'),
    );
    app.post(
      '/api/admin/groups/:id/messages/:messageId/recall',
      {
        schema: {
          summary: '撤回群内任意成员的消息',
          tags,
          params: GroupMessageParams,
          body: ModerationBody,
          response: { 200: successOf(MessageRecalledEvent) },
        },
        preHandler,
      },
      async (req) =>
        ok(
          await moderation.recall(authOf(req).userId, req.params.id, req.params.messageId, auditIn(req)),
          '消息已撤回',
        ),
    );
  };
