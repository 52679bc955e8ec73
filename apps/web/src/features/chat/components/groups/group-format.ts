import type { GroupRole, MuteStatus } from '@cailiao/contracts';

export const ROLE_NAMES: Record<GroupRole, string> = { owner: '群主', admin: '管理员', member: '成员' };

/** A mute's end far in the future means "until lifted". */
const isForever = (iso: string) => iso.startsWith('9999');

/** 11-25 12:00 in the reader's own clock. */
export function formatUntil(iso: string): string {
  if (isForever(iso)) return '直到解除';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** Why I cannot send in this group, or null. */
export function muteBlockText(status: MuteStatus | undefined): string | null {
  if (!status || status.canSend) return null;
  if (status.muted && status.mutedUntil) {
    const until = isForever(status.mutedUntil) ? '' : `，${formatUntil(status.mutedUntil)}解除`;
    return `你已被禁言${until}${status.muteReason ? `（${status.muteReason}）` : ''}`;
  }
  if (status.groupMuted && status.groupMutedUntil) {
    const until = isForever(status.groupMutedUntil) ? '' : `，${formatUntil(status.groupMutedUntil)}解除`;
    return `全员禁言中，仅群主和管理员可以发言${until}`;
  }
  return '暂时不能发言';
}

/** One line for the drawer: 未禁言, 全员禁言中, 我被禁言至 … */
export function muteText(status: MuteStatus): string {
  if (status.muted && status.mutedUntil) return `我被禁言至${formatUntil(status.mutedUntil)}`;
  if (status.groupMuted && status.groupMutedUntil)
    return status.exempt ? '全员禁言中（你可发言）' : '全员禁言中';
  return '未禁言';
}

/** Mute lengths offered to owners and admins (minutes). */
export const MUTE_DURATIONS = [
  { label: '10分钟', value: 10 },
  { label: '1小时', value: 60 },
  { label: '12小时', value: 720 },
  { label: '1天', value: 1440 },
  { label: '7天', value: 10080 },
  { label: '30天', value: 43200 },
];
