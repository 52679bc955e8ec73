import {
  AccountDetailQuery,
  AccountTypeInfo,
  ChangeWithdrawPasswordBody,
  IntIdParams,
  QrUploadResult,
  SetWithdrawPasswordBody,
  successOf,
  VerifyWithdrawPasswordBody,
  WithdrawAccount,
  WithdrawAccountBody,
  WithdrawAccountType,
  WithdrawPasswordStatus,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, tooLarge } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { acceptUploads } from '../../platform/http/uploads.ts';
import { reencodeImage, storeUpload } from '../../platform/upload/image.ts';
import type { MoneyContext } from '../context.ts';

const QR_MAX_BYTES = 5 * 1024 * 1024;

/** Payout accounts, their QR codes, and the withdraw password. */
export const withdrawAccountRoutes =
  ({
    services: { withdrawAccounts: accounts, withdrawPasswords: passwords },
    guards,
    config,
  }: MoneyContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);
    const tags = ['withdraw'];
    const preHandler = guards.requireAuth;
    const one = { 200: successOf(WithdrawAccount) };

    app.get(
      '/api/withdraw/account-types',
      {
        schema: {
          summary: '支持的收款账户类型',
          tags,
          response: { 200: successOf(z.array(AccountTypeInfo)) },
        },
        preHandler,
      },
      async () => ok(accounts.types()),
    );
    app.get(
      '/api/withdraw/accounts',
      {
        schema: { summary: '我的收款账户', tags, response: { 200: successOf(z.array(WithdrawAccount)) } },
        preHandler,
      },
      async (req) => ok(await accounts.list(authOf(req).userId)),
    );
    app.post(
      '/api/withdraw/accounts',
      { schema: { summary: '添加收款账户', tags, body: WithdrawAccountBody, response: one }, preHandler },
      async (req) => ok(await accounts.create(authOf(req).userId, req.body), '添加成功'),
    );
    app.get(
      '/api/withdraw/accounts/:id',
      {
        schema: {
          summary: '收款账户详情',
          tags,
          params: IntIdParams,
          querystring: AccountDetailQuery,
          response: one,
        },
        preHandler,
      },
      async (req) => {
        const reveal = req.query.edit === '1' || req.query.edit === 'true';
        return ok(await accounts.get(authOf(req).userId, req.params.id, reveal));
      },
    );
    app.put(
      '/api/withdraw/accounts/:id',
      {
        schema: {
          summary: '修改收款账户',
          tags,
          params: IntIdParams,
          body: WithdrawAccountBody,
          response: one,
        },
        preHandler,
      },
      async (req) => ok(await accounts.update(authOf(req).userId, req.params.id, req.body), '保存成功'),
    );
    app.delete(
      '/api/withdraw/accounts/:id',
      { schema: { summary: '删除收款账户', tags, params: IntIdParams }, preHandler },
      async (req) => {
        await accounts.remove(authOf(req).userId, req.params.id);
        return ok(null, '已删除');
      },
    );
    app.post(
      '/api/withdraw/accounts/:id/set-default',
      { schema: { summary: '设为默认收款账户', tags, params: IntIdParams, response: one }, preHandler },
      async (req) => ok(await accounts.setDefault(authOf(req).userId, req.params.id), '已设为默认'),
    );

    // A QR code image is decoded and re-encoded by content (never trusted by name or type).
    app.post(
      '/api/withdraw/upload/qrcode',
      {
        schema: { summary: '上传收款二维码图片', tags, response: { 200: successOf(QrUploadResult) } },
        preHandler,
      },
      async (req) => {
        const file = await req.file({ limits: { fileSize: QR_MAX_BYTES, files: 1 } });
        if (!file) throw badRequest('请选择收款码图片', [{ field: 'file', message: '请选择收款码图片' }]);
        const input = await file.toBuffer();
        if (file.file.truncated) throw tooLarge('图片不能超过5MB');
        const field = file.fields.accountType;
        const raw =
          field && !Array.isArray(field) && field.type === 'field' ? String(field.value) : undefined;
        const accountType = raw ? WithdrawAccountType.safeParse(raw) : undefined;
        if (accountType && !accountType.success) {
          throw badRequest('账户类型不正确', [{ field: 'accountType', message: '账户类型不正确' }]);
        }
        const image = await reencodeImage(input, { maxSide: 800 });
        const url = await storeUpload(config.dataDir, 'qrcodes', image.data, 'webp');
        return ok(
          { url, size: image.data.length, mime: 'image/webp', accountType: accountType?.data ?? null },
          '上传成功',
        );
      },
    );

    app.get(
      '/api/withdraw/password/status',
      {
        schema: { summary: '是否已设置资金密码', tags, response: { 200: successOf(WithdrawPasswordStatus) } },
        preHandler,
      },
      async (req) => ok(await passwords.status(authOf(req).userId)),
    );
    app.post(
      '/api/withdraw/password/set',
      { schema: { summary: '设置资金密码', tags, body: SetWithdrawPasswordBody }, preHandler },
      async (req) => {
        await passwords.set(authOf(req).userId, req.body.password);
        return ok(null, '提现密码已设置');
      },
    );
    app.post(
      '/api/withdraw/password/verify',
      { schema: { summary: '校验资金密码', tags, body: VerifyWithdrawPasswordBody }, preHandler },
      async (req) => {
        await passwords.verify(authOf(req).userId, req.body.password, 'password');
        return ok({ valid: true }, '验证通过');
      },
    );
    app.post(
      '/api/withdraw/password/change',
      { schema: { summary: '修改资金密码', tags, body: ChangeWithdrawPasswordBody }, preHandler },
      async (req) => {
        await passwords.change(authOf(req).userId, req.body.oldPassword, req.body.newPassword);
        return ok(null, '提现密码已修改');
      },
    );
  };
