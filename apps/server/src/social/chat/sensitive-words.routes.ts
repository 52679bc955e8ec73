import { SensitiveWords, successOf } from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { ok } from '../../platform/http/reply.ts';
import type { SocialContext } from '../context.ts';
import { SENSITIVE_WORDS_KEY } from './sensitive-words.ts';

/** The console's sensitive-word list (permission `chat.moderate`); a change is audited with it. */
export const sensitiveWordsRoutes =
  ({ services: { admin, chat }, guards }: SocialContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: () => `system_settings:${SENSITIVE_WORDS_KEY}`,
    });
    const response = { 200: successOf(SensitiveWords) };

    app.get(
      '/api/admin/chat/sensitive-words',
      { schema: { summary: '聊天敏感词列表', tags, response }, preHandler },
      async () => ok(await chat.sensitiveWords.list()),
    );
    app.put(
      '/api/admin/chat/sensitive-words',
      {
        schema: {
          summary: '保存聊天敏感词列表（发送时命中的词按字替换为＊）',
          tags,
          body: SensitiveWords,
          response,
        },
        preHandler,
      },
      async (req) => ok(await chat.sensitiveWords.replace(req.body.words, auditIn(req)), '敏感词已保存'),
    );
  };
