import type {
  GroupAnnouncement,
  GroupApplication,
  GroupRequestsSummary,
  MutedMember,
  MuteStatus,
  Page,
} from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const groupAdminKeys = {
  muteStatus: (id: number) => ['chat', 'group', id, 'mute-status'] as const,
  muted: (id: number) => ['chat', 'group', id, 'muted'] as const,
  /** Paged (infinite) list; a plain query of announcements adds its own suffix. */
  announcements: (id: number) => ['chat', 'group', id, 'announcements'] as const,
  popup: (id: number) => ['chat', 'group', id, 'announcement-popup'] as const,
  applications: (id: number, status: string) => ['chat', 'group', id, 'applications', status] as const,
  summary: ['chat', 'group-requests', 'summary'] as const,
};

const base = (id: number) => `/api/chat/groups/${id}`;

// ---- mute (durations in minutes)
export const muteMember = (groupId: number, userId: number, duration: number, reason?: string) =>
  http.post(`${base(groupId)}/mute`, { userId, duration, reason });
export const unmuteMember = (groupId: number, userId: number) =>
  http.post(`${base(groupId)}/unmute`, { userId });
export const muteGroup = (groupId: number, duration?: number, reason?: string) =>
  http.post(`${base(groupId)}/mute-group`, { duration: duration ?? null, reason });
export const unmuteGroup = (groupId: number) => http.post(`${base(groupId)}/unmute-group`, {});
export function getMutedMembers(groupId: number, page: number): Promise<Page<MutedMember>> {
  return http.get(`${base(groupId)}/muted-members`, { params: { page, pageSize: 20 }, silent: true });
}
export function getMuteStatus(groupId: number): Promise<MuteStatus> {
  return http.get(`${base(groupId)}/mute-status`, { silent: true });
}
export function useMuteStatus(groupId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: groupAdminKeys.muteStatus(groupId ?? 0),
    queryFn: () => getMuteStatus(groupId!),
    enabled: enabled && !!groupId,
    // A mute ends on time: look again now and then so the composer opens by itself.
    refetchInterval: (q) => (q.state.data && !q.state.data.canSend ? 30_000 : false),
  });
}

// ---- announcements
export function getAnnouncements(groupId: number, page: number): Promise<Page<GroupAnnouncement>> {
  return http.get(`${base(groupId)}/announcements`, { params: { page, pageSize: 20 }, silent: true });
}
export function getAnnouncementPopup(groupId: number): Promise<GroupAnnouncement | null> {
  return http.get(`${base(groupId)}/announcements/popup`, { silent: true });
}
export const createAnnouncement = (
  groupId: number,
  body: { title: string; content: string; isPopup: boolean },
) => http.post<GroupAnnouncement>(`${base(groupId)}/announcements`, body);
export const updateAnnouncement = (
  groupId: number,
  id: number,
  body: { title?: string; content?: string; isPopup?: boolean },
) => http.put<GroupAnnouncement>(`${base(groupId)}/announcements/${id}`, body);
export const deleteAnnouncement = (groupId: number, id: number) =>
  http.del(`${base(groupId)}/announcements/${id}`);
export const markAnnouncementSeen = (groupId: number, id: number, version: number) =>
  http.post(`${base(groupId)}/announcements/${id}/seen`, { version }, { silent: true });

// ---- applications and the request summary (badges)
export function getApplications(
  groupId: number,
  page: number,
  status?: string,
): Promise<Page<GroupApplication>> {
  return http.get(`${base(groupId)}/applications`, {
    params: status ? { page, pageSize: 20, status } : { page, pageSize: 20 },
    silent: true,
  });
}
export const approveApplication = (id: number, accept: boolean, reason?: string) =>
  http.put(`/api/chat/group-applications/${id}/approve`, { accept, reason });
export const respondGroupInvite = (id: number, accept: boolean) =>
  http.put(`/api/chat/group-invites/${id}/respond`, { accept });
export function getGroupRequestsSummary(includeAll = false): Promise<GroupRequestsSummary> {
  return http.get('/api/chat/group-requests/summary', {
    params: includeAll ? { includeAll: true } : {},
    silent: true,
  });
}
