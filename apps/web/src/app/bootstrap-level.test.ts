import { waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAuthStore } from '../features/auth/store/auth-store';
import { levelInfoKey } from '../features/level/api/get-level-info';
import { levelInfo } from '../features/level/testing';
import { setStoredUser, setToken } from '../lib/storage';
import { mockApi } from '../test/render-app';
import { bootstrap } from './bootstrap';
import { createQueryClient } from './query-client';

const user = {
  id: 7,
  username: 'player7',
  nickname: '玩家七',
  avatar: null,
  inviteCode: 'XYZ789',
  balance: 0,
  vipLevel: 0,
};
const queryClient = createQueryClient();
beforeAll(() => {
  mockApi({});
  bootstrap(queryClient);
});

// The session start loads the chat channel and the config lazily: let them land before teardown.
afterAll(async () => {
  await import('../features/chat/realtime/chat-session').then((m) => m.stopChatSession());
  await import('../features/system/api/get-system-config');
}, 60_000);

const levelCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/level/info');

describe('level info at session start (SPEC.md §4)', () => {
  it('loads after login, and the profile badge follows the level', async () => {
    const { calls } = mockApi({ 'GET /api/level/info': () => levelInfo({ currentLevel: 3 }) });
    useAuthStore.getState().login({ token: 'tok-1', user });
    await waitFor(() => expect(queryClient.getQueryData(levelInfoKey)).toMatchObject({ currentLevel: 3 }));
    expect(levelCalls(calls)).toHaveLength(1);
    expect(useAuthStore.getState().user?.vipLevel).toBe(3);
  });

  it('loads again when a stored session is restored; a failure says 获取等级信息失败', async () => {
    queryClient.removeQueries({ queryKey: levelInfoKey });
    const { calls } = mockApi({
      'GET /api/level/info': () => ({
        status: 503,
        body: { success: false, code: 'UNAVAILABLE', message: '服务暂时不可用' },
      }),
    });
    setToken('tok-2');
    setStoredUser(user);
    expect(useAuthStore.getState().restore()).toBe(true);
    await waitFor(() => expect(document.body.textContent).toContain('获取等级信息失败'));
    expect(levelCalls(calls).length).toBeGreaterThan(0);
  });
});
