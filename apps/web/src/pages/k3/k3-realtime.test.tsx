import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import {
  signInForTest,
  testBalance,
  testCurrentIssue,
  testDraw,
  testGame,
  testGameList,
  testIssueDrawnFrame,
  testPlayTypes,
} from '../../features/game/testing';
import { getChatSocket } from '../../lib/socket';
import { mockApi, renderApp } from '../../test/render-app';

const game = testGame('k3');
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

afterEach(() => {
  // drops the test's own-property override of the class getter
  delete (getChatSocket() as unknown as Record<string, unknown>).authenticated;
});

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

const bet = {
  betId: 100,
  orderId: 1,
  gameId: 1,
  gameCode: 'jsk3',
  gameName: '极速快3',
  gameType: 'k3',
  issueNo: '20261123-0099',
  play: 'k3.sum',
  playName: '和值',
  option: '10',
  optionName: '10',
  amount: 10,
  odds: 7.6,
  statusName: '待开奖',
  createdAt: new Date().toISOString(),
  settledAt: null,
  numbers: null,
};
const page = (list: unknown[]) => ({
  list,
  pagination: { page: 1, limit: 10, total: list.length, totalPages: 1 },
});

describe('k3 betting page over the socket', () => {
  it('shows a draw and a settled bet the moment their frames arrive, and the history from the server', async () => {
    const drawAt = Date.now() + 60_000;
    let drawn = false;
    const asked: string[] = [];
    mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/issue/1/current': () =>
        testCurrentIssue(
          game,
          '20261123-0100',
          drawAt,
          testDraw(game, '20261123-0099', drawAt - 20_000, drawn ? [2, 3, 5] : null),
        ),
      'GET /api/game/1/play-types': () => testPlayTypes('k3'),
      'GET /api/user/balance': () => testBalance,
      'GET /api/bets': (_b, url) => {
        asked.push(url.search);
        return page([
          drawn
            ? { ...bet, status: 'won', statusName: '已中奖', payout: 76 }
            : { ...bet, status: 'pending', payout: 0 },
        ]);
      },
      'GET /api/longdragon/query': () => ({ list: [] }),
    });
    // A live socket: the pending result is only re-asked every 5 s, so what follows is the frames' doing.
    Object.defineProperty(getChatSocket(), 'authenticated', { get: () => true, configurable: true });
    renderApp('/pages/k3/k3');
    expect(await screen.findByTestId('prev-drawing')).toBeTruthy();
    expect((await screen.findByTestId('bet-status-100')).getAttribute('data-status')).toBe('pending');

    // The frames change the page at once, long before the fallback poll.
    const sent = Date.now();
    act(() => {
      drawn = true;
      getChatSocket().events.emit(
        'issue_drawn',
        testIssueDrawnFrame(game, '20261123-0099', [2, 3, 5], drawAt - 20_000),
      );
      getChatSocket().events.emit('bet_settled', {
        gameId: 1,
        issueNo: '20261123-0099',
        bets: [{ betId: 100, status: 'won', amount: 10, payout: 76 }],
      });
    });
    await waitFor(() => expect(screen.getByTestId('prev-result').getAttribute('data-numbers')).toBe('2,3,5'));
    expect(screen.getByTestId('bet-status-100').getAttribute('data-status')).toBe('won');
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(screen.getByTestId('bet-payout-100').textContent).toBe('+76.00');
    expect(await screen.findByText('恭喜中奖！派彩 76.00 元')).toBeTruthy();
    // The revealed seed is there to verify, in Chinese.
    expect(screen.getByTestId('fair-seed').textContent).toBe('d'.repeat(64));
    expect(screen.getByTestId('fair-seed-hash').textContent).toBe('b'.repeat(64));
    expect(screen.getByRole('button', { name: /^验证/ })).toBeTruthy();

    // 投注历史 is the server's list for this game.
    await user().click(screen.getByTestId('link-history'));
    const list = await screen.findByTestId('game-history-list');
    expect(await within(list).findByTestId('history-bet-100')).toBeTruthy();
    expect(within(list).getByText('派彩 76.00')).toBeTruthy();
    // Its own list (20 a page), not the panel's latest 10.
    await waitFor(() =>
      expect(asked.some((q) => q.includes('gameId=1') && q.includes('limit=20'))).toBe(true),
    );
  });
});
