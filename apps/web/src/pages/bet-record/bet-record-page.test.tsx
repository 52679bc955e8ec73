import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { useFollowedSlip } from '../../features/game/followed-slip';
import {
  signInForTest,
  testBalance,
  testBetDetail,
  testCurrentIssue,
  testGame,
  testGameList,
  testPlayTypes,
} from '../../features/game/testing';
import { formatMoney } from '../../lib/format/money';
import { phoneScreen, pullDown } from '../../test/gestures';
import { mockApi, renderApp } from '../../test/render-app';

const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  useFollowedSlip.setState({ slip: null });
  signInForTest();
});

/** The list of bets as GET /api/bets answers it. */
const betPage = (list: ReturnType<typeof testBetDetail>[]) => ({
  list: list.map(({ issue: _issue, ...bet }) => bet),
  pagination: { page: 1, limit: 20, total: list.length, totalPages: 1 },
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

  it('asks for 20 bets a page, and a pull-to-refresh starts over at page 1', async () => {
    const { issue: _issue, ...bet } = testBetDetail();
    const all = Array.from({ length: 45 }, (_, i) => ({ ...bet, betId: 100 + i }));
    const asked: string[] = [];
    mockApi({
      'GET /api/bets': (_b, url) => {
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        asked.push(`${page}/${limit}`);
        return {
          list: all.slice((page - 1) * limit, page * limit),
          pagination: { page, limit, total: all.length, totalPages: Math.ceil(all.length / limit) },
        };
      },
    });
    const phone = phoneScreen({ rowSelector: '[data-testid^="bet-record-"]', rowHeight: 90 });
    renderApp('/pages/bet-record/bet-record');
    await screen.findByTestId('bet-record-100');
    expect(asked).toEqual(['1/20']);
    phone.scrollToEnd();
    expect(await screen.findByTestId('bet-record-139')).toBeTruthy();
    expect(asked).toEqual(['1/20', '2/20']);

    phone.scrollToTop();
    const finger = pullDown(screen.getByTestId('bet-record-100'), 300);
    await act(async () => {
      finger.release();
    });
    await waitFor(() => expect(screen.queryByTestId('bet-record-139')).toBeNull());
    expect(screen.getByTestId('bet-record-119')).toBeTruthy();
    expect(asked).toEqual(['1/20', '2/20', '1/20']);
  });

  it('shows 获取投注记录失败 when the bets cannot load', async () => {
    mockApi({
      'GET /api/bets': () => ({ status: 500, body: { success: false, message: '服务器内部错误' } }),
    });
    renderApp('/pages/bet-record/bet-record');
    expect(await screen.findByText('获取投注记录失败')).toBeTruthy();
  });

  it('shows an empty state for a filter without bets', async () => {
    mockApi({
      'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } }),
    });
    renderApp('/pages/bet-record/bet-record?status=refunded');
    expect(await screen.findByText('暂无投注记录')).toBeTruthy();
  });

  it('marks the bets a chase placed with 追号, and only those', async () => {
    const chased = testBetDetail({ betId: 21, chaseId: 5 });
    const single = testBetDetail({ betId: 22, chaseId: null });
    mockApi({ 'GET /api/bets': () => betPage([chased, single]) });
    renderApp('/pages/bet-record/bet-record');
    expect((await screen.findByTestId('bet-chase-21')).textContent).toBe('追号');
    expect(screen.getByTestId('bet-record-21').textContent).toContain('追号');
    expect(screen.getByTestId('bet-record-22')).toBeTruthy();
    expect(screen.queryByTestId('bet-chase-22')).toBeNull();
  });

  it('再来一注 opens the game’s betting page with the same item and stake in the slip, and bets nothing', async () => {
    const game = testGame('k3');
    const bet = testBetDetail({
      betId: 31,
      play: 'k3.big_small',
      playName: '大小',
      option: 'big',
      optionName: '大',
      amount: 5,
      odds: 1.98,
      status: 'lost',
    });
    const drawAt = Date.now() + 60_000;
    const { calls } = mockApi({
      'GET /api/bets': () => betPage([bet]),
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/issue/1/current': () => testCurrentIssue(game, '20261123-0100', drawAt, null),
      'GET /api/game/1/play-types': () => testPlayTypes('k3'),
      'GET /api/user/balance': () => testBalance,
    });
    renderApp('/pages/bet-record/bet-record');
    await user().click(await screen.findByTestId('bet-again-31'));
    // the betting page of 极速快3, for its open issue, with the bet's item at its stake
    expect((await screen.findByTestId('issue-no')).textContent).toBe('20261123-0100');
    await waitFor(() => expect(screen.getByTestId('slip-count').textContent).toBe('1'));
    expect(screen.getByTestId('slip-total').textContent).toBe(formatMoney(5));
    expect((await screen.findByTestId('follow-notice')).textContent).toContain('已填入上次的1注');
    expect(useFollowedSlip.getState().slip).toBeNull(); // taken by the page, once
    expect(calls.some((c) => c.path === '/api/bets/submit')).toBe(false);
  });
});
