import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickDialogButton, rechargeOrder, signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./recharge-detail-page'), 60_000);

beforeEach(() => signIn());

const pending = rechargeOrder({
  id: 12,
  status: 'pending',
  statusName: '待支付',
  completedAt: null,
  channelName: '银行卡转账',
  payment: {
    accountName: '彩聊科技',
    accountNo: '6222 8888',
    bankName: '工商银行',
    qrCodeUrl: null,
    instructions: '请备注订单号后6位',
  },
});

describe('充值详情 page', () => {
  it('cancels a pending order after a confirmation', async () => {
    let order = pending;
    const { calls } = mockApi({
      'GET /api/recharge/orders/12': () => order,
      'POST /api/recharge/orders/12/cancel': () => {
        order = { ...pending, status: 'cancelled', statusName: '已取消' };
        return order;
      },
    });
    renderApp('/pages/recharge-detail/recharge-detail?id=12');
    expect((await screen.findByTestId('recharge-detail')).getAttribute('data-status')).toBe('pending');
    expect(screen.getByTestId('payment-account-no').textContent).toContain('6222 8888');

    await userEvent.click(screen.getByTestId('recharge-cancel'));
    await clickDialogButton('再想想');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByTestId('recharge-cancel'));
    await clickDialogButton('确定取消');
    await waitFor(() =>
      expect(screen.getByTestId('recharge-detail').getAttribute('data-status')).toBe('cancelled'),
    );
    expect(screen.queryByTestId('recharge-cancel')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('says so when the order does not exist', async () => {
    mockApi({});
    renderApp('/pages/recharge-detail/recharge-detail?id=999');
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });
});
