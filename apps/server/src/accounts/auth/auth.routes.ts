import {
  Captcha,
  LoginBody,
  RegisterBody,
  Session,
  SmsSendBody,
  SocketTicket,
  successOf,
} from '@cailiao/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { AccountsContext } from '../context.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export const authRoutes =
  ({ services: { auth }, guards }: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['auth'];

    app.post(
      '/api/auth/register',
      {
        schema: {
          summary: '注册账号并登录',
          tags,
          body: RegisterBody,
          response: { 200: successOf(Session) },
        },
      },
      async (request) => ok(await auth.register(request.body, meta(request)), '注册成功'),
    );

    app.post(
      '/api/auth/login',
      { schema: { summary: '用户名密码登录', tags, body: LoginBody, response: { 200: successOf(Session) } } },
      async (request) => ok(await auth.login(request.body, meta(request)), '登录成功'),
    );

    app.post(
      '/api/auth/socket-ticket',
      {
        schema: {
          summary: '领取一次性实时连接凭证（30秒内有效，仅可使用一次）',
          tags,
          response: { 200: successOf(SocketTicket) },
        },
        preHandler: guards.requireAuth,
      },
      async (request) => ok(await auth.issueSocketTicket(authOf(request))),
    );

    app.post(
      '/api/auth/logout',
      { schema: { summary: '退出登录，吊销当前令牌', tags }, preHandler: guards.requireAuth },
      async (request) => {
        await auth.logout(authOf(request));
        return ok(null, '已退出登录');
      },
    );

    const captchaHandler = async (request: FastifyRequest) => {
      await auth.limitCaptcha(meta(request));
      return ok(await auth.captcha());
    };
    const captchaSchema = {
      tags,
      querystring: z.object({ type: z.string().max(32).optional() }),
      response: { 200: successOf(Captcha.extend({ enabled: z.boolean() })) },
    };
    app.get(
      '/api/captcha/generate',
      { schema: { ...captchaSchema, summary: '生成图形验证码' } },
      captchaHandler,
    );
    app.get(
      '/api/captcha',
      { schema: { ...captchaSchema, summary: '生成图形验证码（/api/captcha/generate 的别名）' } },
      captchaHandler,
    );

    app.post(
      '/api/sms/send',
      { schema: { summary: '发送短信验证码', tags, body: SmsSendBody } },
      async (request) => ok(await auth.sendSms(request.body, meta(request)), '验证码已发送'),
    );
  };
