import type { MutedMember, MuteStatus, Page } from '@cailiao/contracts';
import { paginationOf } from '@cailiao/contracts';
import { shanghaiMinute } from '@cailiao/domain';
import type { Db } from '../../platform/db/client.ts';
import { badRequest, forbidden, notFound } from '../../platform/errors.ts';
import { loadBriefs } from '../chat/message-presenter.ts';
import { actorName, can, formatMinutes, isForever, MUTED_FOREVER, outranks } from './group-permissions.ts';
import { groupsRepository } from './groups.repository.ts';
import type { ChatGroupRow, GroupMemberRow } from './groups.schema.ts';
import type { GroupsService } from './groups.service.ts';

const MINUTE_MS = 60_000;
const iso = (at: Date | null | undefined, now: Date) => (at && at > now ? at.toISOString() : null);

/**
 * Why `member` may not speak in `group` now, or null. Mutes end on time by themselves: the
 * stored end is compared with the clock, so no job has to lift them. Owner and admins are exempt
 * from a whole-group mute (not from nothing: nobody can mute the owner).
 */
export function muteRefusal(group: ChatGroupRow, member: GroupMemberRow, now = new Date()): string | null {
  if (member.mutedUntil && member.mutedUntil > now) {
    const until = isForever(member.mutedUntil) ? '' : `，解除时间：${shanghaiMinute(member.mutedUntil)}`;
    return `你已被禁言${until}${member.muteReason ? `（原因：${member.muteReason}）` : ''}`;
  }
  if (member.role === 'member' && group.mutedUntil && group.mutedUntil > now) {
    const until = isForever(group.mutedUntil) ? '' : `，解除时间：${shanghaiMinute(group.mutedUntil)}`;
    return `全员禁言中，仅群主和管理员可以发言${until}`;
  }
  return null;
}

/** Member mute with duration and reason, unmute, muted list, whole-group mute, mute status. */
export function createGroupMuteService({ db, groups }: { db: Db; groups: GroupsService }) {
  const { notices } = groups;

  /** The target's membership if `me` may mute them (rank, not themselves). */
  async function mutable(me: number, groupId: number, userId: number) {
    if (userId === me) throw badRequest('不能禁言自己');
    const { member } = await groups.authorize(groupId, me, 'mute');
    const target = await groupsRepository.member(db, groupId, userId);
    if (!target) throw notFound('该用户不是群成员');
    if (!outranks(member.role, target.role)) throw forbidden('不能禁言群主或其他管理员');
    return { member, target };
  }

  return {
    async mute(
      me: number,
      groupId: number,
      body: { userId: number; duration: number; reason?: string | null },
    ) {
      const { member } = await mutable(me, groupId, body.userId);
      const until = new Date(Date.now() + body.duration * MINUTE_MS);
      const reason = body.reason || null;
      await groupsRepository.setMemberMute(db, groupId, body.userId, { until, reason, by: me });
      await notices.rosterChanged(groupId);
      const who = actorName(member.role, await notices.nickname(me));
      const text = `「${await notices.nickname(body.userId)}」被${who}禁言${formatMinutes(body.duration)}${
        reason ? `，原因：${reason}` : ''
      }`;
      await notices.post(groupId, text, {
        event: 'member_muted',
        userId: body.userId,
        until: until.toISOString(),
      });
      return { groupId, userId: body.userId, mutedUntil: until.toISOString(), muteReason: reason };
    },

    async unmute(me: number, groupId: number, userId: number) {
      const { member, target } = await mutable(me, groupId, userId);
      await groupsRepository.setMemberMute(db, groupId, userId, null);
      await notices.rosterChanged(groupId);
      if (target.mutedUntil && target.mutedUntil > new Date()) {
        const who = actorName(member.role, await notices.nickname(me));
        await notices.post(groupId, `「${await notices.nickname(userId)}」被${who}解除禁言`, {
          event: 'member_unmuted',
          userId,
        });
      }
      return { groupId, userId, mutedUntil: null };
    },

    async mutedMembers(
      me: number,
      groupId: number,
      q: { page: number; limit: number },
    ): Promise<Page<MutedMember>> {
      await groups.authorize(groupId, me, 'view');
      const { list, total } = await groupsRepository.mutedMembers(
        db,
        groupId,
        new Date(),
        q.limit,
        (q.page - 1) * q.limit,
      );
      const by = await loadBriefs(
        db,
        list.map((r) => r.member.mutedBy ?? 0),
      );
      return {
        list: list.map((r) => ({
          userId: r.user.id,
          user: r.user,
          role: r.member.role,
          mutedUntil: r.member.mutedUntil!.toISOString(),
          muteReason: r.member.muteReason,
          mutedBy: r.member.mutedBy ? (by.get(r.member.mutedBy) ?? null) : null,
        })),
        pagination: paginationOf({ page: q.page, limit: q.limit }, total),
      };
    },

    /** Whole-group mute: `duration` minutes, or until lifted when absent. */
    async muteGroup(me: number, groupId: number, body: { duration?: number | null; reason?: string | null }) {
      const { member } = await groups.authorize(groupId, me, 'muteGroup');
      const until = body.duration ? new Date(Date.now() + body.duration * MINUTE_MS) : MUTED_FOREVER;
      const reason = body.reason || null;
      await groupsRepository.update(db, groupId, { mutedUntil: until, muteReason: reason, mutedBy: me });
      await notices.rosterChanged(groupId);
      const who = actorName(member.role, await notices.nickname(me));
      const text = `${who}开启了全员禁言${body.duration ? `（${formatMinutes(body.duration)}）` : ''}${
        reason ? `，原因：${reason}` : ''
      }`;
      await notices.post(groupId, text, { event: 'group_muted', until: until.toISOString() });
      return { groupId, isMuted: true, mutedUntil: until.toISOString() };
    },

    async unmuteGroup(me: number, groupId: number) {
      const { group, member } = await groups.authorize(groupId, me, 'muteGroup');
      await groupsRepository.update(db, groupId, { mutedUntil: null, muteReason: null, mutedBy: null });
      await notices.rosterChanged(groupId);
      if (group.mutedUntil && group.mutedUntil > new Date()) {
        const who = actorName(member.role, await notices.nickname(me));
        await notices.post(groupId, `${who}关闭了全员禁言`, { event: 'group_unmuted' });
      }
      return { groupId, isMuted: false, mutedUntil: null };
    },

    async status(me: number, groupId: number): Promise<MuteStatus> {
      const { group, member } = await groups.authorize(groupId, me, 'view');
      const now = new Date();
      const groupUntil = iso(group.mutedUntil, now);
      const myUntil = iso(member.mutedUntil, now);
      const refusal = group.status === 'active' ? muteRefusal(group, member, now) : '该群聊已解散';
      return {
        groupId,
        groupMuted: groupUntil !== null,
        groupMutedUntil: groupUntil,
        groupMuteReason: groupUntil ? group.muteReason : null,
        muted: myUntil !== null,
        mutedUntil: myUntil,
        muteReason: myUntil ? member.muteReason : null,
        exempt: can(member.role, 'muteGroup'),
        canSend: refusal === null,
      };
    },
  };
}
export type GroupMuteService = ReturnType<typeof createGroupMuteService>;
