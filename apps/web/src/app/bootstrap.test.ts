import { DEFAULT_SYSTEM_CONFIG } from '@cailiao/contracts';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../features/auth/store/auth-store';
import { stopChatSession } from '../features/chat/realtime/chat-session';
import { ApiError } from '../lib/http';
import { FakeWebSocket } from '../lib/socket/fake-socket';
import { setStoredUser, setToken } from '../lib/storage';
import { mockApi } from '../test/render-app';
import { bootstrap } from './bootstrap';
import { createQueryClient } from './query-client';

const user = {
  id: 1,
  username: 'me01',
  nickname: '我',
  avatar: null,
  inviteCode: 'X',
  balance: 0,
  vipLevel: 0,
};

function reportsOf(calls: ReturnType<typeof mockApi>['calls']) {
  return calls
    .filter((c) => c.path === '/api/log/error')
    .map((c) => c.body as { code: string; message: string });
}

// bootstrap runs once per page load: the tests below share one launch, in order.
describe('launch (SPEC.md §2, §4, §8, §9)', () => {
  it('restores the stored login, loads the system config and checks storage use', async () => {
    setToken('tok');
    setStoredUser(user);
    vi.stubGlobal('WebSocket', FakeWebSocket);
    vi.stubGlobal('navigator', {
      ...navigator,
      storage: { estimate: async () => ({ usage: 90, quota: 100 }) },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = mockApi({
      'GET /api/system/config': () => ({ ...DEFAULT_SYSTEM_CONFIG, app_name: '彩聊Pro' }),
    });
    const queryClient = createQueryClient();

    bootstrap(queryClient);

    expect(useAuthStore.getState()).toMatchObject({ restored: true, token: 'tok', user: { id: 1 } });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['system', 'config'])).toMatchObject({ app_name: '彩聊Pro' }),
    );
    expect(calls.some((c) => c.path === '/api/system/config')).toBe(true);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('本地存储已使用 90.0%')),
    );
    stopChatSession();
  });

  it('posts uncaught errors and unhandled rejections to /api/log/error, but not request failures', async () => {
    const { calls } = mockApi({ 'POST /api/log/error': () => null });

    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', error: new Error('boom') }));
    const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
    window.dispatchEvent(rejection(new Error('lost promise')));
    window.dispatchEvent(rejection(new ApiError(500, 'INTERNAL', '服务器内部错误')));

    await vi.waitFor(() => expect(reportsOf(calls)).toHaveLength(2));
    expect(reportsOf(calls)).toEqual([
      expect.objectContaining({ code: 'WINDOW_ERROR', message: 'boom' }),
      expect.objectContaining({ code: 'UNHANDLED_REJECTION', message: 'lost promise' }),
    ]);
  });
});
