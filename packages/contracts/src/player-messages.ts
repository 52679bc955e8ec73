import { z } from 'zod';
import { pageQuery } from './pagination.ts';

// Player messages (one player's inbox, written by the server) and notices (for everyone).

export const PLAYER_MESSAGE_KINDS = [
  'recharge',
  'withdraw',
  'level_up',
  'reward',
  'commission',
  'activity',
  'system',
] as const;
export const PlayerMessageKind = z.enum(PLAYER_MESSAGE_KINDS);
export type PlayerMessageKind = z.infer<typeof PlayerMessageKind>;
export const PLAYER_MESSAGE_KIND_NAMES: Record<PlayerMessageKind, string> = {
  recharge: '充值',
  withdraw: '提现',
  level_up: '等级',
  reward: '奖励',
  commission: '佣金',
  activity: '活动',
  system: '系统',
};

export const PlayerMessage = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  kind: PlayerMessageKind,
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type PlayerMessage = z.infer<typeof PlayerMessage>;

const BoolString = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const MessagesQuery = pageQuery(20, {
  isRead: BoolString.optional(),
  kind: PlayerMessageKind.optional(),
});

const MessageId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
/** PUT /api/messages/batch/read: the ids given, or every unread message when `ids` is absent. */
export const BatchReadBody = z.object({ ids: z.array(MessageId).max(200).optional() }).nullish();
export const BatchReadResult = z.object({ updated: z.number().int() });

export const UnreadCounts = z.object({
  messages: z.number().int(),
  notices: z.number().int(),
  total: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCounts>;

export const Notice = z.object({
  noticeId: z.number().int(),
  title: z.string(),
  content: z.string(),
  /** Shown in a popup at launch, once. */
  isPopup: z.boolean(),
  publishedAt: z.string(),
  isRead: z.boolean(),
});
export type Notice = z.infer<typeof Notice>;

export const NoticeListQuery = pageQuery(20, {
  popup: BoolString.optional(),
  isRead: BoolString.optional(),
});

const noticeId = (n: z.ZodNumber) =>
  n.int('公告不存在').positive('公告不存在').max(2_147_483_647, '公告不存在');
export const NoticeDetailQuery = z.object({ noticeId: noticeId(z.coerce.number({ error: '公告不存在' })) });
export const NoticeReadBody = z.object({ noticeId: noticeId(z.number({ error: '公告不存在' })) });

export const NoticeInput = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(5000),
  isPopup: z.boolean().default(false),
  publishedAt: z.iso.datetime().optional(),
});
export type NoticeInput = z.infer<typeof NoticeInput>;

/** The `data` of a `system_notification` frame that carries a new player message. */
export interface PlayerMessageNotification {
  kind: 'player_message';
  title: string;
  content: string;
  data: { message: PlayerMessage; unread: number };
}
