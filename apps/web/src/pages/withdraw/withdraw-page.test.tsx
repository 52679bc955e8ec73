import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  account,
  balance,
  clickDialogButton,
  signIn,
  withdrawConfig,
  withdrawOrder,
} from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./withdraw-page'), 60_000);

const ROUTE = '/pages/withdraw/withdraw';

beforeEach(() => signIn());

function api({
  passwordSet = true,
  accounts = [
    account(),
    account({ id: 4, isDefault: false, accountNo: '6228****1111', bankName: '建设银行' }),
  ],
} = {}) {
  let frozen = 0;
  let isSet = passwordSet;
  return mockApi({
    'GET /api/user/balance': () => balance(500, frozen),
    'GET /api/withdraw/accounts': () => accounts,
    'GET /api/withdraw/config': () => withdrawConfig,
    'GET /api/withdraw/password/status': () => ({
      isSet,
      locked: false,
      lockedUntil: null,
      remainingAttempts: 5,
    }),
    'POST /api/withdraw/password/set': () => {
      isSet = true;
      return null;
    },
    'POST /api/withdraw/orders': (body) => {
      const b = body as { withdrawPassword: string; amount: number };
      if (b.withdrawPassword !== '135790')
        return {
          status: 422,
          body: {
            success: false,
            code: 'WITHDRAW_PASSWORD_INVALID',
            message: '提现密码错误，还可尝试4次',
            errors: [{ field: 'withdrawPassword', message: '提现密码错误，还可尝试4次' }],
          },
        };
      frozen = b.amount + 2;
      return withdrawOrder({ amount: b.amount, fee: 2, totalAmount: b.amount + 2 });
    },
  });
}

describe('提现 page', () => {
  it('guides a player without a withdraw password to set one (typed twice)', async () => {
    const { calls } = api({ passwordSet: false });
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('withdraw-password-setup'));
    await user.type(await screen.findByTestId('withdraw-password-new'), '12345');
    await user.type(screen.getByTestId('withdraw-password-confirm'), '12345');
    await user.click(screen.getByTestId('withdraw-password-save'));
    expect(await screen.findByText('提现密码为6位数字')).toBeTruthy();

    await user.clear(screen.getByTestId('withdraw-password-new'));
    await user.type(screen.getByTestId('withdraw-password-new'), '135790');
    await user.click(screen.getByTestId('withdraw-password-save'));
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();

    await user.clear(screen.getByTestId('withdraw-password-confirm'));
    await user.type(screen.getByTestId('withdraw-password-confirm'), '135790');
    await user.click(screen.getByTestId('withdraw-password-save'));
    expect(await screen.findByTestId('withdraw-password')).toBeTruthy();
    const set = calls.find((c) => c.path === '/api/withdraw/password/set');
    expect(set?.body).toEqual({ password: '135790', confirmPassword: '135790' });
  });

  it('preselects the default account and checks amount, balance and password', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    expect((await screen.findByTestId('withdraw-available')).textContent).toBe('500.00');
    expect(screen.getByTestId('withdraw-account').textContent).toContain('工商银行 6222****7890');

    await user.type(screen.getByTestId('withdraw-amount'), '50');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('单笔提现金额须在100-50000元之间')).toBeTruthy();
    expect(await screen.findByText('请输入提现密码')).toBeTruthy();

    await user.clear(screen.getByTestId('withdraw-amount'));
    await user.type(screen.getByTestId('withdraw-amount'), '499');
    await user.type(screen.getByTestId('withdraw-password'), '12ab');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText(/可用余额不足/)).toBeTruthy();
    expect(await screen.findByText('提现密码为6位数字')).toBeTruthy();

    // 全部: the most whose amount + fee fits in 500 (495.04 + 4.96 = 500).
    await user.click(screen.getByTestId('withdraw-all'));
    expect((screen.getByTestId('withdraw-amount') as HTMLInputElement).value).toBe('495.04');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('withdraws after a confirmation: fee preview, frozen amount, and the chosen account', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByTestId('withdraw-account'));
    await user.click(await screen.findByTestId('withdraw-account-option-4'));
    await user.type(screen.getByTestId('withdraw-amount'), '100');
    expect(screen.getByTestId('withdraw-fee').textContent).toContain('共冻结 102.00 元');
    await user.type(screen.getByTestId('withdraw-password'), '135790');
    await user.click(screen.getByTestId('withdraw-submit'));
    expect(await screen.findByText('冻结金额')).toBeTruthy();
    await clickDialogButton('确认提现');

    expect(await screen.findByTestId('withdraw-result')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('withdraw-frozen').textContent).toBe('102.00'));
    expect(screen.getByTestId('withdraw-available').textContent).toBe('398.00');
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/withdraw/orders');
    const body = post?.body as Record<string, unknown>;
    expect(body).toMatchObject({ accountId: 4, amount: 100, withdrawPassword: '135790' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a wrong password on the password field', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.type(await screen.findByTestId('withdraw-amount'), '100');
    await user.type(screen.getByTestId('withdraw-password'), '000000');
    await user.click(screen.getByTestId('withdraw-submit'));
    await clickDialogButton('确认提现');
    expect((await screen.findAllByText('提现密码错误，还可尝试4次')).length).toBeGreaterThan(0);
    expect((screen.getByTestId('withdraw-password') as HTMLInputElement).value).toBe('');
    expect(screen.queryByTestId('withdraw-result')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('offers to add an account when there is none', async () => {
    api({ accounts: [] });
    renderApp(ROUTE);
    await userEvent.click(await screen.findByTestId('withdraw-add-account'));
    expect(await screen.findByTestId('account-sheet')).toBeTruthy();
  });
});
