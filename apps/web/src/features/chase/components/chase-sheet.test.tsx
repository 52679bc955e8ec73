import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/render-app';
import { useAuthStore } from '../../auth/store/auth-store';
import {
  signInForTest,
  testBalance,
  testCurrentIssue,
  testDraw,
  testGame,
  testGameList,
  testPlayTypes,
} from '../../game/testing';

const game = testGame('k3');
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function api() {
  const drawAt = Date.now() + 60_000;
  return mockApi({
    'GET /api/game/list': () => testGameList([game]),
    'GET /api/issue/1/current': () =>
      testCurrentIssue(
        game,
        '20261123-0100',
        drawAt,
        testDraw(game, '20261123-0099', drawAt - 20_000, [1, 4, 6]),
      ),
    'GET /api/game/1/play-types': () => testPlayTypes('k3'),
    'GET /api/user/balance': () => testBalance,
    'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    'POST /api/chase': (body) => ({
      chaseId: 9,
      gameId: 1,
      gameCode: 'jsk3',
      gameName: '极速快3',
      status: 'running',
      endReason: null,
      endDetail: null,
      stopOnWin: true,
      bets: [],
      total: 62,
      placed: 2,
      won: 0,
      released: 0,
      issueCount: 5,
      placedCount: 1,
      createdAt: new Date().toISOString(),
      issues: [],
      balance: 938,
      echo: body,
    }),
    'GET /api/chase/9': () => ({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: '追号记录不存在' },
    }),
  });
}

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

describe('追号 on a betting page', () => {
  it('asks for a valid slip first', async () => {
    api();
    renderApp('/pages/k3/k3');
    await user().click(await screen.findByTestId('slip-chase'));
    expect(await screen.findByText('请选择投注内容')).toBeTruthy();
    expect(screen.queryByTestId('chase-total')).toBeNull();
  });

  it('builds a 5-issue 翻倍 plan with its table and freezes it after a confirmation naming the total', async () => {
    const { calls } = api();
    renderApp('/pages/k3/k3');
    await user().click(await screen.findByTestId('group-两面'));
    await user().click(await screen.findByTestId('option-k3.big_small-big'));
    await user().type(screen.getByTestId('slip-amount'), '2');
    await user().click(screen.getByTestId('slip-chase'));

    const sheet = await screen.findByTestId('chase-issues');
    await user().click(within(sheet).getByText('5期'));
    await user().click(within(screen.getByTestId('chase-mode')).getByText('翻倍'));
    // 2 yuan × 1, 2, 4, 8, 16
    await waitFor(() => expect(screen.getByTestId('chase-total').textContent).toBe('62.00'));
    expect(screen.getByTestId('chase-row-4').textContent).toContain('16');
    expect(screen.getByText('预计盈利')).toBeTruthy();

    await user().click(screen.getByTestId('chase-submit'));
    expect((await screen.findByTestId('chase-confirm')).textContent).toContain('共需冻结 62.00 元');
    await user().click(screen.getByText('确认冻结并追号'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/chase')).toBe(true));
    const body = calls.find((c) => c.path === '/api/chase')!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      gameId: 1,
      bets: [{ play: 'k3.big_small', option: 'big', amount: 2 }],
      multiples: [1, 2, 4, 8, 16],
      stopOnWin: true,
    });
    expect(typeof body.requestId).toBe('string');
    // the player lands on the chase's detail
    expect(await screen.findByText('追号记录不存在')).toBeTruthy();
  });
});
