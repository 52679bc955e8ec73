import { z } from 'zod';
import { ActivityBlock, ActivityKind, ActivityStatus } from './engagement.ts';
import { PAGE_SIZE, pageQuery } from './pagination.ts';
import { NoticeInput } from './player-messages.ts';
import { MAX_YUAN } from './wallet.ts';

/**
 * The operator's content (issue 14 §5): notices, banners, the system configuration of SPEC.md §3
 * and messages to players. Chinese messages: they reach the console as field errors.
 */

// ---------------------------------------------------------------- notices

/** A notice as the operator sees it: published or not, popup or not. */
export const AdminNotice = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  content: z.string(),
  isPopup: z.boolean(),
  enabled: z.boolean(),
  publishedAt: z.string(),
  createdAt: z.string(),
});
export type AdminNotice = z.infer<typeof AdminNotice>;
export const AdminNoticesQuery = pageQuery(PAGE_SIZE.default, {});

/** PUT /api/admin/notices/:id: the fields of a new notice plus whether players see it. */
export const NoticeUpdate = NoticeInput.extend({ enabled: z.boolean().default(true) });
export type NoticeUpdate = z.infer<typeof NoticeUpdate>;

// ---------------------------------------------------------------- banners

const address = (label: string, pattern: RegExp, said: string) =>
  z
    .string()
    .trim()
    .max(500, `${label}最多500个字符`)
    .refine((s) => pattern.test(s), `${label}${said}`);
/** An image: a web address or an uploaded file. */
const imageAddress = address('图片地址', /^(https?:\/\/|\/)/, '应以 http(s):// 或 / 开头');
/** Where a tap goes: a web address, a path, or an in-app route (`#/pages/...`). */
const linkAddress = address('跳转链接', /^(https?:\/\/|\/|#\/)/, '应以 http(s)://、/ 或 #/ 开头');

/** A carousel slide as the operator keeps it; players see the enabled ones in `sort` order. */
export const AdminBanner = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  title: z.string().trim().min(1, '请填写标题').max(50, '标题最多50个字符'),
  image: imageAddress,
  link: z.union([z.literal(''), linkAddress]).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type AdminBanner = z.infer<typeof AdminBanner>;
export const AdminBannerList = z.object({ banners: z.array(AdminBanner).max(20, '轮播图最多20张') });
export type AdminBannerList = z.infer<typeof AdminBannerList>;
/** The answer: what is stored, as stored (older data need not pass today's input rules). */
export const AdminBannerListOut = z.object({
  banners: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      image: z.string(),
      link: z.string(),
      sort: z.number().int(),
      enabled: z.boolean(),
    }),
  ),
});
export const BannerImageResult = z.object({ url: z.string() });

// ---------------------------------------------------------------- system configuration

const text = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}个字符`);

/** The SPEC.md §3 fields the operator edits (banners have their own page; the site address is the request's). */
export const AdminSystemConfig = z.object({
  app_name: z.string().trim().min(1, '请填写应用名称').max(20, '应用名称最多20个字符'),
  app_version: z
    .string()
    .trim()
    .regex(/^\d+\.\d+\.\d+$/, '版本号格式应为 1.0.0'),
  app_down: text('下载地址', 500),
  customer_service_qq: text('客服QQ', 50),
  customer_service_wechat: text('客服微信', 50),
  customer_service_phone: text('客服电话', 50),
  customer_service_url: text('在线客服地址', 500),
  announcements: z
    .array(
      z.object({
        id: z.number().int().positive().max(2_147_483_647),
        title: z.string().trim().min(1, '请填写滚动公告标题').max(100),
        content: z.string().trim().max(1000).default(''),
      }),
    )
    .max(20, '滚动公告最多20条'),
  maintenance_mode: z.boolean(),
  registration_enabled: z.boolean(),
});
export type AdminSystemConfig = z.infer<typeof AdminSystemConfig>;
/** The answer, as stored (no input rules: older data need not pass them). */
export const AdminSystemConfigOut = z.object({
  app_name: z.string(),
  app_version: z.string(),
  app_down: z.string(),
  customer_service_qq: z.string(),
  customer_service_wechat: z.string(),
  customer_service_phone: z.string(),
  customer_service_url: z.string(),
  announcements: z.array(z.object({ id: z.number().int(), title: z.string(), content: z.string() })),
  maintenance_mode: z.boolean(),
  registration_enabled: z.boolean(),
});

// ---------------------------------------------------------------- messages to players

/** POST /api/admin/messages: to one player (by id) or to every player. */
export const AdminMessageBody = z.object({
  to: z.union([z.literal('all'), z.number().int().positive().max(2_147_483_647)]),
  title: z.string().trim().min(1, '请填写标题').max(50, '标题最多50个字符'),
  content: z.string().trim().min(1, '请填写内容').max(2000, '内容最多2000个字符'),
});
export type AdminMessageBody = z.infer<typeof AdminMessageBody>;
export const AdminMessageResult = z.object({ recipients: z.number().int() });

// ---------------------------------------------------------------- activities

/** POST /api/admin/activities, PUT /api/admin/activities/:id: an activity and its rules. */
export const AdminActivityInput = z
  .object({
    title: z.string().trim().min(1, '请填写活动标题').max(50, '活动标题最多50个字符'),
    summary: z.string().trim().max(200, '简介最多200个字符').default(''),
    coverImage: z.union([imageAddress, z.null()]).default(null),
    kind: ActivityKind.default('general'),
    link: z.union([linkAddress, z.null()]).default(null),
    content: z.array(ActivityBlock).max(50, '活动内容最多50段').default([]),
    rules: z
      .array(z.string().trim().min(1).max(500, '每条规则最多500个字符'))
      .max(30, '规则最多30条')
      .default([]),
    requiresApplication: z.boolean().default(false),
    /** Paid on approval of a sign-up, in yuan (0: none). */
    reward: z
      .number({ error: '请输入有效的金额' })
      .min(0, '金额不能为负')
      .max(MAX_YUAN, '金额超出允许范围')
      .refine((n) => Math.abs(Math.round(n * 100) / 100 - n) < 1e-9, '金额最多保留两位小数')
      .default(0),
    startsAt: z.iso.datetime({ offset: true, error: '请选择开始时间' }),
    endsAt: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).nullable().default(null),
    sort: z.number().int().min(0).max(9999).default(0),
    enabled: z.boolean().default(true),
  })
  .refine((a) => !a.endsAt || Date.parse(a.endsAt) > Date.parse(a.startsAt), {
    message: '结束时间应晚于开始时间',
    path: ['endsAt'],
  });
export type AdminActivityInput = z.infer<typeof AdminActivityInput>;

export const AdminActivity = z.object({
  activityId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverImage: z.string().nullable(),
  kind: ActivityKind,
  link: z.string().nullable(),
  content: z.array(ActivityBlock),
  rules: z.array(z.string()),
  requiresApplication: z.boolean(),
  reward: z.number(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  status: ActivityStatus,
});
export type AdminActivity = z.infer<typeof AdminActivity>;
export const AdminActivitiesQuery = pageQuery(PAGE_SIZE.default, {});
