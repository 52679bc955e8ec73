import type { UnreadCounts } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { messageKeys } from './keys';

/** GET /api/messages/unread-count: unread messages and notices (badges of 我的). */
export function getUnreadCounts(): Promise<UnreadCounts> {
  return http.get<UnreadCounts>('/api/messages/unread-count', { silent: true });
}

export const unreadCountsQuery = queryOptions({
  queryKey: messageKeys.unread,
  queryFn: getUnreadCounts,
  staleTime: 30_000,
  retry: false,
});

/** Kept current by `system_notification` frames (new message) and reads; refetched on focus. */
export function useUnreadCounts() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...unreadCountsQuery, enabled: loggedIn });
}
