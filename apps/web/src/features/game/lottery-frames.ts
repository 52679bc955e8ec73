import {
  BET_STATUS_NAMES,
  type BetRecord,
  type BetSettledEvent,
  type BetStatus,
  type CurrentIssue,
  type IssueDrawnEvent,
  type IssueVoidedEvent,
  type Page,
} from '@cailiao/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { getChatSocket } from '../../lib/socket';
import { currentIssueKey } from './api/get-current-issue';

/**
 * The betting pages hear draws and settlements over the socket (issue_drawn, issue_voided,
 * bet_settled) and patch their query caches at once; polling stays only as a slow fallback for
 * when the socket is down (or the player is not logged in and has none).
 */

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The current-issue cache after a draw: the previous issue gets its numbers and revealed seed. */
export function withDrawn(issue: CurrentIssue | undefined, drawn: IssueDrawnEvent): CurrentIssue | undefined {
  if (!issue || issue.gameId !== drawn.gameId) return issue;
  const prev = issue.previous;
  if (!prev || prev.issueNo !== drawn.issueNo) return issue;
  return { ...issue, previous: { ...prev, status: 'drawn', numbers: drawn.numbers, seed: drawn.seed } };
}

/** The current-issue cache after a void: the previous issue shows as void. */
export function withVoided(
  issue: CurrentIssue | undefined,
  voided: IssueVoidedEvent,
): CurrentIssue | undefined {
  if (!issue || issue.gameId !== voided.gameId || issue.previous?.issueNo !== voided.issueNo) return issue;
  return { ...issue, previous: { ...issue.previous, status: 'void' } };
}

/** A page of bets after a settlement frame: the settled bets take their status and payout. */
export function withSettled(page: Page<BetRecord> | undefined, settled: BetSettledEvent) {
  if (!page) return page;
  const byId = new Map(settled.bets.map((b) => [b.betId, b]));
  let changed = false;
  const list = page.list.map((bet) => {
    const s = byId.get(bet.betId);
    if (!s || bet.status === s.status) return bet;
    changed = true;
    const status = s.status as BetStatus;
    return { ...bet, status, statusName: BET_STATUS_NAMES[status] ?? bet.statusName, payout: s.payout };
  });
  return changed ? { ...page, list } : page;
}

/** Applies one lottery frame to the caches (exported for tests). */
export function applyLotteryFrame(queryClient: QueryClient, type: string, data: unknown): void {
  if (!isObj(data) || typeof data.gameId !== 'number') return;
  const gameId = data.gameId;
  if (type === 'issue_drawn') {
    const drawn = data as unknown as IssueDrawnEvent;
    const key = currentIssueKey(gameId);
    const before = queryClient.getQueryData<CurrentIssue>(key);
    const after = withDrawn(before, drawn);
    if (after !== before) queryClient.setQueryData(key, after);
    // The page still shows the drawn issue as current (its clock ran late): ask for the next one.
    else if (before?.issueNo === drawn.issueNo) void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: ['game', 'trend', gameId] });
    void queryClient.invalidateQueries({ queryKey: ['game', 'road', gameId] });
    void queryClient.invalidateQueries({ queryKey: ['game', 'dragons', gameId] });
  } else if (type === 'issue_voided') {
    const key = currentIssueKey(gameId);
    queryClient.setQueryData<CurrentIssue>(key, (issue) =>
      withVoided(issue, data as unknown as IssueVoidedEvent),
    );
  } else if (type === 'bet_settled') {
    const settled = data as unknown as BetSettledEvent;
    if (!Array.isArray(settled.bets)) return;
    queryClient.setQueryData<Page<BetRecord>>(['bets', 'game', gameId], (page) => withSettled(page, settled));
    void queryClient.invalidateQueries({ queryKey: ['bets', 'list'] });
  }
}

function subscribeLive(onChange: () => void): () => void {
  const events = getChatSocket().events;
  const offs = [events.on('authenticated', onChange), events.on('state', onChange)];
  return () => {
    for (const off of offs) off();
  };
}

/** True while the real-time channel is authenticated: frames will bring draws and settlements. */
export function useSocketLive(): boolean {
  return useSyncExternalStore(
    subscribeLive,
    () => getChatSocket().authenticated,
    () => false,
  );
}

/** While mounted, lottery frames patch the caches of the betting and trend pages. */
export function useLotteryFrames(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const events = getChatSocket().events;
    const offs = (['issue_drawn', 'issue_voided', 'bet_settled'] as const).map((type) =>
      events.on(type, (data) => applyLotteryFrame(queryClient, type, data)),
    );
    // Frames may have been missed while the socket (or the server's bus) was away: ask again.
    const catchUp = () => {
      void queryClient.invalidateQueries({ queryKey: ['game', 'current-issue'] });
      void queryClient.invalidateQueries({ queryKey: ['bets'] });
    };
    offs.push(events.on('resync', catchUp));
    offs.push(events.on('authenticated', ({ reconnected }) => (reconnected ? catchUp() : undefined)));
    return () => {
      for (const off of offs) off();
    };
  }, [queryClient]);
}
