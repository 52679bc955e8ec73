import { z } from 'zod';
import { DbInt, Id, PresenceStatus, UserBrief } from './chat.ts';
import { PAGE_SIZE, pageOf, pageQuery } from './pagination.ts';

const Remark = z.string().trim().max(20, '备注最多20个字符');

/** GET /api/users/search: username (exact or prefix) or nickname (contains). */
export const UserSearchQuery = pageQuery(PAGE_SIZE.default, {
  keyword: z.string({ error: '请输入搜索关键词' }).trim().min(1, '请输入搜索关键词').max(32),
});
export const UserSearchItem = UserBrief.extend({
  isFriend: z.boolean(),
  /** A pending request between the two exists: 'sent' by me, 'received' from them. */
  pendingRequest: z.enum(['sent', 'received']).nullable(),
});
export const UserSearchPage = pageOf(UserSearchItem);

export const FriendRequestBody = z.object({
  friendId: Id,
  /** The remark I will give this friend once accepted. */
  remark: Remark.optional(),
  /** The friend group I will put this friend in once accepted. */
  groupId: Id.optional().nullable(),
  message: z.string().trim().max(100, '验证消息最多100个字符').optional(),
});
export type FriendRequestBody = z.infer<typeof FriendRequestBody>;
export const AcceptFriendBody = z
  .object({ remark: Remark.optional(), groupId: Id.optional().nullable() })
  .optional()
  .default({});
export const RejectFriendBody = z
  .object({ reason: z.string().trim().max(100).optional() })
  .optional()
  .default({});

/** A friend request: pending until answered; a pending one past its `expiresAt` reads as expired. */
export const FRIEND_REQUEST_STATUSES = ['pending', 'accepted', 'rejected', 'expired'] as const;
export const FriendRequestStatus = z.enum(FRIEND_REQUEST_STATUSES);
export type FriendRequestStatus = z.infer<typeof FriendRequestStatus>;
export const FriendRequest = z.object({
  id: z.number().int(),
  fromUser: UserBrief,
  toUser: UserBrief,
  message: z.string().nullable(),
  /** Only the sender sees the remark they chose. */
  remark: z.string().nullable(),
  status: FriendRequestStatus,
  reason: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
});
export type FriendRequest = z.infer<typeof FriendRequest>;
export const FriendRequestsQuery = pageQuery(PAGE_SIZE.default, {
  type: z.enum(['received', 'sent']).default('received'),
  status: FriendRequestStatus.optional(),
});
export const FriendRequestPage = pageOf(FriendRequest);

/** `normal`/`blocked` is the friendship; `online`/`offline` filters by presence. */
export const FriendsQuery = pageQuery(PAGE_SIZE.friends, {
  keyword: z.string().trim().max(32).optional(),
  groupId: DbInt.optional(),
  status: z.enum(['normal', 'blocked', 'online', 'offline']).optional(),
});
export type FriendsQuery = z.infer<typeof FriendsQuery>;

export const Friend = z.object({
  friendId: z.number().int(),
  user: UserBrief,
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  remark: z.string().nullable(),
  /** Friend group id; null = ungrouped. */
  groupId: z.number().int().nullable(),
  groupName: z.string().nullable(),
  /** `blocked` when I blocked this friend. */
  status: z.enum(['normal', 'blocked']),
  block: z.boolean(),
  online: z.boolean(),
  onlineStatus: PresenceStatus,
  lastSeenAt: z.string().nullable(),
  conversationId: z.string(),
  createdAt: z.string(),
});
export type Friend = z.infer<typeof Friend>;
export const FriendPage = pageOf(Friend);

export const UpdateFriendBody = z
  .object({ remark: Remark.nullable().optional(), groupId: Id.nullable().optional() })
  .refine((b) => b.remark !== undefined || b.groupId !== undefined, '没有需要修改的内容');
export const MoveFriendBody = z.object({ groupId: Id.nullable() });

export const FriendGroupBody = z.object({
  name: z.string({ error: '请输入分组名称' }).trim().min(1, '请输入分组名称').max(20, '分组名称最多20个字符'),
});
export const FriendGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  count: z.number().int(),
  createdAt: z.string(),
});
export type FriendGroup = z.infer<typeof FriendGroup>;

export const BlockedUser = UserBrief.extend({ blockedAt: z.string() });
