import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { page, rechargeOrder, signIn } from '../../features/wallet/testing';
import { mockApi, renderApp } from '../../test/render-app';

// The page is a lazy chunk: transform it before the first test's find timers start.
beforeAll(() => import('./recharge-record-page'), 60_000);

const ROUTE = '/pages/recharge-record/recharge-record';
const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');

beforeEach(() => {
  signIn();
  // jsdom lays nothing out: give elements a parent so InfiniteScroll sees its sentinel near the bottom.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get() {
      return (this as HTMLElement).parentElement;
    },
  });
});
afterEach(() => {
  if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
});

describe('充值记录 page', () => {
  it('loads page after page until the last, then says there is no more', async () => {
    const { calls } = mockApi({
      'GET /api/recharge/orders': (_b, url) => {
        const n = Number(url.searchParams.get('page'));
        return page([rechargeOrder({ id: n, orderNo: `R${n}` })], n, 2);
      },
    });
    renderApp(ROUTE);
    expect(await screen.findByTestId('recharge-order-1')).toBeTruthy();
    expect(await screen.findByTestId('recharge-order-2')).toBeTruthy();
    expect(await screen.findByText('没有更多数据了')).toBeTruthy();
    const pages = calls.filter((c) => c.path === '/api/recharge/orders');
    expect(pages).toHaveLength(2);
  });

  it('filters by status and shows the empty state', async () => {
    const statuses: Array<string | null> = [];
    mockApi({
      'GET /api/recharge/orders': (_b, url) => {
        statuses.push(url.searchParams.get('status'));
        return url.searchParams.get('status') === 'pending'
          ? page([])
          : page([rechargeOrder({ id: 5, status: 'completed', statusName: '已到账' })]);
      },
    });
    renderApp(ROUTE);
    expect(await screen.findByTestId('recharge-order-5')).toBeTruthy();
    await userEvent.click(screen.getByTestId('recharge-tab-pending'));
    expect(await screen.findByText('暂无充值记录')).toBeTruthy();
    expect(statuses).toEqual([null, 'pending']);
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let fail = true;
    mockApi({
      'GET /api/recharge/orders': () =>
        fail
          ? { status: 500, body: { success: false, code: 'INTERNAL', message: '服务器内部错误' } }
          : page([rechargeOrder({ id: 9 })]),
    });
    renderApp(ROUTE);
    expect(await screen.findByText('加载失败')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByText('重新加载'));
    expect(await screen.findByTestId('recharge-order-9')).toBeTruthy();
  });
});
