import { describe, expect, it } from 'vitest';
import { formatCountdown, issueRefreshMs, nextIssuePollMs, phaseOf } from './issue-phase';

const t0 = Date.parse('2026-11-22T20:05:20.000Z');
const issue = { closeAt: '2026-11-22T20:05:35.000Z', drawAt: '2026-11-22T20:05:40.000Z' };

describe('issue phase and countdown', () => {
  it('is open until closeAt, closed (封盘) until drawAt, then drawing', () => {
    expect(phaseOf(issue, t0)).toEqual({ phase: 'open', remainingMs: 15_000 });
    expect(phaseOf(issue, t0 + 14_999)).toEqual({ phase: 'open', remainingMs: 1 });
    expect(phaseOf(issue, t0 + 15_000)).toEqual({ phase: 'closed', remainingMs: 5_000 });
    expect(phaseOf(issue, t0 + 20_000)).toEqual({ phase: 'drawing', remainingMs: 0 });
  });

  it('formats mm:ss, rounding seconds up, and h:mm:ss past an hour', () => {
    expect(formatCountdown(15_000)).toBe('00:15');
    expect(formatCountdown(14_001)).toBe('00:15');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(61_000)).toBe('01:01');
    expect(formatCountdown(3_725_000)).toBe('1:02:05');
  });

  it('asks for the next issue just after the draw and polls fast until the result is in', () => {
    const current = { ...issue, previous: { numbers: [1, 2, 3], status: 'settled' } };
    expect(nextIssuePollMs(current, t0)).toBe(20_150);
    expect(nextIssuePollMs(current, t0, 10_000)).toBe(10_000);
    expect(nextIssuePollMs(current, t0 + 19_990)).toBe(200);
    expect(nextIssuePollMs(current, t0 + 20_000)).toBe(400);
    expect(nextIssuePollMs({ ...issue, previous: { numbers: null, status: 'closed' } }, t0)).toBe(400);
    expect(nextIssuePollMs({ ...issue, previous: { numbers: null, status: 'void' } }, t0)).toBe(20_150);
    expect(nextIssuePollMs(undefined, t0)).toBe(3_000);
  });

  it('with a live socket the pending result comes as a frame: a slow fallback poll only', () => {
    const pending = { ...issue, previous: { numbers: null, status: 'closed' } };
    expect(nextIssuePollMs(pending, t0, 60_000, true)).toBe(5_000);
    // Still asks for the next issue right after this one's draw time.
    expect(nextIssuePollMs(pending, t0 + 19_990, 60_000, true)).toBe(200);
    expect(nextIssuePollMs(pending, t0 + 20_000, 60_000, true)).toBe(400);
  });
});

describe('issue refresh interval (SPEC.md §9)', () => {
  const auto = { autoRefresh: true, refreshInterval: 30 };
  it.each([
    ['k3', auto, 60_000],
    ['ssc', auto, 60_000],
    ['k3', { autoRefresh: true, refreshInterval: 5 }, 60_000],
    ['pk10', auto, 30_000],
    ['lhc', { autoRefresh: true, refreshInterval: 120 }, 120_000],
    ['xy28', { autoRefresh: false, refreshInterval: 30 }, 60_000],
  ] as const)('%s with %o refreshes at most every %i ms', (family, settings, ms) => {
    expect(issueRefreshMs(family, settings)).toBe(ms);
  });
});
