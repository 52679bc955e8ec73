import type { Chase } from '@cailiao/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { signInForTest } from '../../features/game/testing';
import { mockApi, renderApp } from '../../test/render-app';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function testChase(over: Partial<Chase> = {}): Chase {
  return {
    chaseId: 9,
    gameId: 1,
    gameCode: 'jsk3',
    gameName: '极速快3',
    status: 'running',
    endReason: null,
    endDetail: null,
    stopOnWin: true,
    bets: [{ play: 'k3.big_small', playName: '大小', option: 'big', optionName: '大', amount: 2 }],
    total: 14,
    placed: 2,
    won: 0,
    released: 0,
    issueCount: 3,
    placedCount: 1,
    createdAt: '2026-06-01T04:00:10.000Z',
    issues: [
      { issueNo: '20260601-0721', multiple: 1, amount: 2, status: 'lost', betIds: [31], payout: 0 },
      { issueNo: '20260601-0722', multiple: 2, amount: 4, status: 'waiting', betIds: [], payout: 0 },
      { issueNo: '20260601-0723', multiple: 4, amount: 8, status: 'waiting', betIds: [], payout: 0 },
    ],
    ...over,
  };
}

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

describe('追号详情', () => {
  it('shows the plan issue by issue and cancels the rest after a confirmation naming the amount', async () => {
    let chase = testChase();
    const { calls } = mockApi({
      'GET /api/chase/9': () => chase,
      'POST /api/chase/9/cancel': () => {
        chase = testChase({
          status: 'cancelled',
          endReason: 'cancelled',
          released: 12,
          issues: chase.issues.map((i) =>
            i.status === 'waiting' ? { ...i, status: 'cancelled' as const } : i,
          ),
        });
        return { ...chase, releasedNow: 12, balance: 98 };
      },
    });
    renderApp('/pages/chase-detail/chase-detail?id=9');
    expect((await screen.findByTestId('chase-issue-20260601-0721')).getAttribute('data-status')).toBe('lost');
    expect(screen.getByTestId('chase-total').textContent).toBe('14.00');
    await user().click(screen.getByTestId('chase-cancel-all'));
    expect(await screen.findByText(/确定撤销剩余2期吗？12.00 元将解冻退回余额/)).toBeTruthy();
    await user().click(screen.getByText('确定撤销'));
    await waitFor(() => expect(screen.getByTestId('chase-status-9').textContent).toBe('已撤销'));
    expect(calls.find((c) => c.path === '/api/chase/9/cancel')?.body).toEqual({});
    expect(screen.queryByTestId('chase-cancel-all')).toBeNull();
    expect(screen.getByTestId('chase-end-reason').textContent).toBe('已撤销');
  });

  it('answers 追号记录不存在 for another player’s chase', async () => {
    mockApi({
      'GET /api/chase/9': () => ({
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: '追号记录不存在' },
      }),
    });
    renderApp('/pages/chase-detail/chase-detail?id=9');
    expect(await screen.findByText('追号记录不存在')).toBeTruthy();
  });
});

describe('追号记录', () => {
  it('lists the chases with their progress and opens one', async () => {
    const { issues: _issues, ...summary } = testChase();
    mockApi({
      'GET /api/chase': () => ({
        list: [summary],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      }),
      'GET /api/chase/9': () => testChase(),
    });
    renderApp('/pages/chase-record/chase-record');
    const row = await screen.findByTestId('chase-record-9');
    expect(row.textContent).toContain('已投 1/3 期');
    expect(screen.getByTestId('chase-status-9').textContent).toBe('追号中');
    await user().click(row);
    expect(await screen.findByTestId('chase-issue-20260601-0722')).toBeTruthy();
  });

  it('shows an empty state that says how to start one', async () => {
    mockApi({
      'GET /api/chase': () => ({ list: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    });
    renderApp('/pages/chase-record/chase-record');
    expect(await screen.findByText('暂无追号记录')).toBeTruthy();
  });
});
