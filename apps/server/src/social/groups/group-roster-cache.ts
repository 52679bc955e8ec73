import { groupConversationId } from '@cailiao/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { conversations } from '../chat/chat.schema.ts';
import { type ChatGroupRow, chatGroups, type GroupMemberRow } from './groups.schema.ts';

/** A group as a send needs it: the group, its members by user, and the roster version they are of. */
export interface Roster {
  version: number;
  group: ChatGroupRow;
  members: ReadonlyMap<number, GroupMemberRow>;
  memberIds: readonly number[];
}

type MemberJson = Omit<GroupMemberRow, 'mutedUntil' | 'joinedAt'> & {
  mutedUntil: string | null;
  joinedAt: string;
};

const MAX_GROUPS = 2_000;

/**
 * Group rosters cached in this process, for chat sends (a send to a group of 500 read the whole
 * member list every time). Correctness does not rest on invalidation: the roster carries the
 * version its conversation row had when it was read (migration 0009's triggers give the row a new
 * version whenever members, roles, mutes, status or name change), and a send stores its message
 * only while that version is still current (`messageRepository.appendIfRoster`, under the row's
 * lock). A stale roster therefore costs a reload and never delivers to a removed member. The
 * `GroupRosterChanged` events (published by the groups services after each such change, over Redis
 * to every process) drop entries early, so the next send does not have to find out by failing.
 */
export function createGroupRosterCache(db: Db, bus: EventBus) {
  const rosters = new Map<number, Roster>();

  bus.subscribe((event) => {
    if (event.type === 'GroupRosterChanged') rosters.delete(event.groupId);
    else if (event.type === 'BusReconnected') rosters.clear();
  });

  /** The group, its roster version and every member, from one snapshot (one statement). */
  async function read(groupId: number) {
    const [row] = await db
      .select({
        group: chatGroups,
        version: sql<
          string | number | null
        >`(select c.members_version from conversations c where c.id = 'group_' || chat_groups.id)`,
        members: sql<MemberJson[]>`(select coalesce(json_agg(json_build_object(
          'groupId', gm.group_id, 'userId', gm.user_id, 'role', gm.role, 'mutedUntil', gm.muted_until,
          'muteReason', gm.mute_reason, 'mutedBy', gm.muted_by, 'joinedAt', gm.joined_at)), '[]'::json)
          from group_members gm where gm.group_id = chat_groups.id)`,
      })
      .from(chatGroups)
      .where(eq(chatGroups.id, groupId))
      .limit(1);
    return row;
  }

  async function load(groupId: number): Promise<Roster | undefined> {
    let row = await read(groupId);
    if (row && row.version === null) {
      // A group older than the roster triggers, with no message yet: give it its row.
      await db
        .insert(conversations)
        .values({ id: groupConversationId(groupId), type: 'group' })
        .onConflictDoNothing();
      row = await read(groupId);
    }
    if (!row) return undefined;
    const list = row.members;
    const members = new Map<number, GroupMemberRow>();
    for (const m of list) {
      members.set(m.userId, {
        ...m,
        mutedUntil: m.mutedUntil ? new Date(m.mutedUntil) : null,
        joinedAt: new Date(m.joinedAt),
      });
    }
    return { version: Number(row.version), group: row.group, members, memberIds: [...members.keys()] };
  }

  return {
    /**
     * The roster of a group (undefined when the group does not exist). `fresh` reads it again:
     * after a send found the cached version stale.
     */
    async get(groupId: number, fresh = false): Promise<Roster | undefined> {
      const cached = fresh ? undefined : rosters.get(groupId);
      if (cached) return cached;
      const roster = await load(groupId);
      if (!roster) {
        rosters.delete(groupId);
        return undefined;
      }
      // A slower concurrent read of an older version must not replace a newer one.
      const current = rosters.get(groupId);
      if (!current || current.version <= roster.version) {
        if (!current && rosters.size >= MAX_GROUPS) rosters.delete(rosters.keys().next().value!);
        rosters.set(groupId, roster);
      }
      return roster;
    },

    /** Drops a group's roster in this process (the bus event does it in every process). */
    forget(groupId: number) {
      rosters.delete(groupId);
    },
  };
}
export type GroupRosterCache = ReturnType<typeof createGroupRosterCache>;
