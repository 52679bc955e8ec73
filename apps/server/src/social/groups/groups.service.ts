import { randomInt } from 'node:crypto';
import {
  type CreateGroupBody,
  type Group,
  type GroupRole,
  groupConversationId,
  type Page,
  toPage,
} from '@cailiao/contracts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import { badRequest, businessRule, forbidden, notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { joinConversation, type SystemMessages } from '../chat/message-writer.ts';
import type { FriendsService } from '../friends/friends.service.ts';
import { createGroupNotices } from './group-notices.ts';
import { actorName, can, type GroupAction } from './group-permissions.ts';
import { createGroupRosterCache } from './group-roster-cache.ts';
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

export { outranks } from './group-permissions.ts';

export const dissolvedError = () => businessRule('GROUP_DISSOLVED', '该群聊已解散，只能查看历史消息');

/** The changes of an edit, as the SYSTEM notice says them (after "管理员「张三」"). */
function describeChanges(
  g: ChatGroupRow,
  p: Partial<
    Pick<ChatGroupRow, 'name' | 'description' | 'avatar' | 'isPublic' | 'maxMembers' | 'allowMemberInvite'>
  >,
): string[] {
  const out: string[] = [];
  if (p.name !== undefined && p.name !== g.name) out.push(`将群名修改为「${p.name}」`);
  if (p.description !== undefined && p.description !== g.description) out.push('修改了群简介');
  if (p.avatar !== undefined && p.avatar !== g.avatar) out.push('更换了群头像');
  if (p.isPublic !== undefined && p.isPublic !== g.isPublic)
    out.push(p.isPublic ? '将本群设为公开群' : '将本群设为私密群');
  if (p.maxMembers !== undefined && p.maxMembers !== g.maxMembers)
    out.push(`将群人数上限改为${p.maxMembers}人`);
  if (p.allowMemberInvite !== undefined && p.allowMemberInvite !== g.allowMemberInvite)
    out.push(p.allowMemberInvite ? '允许群成员邀请好友' : '设置为仅群主和管理员可以邀请');
  return out;
}

/** The lottery games a group may follow (lottery/index.ts in production). */
export interface GameCatalog {
  rows(): Promise<{ id: number; name: string; status: string }[]>;
}

interface Deps {
  db: Db;
  bus: EventBus;
  friends: FriendsService;
  system: SystemMessages;
  games: GameCatalog;
}

const DENIED: Partial<Record<GroupAction, string>> = {
  setMaxMembers: '只有群主可以修改群人数上限',
  setRole: '只有群主可以设置管理员',
  transfer: '只有群主可以转让群聊',
  dissolve: '只有群主可以解散群聊',
  invite: '本群仅群主和管理员可以邀请',
  leave: '群主请先转让群主或解散群聊',
};

