import {
  ChatSettings,
  ChatSettingsBody,
  ConversationListQuery,
  ConversationPage,
  ConversationTarget,
  MuteBody,
  StickyBody,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';
import { deleteInput } from './route-input.ts';

/** The conversation list and each member's own conversation state. */
export const conversationRoutes =
  ({ services: { chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['chat'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/chat/conversations',
      {
        schema: {
          summary: '会话列表（分页）',
          tags,
          querystring: ConversationListQuery,
          response: { 200: successOf(ConversationPage) },
        },
        preHandler,
      },
      async (req) => ok(await chat.conversations.list(authOf(req).userId, req.query)),
    );

    app.put(
      '/api/chat/conversations/sticky',
      { schema: { summary: '置顶或取消置顶会话', tags, body: StickyBody }, preHandler },
      async (req) => {
        const { targetId, type, isSticky } = req.body;
        return ok(
          await chat.conversations.setSticky(authOf(req).userId, { targetId, type }, isSticky),
          isSticky ? '已置顶' : '已取消置顶',
        );
      },
    );

    app.put(
      '/api/chat/conversations/mute',
      { schema: { summary: '开启或关闭会话免打扰', tags, body: MuteBody }, preHandler },
      async (req) => {
        const { targetId, type, isMuted } = req.body;
        return ok(
          await chat.conversations.setMuted(authOf(req).userId, { targetId, type }, isMuted),
          isMuted ? '已开启免打扰' : '已关闭免打扰',
        );
      },
    );

    app.delete(
      '/api/chat/conversations/clear',
      { schema: { summary: '清空会话的聊天记录', tags }, preHandler },
      async (req) =>
        ok(
          await chat.conversations.clear(authOf(req).userId, deleteInput(ConversationTarget, req)),
          '聊天记录已清空',
        ),
    );

    app.delete(
      '/api/chat/conversations',
      { schema: { summary: '删除会话', tags }, preHandler },
      async (req) =>
        ok(
          await chat.conversations.remove(authOf(req).userId, deleteInput(ConversationTarget, req)),
          '会话已删除',
        ),
    );

    app.get(
      '/api/chat/conversations/settings',
      { schema: { summary: '我的聊天设置', tags, response: { 200: successOf(ChatSettings) } }, preHandler },
      async (req) => ok(await chat.conversations.settings(authOf(req).userId)),
    );

    app.put(
      '/api/chat/conversations/settings',
      {
        schema: {
          summary: '修改聊天设置',
          tags,
          body: ChatSettingsBody,
          response: { 200: successOf(ChatSettings) },
        },
        preHandler,
      },
      async (req) => ok(await chat.conversations.saveSettings(authOf(req).userId, req.body), '设置已保存'),
    );
  };
