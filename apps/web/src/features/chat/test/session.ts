import { setToken } from '../../../lib/storage';
import { useAuthStore } from '../../auth/store/auth-store';
import { useChatStore } from '../store/chat-store';
import type { message } from './fixtures';

export const ME = {
  id: 1,
  username: 'me01',
  nickname: '我',
  avatar: null,
  inviteCode: 'X',
  balance: 0,
  vipLevel: 0,
};

/** A signed-in user 1 with an empty chat store (no socket: sessions are not started in page tests). */
export function signIn(): void {
  setToken('tok');
  useAuthStore.setState({ user: ME, token: 'tok', restored: true });
  useChatStore.getState().reset();
  useChatStore.getState().setMe(ME.id);
}

export function signOut(): void {
  useAuthStore.setState({ user: null, token: null });
  useChatStore.getState().reset();
}

export const page = <T>(list: T[]) => ({
  list,
  pagination: { page: 1, limit: 50, total: list.length, totalPages: 1 },
});

/** A history page answer. */
export const historyPage = (list: ReturnType<typeof message>[], hasMore = false, peerReadSeq = 0) => ({
  ...page(list),
  hasMore,
  lastSeq: list.at(-1)?.seq ?? 0,
  peerReadSeq,
});
