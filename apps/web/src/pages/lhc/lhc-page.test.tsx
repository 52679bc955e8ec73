import { lunarYearOf, ZODIAC_NAMES, ZODIACS, zodiacNumbers, zodiacOf } from '@cailiao/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../features/auth/store/auth-store';
import { LHC_CONFIG_CACHE_KEY } from '../../features/game/api/get-lhc-config';
import {
  signInForTest,
  testBalance,
  testCurrentIssue,
  testDraw,
  testGame,
  testGameList,
  testPlayTypes,
} from '../../features/game/testing';
import { getCacheEntry, setCache } from '../../lib/storage';
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

describe('lhc 连码: one grid, the sub-play a choice', () => {
  it('shows one 49-number grid, switches 二全中/三全中/特串 and keeps the picked numbers', async () => {
    const drawAt = Date.now() + 60_000;
    mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/issue/4/current': () =>
        testCurrentIssue(
          game,
          '20261123-0100',
          drawAt,
          testDraw(game, '20261123-0099', drawAt - 20_000, null),
        ),
      'GET /api/game/4/play-types': () => testPlayTypes('lhc'),
      'GET /api/game/4/odds': (_b, url) => ({
        play: url.searchParams.get('play'),
        option: url.searchParams.get('option'),
        name: '',
        odds: url.searchParams.get('play') === 'lhc.link_3of3' ? 650 : 61.5,
      }),
      'GET /api/user/balance': () => testBalance,
      'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    });
    renderApp('/pages/lhc/lhc');
    await user().click(await screen.findByTestId('group-连码'));
    const choice = await screen.findByRole('radiogroup', { name: '选择玩法' });
    expect(
      [...choice.querySelectorAll('[role="radio"]')].map((r) => [
        r.textContent,
        r.getAttribute('aria-checked'),
      ]),
    ).toEqual([
      ['二全中', 'true'],
      ['三全中', 'false'],
      ['特串', 'false'],
    ]);
    // One grid of 49, not three.
    expect(document.querySelectorAll('.cl-picker')).toHaveLength(1);
    expect(document.querySelectorAll('.cl-picker .cl-option')).toHaveLength(49);

    await user().click(screen.getByTestId('pick-lhc.link_2of2-7'));
    await user().click(screen.getByTestId('pick-lhc.link_2of2-19'));
    await user().click(screen.getByRole('radio', { name: '三全中' }));
    expect(screen.getByTestId('pick-lhc.link_3of3-7').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pick-lhc.link_3of3-19').getAttribute('aria-pressed')).toBe('true');
    await user().click(screen.getByTestId('pick-lhc.link_3of3-33'));
    await waitFor(() => expect(screen.getByTestId('pick-odds-lhc.link_3of3').textContent).toContain('650'));
    await user().click(screen.getByTestId('pick-add-lhc.link_3of3'));
    expect(screen.getByTestId('slip-count').textContent).toBe('1');

    // Back to a two-number play: nothing picked over its maximum.
    await user().click(screen.getByTestId('pick-lhc.link_3of3-1'));
    await user().click(screen.getByTestId('pick-lhc.link_3of3-2'));
    await user().click(screen.getByTestId('pick-lhc.link_3of3-3'));
    await user().click(screen.getByRole('radio', { name: '特串' }));
    expect(document.querySelectorAll('.cl-picker [aria-pressed="true"]')).toHaveLength(2);
  });
});

describe('six-mark config (SPEC.md §3, §7, §9)', () => {
  const MINUTE = 60_000;
  const year = lunarYearOf(Date.now());
  // A table unlike the calendar rule of this year (next year's), so the test sees whose table shows.
  const config = {
    lunarYear: year,
    zodiac: Object.fromEntries(ZODIACS.map((z) => [z, zodiacNumbers(z, year + 1)])),
    color: {},
    wuxing: {},
    basic: {},
    names: { zodiac: {}, color: {}, wuxing: {} },
  };

  function api() {
    const drawAt = Date.now() + 60_000;
    return mockApi({
      'GET /api/game/list': () => testGameList([game]),
      'GET /api/issue/4/current': () =>
        testCurrentIssue(
          game,
          '20261123-0100',
          drawAt,
          testDraw(game, '20261123-0099', drawAt - 20_000, [23, 4, 33, 40, 16, 2, 42]),
        ),
      'GET /api/game/4/play-types': () => testPlayTypes('lhc'),
      'GET /api/game/lhc/config': () => config,
      'GET /api/user/balance': () => testBalance,
      'GET /api/bets': () => ({ list: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } }),
    });
  }
  const zodiacShown = async (n: number) =>
    (await screen.findByTestId(`option-lhc.special_number-${n}`)).querySelector('.cl-option__zodiac')
      ?.textContent;

  it("shows the zodiacs of the server's table and keeps it in local storage for 30 minutes", async () => {
    const { calls } = api();
    renderApp('/pages/lhc/lhc');
    await waitFor(async () => expect(await zodiacShown(1)).toBe(ZODIAC_NAMES[zodiacOf(1, year + 1)]));
    expect(ZODIAC_NAMES[zodiacOf(1, year + 1)]).not.toBe(ZODIAC_NAMES[zodiacOf(1, year)]);
    const prev = await screen.findByTestId('prev-result');
    await waitFor(() =>
      expect(prev.querySelectorAll('.cl-lhc-ball__zodiac')[6]?.textContent).toBe(
        ZODIAC_NAMES[zodiacOf(42, year + 1)],
      ),
    );
    expect(calls.filter((c) => c.path === '/api/game/lhc/config')).toHaveLength(1);
    expect(getCacheEntry(LHC_CONFIG_CACHE_KEY)).toMatchObject({ data: config, expiry: 30 * MINUTE });
  });

  it('uses a stored config younger than 30 minutes without asking, and asks again after', async () => {
    setCache(LHC_CONFIG_CACHE_KEY, config, 30 * MINUTE, Date.now() - 29 * MINUTE);
    const first = api();
    const view = renderApp('/pages/lhc/lhc');
    expect(await zodiacShown(1)).toBe(ZODIAC_NAMES[zodiacOf(1, year + 1)]);
    expect(first.calls.filter((c) => c.path === '/api/game/lhc/config')).toHaveLength(0);
    view.unmount();

    setCache(LHC_CONFIG_CACHE_KEY, config, 30 * MINUTE, Date.now() - 30 * MINUTE);
    const second = api();
    renderApp('/pages/lhc/lhc');
    await zodiacShown(1);
    await waitFor(() =>
      expect(second.calls.filter((c) => c.path === '/api/game/lhc/config')).toHaveLength(1),
    );
  });
});
