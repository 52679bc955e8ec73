import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/errors';
import { clearSession, getStoredUser, getToken, setStoredUser, setToken } from '../../../lib/storage';
import { logoutRequest } from '../api/logout';
import { onSessionEnd, onSessionStart } from '../session-hooks';
import { useAuthStore } from './auth-store';

vi.mock('../api/logout', () => ({ logoutRequest: vi.fn(async () => null) }));

const user = {
  id: 7,
  username: 'demo',
  nickname: '演示',
  avatar: null,
  inviteCode: 'ABC123',
  balance: 0,
  vipLevel: 1,
};
const logoutMock = vi.mocked(logoutRequest);

let offs: Array<() => void> = [];
const startHook = vi.fn();
const endHook = vi.fn();

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null, restored: false });
  logoutMock.mockReset().mockResolvedValue(null);
  startHook.mockReset();
  endHook.mockReset();
  offs = [onSessionStart(startHook), onSessionEnd(endHook)];
});
afterEach(() => {
  for (const off of offs) off();
});

describe('auth store', () => {
  it('login stores user and token and starts the session hooks', () => {
    useAuthStore.getState().login({ token: 'tok', user });
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', user });
    expect(getToken()).toBe('tok');
    expect(getStoredUser()).toEqual(user);
    expect(startHook).toHaveBeenCalledWith({ token: 'tok', user });
  });

  it('restores a stored session and starts the hooks', () => {
    setToken('tok');
    setStoredUser(user);
    expect(useAuthStore.getState().restore()).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ token: 'tok', user, restored: true });
    expect(startHook).toHaveBeenCalledOnce();
  });

  it('restores nothing without a stored session and drops half a session', () => {
    expect(useAuthStore.getState().restore()).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null, restored: true });
    setToken('orphan');
    expect(useAuthStore.getState().restore()).toBe(false);
    expect(getToken()).toBeNull();
    expect(startHook).not.toHaveBeenCalled();
  });

  it('logout disconnects first, calls the endpoint, then clears', async () => {
    useAuthStore.getState().login({ token: 'tok', user });
    const order: string[] = [];
    endHook.mockImplementation(() => order.push('disconnect'));
    logoutMock.mockImplementation(async () => {
      order.push(`logout with token ${getToken()}`);
      return null;
    });
    await useAuthStore.getState().logout();
    expect(order).toEqual(['disconnect', 'logout with token tok']);
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
  });

  it.each([
    ['a 401', new ApiError(401, 'UNAUTHENTICATED', '登录已过期')],
    ['a network failure', new ApiError(0, 'NETWORK_ERROR', '网络连接失败')],
  ])('logout clears the session even when the call fails with %s', async (_, error) => {
    useAuthStore.getState().login({ token: 'tok', user });
    logoutMock.mockRejectedValue(error);
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
    expect(getToken()).toBeNull();
  });

  it('logout skips the endpoint without a token', async () => {
    await useAuthStore.getState().logout();
    expect(logoutMock).not.toHaveBeenCalled();
    expect(endHook).toHaveBeenCalledOnce();
  });

  it('follows a session cleared elsewhere (the 401 flow)', () => {
    useAuthStore.getState().login({ token: 'tok', user });
    clearSession();
    expect(useAuthStore.getState()).toMatchObject({ token: null, user: null });
  });

  it('updateUser merges and stores fresh fields', () => {
    useAuthStore.getState().login({ token: 'tok', user });
    useAuthStore.getState().updateUser({ nickname: '新昵称', avatar: '/uploads/a.png' });
    expect(useAuthStore.getState().user).toMatchObject({ nickname: '新昵称', avatar: '/uploads/a.png' });
    expect(getStoredUser()).toMatchObject({ nickname: '新昵称' });
  });

  it('a failing start hook does not break login', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startHook.mockImplementation(() => {
      throw new Error('socket down');
    });
    useAuthStore.getState().login({ token: 'tok', user });
    expect(useAuthStore.getState().token).toBe('tok');
  });
});
