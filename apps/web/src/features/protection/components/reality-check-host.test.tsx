import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '../../../test/render-app';
import { clickDialogButton, signIn, signOut } from '../../wallet/testing';

beforeEach(() => {
  signOut();
  sessionStorage.clear();
});

describe('reality check', () => {
  it('comes when an hour of play is up, with the time played and the net result of the session', async () => {
    const start = Date.now() - 3_600_000 + 300;
    sessionStorage.setItem('cailiao:play-session', JSON.stringify({ userId: 7, start }));
    signIn();
    const { calls } = mockApi({
      'GET /api/protection/reality-check': () => ({
        since: new Date(start).toISOString(),
        serverTime: new Date().toISOString(),
        minutesPlayed: 60,
        betCount: 3,
        stakes: 30,
        wins: 19.8,
        net: -10.2,
      }),
    });
    renderApp('/pages/about/about');
    const check = await screen.findByTestId('reality-check');
    expect(check.textContent).toContain('您本次已游戏 1小时。');
    expect(check.textContent).toContain('投注 30.00 元，派奖 19.80 元，净结果 -10.20 元。');
    const call = calls.find((c) => c.path === '/api/protection/reality-check');
    expect(call).toBeTruthy();
    await clickDialogButton('继续游戏');
    await waitFor(() => expect(screen.queryByTestId('reality-check')).toBeNull());
  });

  it('keeps quiet for a guest and before the hour is up', async () => {
    sessionStorage.setItem('cailiao:play-session', JSON.stringify({ userId: 7, start: Date.now() - 60_000 }));
    const { calls } = mockApi({});
    renderApp('/pages/about/about');
    await new Promise((r) => setTimeout(r, 500));
    signIn();
    await new Promise((r) => setTimeout(r, 500));
    expect(calls.some((c) => c.path === '/api/protection/reality-check')).toBe(false);
    expect(screen.queryByTestId('reality-check')).toBeNull();
  });
});
