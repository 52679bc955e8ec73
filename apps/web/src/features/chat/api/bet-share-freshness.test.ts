import type { BetShareLive } from '@cailiao/contracts';
import { describe, expect, it } from 'vitest';
import { betShareRefetchInterval, isShareIssueFrame } from './bet-share-freshness';

const drawAt = Date.parse('2026-12-07T12:00:00.000Z');
const share = (partial: Partial<BetShareLive>) =>
  ({
    gameId: 1,
    issueNo: '20261207-0100',
    drawAt: new Date(drawAt).toISOString(),
    issueStatus: 'open',
    numbers: null,
    ...partial,
  }) as BetShareLive;

describe('betShareRefetchInterval', () => {
  it('does not poll before the draw while the socket will bring it', () => {
    expect(betShareRefetchInterval(share({}), true, drawAt - 30_000)).toBe(false);
    expect(betShareRefetchInterval(share({ issueStatus: 'closed' }), true, drawAt)).toBe(false);
  });

  it('polls slowly before the draw when the socket is down', () => {
    expect(betShareRefetchInterval(share({}), false, drawAt - 30_000)).toBe(10_000);
  });

  it('polls quickly between draw and settlement, slowly once settlement is late', () => {
    const drawn = share({ issueStatus: 'drawn', numbers: [1, 2, 3] });
    expect(betShareRefetchInterval(drawn, true, drawAt + 5_000)).toBe(2_000);
    expect(betShareRefetchInterval(drawn, false, drawAt + 5_000)).toBe(2_000);
    expect(betShareRefetchInterval(drawn, true, drawAt + 120_000)).toBe(15_000);
  });

  it('stops once the issue is settled or void, and without data', () => {
    expect(
      betShareRefetchInterval(share({ issueStatus: 'settled', numbers: [1, 2, 3] }), false, drawAt),
    ).toBe(false);
    expect(betShareRefetchInterval(share({ issueStatus: 'void' }), false, drawAt)).toBe(false);
    expect(betShareRefetchInterval(undefined, false, drawAt)).toBe(false);
  });
});

describe('isShareIssueFrame', () => {
  it('matches the shared game and issue only', () => {
    const s = share({});
    expect(isShareIssueFrame(s, { gameId: 1, issueNo: '20261207-0100' })).toBe(true);
    expect(isShareIssueFrame(s, { gameId: 2, issueNo: '20261207-0100' })).toBe(false);
    expect(isShareIssueFrame(s, { gameId: 1, issueNo: '20261207-0101' })).toBe(false);
    expect(isShareIssueFrame(s, null)).toBe(false);
    expect(isShareIssueFrame(s, '20261207-0100')).toBe(false);
  });
});
