import { z } from 'zod';
import { Id, UserBrief } from './chat.ts';
import { PAGE_SIZE, pageOf, pageQuery } from './pagination.ts';

/** Group roles (API.md "Chat rules"): one owner, admins, members. */
export const GROUP_ROLES = ['owner', 'admin', 'member'] as const;
export const GroupRole = z.enum(GROUP_ROLES);
export type GroupRole = z.infer<typeof GroupRole>;

/** A group is active until its owner dissolves it; a dissolved group keeps its row (history). */
export const GROUP_STATUSES = ['active', 'dissolved'] as const;
export const GroupStatus = z.enum(GROUP_STATUSES);
export type GroupStatus = z.infer<typeof GroupStatus>;

/** An invitation to a group: pending until the invitee answers or it expires. */
export const GROUP_INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;
export const GroupInviteStatus = z.enum(GROUP_INVITE_STATUSES);
export type GroupInviteStatus = z.infer<typeof GroupInviteStatus>;

const GroupName = z
  .string({ error: '请输入群名称' })
  .trim()
  .min(1, '请输入群名称')
  .max(30, '群名称最多30个字符');
const Description = z.string().trim().max(200, '群简介最多200个字符');
const Avatar = z.string().regex(/^\/(uploads|avatars)\/[A-Za-z0-9._\-/]{1,200}$/, '群头像地址无效');

export const CreateGroupBody = z.object({
  name: GroupName,
  description: Description.optional(),
  avatar: Avatar.optional().nullable(),
  maxMembers: z.coerce
    .number()
    .int()
    .min(2, '群人数上限至少2人')
    .max(500, '群人数上限最多500人')
    .default(500),
  isPublic: z.boolean().default(false),
  lotteryGameIds: z.array(z.number().int().positive()).max(50).default([]),
  /** Friends invited at creation; each gets an invite to accept. */
  inviteFriends: z.array(Id).max(100).default([]),
  inviteMessage: z.string().trim().max(100).optional(),
});
export type CreateGroupBody = z.infer<typeof CreateGroupBody>;

export const UpdateGroupBody = z
  .object({
    name: GroupName.optional(),
    description: Description.optional(),
    avatar: Avatar.nullable().optional(),
    isPublic: z.boolean().optional(),
    maxMembers: z.coerce.number().int().min(2).max(500).optional(),
    allowMemberInvite: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), '没有需要修改的内容');

export const Group = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  description: z.string(),
  avatar: z.string().nullable(),
  ownerId: z.number().int(),
  memberCount: z.number().int(),
  maxMembers: z.number().int(),
  isPublic: z.boolean(),
  allowMemberInvite: z.boolean(),
  lotteryGameIds: z.array(z.number().int()),
  /** Only members see the join code. */
  joinCode: z.string().nullable(),
  /** My role, or null when I am not a member. */
  role: GroupRole.nullable(),
  conversationId: z.string(),
  isMuted: z.boolean(),
  createdAt: z.string(),
});
export type Group = z.infer<typeof Group>;
export const GroupPage = pageOf(Group);

export const GroupListQuery = pageQuery(PAGE_SIZE.groups, { keyword: z.string().trim().max(30).optional() });

export const GroupMember = z.object({
  userId: z.number().int(),
  user: UserBrief,
  role: GroupRole,
  mutedUntil: z.string().nullable(),
  joinedAt: z.string(),
});
export type GroupMember = z.infer<typeof GroupMember>;
export const GroupMemberPage = pageOf(GroupMember);
export const GroupMembersQuery = pageQuery(PAGE_SIZE.members, {
  role: GroupRole.optional(),
  keyword: z.string().trim().max(30).optional(),
});

export const InviteBody = z.object({
  inviteeIds: z.array(Id).min(1, '请选择要邀请的好友').max(100),
  message: z.string().trim().max(100).optional(),
});
export const JoinBody = z.object({ joinCode: z.string({ error: '请输入入群码' }).trim().min(4).max(16) });
export const RespondInviteBody = z.object({
  accept: z.boolean(),
  reason: z.string().trim().max(100).optional(),
});
export const UpdateMemberBody = z.object({ role: z.enum(['admin', 'member']) });
export const TransferBody = z.object({ newOwnerId: Id });

export const GroupInvite = z.object({
  id: z.number().int(),
  group: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  inviter: UserBrief,
  invitee: UserBrief,
  message: z.string().nullable(),
  status: GroupInviteStatus,
  createdAt: z.string(),
});
export type GroupInvite = z.infer<typeof GroupInvite>;
