import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { betShare, betShareItemsAs } from '../../features/chat/test/fixtures';
import { useFollowedSlip } from '../../features/game/followed-slip';
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

const user = userEvent.setup({ pointerEventsCheck: 0 });
const game = testGame('k3');

const share = betShare;

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  const drawAt = Date.now() + 60_000;
  return mockApi({
    'GET /api/chat/bet-shares/501': () => share(),
    'GET /api/game/list': () => testGameList([game]),
    'GET /api/issue/1/current': () =>
      testCurrentIssue(
        game,
        '20261123-0100',
        drawAt,
        testDraw(game, '20261123-0099', drawAt - 20_000, [3, 3, 4]),
      ),
    'GET /api/game/1/play-types': () => testPlayTypes('k3'),
    'GET /api/user/balance': () => testBalance,
    'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    ...extra,
  });
}

afterEach(() => {
  // drops the test's own-property override of the class getter
  delete (getChatSocket() as unknown as Record<string, unknown>).authenticated;
});

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  useFollowedSlip.setState({ slip: null });
  signInForTest();
});

describe('friend bet detail', () => {
  it('shows the shared slip with its result, and 跟投 fills the current issue’s slip', async () => {
    const { calls } = api({
      'POST /api/chat/bet-shares/501/follow': () => ({
        gameId: 1,
        gameCode: 'jsk3',
        gameType: 'k3',
        gameName: '极速快3',
        issueNo: '20261123-0100',
        closeAt: '2026-11-23T00:01:15.000Z',
        sharedIssueNo: '20261123-0099',
        sameIssue: false,
        items: [
          { play: 'k3.sum', playName: '和值', option: '10', optionName: '10', amount: 10, odds: 2 },
          { play: 'k3.big_small', playName: '大小', option: 'big', optionName: '大', amount: 10, odds: 2 },
        ],
        skipped: 0,
        notice: '第20261123-0099期已截止，已为你换成当前第20261123-0100期',
      }),
    });
    renderApp('/pages/friend-bet-detail/friend-bet-detail?messageId=501');
    expect((await screen.findByTestId('share-issue-no')).textContent).toBe('20261123-0099');
    expect(screen.getByText('跟我买')).toBeTruthy();
    expect(screen.getByTestId('share-numbers')).toBeTruthy();
    expect(screen.getByText('本期已截止，跟投将填入当前期')).toBeTruthy();

    await user.click(screen.getByTestId('follow-bet'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/chat/bet-shares/501/follow')).toBe(true));
    // The betting page opens with the slip filled for the current issue; nothing is bet yet.
    expect((await screen.findByTestId('issue-no')).textContent).toBe('20261123-0100');
    await waitFor(() => expect(screen.getByTestId('slip-count').textContent).toBe('2'));
    expect((await screen.findByTestId('follow-notice')).textContent).toContain(
      '已为你换成当前第20261123-0100期',
    );
    expect(calls.some((c) => c.path === '/api/bets/submit')).toBe(false);
  });

  it('hidden amounts stay hidden; a closed current issue says so', async () => {
    api({
      'GET /api/chat/bet-shares/501': () =>
        share({
          hideAmount: true,
          totalAmount: null,
          totalPayout: null,
          items: share().items.map((i) => ({ ...i, amount: null, payout: null })),
        }),
      'POST /api/chat/bet-shares/501/follow': () => ({
        status: 422,
        body: { success: false, code: 'BETTING_CLOSED', message: '当前期已封盘，请等待下一期开盘' },
      }),
    });
    renderApp('/pages/friend-bet-detail/friend-bet-detail?messageId=501');
    expect(await screen.findByText('已隐藏')).toBeTruthy();
    expect(screen.queryByText(/金额 10/)).toBeNull();
    await user.click(screen.getByTestId('follow-bet'));
    expect(await screen.findByText('当前期已封盘，请等待下一期开盘')).toBeTruthy();
    expect(useFollowedSlip.getState().slip).toBeNull();
  });

  it('a waiting share asks again when its issue’s draw arrives over the socket, and not before', async () => {
    let drawn = false;
    let asked = 0;
    api({
      'GET /api/chat/bet-shares/501': () => {
        asked++;
        return drawn
          ? share()
          : share({
              issueStatus: 'closed',
              numbers: null,
              totalPayout: 0,
              items: betShareItemsAs('pending'),
            });
      },
    });
    // A live socket: no poll runs while the issue waits for its draw.
    Object.defineProperty(getChatSocket(), 'authenticated', { get: () => true, configurable: true });
    renderApp('/pages/friend-bet-detail/friend-bet-detail?messageId=501');
    expect(await screen.findByText('尚未开奖')).toBeTruthy();
    const before = asked;

    // Another game's draw, and another issue's, change nothing.
    act(() => {
      getChatSocket().events.emit('issue_drawn', { gameId: 2, issueNo: '20261123-0099' });
      getChatSocket().events.emit('issue_drawn', { gameId: 1, issueNo: '20261123-0098' });
    });
    expect(asked).toBe(before);

    act(() => {
      drawn = true;
      getChatSocket().events.emit(
        'issue_drawn',
        testIssueDrawnFrame(game, '20261123-0099', [3, 3, 4], Date.parse(share().drawAt)),
      );
    });
    // Asked again at once: the fallback poll (10 s) would come far later than this wait allows.
    await waitFor(() => expect(asked).toBe(before + 1), { timeout: 3_000 });
    expect(await screen.findByTestId('share-numbers')).toBeTruthy();
  });

  it('a voided share says so and stops waiting', async () => {
    api({
      'GET /api/chat/bet-shares/501': () =>
        share({ issueStatus: 'void', numbers: null, totalPayout: 20, items: betShareItemsAs('refunded') }),
    });
    renderApp('/pages/friend-bet-detail/friend-bet-detail?messageId=501');
    expect(await screen.findByText('本期作废')).toBeTruthy();
  });
});
