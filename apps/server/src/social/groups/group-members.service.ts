import {
  type Group,
  type GroupMember,
  type GroupRole,
  groupConversationId,
  type Page,
} from '@cailiao/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { badRequest, businessRule, conflict, forbidden, notFound } from '../../platform/http/errors.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { joinConversation, leaveConversation, type SystemMessages } from '../chat/message-writer.ts';
import { pageInfo } from '../friends/friends.service.ts';
import { groupsRepository } from './groups.repository.ts';
import type { ChatGroupRow } from './groups.schema.ts';
import { type GroupsService, outranks, toGroup } from './groups.service.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  groups: GroupsService;
  system: SystemMessages;
}

/** Group membership: members list, join by code, invites, leave, remove, roles, transfer. */
export function createGroupMembersService({ db, bus, groups, system }: Deps) {
  // Inside a transaction pass `tx`: the outer db would wait for the transaction itself (STACK.md).
  const nickname = async (userId: number, conn: Db | Tx = db) =>
    (await loadBriefs(conn, [userId])).get(userId)?.nickname ?? '未知用户';

  /** Adds a member inside `tx` (group row locked, size checked) and writes the join notice. */
  async function addInTx(
    tx: Tx,
    groupId: number,
    userId: number,
  ): Promise<{ group: ChatGroupRow; notice?: MessageRow }> {
    const group = await groupsRepository.lock(tx, groupId);
    if (group?.status !== 'active') throw notFound('群组不存在');
    if (await groupsRepository.member(tx, groupId, userId)) return { group };
    if ((await groupsRepository.memberCount(tx, groupId)) >= group.maxMembers)
      throw businessRule('GROUP_FULL', '群成员已满');
    await groupsRepository.addMember(tx, groupId, userId, 'member');
    const cid = groupConversationId(groupId);
    await joinConversation(tx, cid, userId);
    const notice = await system.append(tx, cid, groupId, `「${await nickname(userId, tx)}」加入了群聊`, {
      event: 'member_joined',
      userId,
    });
    return { group, notice };
  }

  async function announceTo(groupId: number, notice: MessageRow | undefined) {
    if (notice) await system.announce(notice, await groupsRepository.memberIds(db, groupId));
  }

  async function removeAndAnnounce(groupId: number, userId: number, text: string, event: string) {
    const notice = await db.transaction(async (tx) => {
      if (!(await groupsRepository.removeMember(tx, groupId, userId))) return undefined;
      await leaveConversation(tx, groupConversationId(groupId), userId);
      return system.append(tx, groupConversationId(groupId), groupId, text, { event, userId });
    });
    if (!notice) throw notFound('该用户不是群成员');
    await announceTo(groupId, notice);
  }

  return {
    async members(
      me: number,
      groupId: number,
      q: { role?: string; keyword?: string; page: number; limit: number },
    ): Promise<Page<GroupMember>> {
      await groups.membership(groupId, me);
      const { list, total } = await groupsRepository.members(
        db,
        groupId,
        q.role,
        q.keyword || undefined,
        q.limit,
        (q.page - 1) * q.limit,
      );
      return {
        list: list.map((r) => ({
          userId: r.user.id,
          user: r.user,
          role: r.member.role,
          mutedUntil:
            r.member.mutedUntil && r.member.mutedUntil > new Date()
              ? r.member.mutedUntil.toISOString()
              : null,
          muteReason: r.member.mutedUntil && r.member.mutedUntil > new Date() ? r.member.muteReason : null,
          joinedAt: r.member.joinedAt.toISOString(),
        })),
        pagination: pageInfo(q.page, q.limit, total),
      };
    },

    async join(me: number, joinCode: string): Promise<Group> {
      const found = await groupsRepository.findByJoinCode(db, joinCode.trim());
      if (found?.status !== 'active') throw notFound('入群码无效');
      const { group, notice } = await db.transaction((tx) => addInTx(tx, found.id, me));
      await announceTo(group.id, notice);
      return toGroup(
        group,
        (await groupsRepository.member(db, group.id, me))?.role ?? 'member',
        await groupsRepository.memberCount(db, group.id),
      );
    },

    async invite(me: number, groupId: number, inviteeIds: number[], message?: string) {
      const { group, member } = await groups.membership(groupId, me);
      if (group.status !== 'active') throw notFound('群组已解散');
      if (member.role === 'member' && !group.allowMemberInvite) throw forbidden('本群仅群主和管理员可以邀请');
      return groups.invite(group, me, inviteeIds, message);
    },

    async pendingInvites(me: number) {
      const rows = await groupsRepository.pendingInvitesFor(db, me);
      const names = await groupsRepository.names(
        db,
        rows.map((r) => r.groupId),
      );
      const briefs = await loadBriefs(
        db,
        rows.map((r) => r.inviterId),
      );
      return rows.map((r) => ({
        id: r.id,
        groupId: r.groupId,
        groupName: names.get(r.groupId) ?? '',
        inviter: briefs.get(r.inviterId) ?? null,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
        expiresAt: r.expiresAt.toISOString(),
      }));
    },

    async respondInvite(me: number, inviteId: number, accept: boolean, reason?: string) {
      const outcome = await db.transaction(async (tx) => {
        const inv = await groupsRepository.lockInvite(tx, inviteId);
        if (!inv || inv.inviteeId !== me) return { error: 'missing' as const };
        if (inv.status !== 'pending') return { error: 'handled' as const };
        if (inv.expiresAt <= new Date()) {
          await groupsRepository.respondInvite(tx, inviteId, 'expired', null);
          return { error: 'expired' as const };
        }
        await groupsRepository.respondInvite(tx, inviteId, accept ? 'accepted' : 'rejected', reason || null);
        if (!accept) return { groupId: inv.groupId };
        return { groupId: inv.groupId, ...(await addInTx(tx, inv.groupId, me)) };
      });
      if (outcome.error === 'missing') throw notFound('邀请不存在');
      if (outcome.error === 'handled') throw conflict('INVITE_HANDLED', '该邀请已处理');
      if (outcome.error === 'expired') throw businessRule('INVITE_EXPIRED', '邀请已过期');
      await announceTo(outcome.groupId!, 'notice' in outcome ? outcome.notice : undefined);
      return { inviteId, accepted: accept, groupId: outcome.groupId! };
    },

    async leave(me: number, groupId: number) {
      const { member } = await groups.membership(groupId, me);
      if (member.role === 'owner') throw businessRule('OWNER_CANNOT_LEAVE', '群主请先转让群主或解散群聊');
      await removeAndAnnounce(groupId, me, `「${await nickname(me)}」退出了群聊`, 'member_left');
      return { groupId, left: true };
    },

    async remove(me: number, groupId: number, userId: number) {
      if (userId === me) throw badRequest('不能移除自己，请使用退出群聊');
      const { group, member } = await groups.requireRole(groupId, me, ['owner', 'admin']);
      const target = await groupsRepository.member(db, groupId, userId);
      if (!target) throw notFound('该用户不是群成员');
      if (!outranks(member.role, target.role)) throw forbidden('不能移除群主或其他管理员');
      await removeAndAnnounce(groupId, userId, `「${await nickname(userId)}」被移出了群聊`, 'member_removed');
      await bus.publish({ type: 'GroupMemberRemoved', userId, groupId, groupName: group.name });
      return { groupId, userId, removed: true };
    },

    async setRole(me: number, groupId: number, userId: number, role: Exclude<GroupRole, 'owner'>) {
      await groups.requireRole(groupId, me, ['owner']);
      const target = await groupsRepository.member(db, groupId, userId);
      if (!target) throw notFound('该用户不是群成员');
      if (target.role === 'owner') throw badRequest('不能修改群主的角色');
      await groupsRepository.setRole(db, groupId, userId, role);
      return { groupId, userId, role };
    },

    async transfer(me: number, groupId: number, newOwnerId: number) {
      if (newOwnerId === me) throw badRequest('你已经是群主');
      await groups.requireRole(groupId, me, ['owner']);
      if (!(await groupsRepository.member(db, groupId, newOwnerId))) throw notFound('该用户不是群成员');
      const notice = await db.transaction(async (tx) => {
        await groupsRepository.lock(tx, groupId);
        await groupsRepository.setRole(tx, groupId, me, 'admin');
        await groupsRepository.setRole(tx, groupId, newOwnerId, 'owner');
        await groupsRepository.update(tx, groupId, { ownerId: newOwnerId });
        return system.append(
          tx,
          groupConversationId(groupId),
          groupId,
          `「${await nickname(newOwnerId, tx)}」已成为新群主`,
          {
            event: 'owner_transferred',
            userId: newOwnerId,
          },
        );
      });
      await announceTo(groupId, notice);
      return { groupId, ownerId: newOwnerId };
    },
  };
}
export type GroupMembersService = ReturnType<typeof createGroupMembersService>;