/** Groups: create, read, edit, search, dissolve; membership checks for chat. */
export function createGroupsService({ db, bus, friends, system, games }: Deps) {
  const notices = createGroupNotices(db, system, bus);
  const rosters = createGroupRosterCache(db, bus);
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

  /**
   * The membership of `userId` if they may do `action` in the group (GROUP_PERMISSIONS): 404 when
   * the group is gone, 403 for outsiders and roles without the right, 422 GROUP_DISSOLVED for
   * anything but reading a dissolved group.
   */
  async function authorize(groupId: number, userId: number, action: GroupAction) {
    const m = await membership(groupId, userId);
    if (m.group.status !== 'active' && action !== 'view') throw dissolvedError();
    if (!can(m.member.role, action)) throw forbidden(DENIED[action] ?? '没有操作权限');
    if (action === 'invite' && m.member.role === 'member' && !m.group.allowMemberInvite)
      throw forbidden(DENIED.invite);
    return m;
  }

  /** Checks game ids against the catalogue; 400 naming the unknown ones. */
  async function checkGames(ids: number[]): Promise<{ ids: number[]; names: string[] }> {
    const unique = [...new Set(ids)];
    const byId = new Map((await games.rows()).map((g) => [g.id, g]));
    const unknown = unique.filter((id) => byId.get(id)?.status !== 'active');
    if (unknown.length)
      throw badRequest(`彩种不存在：${unknown.join('、')}`, [
        { field: 'lotteryGameIds', message: '包含不存在的彩种' },
      ]);
    return { ids: unique, names: unique.map((id) => byId.get(id)!.name) };
  }

  const pendingFor = async (group: ChatGroupRow, role: GroupRole | null) =>
    role && can(role, 'handleApplications') ? groupsRepository.pendingApplicationCount(db, group.id) : 0;

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
    authorize,
    invite,
    notices,

    /** The group's roster cached in this process: for sends, which check its version as they store. */
    roster: (groupId: number, fresh = false) => rosters.get(groupId, fresh),
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
      if (body.lotteryGameIds.length)
        body = { ...body, lotteryGameIds: (await checkGames(body.lotteryGameIds)).ids };
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

    /**
     * Members see everything (a dissolved group answers `status: 'dissolved'`, read-only); anyone
     * may see an active public group (without its join code).
     */
    async get(me: number, groupId: number): Promise<Group> {
      const group = await groupsRepository.findById(db, groupId);
      if (!group) throw notFound('群组不存在');
      const member = await groupsRepository.member(db, groupId, me);
      if (!member && !(group.isPublic && group.status === 'active')) throw notFound('群组不存在');
      const role = member?.role ?? null;
      return toGroup(
        group,
        role,
        await groupsRepository.memberCount(db, groupId),
        await pendingFor(group, role),
      );
    },

    async listMine(me: number, q: { keyword?: string; page: number; limit: number }): Promise<Page<Group>> {
      const { list, total } = await groupsRepository.listMine(
        db,
        me,
        q.keyword || undefined,
        q.limit,
        (q.page - 1) * q.limit,
      );
      const managed = list.filter((r) => can(r.role, 'handleApplications')).map((r) => r.group.id);
      const pending = await groupsRepository.pendingApplicationCounts(db, managed);
      return toPage(
        list.map((r) => toGroup(r.group, r.role, Number(r.memberCount), pending.get(r.group.id) ?? 0)),
        q,
        total,
      );
    },

    /** Public active groups by name or id, with my role where I am a member. */
    async search(me: number, q: { keyword?: string; page: number; limit: number }): Promise<Page<Group>> {
      const { list, total } = await groupsRepository.searchPublic(
        db,
        q.keyword || undefined,
        q.limit,
        (q.page - 1) * q.limit,
      );
      const roles = await groupsRepository.rolesOf(
        db,
        list.map((r) => r.group.id),
        me,
      );
      return toPage(
        list.map((r) => toGroup(r.group, roles.get(r.group.id) ?? null, Number(r.memberCount))),
        q,
        total,
      );
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
      const { group, member } = await authorize(groupId, me, 'editInfo');
      if (patch.maxMembers !== undefined && patch.maxMembers !== group.maxMembers) {
        if (!can(member.role, 'setMaxMembers')) throw forbidden(DENIED.setMaxMembers);
        const count = await groupsRepository.memberCount(db, groupId);
        if (patch.maxMembers < count)
          throw businessRule('GROUP_FULL', `群人数上限不能少于当前成员数（${count}人）`);
      }
      const changes = describeChanges(group, patch);
      const row = await groupsRepository.update(db, groupId, patch);
      if (patch.name !== undefined) await notices.rosterChanged(groupId);
      if (changes.length) {
        const who = actorName(member.role, await notices.nickname(me));
        await notices.post(groupId, `${who}${changes.join('，')}`, { event: 'group_updated', userId: me });
      }
      return toGroup(
        row!,
        member.role,
        await groupsRepository.memberCount(db, groupId),
        await pendingFor(row!, member.role),
      );
    },

    async setLotteryGames(me: number, groupId: number, lotteryGameIds: number[]): Promise<Group> {
      const { group, member } = await authorize(groupId, me, 'lotteryConfig');
      const { ids, names } = await checkGames(lotteryGameIds);
      const row = await groupsRepository.update(db, groupId, { lotteryGameIds: ids });
      const same =
        ids.length === group.lotteryGameIds.length && ids.every((id) => group.lotteryGameIds.includes(id));
      if (!same) {
        const who = actorName(member.role, await notices.nickname(me));
        const text = ids.length ? `${who}设置了开奖播报：${names.join('、')}` : `${who}关闭了开奖播报`;
        await notices.post(groupId, text, { event: 'lottery_config', userId: me, lotteryGameIds: ids });
      }
      return toGroup(row!, member.role, await groupsRepository.memberCount(db, groupId));
    },

    async dissolve(me: number, groupId: number) {
      const { group } = await authorize(groupId, me, 'dissolve');
      const members = await groupsRepository.memberIds(db, groupId);
      const notice = await db.transaction(async (tx) => {
        await groupsRepository.update(tx, groupId, { status: 'dissolved', dissolvedAt: new Date() });
        return system.append(tx, groupConversationId(groupId), groupId, '该群聊已被群主解散', {
          event: 'group_dissolved',
        });
      });
      await notices.rosterChanged(groupId);
      await system.announce(notice, members);
      return { groupId: group.id, dissolved: true };
    },
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;
