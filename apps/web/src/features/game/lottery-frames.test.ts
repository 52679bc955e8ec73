import type { BetRecord, Page } from '@cailiao/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentIssueKey } from './api/get-current-issue';
import { applyLotteryFrame, withDrawn, withSettled, withVoided } from './lottery-frames';
import { testCurrentIssue, testDraw, testGame } from './testing';

const game = testGame('k3');
const drawAt = Date.parse('2026-11-25T00:00:00Z');
const issue = testCurrentIssue(game, '0100', drawAt, testDraw(game, '0099', drawAt - 20_000, null));
const drawn = {
  gameId: 1,
  gameCode: 'jsk3',
  gameType: 'k3',
  issueNo: '0099',
  numbers: [4, 5, 6],
  seed: 'e'.repeat(64),
  seedHash: 'a'.repeat(64),
  drawAt: new Date(drawAt - 20_000).toISOString(),
};

describe('lottery frames patch the caches', () => {
  it('issue_drawn fills the previous issue, and only that issue of that game', () => {
    expect(withDrawn(issue, drawn)!.previous).toMatchObject({
      numbers: [4, 5, 6],
      seed: drawn.seed,
      status: 'drawn',
    });
    expect(withDrawn(issue, { ...drawn, issueNo: '0098' })).toBe(issue);
    expect(withDrawn(issue, { ...drawn, gameId: 2 })).toBe(issue);
    expect(withDrawn(undefined, drawn)).toBeUndefined();
  });

  it('issue_voided marks the previous issue void', () => {
    expect(withVoided(issue, { gameId: 1, gameCode: 'jsk3', issueNo: '0099' })!.previous!.status).toBe(
      'void',
    );
  });

  it('bet_settled gives the settled bets their status, name and payout', () => {
    const pending = { betId: 1, status: 'pending', statusName: '待开奖', payout: 0 } as BetRecord;
    const other = { betId: 2, status: 'pending', statusName: '待开奖', payout: 0 } as BetRecord;
    const page: Page<BetRecord> = {
      list: [pending, other],
      pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
    };
    const after = withSettled(page, {
      gameId: 1,
      issueNo: '0099',
      bets: [{ betId: 1, status: 'won', amount: 2, payout: 3.9 }],
    });
    expect(after!.list[0]).toMatchObject({ status: 'won', statusName: '已中奖', payout: 3.9 });
    expect(after!.list[1]).toBe(other);
    // Nothing new: the same page object, so nothing re-renders.
    expect(
      withSettled(after, {
        gameId: 1,
        issueNo: '0099',
        bets: [{ betId: 1, status: 'won', amount: 2, payout: 3.9 }],
      }),
    ).toBe(after);
  });

  it('a frame for the running issue (a late clock) asks for the next issue instead', async () => {
    const client = new QueryClient();
    const current = testCurrentIssue(game, '0099', drawAt, null);
    client.setQueryData(currentIssueKey(1), current);
    applyLotteryFrame(client, 'issue_drawn', drawn);
    expect(client.getQueryState(currentIssueKey(1))!.isInvalidated).toBe(true);
    applyLotteryFrame(client, 'issue_drawn', 'not an object');
    applyLotteryFrame(client, 'bet_settled', { gameId: 1, bets: 'nope' });
  });
});
