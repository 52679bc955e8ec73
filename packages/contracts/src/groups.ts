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

/** Most members a group may have, and a new group's size. Mirrors LIMITS.groupMaxMembers of @cailiao/domain (contracts depend on zod only; a server test checks they agree). */
export const GROUP_MAX_MEMBERS = 500;

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
    .max(GROUP_MAX_MEMBERS, `群人数上限最多${GROUP_MAX_MEMBERS}人`)
    .default(GROUP_MAX_MEMBERS),
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
    maxMembers: z.coerce.number().int().min(2).max(GROUP_MAX_MEMBERS).optional(),
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
  /** Whole-group mute in force (owner and admins may still speak). */
  isMuted: z.boolean(),
  /** Until when the whole group is muted (null: not muted; far future: until lifted). */
  mutedUntil: z.string().nullable(),
  /** A dissolved group keeps its history, read-only. */
  status: z.enum(['active', 'dissolved']),
  /** Members only: applications waiting for an owner or admin (0 for others). */
  pendingApplications: z.number().int(),
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
  muteReason: z.string().nullable(),
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

// ---- Mute (SPEC.md §7). Durations are minutes; a member mute lasts 1 minute to 30 days, a whole-group
// mute the same or, without a duration, until it is lifted.

export const MUTE_MAX_MINUTES = 30 * 24 * 60;
/** Far-future end of a mute that lasts until lifted. */
export const MUTED_FOREVER_ISO = '9999-12-31T00:00:00.000Z';

const MuteMinutes = z.coerce
  .number({ error: '请选择禁言时长' })
  .int('禁言时长应为整数分钟')
  .min(1, '禁言时长至少1分钟')
  .max(MUTE_MAX_MINUTES, '禁言时长最多30天');
const MuteReason = z.string().trim().max(100, '原因最多100个字').optional().nullable();

export const MuteMemberBody = z.object({ userId: Id, duration: MuteMinutes, reason: MuteReason });
export const UnmuteMemberBody = z.object({ userId: Id });
export const MuteGroupBody = z.object({ duration: MuteMinutes.optional().nullable(), reason: MuteReason });

export const MutedMember = z.object({
  userId: z.number().int(),
  user: UserBrief,
  role: GroupRole,
  mutedUntil: z.string(),
  muteReason: z.string().nullable(),
  mutedBy: UserBrief.nullable(),
});
export type MutedMember = z.infer<typeof MutedMember>;
export const MutedMemberPage = pageOf(MutedMember);
export const MutedMembersQuery = pageQuery(PAGE_SIZE.mutedMembers);

/** GET /api/chat/groups/{id}/mute-status: the group's and my own mute. */
export const MuteStatus = z.object({
  groupId: z.number().int(),
  groupMuted: z.boolean(),
  groupMutedUntil: z.string().nullable(),
  groupMuteReason: z.string().nullable(),
  /** Muted myself (a member mute). */
  muted: z.boolean(),
  mutedUntil: z.string().nullable(),
  muteReason: z.string().nullable(),
  /** Owner and admins speak during a whole-group mute. */
  exempt: z.boolean(),
  /** May I send now? */
  canSend: z.boolean(),
});
export type MuteStatus = z.infer<typeof MuteStatus>;

// ---- Announcements: owner and admins write; members read. A popup announcement is shown once per
// member and version (editing it raises the version, so it pops up again).

export const AnnouncementBody = z.object({
  title: z.string({ error: '请输入公告标题' }).trim().min(1, '请输入公告标题').max(50, '公告标题最多50个字'),
  content: z
    .string({ error: '请输入公告内容' })
    .trim()
    .min(1, '请输入公告内容')
    .max(2000, '公告内容最多2000个字'),
  isPopup: z.boolean().default(false),
});
export const UpdateAnnouncementBody = z
  .object({
    title: z.string().trim().min(1, '请输入公告标题').max(50, '公告标题最多50个字').optional(),
    content: z.string().trim().min(1, '请输入公告内容').max(2000, '公告内容最多2000个字').optional(),
    isPopup: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), '没有需要修改的内容');

export const GroupAnnouncement = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  title: z.string(),
  content: z.string(),
  isPopup: z.boolean(),
  version: z.number().int(),
  author: UserBrief,
  /** Have I acknowledged this version (popups show while false)? */
  seen: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupAnnouncement = z.infer<typeof GroupAnnouncement>;
export const GroupAnnouncementPage = pageOf(GroupAnnouncement);
export const AnnouncementsQuery = pageQuery(PAGE_SIZE.default);
export const AnnouncementSeenBody = z.object({ version: z.coerce.number().int().min(1) });

// ---- Applications to join (outsiders of a public group) and the request summary for badges.

export const ApplyBody = z.object({ message: z.string().trim().max(100, '申请留言最多100个字').optional() });
export const ApproveApplicationBody = z.object({
  accept: z.boolean({ error: '请选择同意或拒绝' }),
  reason: z.string().trim().max(100, '原因最多100个字').optional(),
});
/** Statuses of a group application (the same three as an activity application). */
export const GROUP_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const GroupApplication = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  userId: z.number().int(),
  user: UserBrief,
  message: z.string().nullable(),
  status: z.enum(GROUP_APPLICATION_STATUSES),
  reason: z.string().nullable(),
  handledBy: UserBrief.nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type GroupApplication = z.infer<typeof GroupApplication>;
export const GroupApplicationPage = pageOf(GroupApplication);
export const ApplicationsQuery = pageQuery(PAGE_SIZE.default, {
  status: z.enum(GROUP_APPLICATION_STATUSES).optional(),
});

/** A pending invite addressed to me. */
export const PendingGroupInvite = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  groupName: z.string(),
  inviter: UserBrief.nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingGroupInvite = z.infer<typeof PendingGroupInvite>;

export const GroupRequestsQuery = z.object({
  includeAll: z.preprocess((v) => v === true || v === 'true' || v === '1', z.boolean()).default(false),
});
/** GET /api/chat/group-requests/summary: my pending invites, and applications to groups I manage. */
export const GroupRequestsSummary = z.object({
  invites: z.array(PendingGroupInvite),
  applications: z.array(GroupApplication),
  counts: z.object({
    invites: z.number().int(),
    applications: z.number().int(),
    total: z.number().int(),
  }),
});
export type GroupRequestsSummary = z.infer<typeof GroupRequestsSummary>;

export const LotteryConfigBody = z.object({
  lotteryGameIds: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(50, '最多选择50个彩种'),
});
export const LotteryConfig = z.object({
  groupId: z.number().int(),
  lotteryGameIds: z.array(z.number().int()),
});
