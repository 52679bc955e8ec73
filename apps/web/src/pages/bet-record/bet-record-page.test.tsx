import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { signInForTest, testBetDetail } from '../../features/game/testing';
import { mockApi, renderApp } from '../../test/render-app';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

describe('bet record', () => {
  it('lists bets, reloads on a filter change and ends with 没有更多了', async () => {
    const { issue: _issue, ...pending } = testBetDetail();
    const won = { ...pending, betId: 8, status: 'won' as const, payout: 76 };
    const { calls } = mockApi({
      'GET /api/bets': (_b, url) => {
        const status = url.searchParams.get('status');
        const list = status === 'won' ? [won] : [won, pending];
        return { list, pagination: { page: 1, limit: 20, total: list.length, totalPages: 1 } };
      },
    });
    renderApp('/pages/bet-record/bet-record');
    expect((await screen.findByTestId('bet-status-7')).getAttribute('data-status')).toBe('pending');
    expect(screen.getByTestId('bet-status-8').textContent).toBe('已中奖');
    expect(screen.getByTestId('no-more').textContent).toBe('没有更多了');
    const first = calls.find((c) => c.path === '/api/bets');
    expect(first).toBeTruthy();

    await user().click(screen.getByTestId('bet-filter-won'));
    await waitFor(() => expect(screen.queryByTestId('bet-status-7')).toBeNull());
    expect(screen.getByTestId('bet-status-8')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/bets')).toHaveLength(2);
  });

  it('shows an empty state for a filter without bets', async () => {
    mockApi({
      'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    });
    renderApp('/pages/bet-record/bet-record?status=refunded');
    expect(await screen.findByText('暂无投注记录')).toBeTruthy();
  });
});
