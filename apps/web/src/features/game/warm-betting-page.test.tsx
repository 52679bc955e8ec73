import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/query-client';
import { enablePageWarmups } from '../../app/route-table';
import { mockApi, renderApp } from '../../test/render-app';
import { useAuthStore } from '../auth/store/auth-store';
import { currentIssueKey } from './api/get-current-issue';
import { playTypesQuery } from './api/get-play-types';
import { testCurrentIssue, testGame, testGameList, testPlayTypes } from './testing';
import { warmBettingPage } from './warm-betting-page';

const lhc = testGame('lhc');
const k3 = testGame('k3');

function api() {
  const drawAt = Date.now() + 60_000;
  return mockApi({
    'GET /api/game/list': () => testGameList([k3, lhc]),
    [`GET /api/issue/${lhc.id}/current`]: () => testCurrentIssue(lhc, '20261207-0100', drawAt, null),
    [`GET /api/game/${lhc.id}/play-types`]: () => testPlayTypes('lhc'),
    [`GET /api/issue/${k3.id}/current`]: () => testCurrentIssue(k3, '20261207-0500', drawAt, null),
    [`GET /api/game/${k3.id}/play-types`]: () => testPlayTypes('k3'),
  });
}

const asked = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;

beforeEach(() => {
  useAuthStore.setState({ user: null, token: null });
});

describe('warmBettingPage', () => {
  it("fills the cache with the issue and plays of the family's game the route asks for", async () => {
    const { calls } = api();
    const queryClient = createQueryClient();
    await warmBettingPage(queryClient, 'lhc', new URLSearchParams());
    expect(queryClient.getQueryData(currentIssueKey(lhc.id))).toMatchObject({ issueNo: '20261207-0100' });
    expect(queryClient.getQueryData(playTypesQuery(lhc.id).queryKey)).toEqual(testPlayTypes('lhc'));
    // By code too, and nothing for a game of another family.
    await warmBettingPage(queryClient, 'k3', new URLSearchParams({ code: k3.code }));
    expect(queryClient.getQueryData(currentIssueKey(k3.id))).toMatchObject({ issueNo: '20261207-0500' });
    await warmBettingPage(queryClient, 'lhc', new URLSearchParams({ gameId: k3.code }));
    expect(asked(calls, `/api/issue/${k3.id}/current`)).toBe(1);
  });

  it('gives the page its first answers: the page shows them without asking again', async () => {
    const { calls } = api();
    const queryClient = createQueryClient();
    // The warm-up answered before the page's code arrived, as on a slow network.
    await warmBettingPage(queryClient, 'lhc', new URLSearchParams());
    renderApp('/pages/lhc/lhc', { queryClient });
    expect((await screen.findByTestId('issue-no')).textContent).toBe('20261207-0100');
    await screen.findByTestId('group-特码');
    expect(asked(calls, `/api/issue/${lhc.id}/current`)).toBe(1);
    expect(asked(calls, `/api/game/${lhc.id}/play-types`)).toBe(1);
  });

  it("starts with a betting page's first visit and asks nothing twice, whichever answers first", async () => {
    const { calls } = api();
    const queryClient = createQueryClient();
    enablePageWarmups(queryClient);
    renderApp('/pages/lhc/lhc', { queryClient });
    expect((await screen.findByTestId('issue-no')).textContent).toBe('20261207-0100');
    await screen.findByTestId('group-特码');
    expect(asked(calls, `/api/issue/${lhc.id}/current`)).toBe(1);
    expect(asked(calls, `/api/game/${lhc.id}/play-types`)).toBe(1);
  });
});
