import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clickDialogButton, page, signIn, withdrawOrder } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./withdraw-record-page'), 60_000);

const ROUTE = '/pages/withdraw-record/withdraw-record';

beforeEach(() => signIn());

function api() {
  let order = withdrawOrder();
  const done = withdrawOrder({ id: 20, status: 'completed', statusName: '已到账' });
  const statuses: Array<string | null> = [];
  const mock = mockApi({
    'GET /api/withdraw/orders': (_b, url) => {
      const status = url.searchParams.get('status');
      statuses.push(status);
      return page([order, done].filter((o) => !status || o.status === status));
    },
    'POST /api/withdraw/orders/21/cancel': () => {
      order = { ...order, status: 'cancelled', statusName: '已取消' };
      return order;
    },
  });
  return { ...mock, statuses };
}

describe('提现记录 page', () => {
  it('cancels a pending withdrawal in place after a confirmation', async () => {
    const { calls } = api();
    renderApp(ROUTE);
    const row = await screen.findByTestId('withdraw-order-21');
    expect(row.getAttribute('data-status')).toBe('pending');
    expect(screen.queryByTestId('withdraw-cancel-20')).toBeNull();

    await userEvent.click(screen.getByTestId('withdraw-cancel-21'));
    expect(await screen.findByText(/冻结的 102.00 元将退回可用余额/)).toBeTruthy();
    await clickDialogButton('确定取消');
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-order-21').getAttribute('data-status')).toBe('cancelled'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('filters by status and shows the details of an order', async () => {
    const { statuses } = api();
    renderApp(ROUTE);
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await screen.findByTestId('withdraw-order-21');
    await user.click(screen.getByTestId('withdraw-tab-completed'));
    await waitFor(() => expect(screen.queryByTestId('withdraw-order-21')).toBeNull());
    expect(screen.getByTestId('withdraw-order-20')).toBeTruthy();
    expect(statuses).toEqual([null, 'completed']);

    await user.click(screen.getByText('提现至 工商银行'));
    const detail = await screen.findByTestId('withdraw-detail');
    expect(detail.textContent).toContain('W20261123000000000021');
    expect(detail.textContent).toContain('102.00 元');
  });
});
