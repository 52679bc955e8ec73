import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import {
  signInForTest,
  testBalance,
  testCurrentIssue,
  testDraw,
  testGame,
  testGameList,
  testPlayTypes,
} from '../../features/game/testing';
import { mockApi, renderApp } from '../../test/render-app';

const game = testGame('k3');

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

const phase = () => screen.getByTestId('countdown').parentElement?.getAttribute('data-phase');

describe('k3 countdown and issue rollover', () => {
  it('counts down, closes betting at closeAt, moves to the next issue and shows the result and payout', async () => {
    // The clock starts at the page's first request: a cold lazy page load must not eat the window.
    let start: number | undefined;
    const drawAt = () => (start ??= Date.now() + 2_500);
    const resultAt = () => drawAt() + 400;
    const bet = {
      betId: 100,
      orderId: 1,
      gameId: 1,
      gameCode: 'jsk3',
      gameName: '极速快3',
      gameType: 'k3',
      issueNo: '20261123-0100',
      play: 'k3.sum',
      playName: '和值',
      option: '10',
      optionName: '10',
      amount: 10,
      odds: 7.6,
      statusName: '',
      createdAt: new Date().toISOString(),
      settledAt: null,
      numbers: null,
    };
    let balanceCalls = 0;
    mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/issue/1/current': () =>
        Date.now() < drawAt()
          ? testCurrentIssue(
              game,
              '20261123-0100',
              drawAt(),
              testDraw(game, '20261123-0099', drawAt() - 20_000, [1, 1, 2]),
              1_000,
            )
          : testCurrentIssue(
              game,
              '20261123-0101',
              drawAt() + 20_000,
              testDraw(game, '20261123-0100', drawAt(), Date.now() >= resultAt() ? [2, 3, 5] : null),
            ),
      'GET /api/game/1/play-types': () => testPlayTypes('k3'),
      'GET /api/user/balance': () => {
        balanceCalls++;
        return testBalance;
      },
      'GET /api/bets': () => ({
        list: [
          Date.now() >= resultAt()
            ? { ...bet, status: 'won', payout: 76, numbers: [2, 3, 5] }
            : { ...bet, status: 'pending', payout: 0 },
        ],
        pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
      }),
    });
    renderApp('/pages/k3/k3');

    expect((await screen.findByTestId('issue-no')).textContent).toBe('20261123-0100');
    expect(phase()).toBe('open');
    expect(screen.getByTestId('countdown').textContent).toMatch(/^00:0[12]$/);
    expect(screen.getByTestId('prev-result').getAttribute('data-numbers')).toBe('1,1,2');
    expect((await screen.findByTestId('bet-status-100')).getAttribute('data-status')).toBe('pending');

    await waitFor(() => expect(phase()).toBe('closed'));
    expect(screen.getByText('已封盘 · 距开奖')).toBeTruthy();
    expect(screen.getByTestId('slip-submit').textContent).toContain('已封盘');
    const balanceBefore = balanceCalls;

    await waitFor(() => expect(screen.getByTestId('issue-no').textContent).toBe('20261123-0101'));
    expect(screen.getByTestId('prev-issue-no').textContent).toBe('20261123-0100');
    expect(phase()).toBe('open');

    await waitFor(() => expect(screen.getByTestId('prev-result').getAttribute('data-numbers')).toBe('2,3,5'));
    await waitFor(() => expect(screen.getByTestId('bet-status-100').getAttribute('data-status')).toBe('won'));
    expect(screen.getByTestId('bet-payout-100').textContent).toBe('+76.00');
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(balanceBefore));
  });
});
