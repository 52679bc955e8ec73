import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  balance,
  bankChannel,
  clickDialogButton,
  demoChannel,
  rechargeOrder,
  signIn,
  signOut,
} from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./recharge-page'), 60_000);

const ROUTE = '/pages/recharge/recharge';

beforeEach(() => {
  signOut();
});

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  let total = 0;
  const mock = mockApi({
    'GET /api/recharge/channels': () => [demoChannel, bankChannel],
    'GET /api/user/balance': () => balance(total),
    'POST /api/recharge/orders': (body) => {
      const b = body as { channelCode: string; amount: number };
      if (b.channelCode === 'demo') {
        total += b.amount;
        return rechargeOrder({ amount: b.amount, creditAmount: b.amount });
      }
      return rechargeOrder({
        id: 12,
        channelCode: 'bank',
        channelName: '银行卡转账',
        amount: b.amount,
        status: 'pending',
        statusName: '待支付',
        completedAt: null,
        payment: { ...bankChannel, instructions: bankChannel.instructions },
      });
    },
    ...extra,
  });
  return mock;
}

describe('充值 page', () => {
  it('asks a guest to log in', async () => {
    mockApi({});
    renderApp(ROUTE);
    expect(await screen.findByText('请先登录')).toBeTruthy();
  });

  it('validates the amount against the channel before anything is sent', async () => {
    signIn();
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('recharge-submit'));
    expect((await screen.findByTestId('recharge-amount-error')).textContent).toBe('请输入金额');

    await user.type(screen.getByTestId('recharge-amount'), '1.234');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(screen.getByTestId('recharge-amount-error').textContent).toBe('金额最多保留两位小数');

    await user.click(screen.getByTestId('recharge-channel-bank'));
    await user.clear(screen.getByTestId('recharge-amount'));
    await user.type(screen.getByTestId('recharge-amount'), '50');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(screen.getByTestId('recharge-amount-error').textContent).toBe('单笔充值金额须在100-500000元之间');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('recharges through the demo channel after a confirmation and shows the new balance', async () => {
    signIn();
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('recharge-channel-demo'));
    await user.click(screen.getByTestId('recharge-amount-preset-500'));
    expect((screen.getByTestId('recharge-amount') as HTMLInputElement).value).toBe('500');
    await user.click(screen.getByTestId('recharge-submit'));
    expect(await screen.findByText('预计到账')).toBeTruthy();
    await clickDialogButton('确认充值');

    const result = await screen.findByTestId('recharge-result');
    expect(result.getAttribute('data-status')).toBe('completed');
    expect(screen.getByText('充值成功')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('recharge-result-balance').textContent).toContain('500.00'),
    );

    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/recharge/orders');
    const body = post?.body as { channelCode: string; amount: number; requestId: string };
    expect(body.channelCode).toBe('demo');
    expect(body.amount).toBe(500);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a bank transfer stays pending and shows where to pay, fee included', async () => {
    signIn();
    api();
    renderApp(ROUTE);
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('recharge-channel-bank'));
    expect(screen.getByTestId('payment-account-no').textContent).toContain('6222 0000 0000 0008 888');
    await user.type(screen.getByTestId('recharge-amount'), '1000');
    expect(screen.getByTestId('recharge-preview').textContent).toContain('手续费 5.00 元');
    await user.click(screen.getByTestId('recharge-submit'));
    await clickDialogButton('确认充值');
    const result = await screen.findByTestId('recharge-result');
    expect(result.getAttribute('data-status')).toBe('pending');
    expect(screen.getByText('订单已提交，请尽快付款')).toBeTruthy();
    expect(screen.getByTestId('payment-info')).toBeTruthy();
  });

  it('sends nothing when the confirmation is declined', async () => {
    signIn();
    const { calls } = api();
    renderApp(ROUTE);
    const user = userEvent.setup();
    await user.type(await screen.findByTestId('recharge-amount'), '20');
    await user.click(screen.getByTestId('recharge-submit'));
    await clickDialogButton('取消');
    await waitFor(() => expect(document.querySelector('.adm-dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByTestId('recharge-submit')).toBeTruthy();
  });
});
