import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../session';
import { answer, renderPage } from '../../test/render';
import { GamesPage } from './games-page';

const game = {
  id: 2,
  code: 'jsssc',
  name: '极速时时彩',
  type: 'ssc',
  typeName: '时时彩',
  status: 'active',
  statusName: '销售中',
  intervalSeconds: 60,
  closeBeforeSeconds: 5,
  intervalOverridden: false,
  effectiveIntervalSeconds: 60,
  effectiveCloseBeforeSeconds: 5,
  maxPlayerIssueStake: null,
  maxIssueStake: 50000,
  overrideCount: 0,
};
const ok = (data: unknown, message = '') => ({ body: { success: true, message, data } });
const odds = {
  gameId: 2,
  gameName: '极速时时彩',
  issueNo: '20261125-0700',
  plays: [
    {
      play: 'ssc.sum_odd_even',
      name: '总和单双',
      options: [
        {
          option: 'odd',
          name: '单',
          defaultOdds: 1.96,
          override: null,
          overrideOf: null,
          odds: 1.96,
          returnFraction: '49/50',
          returnPercent: '98.0000',
          maxOdds: 1.99,
        },
      ],
    },
  ],
};
const signIn = (permissions: string[]) =>
  session.set({
    token: 't',
    operator: { id: 1, username: 'boss', role: 'super_admin', roleName: '超级管理员', permissions },
  });

beforeEach(() => signIn(['games.read', 'games.manage']));
afterEach(() => {
  vi.unstubAllGlobals();
  session.set(null);
});

describe('GamesPage', () => {
  it('stops a game’s sale only after confirmation', async () => {
    const fetch = answer(
      ok([game]),
      ok({ ...game, status: 'disabled', statusName: '暂停销售' }, '已暂停销售'),
      ok([{ ...game, status: 'disabled', statusName: '暂停销售' }]),
    );
    renderPage(<GamesPage />);
    expect(await screen.findByText('单期合计：¥50,000.00')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: '极速时时彩销售开关' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('暂停销售「极速时时彩」？').length).toBeGreaterThan(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: '确认暂停' }));
    await screen.findByText('暂停销售', { selector: '.ant-tag' });
    const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/admin/games/2/status',
      'PUT',
      { status: 'disabled' },
    ]);
  });

  it('shows each option’s exact return and saves new odds after confirmation', async () => {
    const changed = {
      ...odds,
      plays: [
        {
          ...odds.plays[0],
          options: [
            {
              ...odds.plays[0]!.options[0],
              override: 1.98,
              overrideOf: 'option',
              odds: 1.98,
              returnFraction: '99/100',
              returnPercent: '99.0000',
            },
          ],
        },
      ],
    };
    const fetch = answer(ok([game]), ok(odds), ok(changed, '赔率已调整'), ok([game]));
    renderPage(<GamesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '赔率设置' }));
    expect((await screen.findByTestId('rtp-odd')).textContent).toBe('98.0000%');
    expect(screen.getByText('= 49/50')).toBeTruthy();
    await user.type(screen.getByLabelText('单新赔率'), '1.98');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await user.click(await screen.findByRole('button', { name: '确认调整' }));
    await waitFor(() => expect(screen.getByTestId('rtp-odd').textContent).toBe('99.0000%'));
    const [url, init] = fetch.mock.calls[2] as unknown as [string, RequestInit];
    expect([url, init.method, JSON.parse(String(init.body))]).toEqual([
      '/api/admin/games/2/odds',
      'PUT',
      { play: 'ssc.sum_odd_even', option: 'odd', odds: 1.98 },
    ]);
  });

  it('is read-only without games.manage', async () => {
    signIn(['games.read']);
    answer(ok([game]));
    renderPage(<GamesPage />);
    await screen.findByText('极速时时彩');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: '投注限额' })).toBeNull();
  });
});
