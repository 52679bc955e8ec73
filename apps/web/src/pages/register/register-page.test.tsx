import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { mockApi, renderApp } from '../../test/render-app';

const captcha = () => ({ captchaId: 'cap-9', image: 'data:image/png;base64,AA==' });
const user = {
  id: 2,
  username: 'newbie',
  nickname: '新人',
  avatar: null,
  inviteCode: 'XYZ789',
  balance: 0,
  vipLevel: 0,
};

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
});

describe('register page', () => {
  it('validates with the contract rules, in Chinese', async () => {
    mockApi({ 'GET /api/captcha/generate': captcha });
    renderApp('/pages/register/register');
    await userEvent.type(await screen.findByTestId('register-username'), '1bad');
    await userEvent.type(screen.getByTestId('register-password'), '123');
    await userEvent.type(screen.getByTestId('register-confirm'), '456');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect(await screen.findByText('用户名为4-16位字母、数字或下划线，且以字母开头')).toBeTruthy();
    expect(await screen.findByText('密码长度为6-32位')).toBeTruthy();
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('prefills the invite code from the query', async () => {
    mockApi({ 'GET /api/captcha/generate': captcha });
    renderApp('/pages/register/register?code=INV123');
    expect(((await screen.findByTestId('register-invite')) as HTMLInputElement).value).toBe('INV123');
  });

  it('registers, logs in and opens 我的', async () => {
    const { calls } = mockApi({
      'GET /api/captcha/generate': captcha,
      'POST /api/auth/register': () => ({ token: 'tok-2', user, expiresAt: '2099-01-01T00:00:00Z' }),
      'GET /api/user/balance': () => ({
        balance: 0,
        frozenAmount: 0,
        availableBalance: 0,
        todayWinLoss: 0,
        pendingAmount: 0,
      }),
    });
    renderApp('/pages/register/register?inviteCode=ABC123');
    await userEvent.type(await screen.findByTestId('register-username'), 'newbie');
    await userEvent.type(screen.getByTestId('register-password'), 'secret1');
    await userEvent.type(screen.getByTestId('register-confirm'), 'secret1');
    await userEvent.type(screen.getByTestId('register-captcha'), 'k9k9');
    await userEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('my-balance')).textContent).toBe('0.00');
    expect(calls.find((c) => c.path === '/api/auth/register')?.body).toEqual({
      username: 'newbie',
      password: 'secret1',
      confirmPassword: 'secret1',
      inviteCode: 'ABC123',
      captchaId: 'cap-9',
      captchaCode: 'k9k9',
    });
  });
});
