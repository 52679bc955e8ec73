import {
  ChatService,
  ErrorReportBody,
  FeedbackBody,
  SystemConfig,
  successOf,
  VersionInfo,
} from '@cailiao/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimited } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { createPayloadCache, PRECOMPUTED_ROUTE } from '../../platform/http/precomputed.ts';
import { publicUrlOf } from '../../platform/http/public-url.ts';
import { ok } from '../../platform/http/reply.ts';
import type { AccountsContext } from '../context.ts';

export const systemRoutes =
  ({ config, services: { system }, guards, limiter }: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['system'];
    const configResponse = successOf(SystemConfig);
    const configSchema = { tags, response: { 200: configResponse } };
    // Read on every app launch: serialised once per config and site address, answered 304 when
    // the client's ETag is current. A new config object (an edit, or the service's periodic
    // re-read) drops the payloads; an unchanged re-read yields the same ETag.
    const payloads = createPayloadCache();
    let payloadsOf: SystemConfig | undefined;
    const build = async (req: FastifyRequest, reply: FastifyReply): Promise<void> => {
      const cfg = await system.config();
      if (cfg !== payloadsOf) {
        payloads.clear();
        payloadsOf = cfg;
      }
      const websiteUrl = publicUrlOf(req, config);
      await payloads.send(req, reply, websiteUrl, configResponse, () =>
        ok({ ...cfg, website_url: websiteUrl }),
      );
    };
    // The usual launch finds the config and its payload in memory and answers without a promise
    // (every app start reads this; promises were most of what a request allocated).
    const clientConfig = (req: FastifyRequest, reply: FastifyReply): Promise<void> | undefined => {
      const cfg = system.configIfFresh();
      const ready =
        cfg !== undefined && cfg === payloadsOf ? payloads.peek(publicUrlOf(req, config)) : undefined;
      if (!ready) return build(req, reply);
      payloads.answer(req, reply, ready);
      return undefined;
    };
    app.get(
      '/api/system/config',
      { ...PRECOMPUTED_ROUTE, schema: { ...configSchema, summary: '站点配置：公告、轮播、客服、开关' } },
      clientConfig,
    );
    app.get(
      '/api/config/frontend',
      { ...PRECOMPUTED_ROUTE, schema: { ...configSchema, summary: '站点配置（/api/system/config 的别名）' } },
      clientConfig,
    );
    app.get(
      '/api/system/version',
      { schema: { summary: '服务端版本', tags, response: { 200: successOf(VersionInfo) } } },
      async () => ok(await system.version()),
    );
    app.get(
      '/api/service/chat',
      { schema: { summary: '在线客服入口', tags, response: { 200: successOf(ChatService) } } },
      async () => ok(await system.chatService()),
    );

    app.post(
      '/api/feedback/submit',
      { schema: { summary: '提交意见反馈', tags, body: FeedbackBody }, preHandler: guards.requireAuth },
      async (req) => {
        const { userId } = authOf(req);
        if (!(await limiter.hit(`feedback:user:${userId}`, 5, 3600))) throw rateLimited();
        const id = await system.submitFeedback(userId, req.body);
        return ok({ id }, '感谢您的反馈');
      },
    );

    // Client error reports: bounded in size by the schema and in rate per IP, so a broken or
    // hostile client cannot fill the database.
    app.post(
      '/api/log/error',
      {
        schema: { summary: '上报前端错误', tags, body: ErrorReportBody },
        bodyLimit: 32 * 1024,
        preHandler: guards.optionalAuth,
      },
      async (req) => {
        if (!(await limiter.hit(`log-error:ip:${req.ip}`, 30, 60))) throw rateLimited();
        await system.reportError(req.auth?.userId ?? null, req.ip, req.body);
        return ok(null, '已记录');
      },
    );
  };
