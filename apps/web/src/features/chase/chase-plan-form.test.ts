import { describe, expect, it } from 'vitest';
import { testGame } from '../game/testing';
import { DEFAULT_PLAN, multiplesOf, plannedIssueNos, planProblem, planTable } from './chase-plan-form';

describe('the 追号 sheet’s plan', () => {
  it('turns 同倍 and 翻倍 into multiples', () => {
    expect(multiplesOf({ ...DEFAULT_PLAN, issues: 3, multiple: 2 })).toEqual([2, 2, 2]);
    expect(
      multiplesOf({ ...DEFAULT_PLAN, issues: 5, mode: 'double', multiple: 1, factor: 2, every: 2 }),
    ).toEqual([1, 1, 2, 2, 4]);
  });

  it('says in Chinese why a plan cannot be bought', () => {
    expect(planProblem([200], [1])).toBe('追号期数须在2至120期之间');
    expect(planProblem([10_000_000], [1, 2])).toBe('单注金额乘以倍数须在1至100000元之间');
    expect(planProblem([200], [1, 2])).toBeNull();
  });

  it('foresees the issue numbers the server will buy: the open one, or the next once betting closed', () => {
    const game = testGame('k3', { intervalSeconds: 60, closeBeforeSeconds: 5 });
    const open = Date.UTC(2026, 5, 1, 4, 0, 10); // 12:00:10 Shanghai: issue 0721 takes bets
    expect(plannedIssueNos(game, open, 3)).toEqual(['20260601-0721', '20260601-0722', '20260601-0723']);
    expect(plannedIssueNos(game, open + 47_000, 2)).toEqual(['20260601-0722', '20260601-0723']);
  });

  it('shows the profit of a single item should that issue win', () => {
    expect(planTable([200], [1, 2], 1.98).map((r) => r.profitFen)).toEqual([196, 192]);
    expect(planTable([200, 200], [1, 2], null).every((r) => r.profitFen === null)).toBe(true);
  });
});
