import {
  Operator,
  OperatorEnrolBody,
  OperatorLoginBody,
  OperatorLoginResult,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { AccountsContext } from '../context.ts';

/** The console's sign-in: password + TOTP (enrolled by QR code the first time), sign-out, who am I. */
export const operatorRoutes =
  ({ services: { operatorAuth }, guards }: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const loginOut = { 200: successOf(OperatorLoginResult) };

    app.post(
      '/api/admin/session',
      {
        schema: {
          summary: '运营人员登录：密码与动态验证码（未绑定时返回绑定二维码）',
          tags,
          body: OperatorLoginBody,
          response: loginOut,
        },
      },
      async (req) => {
        const result = await operatorAuth.login(req.body, req.ip);
        return ok(result, result.status === 'ok' ? '登录成功' : '请用身份验证器扫码绑定');
      },
    );
    app.post(
      '/api/admin/session/enrol',
      {
        schema: {
          summary: '确认绑定身份验证器并登录',
          tags,
          body: OperatorEnrolBody,
          response: loginOut,
        },
      },
      async (req) => ok(await operatorAuth.enrol(req.body, req.ip), '绑定成功'),
    );
    app.get(
      '/api/admin/session',
      {
        schema: { summary: '当前运营人员与其权限', tags, response: { 200: successOf(Operator) } },
        preHandler: guards.requireAdmin,
      },
      async (req) => ok(await operatorAuth.me(authOf(req).userId)),
    );
    app.delete(
      '/api/admin/session',
      { schema: { summary: '运营人员退出登录', tags }, preHandler: guards.requireAdmin },
      async (req) => {
        await operatorAuth.logout(authOf(req).tokenHash);
        return ok(null, '已退出登录');
      },
    );
  };
