import { screen, within } from '@testing-library/react';
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
