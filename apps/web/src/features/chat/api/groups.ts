import { type Group, type GroupMember, type GroupRole, PAGE_SIZE, type Page } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

export const groupKeys = {
  all: ['chat', 'groups'] as const,
  mine: ['chat', 'groups', 'mine'] as const,
  one: (id: number) => ['chat', 'group', id] as const,
  /** Paged (infinite) member lists; plain queries must not share these keys. */
  members: (id: number, role?: string) => ['chat', 'group', id, 'members', role ?? 'all'] as const,
  search: (keyword: string) => ['chat', 'groups', 'search', keyword] as const,
  avatars: ['chat', 'resources', 'group-avatars'] as const,
};

/** GET /api/chat/groups (page, limit 20): the groups I belong to. */
export function getMyGroups(page = 1): Promise<Page<Group>> {
  return http.get<Page<Group>>('/api/chat/groups', { params: { page, limit: PAGE_SIZE.groups } });
}

/** GET /api/chat/groups/{id}: my role decides who may recall others' messages. */
export function getGroup(groupId: number): Promise<Group> {
  return http.get<Group>(`/api/chat/groups/${groupId}`, { silent: true });
}

export function useGroup(groupId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: groupKeys.one(groupId ?? 0),
    queryFn: () => getGroup(groupId!),
    enabled: enabled && groupId !== undefined && groupId > 0,
  });
}

export interface CreateGroupInput {
  name: string;
  description?: string;
  avatar?: string | null;
  isPublic: boolean;
  lotteryGameIds: number[];
  inviteFriends: number[];
  inviteMessage?: string;
}

/** POST /api/chat/groups. */
export function createGroup(input: CreateGroupInput): Promise<Group> {
  return http.post<Group>('/api/chat/groups', input);
}

/** PUT /api/chat/groups/{id}. */
export function updateGroup(
  groupId: number,
  patch: Partial<
    Pick<Group, 'name' | 'description' | 'avatar' | 'isPublic' | 'maxMembers' | 'allowMemberInvite'>
  >,
): Promise<Group> {
  return http.put<Group>(`/api/chat/groups/${groupId}`, patch);
}

/** GET /api/chat/groups/search (keyword, page, pageSize 20): public groups. */
export function searchGroups(keyword: string, page: number): Promise<Page<Group>> {
  return http.get<Page<Group>>('/api/chat/groups/search', {
    params: keyword ? { keyword, page, pageSize: 20 } : { page, pageSize: 20 },
    silent: true,
  });
}

/** POST /api/chat/groups/join { joinCode }. */
export function joinGroupByCode(joinCode: string): Promise<Group> {
  return http.post<Group>('/api/chat/groups/join', { joinCode });
}

/** POST /api/chat/groups/{id}/apply { message }. */
export function applyToGroup(groupId: number, message?: string) {
  return http.post<{ id: number; status: string }>(`/api/chat/groups/${groupId}/apply`, { message });
}

/** GET /api/chat/groups/{id}/members (role, page, pageSize 50). */
export function getGroupMembers(groupId: number, page: number, role?: GroupRole): Promise<Page<GroupMember>> {
  return http.get<Page<GroupMember>>(`/api/chat/groups/${groupId}/members`, {
    params: role ? { page, pageSize: 50, role } : { page, pageSize: 50 },
    silent: true,
  });
}

export const setMemberRole = (groupId: number, userId: number, role: 'admin' | 'member') =>
  http.put(`/api/chat/groups/${groupId}/members/${userId}`, { role });
export const removeMember = (groupId: number, userId: number) =>
  http.del(`/api/chat/groups/${groupId}/members/${userId}`);
export const transferGroup = (groupId: number, newOwnerId: number) =>
  http.post(`/api/chat/groups/${groupId}/transfer`, { newOwnerId });
export const leaveGroup = (groupId: number) => http.post(`/api/chat/groups/${groupId}/leave`, {});
export const dissolveGroup = (groupId: number) => http.del(`/api/chat/groups/${groupId}/dissolve`);
export const inviteToGroup = (groupId: number, inviteeIds: number[], message?: string) =>
  http.post<{ invited: number[]; skipped: number[] }>(`/api/chat/groups/${groupId}/invites`, {
    inviteeIds,
    message,
  });

/** PUT /api/chat/groups/{id}/lottery-config { lotteryGameIds }. */
export const setLotteryConfig = (groupId: number, lotteryGameIds: number[]) =>
  http.put<{ groupId: number; lotteryGameIds: number[] }>(`/api/chat/groups/${groupId}/lottery-config`, {
    lotteryGameIds,
  });

/** GET /api/chat/resources/group-avatars: the stock group avatars. */
export function getGroupAvatars(): Promise<string[]> {
  return http
    .get<unknown>('/api/chat/resources/group-avatars', { silent: true })
    .then((data) => avatarUrls(data));
}

function avatarUrls(data: unknown): string[] {
  const list = Array.isArray(data) ? data : (data as { list?: unknown[] } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list
    .map((x) => (typeof x === 'string' ? x : (x as { url?: string } | null)?.url))
    .filter((x): x is string => typeof x === 'string');
}
