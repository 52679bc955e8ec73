import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOTTERY_DATA_CACHE_KEY } from '../../features/game/api/get-game-list';
import { iso, testCurrentIssue, testGame, testGameList } from '../../features/game/testing';
import { getCacheEntry, setCache } from '../../lib/storage';
import { mockApi, renderApp } from '../../test/render-app';

describe('game lobby', () => {
  it('shows hot games with their countdown on server time and last draw, and every category that holds a game', async () => {
    // The device clock is 10 minutes slow: the countdown follows the server's clock.
    const skew = 10 * 60_000;
    const serverNow = () => Date.now() + skew;
    const issue = (closeIn: number) => ({
      issueNo: '20261123-0100',
      openAt: iso(serverNow() - 5_000),
      closeAt: iso(serverNow() + closeIn),
      drawAt: iso(serverNow() + closeIn + 5_000),
    });
    const k3 = testGame('k3');
    const xy28 = testGame('xy28', { hot: false });
    mockApi({
      // Times start at the first request: a cold lazy page load must not eat the countdown.
      'GET /api/game/list': () => {
        const list = testGameList([
          { ...k3, currentIssue: issue(12_000), lastDraw: { issueNo: '20261123-0099', numbers: [1, 2, 3] } },
          { ...xy28, currentIssue: issue(30_000) },
        ]);
        // A category of the lottery data that holds no game yet.
        return {
          ...list,
          categories: [...list.categories, { id: 9, code: 'ssc', name: '时时彩', sort: 9, gameCount: 0 }],
        };
      },
      'GET /api/issue/1/current': () => ({
        ...testCurrentIssue(k3, '20261123-0100', serverNow() + 17_000, null),
        serverTime: iso(serverNow()),
      }),
    });
    renderApp('/pages/game/game');
    expect(await screen.findByTestId('game-card-jsk3')).toBeTruthy();
    expect(screen.queryByTestId('game-card-jsxy28')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('lobby-countdown-jsk3').textContent).toMatch(/^00:1[12]$/));
    const last = screen.getByTestId('lobby-last-jsk3');
    expect(last.textContent).toContain('0099期');
    expect(last.querySelector('[data-numbers]')?.getAttribute('data-numbers')).toBe('1,2,3');

    await userEvent.click(screen.getByTestId('category-xy28'));
    expect(await screen.findByTestId('game-card-jsxy28')).toBeTruthy();
    expect(screen.getByTestId('lobby-countdown-jsxy28').textContent).toMatch(/^00:(2\d|30)$/);
    expect(screen.getByTestId('lobby-last-jsxy28').textContent).toBe('等待首期开奖');
    // A category that holds no game has no tab.
    expect(screen.queryByTestId('category-ssc')).toBeNull();
  });

  it('offers a retry when the games cannot load', async () => {
    mockApi({});
    renderApp('/pages/game/game');
    expect(await screen.findByText('获取游戏列表失败')).toBeTruthy();
  });
});

describe('lottery data in local storage (SPEC.md §3, §9)', () => {
  const MINUTE = 60_000;
  const running = (game = testGame('k3')) => ({
    ...game,
    currentIssue: {
      issueNo: '20261123-0100',
      openAt: iso(Date.now() - 5_000),
      closeAt: iso(Date.now() + 60_000),
      drawAt: iso(Date.now() + 65_000),
    },
  });

  it('paints the lobby on a cold start from data stored under 5 minutes ago, without asking the server', async () => {
    setCache(LOTTERY_DATA_CACHE_KEY, testGameList([running()]), 5 * MINUTE, Date.now() - 4 * MINUTE);
    const { calls } = mockApi({});
    renderApp('/pages/game/game');
    expect(await screen.findByTestId('game-card-jsk3')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/game/list')).toHaveLength(0);
  });

  it('asks the server when the stored data is 5 minutes old, and stores the answer', async () => {
    setCache(LOTTERY_DATA_CACHE_KEY, testGameList([running()]), 5 * MINUTE, Date.now() - 5 * MINUTE);
    const fresh = testGameList([running(testGame('xy28'))]);
    const { calls } = mockApi({ 'GET /api/game/list': () => fresh });
    renderApp('/pages/game/game');
    expect(await screen.findByTestId('game-card-jsxy28')).toBeTruthy();
    expect(screen.queryByTestId('game-card-jsk3')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/game/list')).toHaveLength(1);
    expect(getCacheEntry(LOTTERY_DATA_CACHE_KEY)?.data).toEqual(fresh);
  });

  it('falls back to stored data of any age when the server cannot answer', async () => {
    setCache(LOTTERY_DATA_CACHE_KEY, testGameList([running()]), 5 * MINUTE, Date.now() - 60 * MINUTE);
    mockApi({ 'GET /api/game/list': () => ({ status: 503, body: {} }) });
    renderApp('/pages/game/game');
    expect(await screen.findByTestId('game-card-jsk3')).toBeTruthy();
  });
});
