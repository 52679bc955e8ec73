import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referralStats } from '../../features/referral/testing';
import { clickDialogButton, signIn, signOut } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

beforeAll(() => import('./recommend-page'), 60_000);
const ROUTE = '/pages/recommend/recommend';
beforeEach(() => signOut());

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  let claimable = 3.25;
  return mockApi({
    'GET /api/referral/code': () => ({
      code: 'XYZ789AB',
      link: 'http://localhost/#/pages/register/register?inviteCode=XYZ789AB',
    }),
    'GET /api/referral/stats': () => referralStats({ claimable }),
    'POST /api/referral/settle': () => {
      const amount = claimable;
      claimable = 0;
      return { claimId: 1, amount, rewardCount: 4, balance: 103.25 };
    },
    'GET /api/captcha/generate': () => ({ captchaId: 'c1', image: 'data:image/svg+xml,<svg/>' }),
    ...extra,
  });
}

describe('推荐好友 page', () => {
  it('asks a guest to log in', async () => {
    mockApi({});
    renderApp(ROUTE);
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });

  it('shows my code, link, team and commission with the rates', async () => {
    signIn();
    api();
    renderApp(ROUTE);
    expect((await screen.findByTestId('referral-code')).textContent).toBe('XYZ789AB');
    expect(screen.getByTestId('referral-link').textContent).toContain('inviteCode=XYZ789AB');
    expect((await screen.findByTestId('referral-claimable')).textContent).toBe('3.25');
    expect(screen.getByTestId('referral-total').textContent).toBe('5.50');
    expect(screen.getByTestId('referral-level-1').textContent).toBe('2');
    expect(screen.getByTestId('referral-rates').textContent).toContain('一级0.5% · 二级0.2% · 三级0.1%');
  });

  it('claims the commission only after a confirmation, then shows nothing left', async () => {
    signIn();
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('referral-claim'));
    expect(await screen.findByText('确认将 3.25 元佣金领取到账户余额？')).toBeTruthy();
    await clickDialogButton('取消');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByTestId('referral-claim'));
    await clickDialogButton('确认领取');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/referral/settle')).toHaveLength(1));
    await waitFor(() => expect(screen.getByTestId('referral-claimable').textContent).toBe('0.00'));
    expect(screen.getByTestId('referral-claim').textContent).toBe('暂无可领');
  });

  it('registers an account for a friend with the registration checks', async () => {
    signIn();
    const { calls } = api({
      'POST /api/referral/register-friend': (body) => ({
        userId: 99,
        username: (body as { username: string }).username,
        nickname: '小明',
        inviteCode: 'FRIEND01',
      }),
    });
    renderApp(ROUTE);
    // The popup is still animating in: its inputs take pointer events only afterwards.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('referral-register-friend'));
    await user.type(await screen.findByTestId('friend-username'), '1bad');
    await user.click(screen.getByTestId('friend-submit'));
    expect(await screen.findByText('用户名为4-16位字母、数字或下划线，且以字母开头')).toBeTruthy();
    await user.clear(screen.getByTestId('friend-username'));
    await user.type(screen.getByTestId('friend-username'), 'xiaoming1');
    await user.type(screen.getByTestId('friend-password'), 'secret123');
    await user.type(screen.getByTestId('friend-confirm'), 'secret123');
    await user.type(screen.getByTestId('friend-captcha'), 'ABCD');
    await user.click(screen.getByTestId('friend-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/referral/register-friend')?.body).toEqual({
        username: 'xiaoming1',
        password: 'secret123',
        confirmPassword: 'secret123',
        captchaId: 'c1',
        captchaCode: 'ABCD',
      }),
    );
    expect(await screen.findByText(/好友账号 xiaoming1 已注册并绑定为您的一级好友/)).toBeTruthy();
  });
});
