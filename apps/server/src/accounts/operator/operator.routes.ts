import {
  Operator,
  OperatorEnrolBody,
  OperatorLoginBody,
  OperatorLoginResult,
  successOf,
} from '@cailiao/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../platform/db/client.ts';
import { unavailable } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import type { AccountsContext } from '../context.ts';
import type { SessionAudit } from './operator-auth.service.ts';

/**
 * The console's sign-in: password + TOTP (enrolled by QR code the first time), sign-out, who am I.
 * Sign-in (success and failure) and sign-out go to the operator audit log: a success in the
 * transaction that opens or ends the session, a failure best effort as it is answered. Only the
 * username is kept of the body (never the password or the code).
 */
export const operatorRoutes =
  ({ services: { operatorAuth, admin }, guards }: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    const loginOut = { 200: successOf(OperatorLoginResult) };
    const AUDITED = ['POST /api/admin/session', 'POST /api/admin/session/enrol', 'DELETE /api/admin/session'];
    const audited = (req: FastifyRequest) => AUDITED.includes(`${req.method} ${req.routeOptions.url}`);
    const record = (req: FastifyRequest, adminUserId: number | null, statusCode: number, within?: DbOrTx) => {
      const username = (req.body as { username?: unknown } | undefined)?.username;
      return admin.record(
        {
          adminUserId,
          action: `${req.method} ${req.routeOptions.url}`,
          method: req.method,
          path: req.url.split('?')[0]!.slice(0, 300),
          target: adminUserId === null ? null : `operators:${adminUserId}`,
          payload: typeof username === 'string' ? { username: username.slice(0, 32) } : null,
          ip: req.ip,
          statusCode,
        },
        within,
      );
    };
    const auditIn =
      (req: FastifyRequest): SessionAudit =>
      async (tx, operatorId) => {
        try {
          await record(req, operatorId, 200, tx);
        } catch (err) {
          req.log.error({ err }, 'operator session audit failed; sign-in or sign-out rolled back');
          throw unavailable('操作日志无法写入，操作未执行', 'AUDIT_UNAVAILABLE');
        }
      };

    // Refused sign-ins and sign-outs: nothing happened, the attempt is still worth a row.
    app.addHook('onSend', async (req, reply, payload) => {
      if (reply.statusCode < 400 || !audited(req)) return payload;
      try {
        await record(req, req.auth?.userId ?? null, reply.statusCode);
      } catch (err) {
        req.log.error({ err }, 'operator sign-in audit failed');
      }
      return payload;
    });

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
        const result = await operatorAuth.login(req.body, req.ip, auditIn(req));
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
      async (req) => ok(await operatorAuth.enrol(req.body, req.ip, auditIn(req)), '绑定成功'),
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
        const { userId, tokenHash } = authOf(req);
        await operatorAuth.logout(userId, tokenHash, auditIn(req));
        return ok(null, '已退出登录');
      },
    );
  };
