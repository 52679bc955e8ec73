import {
  ChangePasswordBody,
  successOf,
  UpdateAvatarBody,
  UpdateNicknameBody,
  UpdateUserInfoBody,
  UploadResult,
  UserInfo,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, tooLarge } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { acceptUploads } from '../../platform/http/uploads.ts';
import { reencodeImage, storeUpload } from '../../platform/upload/image.ts';
import type { AccountsContext } from '../context.ts';

const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const userRoutes =
  ({ services: { user, auth }, guards, config }: AccountsContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);
    const tags = ['user'];
    const preHandler = guards.requireAuth;

    app.get(
      '/api/user/info',
      { schema: { summary: '当前用户资料', tags, response: { 200: successOf(UserInfo) } }, preHandler },
      async (req) => ok(await user.info(authOf(req).userId)),
    );

    app.put(
      '/api/user/info',
      { schema: { summary: '修改昵称或头像', tags, body: UpdateUserInfoBody }, preHandler },
      async (req) => {
        const { avatar, nickname } = req.body;
        if (avatar !== undefined && !UpdateAvatarBody.safeParse({ avatar }).success) {
          throw badRequest('头像地址无效', [{ field: 'avatar', message: '头像地址无效' }]);
        }
        return ok(await user.update(authOf(req).userId, { avatar, nickname }), '保存成功');
      },
    );

    app.put(
      '/api/user/nickname',
      { schema: { summary: '修改昵称', tags, body: UpdateNicknameBody }, preHandler },
      async (req) => ok(await user.update(authOf(req).userId, { nickname: req.body.nickname }), '昵称已修改'),
    );

    app.put(
      '/api/user/avatar',
      { schema: { summary: '修改头像地址', tags, body: UpdateAvatarBody }, preHandler },
      async (req) => ok(await user.update(authOf(req).userId, { avatar: req.body.avatar }), '头像已更新'),
    );

    app.post(
      '/api/user/change-password',
      { schema: { summary: '修改登录密码', tags, body: ChangePasswordBody }, preHandler },
      async (req) =>
        ok(await auth.changePassword(authOf(req), req.body.oldPassword, req.body.newPassword), '密码已修改'),
    );

    app.post(
      '/api/upload/avatar',
      {
        schema: { summary: '上传头像图片', tags: ['upload'], response: { 200: successOf(UploadResult) } },
        preHandler,
      },
      async (req) => {
        const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
        if (!file)
          throw badRequest('请选择要上传的图片', [{ field: 'avatar', message: '请选择要上传的图片' }]);
        const input = await file.toBuffer();
        if (file.file.truncated) throw tooLarge('图片不能超过5MB');
        const image = await reencodeImage(input, { maxSide: 256, square: true });
        const url = await storeUpload(config.dataDir, 'avatars', image.data, 'webp');
        return ok({ url, size: image.data.length, mime: 'image/webp' }, '上传成功');
      },
    );
  };
