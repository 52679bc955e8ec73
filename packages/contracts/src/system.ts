import { z } from 'zod';

export const Banner = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  link: z.string(),
});
export const Announcement = z.object({ id: z.number().int(), title: z.string(), content: z.string() });

/** SPEC.md §3 system config. */
export const SystemConfig = z.object({
  app_name: z.string(),
  app_version: z.string(),
  website_url: z.string(),
  customer_service_qq: z.string(),
  customer_service_wechat: z.string(),
  customer_service_phone: z.string(),
  customer_service_url: z.string(),
  banners: z.array(Banner),
  announcements: z.array(Announcement),
  maintenance_mode: z.boolean(),
  registration_enabled: z.boolean(),
  app_down: z.string(),
});
export type SystemConfig = z.infer<typeof SystemConfig>;

export { DEFAULT_SYSTEM_CONFIG, EMBEDDED_CONFIG_ID } from './system-defaults.ts';

export const VersionInfo = z.object({ version: z.string(), minVersion: z.string(), downloadUrl: z.string() });
export const ChatService = z.object({
  wsPath: z.string(),
  altWsPath: z.string(),
  heartbeatMs: z.number().int(),
  customerServiceUrl: z.string(),
  hours: z.string(),
});

export const FEEDBACK_TYPES = ['bug', 'suggestion', 'complaint', 'other'] as const;
export const FeedbackType = z.enum(FEEDBACK_TYPES);
export type FeedbackType = z.infer<typeof FeedbackType>;

export const FeedbackBody = z.object({
  type: FeedbackType.default('other'),
  content: z.string().trim().min(5, '反馈内容至少5个字').max(2000, '反馈内容最多2000字'),
  contact: z.string().trim().max(100).optional(),
});

/** Client error report (SPEC.md §8); bounded so a broken client cannot fill the database. */
export const ErrorReportBody = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  url: z.string().max(500).optional(),
  code: z.string().max(100).optional(),
  status: z.number().int().optional(),
  userAgent: z.string().max(500).optional(),
  extra: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorReportBody = z.infer<typeof ErrorReportBody>;
