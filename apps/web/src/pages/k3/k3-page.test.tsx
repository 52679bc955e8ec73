import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import { getGameHistory } from '../../lib/storage';
import { mockApi, renderApp } from '../../test/render-app';

const game = testGame('k3');
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

function api(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
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
    ...extra,
  });
}

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

describe('k3 betting page', () => {
  it('shows the issue, the previous dice with their attributes, and the play groups', async () => {
    api();
    renderApp('/pages/k3/k3');
    expect((await screen.findByTestId('issue-no')).textContent).toBe('20261123-0100');
    expect(screen.getByTestId('prev-issue-no').textContent).toBe('20261123-0099');
    expect(screen.getByTestId('prev-result').getAttribute('data-numbers')).toBe('1,4,6');
    expect(screen.getByText('三不同号', { selector: '.cl-attr' }).textContent).toContain('形态');
    expect(screen.getByTitle('和值').textContent).toBe('和值11');
    expect(await screen.findByTestId('group-两面')).toBeTruthy();
    expect(screen.getByTestId('option-k3.sum-10').textContent).toContain('2');
  });

  it('selects and deselects options across play groups', async () => {
    api();
    renderApp('/pages/k3/k3?gameId=jsk3');
    const sum10 = await screen.findByTestId('option-k3.sum-10');
    await user().click(sum10);
    expect(sum10.getAttribute('aria-pressed')).toBe('true');
    await user().click(screen.getByTestId('option-k3.sum-11'));
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    await user().click(sum10);
    expect(sum10.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('slip-count').textContent).toBe('1');

    await user().click(screen.getByTestId('group-两面'));
    await user().click(await screen.findByTestId('option-k3.big_small-big'));
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    expect(screen.getByTestId('group-两面').textContent).toContain('1');
  });

  it('validates the slip in Chinese before asking for confirmation', async () => {
    const { calls } = api();
    renderApp('/pages/k3/k3');
    await user().click(await screen.findByTestId('slip-submit'));
    expect(screen.getByTestId('slip-error').textContent).toBe('请选择投注内容');

    await user().click(screen.getByTestId('option-k3.sum-10'));
    await user().click(screen.getByTestId('slip-submit'));
    expect(screen.getByTestId('slip-error').textContent).toBe('请输入投注金额');

    const amount = screen.getByTestId('slip-amount');
    await user().type(amount, '0.5');
    expect(screen.getByTestId('slip-error').textContent).toBe('单注金额不能低于1元');
    await user().clear(amount);
    await user().type(amount, '100001');
    expect(screen.getByTestId('slip-error').textContent).toBe('单注金额不能超过100000元');
    await user().click(screen.getByTestId('slip-submit'));
    expect(screen.queryByTestId('bet-confirm')).toBeNull();

    await user().click(screen.getByTestId('quick-amount-50'));
    expect(screen.queryByTestId('slip-error')).toBeNull();
    expect(screen.getByTestId('slip-total').textContent).toBe('50.00');
    expect(calls.some((c) => c.path.includes('submit'))).toBe(false);
  });

  it('confirms, submits with a request id, keeps local history and clears the slip', async () => {
    const { calls } = api({
      'POST /api/bets/submit': (body) => {
        const b = body as { bets: { play: string; option: string; amount: number }[] };
        return {
          orderId: 9,
          gameId: 1,
          issueNo: '20261123-0100',
          totalAmount: 20,
          balance: 80,
          bets: b.bets.map((x, i) => ({ betId: 100 + i, ...x, odds: 2, status: 'pending' })),
        };
      },
    });
    renderApp('/pages/k3/k3');
    await user().click(await screen.findByTestId('option-k3.sum-10'));
    await user().click(screen.getByTestId('option-k3.sum-11'));
    await user().click(screen.getByTestId('quick-amount-10'));
    expect(screen.getByTestId('slip-total').textContent).toBe('20.00');
    await user().click(screen.getByTestId('slip-submit'));

    const dialog = await screen.findByTestId('bet-confirm-dialog');
    expect(within(dialog).getByText('和值 10')).toBeTruthy();
    expect(within(dialog).getByText('和值 11')).toBeTruthy();
    expect(within(dialog).getByTestId('confirm-total').textContent).toBe('20.00');
    await user().click(within(dialog).getByTestId('bet-confirm'));

    await waitFor(() => expect(screen.getByTestId('slip-count').textContent).toBe('0'));
    const submit = calls.find((c) => c.method === 'POST' && c.path === '/api/bets/submit');
    expect(submit?.body).toMatchObject({
      gameId: 1,
      issueNo: '20261123-0100',
      bets: [
        { play: 'k3.sum', option: '10', amount: 10 },
        { play: 'k3.sum', option: '11', amount: 10 },
      ],
    });
    expect((submit!.body as { requestId: string }).requestId).toMatch(/^[0-9a-f-]{36}$/);
    const history = getGameHistory<{ issueNo: string; bets: unknown[] }>('jsk3');
    expect(history).toHaveLength(1);
    expect(history[0]!.data.issueNo).toBe('20261123-0100');
    expect(history[0]!.data.bets).toHaveLength(2);
    // The slip placed: it may be shared into a chat from its bet detail.
    expect(screen.getByTestId('bet-placed').textContent).toContain('第20261123-0100期投注成功');
    expect(screen.getByTestId('bet-share')).toBeTruthy();
  });

  it.each([
    [
      { status: 422, body: { success: false, code: 'INSUFFICIENT_BALANCE', message: '余额不足' } },
      '余额不足',
    ],
    [
      { status: 500, body: { success: false, code: 'INTERNAL', message: '服务器内部错误' } },
      '投注失败，请重试',
    ],
  ])('shows the server message, else 投注失败，请重试', async (answer, text) => {
    api({ 'POST /api/bets/submit': () => answer });
    renderApp('/pages/k3/k3');
    await user().click(await screen.findByTestId('option-k3.sum-10'));
    await user().click(screen.getByTestId('quick-amount-10'));
    await user().click(screen.getByTestId('slip-submit'));
    await user().click(await screen.findByTestId('bet-confirm'));
    await waitFor(() => expect(screen.getByTestId('slip-error').textContent).toBe(text));
    expect(screen.getByTestId('slip-count').textContent).toBe('1');
  });
});
