import type { GroupRole } from '@cailiao/contracts';

/**
 * API.md "Chat rules": who may do what in a group. Owner: everything. Admin: edit the group,
 * announcements, applications, mute, remove members (never the owner or another admin). Member:
 * send, invite (when the group allows it), leave. Outsiders: search public groups, apply, join by
 * code — they never reach this table. Services ask `authorize` before acting; rank between two
 * members (who may mute or remove whom) is `outranks`.
 */
export const GROUP_PERMISSIONS = {
  view: ['owner', 'admin', 'member'],
  send: ['owner', 'admin', 'member'],
  invite: ['owner', 'admin', 'member'],
  leave: ['admin', 'member'],
  editInfo: ['owner', 'admin'],
  setMaxMembers: ['owner'],
  announce: ['owner', 'admin'],
  handleApplications: ['owner', 'admin'],
  mute: ['owner', 'admin'],
  muteGroup: ['owner', 'admin'],
  removeMember: ['owner', 'admin'],
  lotteryConfig: ['owner', 'admin'],
  recallOthers: ['owner', 'admin'],
  setRole: ['owner'],
  transfer: ['owner'],
  dissolve: ['owner'],
} as const satisfies Record<string, readonly GroupRole[]>;
export type GroupAction = keyof typeof GROUP_PERMISSIONS;

export const can = (role: GroupRole, action: GroupAction) =>
  (GROUP_PERMISSIONS[action] as readonly GroupRole[]).includes(role);

/** May `actor` manage `target` (mute, remove)? Owner: anyone else; admin: members only. */
export const outranks = (actor: GroupRole, target: GroupRole) =>
  actor === 'owner' ? target !== 'owner' : actor === 'admin' ? target === 'member' : false;

export const ROLE_LABEL: Record<GroupRole, string> = { owner: '群主', admin: '管理员', member: '' };

/** 群主「张三」, 管理员「李四」, 「王五」: how SYSTEM notices name whoever acted. */
export const actorName = (role: GroupRole, nickname: string) => `${ROLE_LABEL[role]}「${nickname}」`;

/** 10分钟, 2小时, 1天3小时: a mute's length for people. */
export function formatMinutes(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const mins = minutes % 60;
  return (
    [days ? `${days}天` : '', hours ? `${hours}小时` : '', mins ? `${mins}分钟` : ''].join('') || '0分钟'
  );
}

/** Far-future end of a mute that lasts until lifted (MUTED_FOREVER_ISO of the contracts). */
export const MUTED_FOREVER = new Date('9999-12-31T00:00:00.000Z');
export const isForever = (at: Date) => at.getTime() >= MUTED_FOREVER.getTime();
