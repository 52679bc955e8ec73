import { z } from 'zod';
import { ChatMessage, UserBrief } from './chat.ts';
import { GroupRole, GroupStatus } from './groups.ts';
import { PAGE_SIZE, pageQuery } from './pagination.ts';

/** GET /api/admin/groups: search by name or id, optionally by status (issue 14 §6). */
export const AdminGroupsQuery = pageQuery(PAGE_SIZE.default, {
  q: z.string().trim().max(32).optional(),
  status: GroupStatus.optional(),
});
export const AdminGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: UserBrief,
  memberCount: z.number().int(),
  status: GroupStatus,
  /** Whole-group mute in force now. */
  isMuted: z.boolean(),
  mutedUntil: z.string().nullable(),
  createdAt: z.string(),
  dissolvedAt: z.string().nullable(),
});
export type AdminGroup = z.infer<typeof AdminGroup>;

export const AdminGroupMember = z.object({
  user: UserBrief,
  role: GroupRole,
  mutedUntil: z.string().nullable(),
  joinedAt: z.string(),
});
export type AdminGroupMember = z.infer<typeof AdminGroupMember>;

/** GET /api/admin/groups/:id: the group, its members (first 200) and its latest 50 messages (oldest first). */
export const AdminGroupDetail = z.object({
  group: AdminGroup,
  members: z.array(AdminGroupMember),
  messages: z.array(ChatMessage),
});
export type AdminGroupDetail = z.infer<typeof AdminGroupDetail>;

/** Dissolve, mute all, unmute, recall: an optional reason, kept in the audit log with the call. */
export const ModerationBody = z.object({
  reason: z.string().trim().max(200, '原因最多200个字符').optional(),
});
export const GroupMessageParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  messageId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const SENSITIVE_WORDS_MAX = 2_000;
/** GET/PUT /api/admin/chat/sensitive-words: the words masked with ＊ in chat messages. */
export const SensitiveWords = z.object({
  words: z
    .array(z.string().trim().min(1, '敏感词不能为空').max(32, '敏感词最多32个字符'))
    .max(SENSITIVE_WORDS_MAX, `敏感词最多${SENSITIVE_WORDS_MAX}个`),
});
export type SensitiveWords = z.infer<typeof SensitiveWords>;
