import type { Friend, FriendRequest, Page, UserBrief } from '@cailiao/contracts';
import { PAGE_SIZE } from '@cailiao/contracts';
import { http } from '../../../lib/http';

export interface UserSearchItem extends UserBrief {
  isFriend: boolean;
  pendingRequest: 'sent' | 'received' | null;
}

export const friendKeys = {
  all: ['chat', 'friends'] as const,
  list: (keyword: string) => ['chat', 'friends', 'list', keyword] as const,
  requests: (type: 'received' | 'sent') => ['chat', 'friends', 'requests', type] as const,
  search: (keyword: string) => ['chat', 'friends', 'search', keyword] as const,
};

/** GET /api/users/search (keyword, page, pageSize). */
export function searchUsers(keyword: string): Promise<Page<UserSearchItem>> {
  return http.get<Page<UserSearchItem>>('/api/users/search', { params: { keyword, page: 1, pageSize: 20 } });
}

/** POST /api/chat/friends/request { friendId, remark, message }. */
export function sendFriendRequest(input: { friendId: number; remark?: string; message?: string }) {
  return http.post<{ autoAccepted?: boolean }>('/api/chat/friends/request', input);
}

/** GET /api/chat/friends/requests (received or sent, of one status or all; 50 a page like the friends). */
export function getFriendRequests(
  type: 'received' | 'sent',
  page = 1,
  status?: FriendRequest['status'],
): Promise<Page<FriendRequest>> {
  return http.get<Page<FriendRequest>>('/api/chat/friends/requests', {
    params: { type, status, page, pageSize: PAGE_SIZE.friends },
    silent: true,
  });
}

export function acceptFriendRequest(id: number) {
  return http.put<FriendRequest>(`/api/chat/friends/request/${id}/accept`, {});
}

export function rejectFriendRequest(id: number) {
  return http.put<FriendRequest>(`/api/chat/friends/request/${id}/reject`, {});
}

/** GET /api/chat/friends (keyword, page, pageSize 50). */
export function getFriends(keyword = '', page = 1): Promise<Page<Friend>> {
  return http.get<Page<Friend>>('/api/chat/friends', {
    params: { keyword: keyword || undefined, page, pageSize: PAGE_SIZE.friends },
  });
}

/** PUT /api/chat/friends/{id} { remark }. */
export function updateFriendRemark(friendId: number, remark: string | null) {
  return http.put<Friend>(`/api/chat/friends/${friendId}`, { remark });
}

export function deleteFriend(friendId: number) {
  return http.del<unknown>(`/api/chat/friends/${friendId}`);
}

export function blockFriend(friendId: number) {
  return http.put<unknown>(`/api/chat/friends/${friendId}/block`, {});
}

export function unblockFriend(friendId: number) {
  return http.put<unknown>(`/api/chat/friends/${friendId}/unblock`, {});
}
