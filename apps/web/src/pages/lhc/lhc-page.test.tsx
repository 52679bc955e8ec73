import { screen, waitFor } from '@testing-library/react';
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
import { mockApi, renderApp } from '../../test/render-app';

const game = testGame('lhc');
const user = () => userEvent.setup({ pointerEventsCheck: 0 });

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
  signInForTest();
});

describe('lhc betting page', () => {
  it('shows coloured balls with zodiacs and picks numbers within pick.min/max with server odds', async () => {
    const drawAt = Date.now() + 60_000;
    const { calls } = mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/issue/4/current': () =>
        testCurrentIssue(
          game,
          '20261123-0100',
          drawAt,
          testDraw(game, '20261123-0099', drawAt - 20_000, [23, 4, 33, 40, 16, 2, 42]),
        ),
      'GET /api/game/4/play-types': () => testPlayTypes('lhc'),
      'GET /api/game/4/odds': (_b, url) => ({
        play: url.searchParams.get('play'),
        option: url.searchParams.get('option'),
        name: '',
        odds: 61.5,
      }),
      'GET /api/user/balance': () => testBalance,
      'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    });
    renderApp('/pages/lhc/lhc');
    const prev = await screen.findByTestId('prev-result');
    expect(prev.getAttribute('data-numbers')).toBe('23,4,33,40,16,2,42');
    expect(prev.querySelectorAll('.cl-ball--red').length).toBe(3);
    expect(prev.querySelectorAll('.cl-lhc-ball__zodiac').length).toBe(7);

    await user().click(await screen.findByTestId('group-连码'));
    await user().click(await screen.findByTestId('pick-lhc.link_2of2-15'));
    expect(screen.getByTestId('pick-add-lhc.link_2of2').hasAttribute('disabled')).toBe(true);
    await user().click(screen.getByTestId('pick-lhc.link_2of2-3'));
    await waitFor(() => expect(screen.getByTestId('pick-odds-lhc.link_2of2').textContent).toContain('61.5'));
    await user().click(screen.getByTestId('pick-lhc.link_2of2-40'));
    expect(await screen.findByText('最多选择2个号码')).toBeTruthy();
    expect(screen.getByTestId('pick-lhc.link_2of2-40').getAttribute('aria-pressed')).toBe('false');

    await user().click(screen.getByTestId('pick-add-lhc.link_2of2'));
    expect(screen.getByTestId('slip-count').textContent).toBe('1');
    const odds = calls.find((c) => c.path === '/api/game/4/odds');
    expect(odds).toBeTruthy();
  });
});
