import type { UserInfo } from '@cailiao/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';

export const userInfoKey = ['user', 'info'] as const;

/** GET /api/user/info; the stored user follows the answer. */
export async function getUserInfo(): Promise<UserInfo> {
  const info = await http.get<UserInfo>('/api/user/info', { silent: true });
  const { id, username, nickname, avatar, inviteCode, balance, vipLevel } = info;
  useAuthStore.getState().updateUser({ id, username, nickname, avatar, inviteCode, balance, vipLevel });
  return info;
}

export const userInfoQuery = queryOptions({ queryKey: userInfoKey, queryFn: getUserInfo });

export function useUserInfo() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  return useQuery({ ...userInfoQuery, enabled: loggedIn });
}
