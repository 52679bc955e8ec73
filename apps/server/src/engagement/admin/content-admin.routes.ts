import {
  AdminActivitiesQuery,
  AdminActivity,
  AdminActivityInput,
  AdminBannerList,
  AdminBannerListOut,
  AdminMessageBody,
  AdminMessageResult,
  AdminNotice,
  AdminNoticesQuery,
  AdminSystemConfig,
  AdminSystemConfigOut,
  BannerImageResult,
  IntIdParams,
  NoticeUpdate,
  pageOf,
  successOf,
} from '@cailiao/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { installOperatorAudit } from '../../money/index.ts';
import { badRequest, rateLimited, tooLarge } from '../../platform/errors.ts';
import { authOf } from '../../platform/http/auth-guard.ts';
import { ok } from '../../platform/http/reply.ts';
import { acceptUploads } from '../../platform/http/uploads.ts';
import { reencodeImage, storeUpload } from '../../platform/upload/image.ts';
import type { EngagementContext } from '../context.ts';

const BANNER_MAX_BYTES = 5 * 1024 * 1024;

/** `/api/admin/notices/3` → `notices:3`, `/api/admin/messages` with a player → `users:12`. */
function targetOf(path: string, params: unknown, body: unknown): string | null {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (path.startsWith('/api/admin/notices') && id !== undefined) return `notices:${String(id).slice(0, 40)}`;
  if (path.startsWith('/api/admin/messages')) {
    const to = (body as { to?: unknown } | undefined)?.to;
    return typeof to === 'number' ? `users:${to}` : to === 'all' ? 'users:all' : null;
  }
  if (path.startsWith('/api/admin/activities') && id !== undefined)
    return `activities:${String(id).slice(0, 40)}`;
  if (path.startsWith('/api/admin/banners') || path.startsWith('/api/admin/system'))
    return 'system_settings:system_config';
  return null;
}

/**
 * The operator's content (issue 14 §5): notices (edit, unpublish, delete), banners, the system
 * configuration (maintenance, registration, customer service) and messages to players. Every
 * change is written with its audit row in one transaction.
 */
export const contentAdminRoutes =
  ({
    config,
    database,
    services: { admin, notices, system, playerMessages, activities },
    guards,
    limiter,
  }: EngagementContext): FastifyPluginAsyncZod =>
  async (app) => {
    await acceptUploads(app);
    const tags = ['admin'];
    const preHandler = guards.requireAdmin;
    const auditIn = installOperatorAudit(app, {
      admin,
      guards,
      target: (req) => targetOf(req.url, req.params, req.body),
    });

    app.get(
      '/api/admin/notices',
      {
        schema: {
          summary: '公告列表（含未发布）',
          tags,
          querystring: AdminNoticesQuery,
          response: { 200: successOf(pageOf(AdminNotice)) },
        },
        preHandler,
      },
      async (req) => ok(await notices.adminList(req.query)),
    );
    app.put(
      '/api/admin/notices/:id',
      {
        schema: {
          summary: '编辑公告（可下线）',
          tags,
          params: IntIdParams,
          body: NoticeUpdate,
          response: { 200: successOf(AdminNotice) },
        },
        preHandler,
      },
      async (req) => ok(await notices.update(req.params.id, req.body, auditIn(req)), '已保存'),
    );
    app.delete(
      '/api/admin/notices/:id',
      { schema: { summary: '删除公告', tags, params: IntIdParams }, preHandler },
      async (req) => {
        await notices.remove(req.params.id, auditIn(req));
        return ok(null, '已删除');
      },
    );

    const bannersOut = { 200: successOf(AdminBannerListOut) };
    app.get(
      '/api/admin/banners',
      { schema: { summary: '轮播图列表（含停用）', tags, response: bannersOut }, preHandler },
      async () => ok({ banners: await system.banners() }),
    );
    app.put(
      '/api/admin/banners',
      {
        schema: {
          summary: '保存轮播图（整表：顺序、链接、启用）',
          tags,
          body: AdminBannerList,
          response: bannersOut,
        },
        preHandler,
      },
      async (req) => ok({ banners: await system.saveBanners(req.body.banners, auditIn(req)) }, '已保存'),
    );
    // The image is decoded and re-encoded by content, like every upload.
    app.post(
      '/api/admin/banners/image',
      {
        schema: { summary: '上传轮播图图片', tags, response: { 200: successOf(BannerImageResult) } },
        preHandler,
      },
      async (req) => {
        if (!(await limiter.hit(`admin-banner-upload:${authOf(req).userId}`, 30, 60))) throw rateLimited();
        if (!req.isMultipart())
          throw badRequest('请以表单上传图片', [{ field: 'file', message: '请选择图片' }]);
        const file = await req.file({ limits: { fileSize: BANNER_MAX_BYTES, files: 1 } });
        if (!file) throw badRequest('请选择图片', [{ field: 'file', message: '请选择图片' }]);
        const input = await file.toBuffer();
        if (file.file.truncated) throw tooLarge('图片不能超过5MB');
        const image = await reencodeImage(input, { maxSide: 1600 });
        const url = await storeUpload(config.dataDir, 'banners', image.data, 'webp');
        // Nothing else is written: the audit row is the upload's transaction.
        await database.db.transaction((tx) => auditIn(req)(tx));
        return ok({ url }, '上传成功');
      },
    );

    const configOut = { 200: successOf(AdminSystemConfigOut) };
    app.get(
      '/api/admin/system/config',
      { schema: { summary: '系统配置（维护、注册开关、客服）', tags, response: configOut }, preHandler },
      async () => ok(await system.adminConfig()),
    );
    app.put(
      '/api/admin/system/config',
      { schema: { summary: '修改系统配置', tags, body: AdminSystemConfig, response: configOut }, preHandler },
      async (req) => ok(await system.saveAdminConfig(req.body, auditIn(req)), '已保存'),
    );

    app.post(
      '/api/admin/messages',
      {
        schema: {
          summary: '发送站内信（单个玩家或全体）',
          tags,
          body: AdminMessageBody,
          response: { 200: successOf(AdminMessageResult) },
        },
        preHandler,
      },
      async (req) => ok(await playerMessages.send(req.body, auditIn(req)), '已发送'),
    );

    app.get(
      '/api/admin/activities',
      {
        schema: {
          summary: '活动列表（含停用）',
          tags,
          querystring: AdminActivitiesQuery,
          response: { 200: successOf(pageOf(AdminActivity)) },
        },
        preHandler,
      },
      async (req) => ok(await activities.adminList(req.query)),
    );
    app.post(
      '/api/admin/activities',
      {
        schema: {
          summary: '创建活动（规则、报名、奖励）',
          tags,
          body: AdminActivityInput,
          response: { 200: successOf(AdminActivity) },
        },
        preHandler,
      },
      async (req) => ok(await activities.create(req.body, auditIn(req)), '已创建'),
    );
    app.put(
      '/api/admin/activities/:id',
      {
        schema: {
          summary: '编辑活动（可停用）',
          tags,
          params: IntIdParams,
          body: AdminActivityInput,
          response: { 200: successOf(AdminActivity) },
        },
        preHandler,
      },
      async (req) => ok(await activities.update(req.params.id, req.body, auditIn(req)), '已保存'),
    );
  };
