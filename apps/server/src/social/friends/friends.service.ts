import {
  type Friend,
  type FriendGroup,
  type FriendsQuery,
  type OnlineStatus,
  type Page,
  privateConversationId,
  toPage,
} from '@cailiao/contracts';
import { userRepository } from '../../accounts/index.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { badRequest, businessRule, conflict, notFound, rateLimited } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import type { PresenceLookup } from '../presence/presence-lookup.ts';
import { friendGroupsRepository } from './friend-groups.repository.ts';
import { friendRequestsRepository } from './friend-requests.repository.ts';
import { type FriendListRow, friendsRepository } from './friends.repository.ts';

const MAX_FRIEND_GROUPS = 50;

function toFriend(me: number, row: FriendListRow, presence: OnlineStatus | undefined): Friend {
  const user = { id: row.friendId, username: row.username, nickname: row.nickname, avatar: row.avatar };
  return {
    friendId: row.friendId,
    user,
    username: row.username,
    nickname: row.nickname,
    avatar: row.avatar,
    remark: row.remark,
    groupId: row.groupId,
    groupName: row.groupName,
    status: row.blockedAt ? 'blocked' : 'normal',
    block: !!row.blockedAt,
    online: presence?.online ?? false,
    onlineStatus: presence?.status ?? 'offline',
    lastSeenAt: presence?.lastSeenAt ?? null,
    conversationId: privateConversationId(me, row.friendId),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Friends, friend groups, blocks and user search. Requests live in friend-requests.service.ts. */
export function createFriendsService(deps: { db: Db; limiter: RateLimiter; presence: PresenceLookup }) {
  const { db, limiter, presence } = deps;

  async function existingUser(id: number) {
    const user = await userRepository.findById(db, id);
    if (user?.status !== 'active') throw notFound('用户不存在');
    return user;
  }

  async function ownGroup(userId: number, groupId: number | null | undefined) {
    if (groupId === null || groupId === undefined) return null;
    if (!(await friendGroupsRepository.findGroup(db, userId, groupId))) throw notFound('好友分组不存在');
    return groupId;
  }

  return {
    existingUser,
    ownGroup,

    /** Friendship and blocks between two users, from `a`'s side. */
    relation: (a: number, b: number) => friendsRepository.relation(db, a, b),
    friendIds: (userId: number) => friendsRepository.friendIds(db, userId),

    /** Friends who may see `userId`'s presence: every friend `userId` has not blocked. */
    audience: (userId: number): Promise<number[]> => friendsRepository.unblockedFriendIds(db, userId),
    /** `audience` of many users at once (presence batches). */
    audiences: (userIds: number[]) => friendsRepository.unblockedFriendsOf(db, userIds),

    remarks: (me: number, ids: number[]) => friendsRepository.remarks(db, me, ids),

    async search(me: number, keyword: string, page: number, limit: number) {
      if (!(await limiter.hit(`user-search:${me}`, 60, 60))) throw rateLimited();
      const { list, total } = await friendsRepository.searchUsers(db, me, keyword, limit, (page - 1) * limit);
      const ids = list.map((u) => u.id);
      const [friends, pending] = await Promise.all([
        friendsRepository.friendSet(db, me, ids),
        friendRequestsRepository.pendingWith(db, me, ids, new Date()),
      ]);
      return toPage(
        list.map((u) => ({
          ...u,
          isFriend: friends.has(u.id),
          pendingRequest: pending.get(u.id) ?? null,
        })),
        { page, limit },
        total,
      );
    },

    async list(me: number, q: FriendsQuery): Promise<Page<Friend>> {
      const filter = {
        keyword: q.keyword || undefined,
        groupId: q.groupId,
        blocked: q.status === 'blocked' ? true : q.status === 'normal' ? false : undefined,
      };
      const offset = (q.page - 1) * q.limit;
      if (q.status === 'online' || q.status === 'offline') {
        // Presence lives outside this module: filter the (small) whole list in memory, then page.
        const all = await friendsRepository.all(db, me, filter);
        const statuses = await presence.lookup(all.map((r) => r.friendId));
        const wanted = all.filter(
          (r) => (statuses.get(r.friendId)?.online ?? false) === (q.status === 'online'),
        );
        return toPage(
          wanted.slice(offset, offset + q.limit).map((r) => toFriend(me, r, statuses.get(r.friendId))),
          q,
          wanted.length,
        );
      }
      const { list, total } = await friendsRepository.page(db, me, filter, q.limit, offset);
      const statuses = await presence.lookup(list.map((r) => r.friendId));
      return toPage(
        list.map((r) => toFriend(me, r, statuses.get(r.friendId))),
        q,
        total,
      );
    },

    async detail(me: number, friendId: number): Promise<Friend> {
      const row = await friendsRepository.find(db, me, friendId);
      if (!row) throw notFound('好友不存在');
      return toFriend(me, row, await presence.one(friendId));
    },

    async update(me: number, friendId: number, patch: { remark?: string | null; groupId?: number | null }) {
      if (patch.groupId !== undefined) await ownGroup(me, patch.groupId);
      const remark = patch.remark === undefined ? undefined : patch.remark || null;
      const changed = await friendsRepository.update(db, me, friendId, { remark, groupId: patch.groupId });
      if (!changed) throw notFound('好友不存在');
      return this.detail(me, friendId);
    },

    /** Removes the friendship both ways; the conversation history stays. */
    async remove(me: number, friendId: number) {
      const removed = await db.transaction((tx) => friendsRepository.deletePair(tx, me, friendId));
      if (!removed) throw notFound('好友不存在');
      return { friendId };
    },

    async block(me: number, userId: number) {
      if (userId === me) throw badRequest('不能拉黑自己');
      await existingUser(userId);
      await friendsRepository.block(db, me, userId);
      return { userId, blocked: true };
    },

    async unblock(me: number, userId: number) {
      await friendsRepository.unblock(db, me, userId);
      return { userId, blocked: false };
    },

    async blockedList(me: number) {
      const rows = await friendsRepository.blockedList(db, me);
      return rows.map((r) => ({ ...r, blockedAt: r.blockedAt.toISOString() }));
    },

    async groups(me: number): Promise<FriendGroup[]> {
      const rows = await friendGroupsRepository.listGroups(db, me);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        count: Number(r.count),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    async createGroup(me: number, name: string): Promise<FriendGroup> {
      if ((await friendGroupsRepository.countGroups(db, me)) >= MAX_FRIEND_GROUPS) {
        throw businessRule('TOO_MANY_GROUPS', `最多创建${MAX_FRIEND_GROUPS}个好友分组`);
      }
      const row = await friendGroupsRepository.insertGroup(db, me, name);
      if (!row) throw conflict('GROUP_NAME_TAKEN', '已存在同名分组');
      return { id: row.id, name: row.name, count: 0, createdAt: row.createdAt.toISOString() };
    },

    async renameGroup(me: number, groupId: number, name: string) {
      try {
        const row = await friendGroupsRepository.renameGroup(db, me, groupId, name);
        if (!row) throw notFound('好友分组不存在');
        return { id: row.id, name: row.name };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('GROUP_NAME_TAKEN', '已存在同名分组');
        throw err;
      }
    },

    async deleteGroup(me: number, groupId: number) {
      const removed = await db.transaction((tx) => friendGroupsRepository.deleteGroup(tx, me, groupId));
      if (!removed) throw notFound('好友分组不存在');
      return { id: groupId };
    },
  };
}
export type FriendsService = ReturnType<typeof createFriendsService>;
