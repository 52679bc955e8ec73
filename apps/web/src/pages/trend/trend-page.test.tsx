import { missGrid, range } from '@cailiao/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testDraw, testGame, testGameList } from '../../features/game/testing';
import { mockApi, renderApp } from '../../test/render-app';

const game = testGame('k3');

describe('trend page', () => {
  it('computes the grid from recent draws when the server has no trend route', async () => {
    const results = [
      [1, 2, 3],
      [1, 5, 6],
      [4, 4, 4],
    ];
    // Newest first, as /api/draw/{game}/latest answers.
    const draws = results
      .map((r, i) => testDraw(game, `20261123-000${i + 1}`, Date.now() - (3 - i) * 20_000, r))
      .reverse();
    const { calls } = mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/draw/jsk3/latest': () => ({
        list: draws,
        pagination: { page: 1, limit: 30, total: 3, totalPages: 1 },
      }),
    });
    renderApp('/pages/trend/trend?gameId=jsk3');
    const grid = await screen.findByTestId('trend-grid-pos1');
    expect(calls.some((c) => c.path === '/api/lottery/trend')).toBe(true);
    const rows = within(grid).getAllByRole('row');
    // header, 3 issues (oldest first), 4 summary rows
    expect(rows).toHaveLength(8);
    expect(rows[1]!.textContent).toBe('0001' + '1' + '1' + '1' + '1' + '1' + '1');
    expect(rows[3]!.querySelector('.cl-trend__hit')?.textContent).toBe('4');
    expect(within(grid).getByTestId('trend-summary-出现次数').textContent).toBe('出现次数200100');
    expect(within(grid).getByTestId('trend-summary-最大连出').textContent).toBe('最大连出200100');
  });
});

/** The server's trend of `n` k3 issues whose first die cycles 1…6 (the sum grid left out). */
function serverTrend(n: number) {
  const issues = Array.from({ length: n }, (_, i) => ({
    issueNo: `20261123-${String(i + 1).padStart(4, '0')}`,
    numbers: [(i % 6) + 1, 2, 3],
  }));
  const grids = ['第一骰', '第二骰', '第三骰'].map((name, p) => {
    const g = missGrid(
      issues.map((x) => x.numbers[p]!),
      range(1, 6),
    );
    return {
      key: `pos${p + 1}`,
      name,
      values: range(1, 6),
      rows: g.rows.map((r) => [...r]),
      stats: [...g.stats],
    };
  });
  return { gameId: 1, gameCode: 'jsk3', gameType: 'k3', issues, grids };
}

describe('走势图 with the server trend, 长龙 and 路珠', () => {
  it('draws 30/50/100 rows with a line through every drawn ball, and shows the dragon and road panels', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const limits: string[] = [];
    mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/lottery/trend': (_b, url) => {
        const limit = url.searchParams.get('limit')!;
        limits.push(limit);
        return serverTrend(Number(limit));
      },
      'GET /api/longdragon/query': () => ({
        list: [
          {
            gameId: 1,
            gameCode: 'jsk3',
            gameName: '极速快3',
            gameType: 'k3',
            issueNo: '20261123-0100',
            key: 'sum.odd_even',
            name: '和值单双',
            value: 'even',
            valueName: '双',
            run: 5,
          },
        ],
      }),
      'GET /api/ssc/1/road': () => ({
        gameId: 1,
        gameCode: 'jsk3',
        gameType: 'k3',
        series: [
          {
            key: 'sum.big_small',
            name: '和值大小',
            beadPlate: [['big', 'small', 'big', 'big', null, 'small'], ['big']],
            bigRoad: [['big'], ['small'], ['big', 'big'], ['small'], ['big']],
          },
        ],
      }),
    });
    renderApp('/pages/trend/trend?gameId=jsk3');
    let grid = await screen.findByTestId('trend-grid-pos1');
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 30 + 4);
    // The issue column is a row header (it stays put while the grid scrolls sideways).
    expect(within(grid).getAllByRole('rowheader')[0]!.textContent).toBe('0001');
    expect(
      screen.getByTestId('trend-line-pos1').querySelector('polyline')!.getAttribute('points')!.split(' '),
    ).toHaveLength(30);
    expect(within(grid).getByTestId('trend-summary-出现次数').textContent).toBe('出现次数555555');
    expect(within(grid).getByTestId('trend-summary-最大遗漏').textContent).toBe('最大遗漏555555');

    await user.click(screen.getByTestId('trend-window-100'));
    await screen.findByText('0100');
    grid = screen.getByTestId('trend-grid-pos1');
    expect(within(grid).getAllByRole('row')).toHaveLength(1 + 100 + 4);
    expect(
      screen.getByTestId('trend-line-pos1').querySelector('polyline')!.getAttribute('points')!.split(' '),
    ).toHaveLength(100);
    expect(limits).toEqual(['30', '100']);

    const dragons = await screen.findByTestId('dragon-list');
    expect(dragons.textContent).toContain('和值单双');
    expect(dragons.textContent).toContain('连开 5 期');
    await user.click(screen.getByRole('tab', { name: '路珠' }));
    const road = await screen.findByTestId('road-sum.big_small');
    expect([...road.querySelectorAll('.cl-bead')].map((b) => b.textContent).join('')).toBe('大小大大–小大');
  });
});
