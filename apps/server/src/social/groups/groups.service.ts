import { randomInt } from 'node:crypto';
import {
  type CreateGroupBody,
  type Group,
  type GroupRole,
  groupConversationId,
  type Page,
} from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { joinConversation, type SystemMessages } from '../chat/message-writer.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import { pageInfo } from '../friends/friends.service.ts';
import { groupsRepository } from './groups.repository.ts';
import type { ChatGroupRow, GroupMemberRow } from './groups.schema.ts';

const JOIN_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newJoinCode = () =>
  Array.from({ length: 8 }, () => JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)]).join('');

export const INVITE_TTL_MS = 7 * 24 * 3_600_000;

export function toGroup(
  g: ChatGroupRow,
  role: GroupRole | null,
  memberCount: number,
  pendingApplications = 0,
): Group {
  const muted = !!g.mutedUntil && g.mutedUntil > new Date();
  return {
    id: g.id,
    groupId: g.id,
    name: g.name,
    description: g.description,
    avatar: g.avatar,
    ownerId: g.ownerId,
    memberCount,
    maxMembers: g.maxMembers,
    isPublic: g.isPublic,
    allowMemberInvite: g.allowMemberInvite,
    lotteryGameIds: g.lotteryGameIds,
    joinCode: role ? g.joinCode : null,
    role,
    conversationId: groupConversationId(g.id),
    isMuted: muted,
    mutedUntil: muted ? g.mutedUntil!.toISOString() : null,
    status: g.status,
    pendingApplications: role === 'owner' || role === 'admin' ? pendingApplications : 0,
    createdAt: g.createdAt.toISOString(),
  };
}

/** May `actor` (with role) manage `target` (with role)? Owner: anyone else; admin: members only. */
export const outranks = (actor: GroupRole, target: GroupRole) =>
  actor === 'owner' ? target !== 'owner' : actor === 'admin' ? target === 'member' : false;

interface Deps {
  db: Db;
  bus: EventBus;
  friends: FriendsService;
  system: SystemMessages;
}

