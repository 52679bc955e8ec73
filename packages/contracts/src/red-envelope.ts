import { z } from 'zod';
import { hasOneTarget, ONE_TARGET, OptionalId, UserBrief } from './chat.ts';
import { PAGE_SIZE, pageOf, pageQuery } from './pagination.ts';
import { RequestId, YuanAmount } from './wallet.ts';

/**
 * Red envelopes (SPEC.md §3, §7; API.md "Chat rules"). Amounts are yuan on the wire. The range of
 * the amount (0.01–20,000) and of the count (1–100, at most the group's members) are business rules
 * answered with 422; only the shape is checked here.
 */
export const RedEnvelopeType = z.enum(['lucky', 'normal'], { error: '红包类型应为 lucky 或 normal' });
export type RedEnvelopeType = z.infer<typeof RedEnvelopeType>;

/** active: shares left; finished: every share taken; expired: 24 h passed (the rest goes back). */
export const RedEnvelopeStatus = z.enum(['active', 'finished', 'expired']);
export type RedEnvelopeStatus = z.infer<typeof RedEnvelopeStatus>;
export const RED_ENVELOPE_STATUS_NAMES: Record<RedEnvelopeStatus, string> = {
  active: '领取中',
  finished: '已领完',
  expired: '已过期',
};

export const SendRedEnvelopeBody = z
  .object({
    amount: YuanAmount,
    count: z.coerce
      .number({ error: '请输入红包个数' })
      .int('红包个数应为整数')
      .min(1, '红包个数至少1个')
      .max(10_000, '红包个数无效'),
    type: RedEnvelopeType.default('lucky'),
    blessing: z.string().trim().max(30, '祝福语最多30个字').optional().nullable(),
    /** A password envelope needs this phrase to grab. */
    password: z.string().trim().max(20, '口令最多20个字').optional().nullable(),
    toUserId: OptionalId,
    groupId: OptionalId,
    /** Idempotency key: the same requestId from the same sender answers the first envelope. */
    requestId: RequestId.optional(),
  })
  .refine(hasOneTarget, ONE_TARGET);
export type SendRedEnvelopeBody = z.infer<typeof SendRedEnvelopeBody>;

export const RedEnvelopeSent = z.object({
  id: z.number().int(),
  redEnvelopeId: z.number().int(),
  amount: z.number(),
  count: z.number().int(),
  type: RedEnvelopeType,
  status: RedEnvelopeStatus,
  messageId: z.number().int().nullable(),
  /** The sender's balance after the debit (yuan). */
  balance: z.number(),
});
export type RedEnvelopeSent = z.infer<typeof RedEnvelopeSent>;

export const GrabRedEnvelopeBody = z.object({
  password: z.string().trim().max(20).optional().nullable(),
});

/** The answer of a grab, and (with `grabberUser` and `message`) the `red_envelope_grabbed` frame. */
export const RedEnvelopeGrab = z.object({
  redEnvelopeId: z.number().int(),
  grabAmount: z.number(),
  remainCount: z.number().int(),
  remainAmount: z.number(),
  isLastGrab: z.boolean(),
  status: RedEnvelopeStatus,
});
export type RedEnvelopeGrab = z.infer<typeof RedEnvelopeGrab>;

export const RedEnvelopeGrabbedEvent = RedEnvelopeGrab.extend({
  conversationId: z.string(),
  conversationType: z.enum(['PRIVATE', 'GROUP']),
  targetId: z.number().int(),
  messageId: z.number().int().nullable(),
  senderId: z.number().int(),
  grabberUser: UserBrief,
  /** 「张三」领取了「李四」的红包 */
  message: z.string(),
});
export type RedEnvelopeGrabbedEvent = z.infer<typeof RedEnvelopeGrabbedEvent>;

/** GET /api/chat/red-envelopes/{id}: what a member of its conversation sees. */
export const RedEnvelopeDetail = z.object({
  id: z.number().int(),
  redEnvelopeId: z.number().int(),
  sender: UserBrief,
  type: RedEnvelopeType,
  amount: z.number(),
  count: z.number().int(),
  blessing: z.string(),
  hasPassword: z.boolean(),
  status: RedEnvelopeStatus,
  remainCount: z.number().int(),
  remainAmount: z.number(),
  /** What went back to the sender after 24 hours (0 until then). */
  refundedAmount: z.number(),
  /** My share, or null when I have not grabbed. */
  myAmount: z.number().nullable(),
  /** May I grab now (member, share left, not grabbed, not my own private envelope)? */
  canGrab: z.boolean(),
  conversationId: z.string(),
  conversationType: z.enum(['PRIVATE', 'GROUP']),
  targetId: z.number().int(),
  messageId: z.number().int().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type RedEnvelopeDetail = z.infer<typeof RedEnvelopeDetail>;

export const RedEnvelopeRecord = z.object({
  userId: z.number().int(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  amount: z.number(),
  grabbedAt: z.string(),
  /** 手气最佳: the largest share of a lucky envelope, once every share is taken. */
  isBest: z.boolean(),
});
export type RedEnvelopeRecord = z.infer<typeof RedEnvelopeRecord>;
export const RedEnvelopeRecords = z.object({
  list: z.array(RedEnvelopeRecord),
  grabbedCount: z.number().int(),
  count: z.number().int(),
});

export const RedEnvelopeListQuery = pageQuery(PAGE_SIZE.redEnvelopes, {
  /** sent (default): envelopes I sent; received: envelopes I grabbed from. */
  kind: z.enum(['sent', 'received']).default('sent'),
});

export const RedEnvelopeListItem = z.object({
  id: z.number().int(),
  type: RedEnvelopeType,
  amount: z.number(),
  count: z.number().int(),
  blessing: z.string(),
  status: RedEnvelopeStatus,
  remainCount: z.number().int(),
  refundedAmount: z.number(),
  /** received: my share. */
  myAmount: z.number().nullable(),
  sender: UserBrief,
  conversationType: z.enum(['PRIVATE', 'GROUP']),
  targetId: z.number().int(),
  targetName: z.string(),
  createdAt: z.string(),
});
export type RedEnvelopeListItem = z.infer<typeof RedEnvelopeListItem>;
export const RedEnvelopePage = pageOf(RedEnvelopeListItem);
