import {
  type Group,
  type GroupMember,
  type GroupRole,
  groupConversationId,
  type Page,
  toPage,
} from '@cailiao/contracts';
import type { Db, Tx } from '../../platform/db/client.ts';
import { badRequest, businessRule, conflict, forbidden, notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { MessageRow } from '../chat/chat.schema.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { joinConversation, leaveConversation } from '../chat/message-writer.ts';
import { actorName, outranks } from './group-permissions.ts';
import { groupsRepository } from './groups.repository.ts';
import type { ChatGroupRow } from './groups.schema.ts';
import { dissolvedError, type GroupsService, toGroup } from './groups.service.ts';

interface Deps {
  db: Db;
  bus: EventBus;
  groups: GroupsService;
}

/** How a member came in, for the SYSTEM notice ("「张三」邀请「李四」加入了群聊"). */
export type JoinedBy =
  | { via: 'code' }
  | { via: 'invite'; inviterId: number }
  | { via: 'application'; approverId: number; approverRole: GroupRole };

/**
 * Adds a member inside `tx` (group row locked, size checked) and writes the join notice; answers
 * the notice to announce after commit (none when already a member).
 */
export async function addMemberInTx(
  tx: Tx,
  notices: GroupsService['notices'],
  groupId: number,
  userId: number,
  by: JoinedBy,
): Promise<{ group: ChatGroupRow; notice?: MessageRow }> {
  const group = await groupsRepository.lock(tx, groupId);
  if (!group) throw notFound('群组不存在');
  if (group.status !== 'active') throw dissolvedError();
  if (await groupsRepository.member(tx, groupId, userId)) return { group };
  if ((await groupsRepository.memberCount(tx, groupId)) >= group.maxMembers)
    throw businessRule('GROUP_FULL', '群成员已满');
  await groupsRepository.addMember(tx, groupId, userId, 'member');
  await joinConversation(tx, groupConversationId(groupId), userId);
  const who = `「${await notices.nickname(userId, tx)}」`;
  let text = `${who}通过入群码加入了群聊`;
  if (by.via === 'invite') text = `「${await notices.nickname(by.inviterId, tx)}」邀请${who}加入了群聊`;
  if (by.via === 'application')
    text = `${actorName(by.approverRole, await notices.nickname(by.approverId, tx))}同意${who}加入了群聊`;
  const notice = await notices.append(tx, groupId, text, { event: 'member_joined', userId, via: by.via });
  return { group, notice };
}

/** Group membership: members list, join by code, invites, leave, remove, roles, transfer. */
export function createGroupMembersService({ db, bus, groups }: Deps) {
  const { notices } = groups;

  async function removeAndAnnounce(groupId: number, userId: number, text: string, event: string) {
    const notice = await db.transaction(async (tx) => {
      if (!(await groupsRepository.removeMember(tx, groupId, userId))) return undefined;
      await leaveConversation(tx, groupConversationId(groupId), userId);
      return notices.append(tx, groupId, text, { event, userId });
    });
    if (!notice) throw notFound('该用户不是群成员');
    await notices.rosterChanged(groupId);
    await notices.announce(groupId, notice);
  }

  return {
    async members(
      me: number,
      groupId: number,
      q: { role?: string; keyword?: string; page: number; limit: number },
    ): Promise<Page<GroupMember>> {
      await groups.authorize(groupId, me, 'view');
      const { list, total } = await groupsRepository.members(
        db,
        groupId,
        q.role,
        q.keyword || undefined,
        q.limit,
        (q.page - 1) * q.limit,
      );
      const now = new Date();
      return toPage(
        list.map((r) => {
          const muted = !!r.member.mutedUntil && r.member.mutedUntil > now;
          return {
            userId: r.user.id,
            user: r.user,
            role: r.member.role,
            mutedUntil: muted ? r.member.mutedUntil!.toISOString() : null,
            muteReason: muted ? r.member.muteReason : null,
            joinedAt: r.member.joinedAt.toISOString(),
          };
        }),
        q,
        total,
      );
    },

    async join(me: number, joinCode: string): Promise<Group> {
      const found = await groupsRepository.findByJoinCode(db, joinCode.trim());
      if (!found) throw notFound('入群码无效');
      if (found.status !== 'active') throw dissolvedError();
      const { group, notice } = await db.transaction((tx) =>
        addMemberInTx(tx, notices, found.id, me, { via: 'code' }),
      );
      if (notice) await notices.rosterChanged(group.id);
      await notices.announce(group.id, notice);
      return toGroup(
        group,
        (await groupsRepository.member(db, group.id, me))?.role ?? 'member',
        await groupsRepository.memberCount(db, group.id),
      );
    },

    async invite(me: number, groupId: number, inviteeIds: number[], message?: string) {
      const { group } = await groups.authorize(groupId, me, 'invite');
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
        const added = await addMemberInTx(tx, notices, inv.groupId, me, {
          via: 'invite',
          inviterId: inv.inviterId,
        });
        return { groupId: inv.groupId, ...added };
      });
      if (outcome.error === 'missing') throw notFound('邀请不存在');
      if (outcome.error === 'handled') throw conflict('INVITE_HANDLED', '该邀请已处理');
      if (outcome.error === 'expired') throw businessRule('INVITE_EXPIRED', '邀请已过期');
      if (accept) await notices.rosterChanged(outcome.groupId!);
      await notices.announce(outcome.groupId!, 'notice' in outcome ? outcome.notice : undefined);
      return { inviteId, accepted: accept, groupId: outcome.groupId! };
    },

    async leave(me: number, groupId: number) {
      const { member } = await groups.membership(groupId, me);
      if (member.role === 'owner') throw businessRule('OWNER_CANNOT_LEAVE', '群主请先转让群主或解散群聊');
      await groups.authorize(groupId, me, 'leave');
      await removeAndAnnounce(groupId, me, `「${await notices.nickname(me)}」退出了群聊`, 'member_left');
      return { groupId, left: true };
    },

    async remove(me: number, groupId: number, userId: number) {
      if (userId === me) throw badRequest('不能移除自己，请使用退出群聊');
      const { group, member } = await groups.authorize(groupId, me, 'removeMember');
      const target = await groupsRepository.member(db, groupId, userId);
      if (!target) throw notFound('该用户不是群成员');
      if (!outranks(member.role, target.role)) throw forbidden('不能移除群主或其他管理员');
      const who = actorName(member.role, await notices.nickname(me));
      await removeAndAnnounce(
        groupId,
        userId,
        `「${await notices.nickname(userId)}」被${who}移出了群聊`,
        'member_removed',
      );
      await bus.publish({ type: 'GroupMemberRemoved', userId, groupId, groupName: group.name });
      return { groupId, userId, removed: true };
    },

    async setRole(me: number, groupId: number, userId: number, role: Exclude<GroupRole, 'owner'>) {
      await groups.authorize(groupId, me, 'setRole');
      const target = await groupsRepository.member(db, groupId, userId);
      if (!target) throw notFound('该用户不是群成员');
      if (target.role === 'owner') throw badRequest('不能修改群主的角色');
      if (target.role !== role) {
        await groupsRepository.setRole(db, groupId, userId, role);
        await notices.rosterChanged(groupId);
        const owner = actorName('owner', await notices.nickname(me));
        const name = `「${await notices.nickname(userId)}」`;
        await notices.post(
          groupId,
          role === 'admin' ? `${owner}将${name}设为管理员` : `${owner}取消了${name}的管理员身份`,
          { event: 'role_changed', userId, role },
        );
      }
      return { groupId, userId, role };
    },

    async transfer(me: number, groupId: number, newOwnerId: number) {
      if (newOwnerId === me) throw badRequest('你已经是群主');
      await groups.authorize(groupId, me, 'transfer');
      if (!(await groupsRepository.member(db, groupId, newOwnerId))) throw notFound('该用户不是群成员');
      const notice = await db.transaction(async (tx) => {
        await groupsRepository.lock(tx, groupId);
        await groupsRepository.setRole(tx, groupId, me, 'admin');
        await groupsRepository.setRole(tx, groupId, newOwnerId, 'owner');
        await groupsRepository.update(tx, groupId, { ownerId: newOwnerId });
        const from = await notices.nickname(me, tx);
        const to = await notices.nickname(newOwnerId, tx);
        return notices.append(tx, groupId, `「${from}」将群主转让给「${to}」`, {
          event: 'owner_transferred',
          userId: newOwnerId,
        });
      });
      await notices.rosterChanged(groupId);
      await notices.announce(groupId, notice);
      return { groupId, ownerId: newOwnerId };
    },
  };
}
export type GroupMembersService = ReturnType<typeof createGroupMembersService>;
