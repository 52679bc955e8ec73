import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { resetUnauthorizedGuard } from '../../lib/http/unauthorized';
import { getStoredUser, getToken } from '../../lib/storage';
import { mockApi, renderApp } from '../../test/render-app';

const user = {
  id: 1,
  username: 'demo',
  nickname: '演示玩家',
  avatar: null,
  inviteCode: 'ABC123',
  balance: 12.5,
  vipLevel: 2,
};
const session = { token: 'tok-1', user, expiresAt: '2099-01-01T00:00:00.000Z' };
const balance = { balance: 12.5, frozenAmount: 0, availableBalance: 12.5, todayWinLoss: 0, pendingAmount: 0 };
const captcha = () => ({ captchaId: `c-${Math.random()}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' });

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  resetUnauthorizedGuard();
});

describe('login page', () => {
  it('shows Chinese validation messages', async () => {
    mockApi({ 'GET /api/captcha/generate': captcha });
    renderApp('/pages/login/login');
    await userEvent.click(await screen.findByTestId('login-submit'));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    expect(await screen.findByText('请输入密码')).toBeTruthy();
  });

  it('shows the captcha image and refreshes it on tap', async () => {
    const { calls } = mockApi({ 'GET /api/captcha/generate': captcha });
    renderApp('/pages/login/login');
    const image = (await screen.findByTestId('login-captcha-image')) as HTMLImageElement;
    expect(image.src).toMatch(/^data:image\/svg\+xml/);
    await userEvent.click(image);
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/captcha/generate')).toHaveLength(2));
  });

  it('logs in, stores the session and opens 我的 with the balance', async () => {
    const { calls } = mockApi({
      'GET /api/captcha/generate': () => ({ captchaId: 'cap-1', image: 'data:image/png;base64,AA==' }),
      'POST /api/auth/login': () => session,
      'GET /api/user/balance': () => balance,
      'GET /api/user/info': () => ({ ...user, phone: null, roles: ['player'], createdAt: '2024-01-01' }),
    });
    renderApp('/pages/login/login');
    await screen.findByTestId('login-captcha-image');
    await userEvent.type(screen.getByTestId('login-username'), 'demo');
    await userEvent.type(screen.getByTestId('login-password'), 'demo123');
    await userEvent.type(screen.getByTestId('login-captcha'), 'ab12');
    await userEvent.click(screen.getByTestId('login-submit'));

    expect((await screen.findByTestId('my-balance')).textContent).toBe('12.50');
    expect(screen.getByTestId('my-username').textContent).toBe('demo');
    expect(screen.getByTestId('my-nickname').textContent).toBe('演示玩家');
    expect(calls.find((c) => c.path === '/api/auth/login')?.body).toEqual({
      username: 'demo',
      password: 'demo123',
      captchaId: 'cap-1',
      captchaCode: 'ab12',
    });
    expect(getToken()).toBe('tok-1');
    expect(getStoredUser()?.username).toBe('demo');
    // later requests carry the bearer token
    expect(calls.find((c) => c.path === '/api/user/balance')?.headers.Authorization).toBe('Bearer tok-1');
  });

  it('shows the server message on wrong credentials and stays on the page', async () => {
    mockApi({
      'GET /api/captcha/generate': captcha,
      'POST /api/auth/login': () => ({
        status: 401,
        body: { success: false, code: 'INVALID_CREDENTIALS', message: '用户名或密码错误' },
      }),
    });
    renderApp('/pages/login/login');
    await userEvent.type(await screen.findByTestId('login-username'), 'demo');
    await userEvent.type(screen.getByTestId('login-password'), 'wrong-pass');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('用户名或密码错误')).toBeTruthy();
    expect(screen.getByTestId('login-submit')).toBeTruthy();
    expect(getToken()).toBeNull();
  });

  it('goes to the redirect page after login', async () => {
    mockApi({ 'GET /api/captcha/generate': captcha, 'POST /api/auth/login': () => session });
    renderApp('/pages/login/login?redirect=%2Fpages%2Fsettings%2Fsettings');
    await userEvent.type(await screen.findByTestId('login-username'), 'demo');
    await userEvent.type(screen.getByTestId('login-password'), 'demo123');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('个人资料')).toBeTruthy();
  });
});
