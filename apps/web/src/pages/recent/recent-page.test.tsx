import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testDraw, testGame, testGameList } from '../../features/game/testing';
import { mockApi, renderApp } from '../../test/render-app';

describe('recent draws', () => {
  it('lists draws with their derived attributes and ends with 没有更多了', async () => {
    const ssc = testGame('ssc');
    const draw = testDraw(ssc, '20261123-0042', Date.now() - 1_000, [9, 0, 1, 3, 3]);
    mockApi({
      'GET /api/game/list': () => testGameList([ssc]),
      'GET /api/draw/2/latest': () => ({
        list: [draw],
        pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
      }),
    });
    renderApp('/pages/recent/recent?code=jsssc');
    const row = await screen.findByTestId('draw-20261123-0042');
    expect(row.textContent).toContain('总和16');
    expect(row.textContent).toContain('总大小小');
    expect(row.textContent).toContain('总单双双');
    expect(row.textContent).toContain('龙虎龙');
    expect(row.textContent).toContain('前三顺子');
    expect(row.textContent).toContain('后三对子');
    expect(screen.getByTestId('no-more').textContent).toBe('没有更多了');
  });
});