/** Groups: create, read, edit, search, dissolve; membership checks for chat. */
export function createGroupsService({ db, bus, friends, system }: Deps) {
  /** The group and the user's membership; 404 when the group is gone, 403 when not a member. */
  async function membership(
    groupId: number,
    userId: number,
  ): Promise<{ group: ChatGroupRow; member: GroupMemberRow }> {
    const found = await groupsRepository.findWithMember(db, groupId, userId);
    if (!found) throw notFound('群组不存在');
    if (!found.member) throw forbidden('你不是该群成员');
    return { group: found.group, member: found.member };
  }

  async function requireRole(groupId: number, userId: number, roles: GroupRole[]) {
    const m = await membership(groupId, userId);
    if (m.group.status !== 'active') throw notFound('群组已解散');
    if (!roles.includes(m.member.role)) throw forbidden('没有操作权限');
    return m;
  }

  /** Sends each friend of `inviterId` among `inviteeIds` an invite; others are skipped. */
  async function invite(group: ChatGroupRow, inviterId: number, inviteeIds: number[], message?: string) {
    const friendIds = new Set(await friends.friendIds(inviterId));
    const members = new Set(await groupsRepository.memberIds(db, group.id));
    const wanted = [...new Set(inviteeIds)].filter((id) => friendIds.has(id) && !members.has(id));
    const expiresAt = new Date(Date.now() + INVITE_TTL_MS);
    const created = await groupsRepository.insertInvites(
      db,
      wanted.map((inviteeId) => ({
        groupId: group.id,
        inviterId,
        inviteeId,
        message: message || null,
        expiresAt,
      })),
    );
    const inviter = (await loadBriefs(db, [inviterId])).get(inviterId)!;
    for (const inv of created) {
      await bus.publish({
        type: 'GroupInvitationSent',
        inviteeId: inv.inviteeId,
        inviteId: inv.id,
        groupId: group.id,
        groupName: group.name,
        inviter,
        message: inv.message,
      });
    }
    return {
      invited: created.map((i) => i.inviteeId),
      skipped: inviteeIds.filter((id) => !created.some((i) => i.inviteeId === id)),
    };
  }

  return {
    membership,
    requireRole,
    invite,

    names: (ids: number[]) => groupsRepository.names(db, ids),
    memberIds: (groupId: number) => groupsRepository.memberIds(db, groupId),

    /** Name, avatar and size of groups, for conversation lists. */
    async summaries(ids: number[]) {
      const [rows, counts] = await Promise.all([
        groupsRepository.findByIds(db, ids),
        groupsRepository.memberCounts(db, ids),
      ]);
      return new Map(
        rows.map((g) => [g.id, { name: g.name, avatar: g.avatar, memberCount: counts.get(g.id) ?? 0 }]),
      );
    },

    async create(me: number, body: CreateGroupBody): Promise<Group> {
      const creator = (await loadBriefs(db, [me])).get(me)!;
      let group: ChatGroupRow | undefined;
      let notice: MessageRow | undefined;
      for (let attempt = 0; !group && attempt < 5; attempt++) {
        try {
          ({ group, notice } = await db.transaction(async (tx) => {
            const g = await groupsRepository.insert(tx, {
              name: body.name,
              description: body.description ?? '',
              avatar: body.avatar ?? null,
              ownerId: me,
              maxMembers: body.maxMembers,
              isPublic: body.isPublic,
              lotteryGameIds: body.lotteryGameIds,
              joinCode: newJoinCode(),
            });
            await groupsRepository.addMember(tx, g.id, me, 'owner');
            const cid = groupConversationId(g.id);
            await joinConversation(tx, cid, me);
            const n = await system.append(tx, cid, g.id, `「${creator.nickname}」创建了群聊`, {
              event: 'group_created',
            });
            return { group: g, notice: n };
          }));
        } catch (err) {
          if (!isUniqueViolation(err)) throw err; // join code collision: try another
        }
      }
      if (!group || !notice) throw new Error('could not allocate a join code');
      await system.announce(notice, [me]);
      if (body.inviteFriends.length) await invite(group, me, body.inviteFriends, body.inviteMessage);
      return toGroup(group, 'owner', 1);
    },

    /** Members see everything; anyone may see a public group (without its join code). */
    async get(me: number, groupId: number): Promise<Group> {
      const group = await groupsRepository.findById(db, groupId);
      if (!group) throw notFound('群组不存在');
      const member = await groupsRepository.member(db, groupId, me);
      if (!member && !(group.isPublic && group.status === 'active')) throw notFound('群组不存在');
      return toGroup(group, member?.role ?? null, await groupsRepository.memberCount(db, groupId));
    },

    async listMine(me: number, q: { keyword?: string; page: number; limit: number }): Promise<Page<Group>> {
      const { list, total } = await groupsRepository.listMine(
        db,
        me,
        q.keyword || undefined,
        q.limit,
        (q.page - 1) * q.limit,
      );
      return {
        list: list.map((r) => toGroup(r.group, r.role, Number(r.memberCount))),
        pagination: pageInfo(q.page, q.limit, total),
      };
    },

    async search(me: number, q: { keyword?: string; page: number; limit: number }): Promise<Page<Group>> {
      const { list, total } = await groupsRepository.searchPublic(
        db,
        q.keyword || undefined,
        q.limit,
        (q.page - 1) * q.limit,
      );
      const roles = new Map<number, GroupRole>();
      for (const r of list) {
        const m = await groupsRepository.member(db, r.group.id, me);
        if (m) roles.set(r.group.id, m.role);
      }
      return {
        list: list.map((r) => toGroup(r.group, roles.get(r.group.id) ?? null, Number(r.memberCount))),
        pagination: pageInfo(q.page, q.limit, total),
      };
    },

    async update(
      me: number,
      groupId: number,
      patch: Partial<
        Pick<
          ChatGroupRow,
          'name' | 'description' | 'avatar' | 'isPublic' | 'maxMembers' | 'allowMemberInvite'
        >
      >,
    ): Promise<Group> {
      const { member } = await requireRole(groupId, me, ['owner', 'admin']);
      if (patch.maxMembers !== undefined && member.role !== 'owner')
        throw forbidden('只有群主可以修改群人数上限');
      const row = await groupsRepository.update(db, groupId, patch);
      return toGroup(row!, member.role, await groupsRepository.memberCount(db, groupId));
    },

    async setLotteryGames(me: number, groupId: number, lotteryGameIds: number[]): Promise<Group> {
      const { member } = await requireRole(groupId, me, ['owner', 'admin']);
      const row = await groupsRepository.update(db, groupId, {
        lotteryGameIds: [...new Set(lotteryGameIds)],
      });
      return toGroup(row!, member.role, await groupsRepository.memberCount(db, groupId));
    },

    async dissolve(me: number, groupId: number) {
      const { group } = await requireRole(groupId, me, ['owner']);
      const members = await groupsRepository.memberIds(db, groupId);
      const notice = await db.transaction(async (tx) => {
        await groupsRepository.update(tx, groupId, { status: 'dissolved' });
        return system.append(tx, groupConversationId(groupId), groupId, '该群聊已被群主解散', {
          event: 'group_dissolved',
        });
      });
      await system.announce(notice, members);
      return { groupId: group.id, dissolved: true };
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
