import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { getToken, setStoredUser, setToken } from '../../lib/storage';
import { mockApi, renderApp } from '../../test/render-app';

const user = {
  id: 1,
  username: 'demo',
  nickname: '演示玩家',
  avatar: null,
  inviteCode: 'ABC123',
  balance: 0,
  vipLevel: 3,
};
const balance = { balance: 100, frozenAmount: 20, availableBalance: 80, todayWinLoss: -5, pendingAmount: 10 };

function signIn() {
  setToken('tok-1');
  setStoredUser(user);
  useAuthStore.getState().restore();
}

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
});

describe('我的 page', () => {
  it('invites a logged-out visitor to log in or register', async () => {
    mockApi({});
    renderApp('/pages/my/my');
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    await userEvent.click(screen.getByTestId('my-login'));
    expect(await screen.findByTestId('login-submit')).toBeTruthy();
  });

  it('shows the profile and the balance detail', async () => {
    signIn();
    mockApi({ 'GET /api/user/balance': () => balance });
    renderApp('/pages/my/my');
    await waitFor(() => expect(screen.getByTestId('my-balance').textContent).toBe('100.00'));
    expect(screen.getByTestId('my-nickname').textContent).toBe('演示玩家');
    expect(screen.getByTestId('my-username').textContent).toBe('demo');
    expect(screen.getByText('VIP3')).toBeTruthy();
    expect(screen.getByText('80.00')).toBeTruthy();
    expect(screen.getByText('-5.00')).toBeTruthy();
  });

  it('refreshes the balance on demand', async () => {
    signIn();
    let amount = 1;
    mockApi({ 'GET /api/user/balance': () => ({ ...balance, balance: amount }) });
    renderApp('/pages/my/my');
    await waitFor(() => expect(screen.getByTestId('my-balance').textContent).toBe('1.00'));
    amount = 2.5;
    await userEvent.click(screen.getByTestId('balance-refresh'));
    await waitFor(() => expect(screen.getByTestId('my-balance').textContent).toBe('2.50'));
  });

  it('asks before logging out, then clears the session', async () => {
    signIn();
    const { calls } = mockApi({
      'GET /api/user/balance': () => balance,
      'POST /api/auth/logout': () => null,
    });
    renderApp('/pages/my/my');
    await userEvent.click(await screen.findByTestId('logout-button'));
    expect(await screen.findByText('确定要退出当前账号吗？')).toBeTruthy();
    // The dialog ignores pointer events while it animates in.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(screen.getByText('确定'));
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toBe(true);
    expect(getToken()).toBeNull();
  });

  it('logs out locally even when the server answers 401', async () => {
    signIn();
    mockApi({
      'GET /api/user/balance': () => balance,
      'POST /api/auth/logout': () => ({
        status: 401,
        body: { success: false, code: 'UNAUTHENTICATED', message: '登录已过期' },
      }),
    });
    renderApp('/pages/my/my');
    await userEvent.click(await screen.findByTestId('logout-button'));
    await userEvent.setup({ pointerEventsCheck: 0 }).click(await screen.findByText('确定'));
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    expect(getToken()).toBeNull();
  });
});
