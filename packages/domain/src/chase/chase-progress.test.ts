import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chaseTotalFen } from './chase-plan.ts';
import {
  applyChaseEvent,
  type ChaseEvent,
  type ChaseState,
  chaseStatus,
  startChase,
} from './chase-progress.ts';

const start = (multiples: number[], stopOnWin = true, slipFen = 200) =>
  startChase(
    multiples.map((m) => m * slipFen),
    multiples,
    stopOnWin,
  );
const run = (state: ChaseState, events: ChaseEvent[]) => events.reduce(applyChaseEvent, state);

describe('chase progress', () => {
  it('places each issue once and finishes when none waits', () => {
    let s = start([1, 2]);
    s = run(s, [
      { type: 'place', index: 0 },
      { type: 'place', index: 0 },
    ]);
    expect(s.stakedFen).toBe(200);
    expect(chaseStatus(s)).toBe('running');
    s = run(s, [
      { type: 'settle', index: 0, outcome: 'lost', payoutFen: 0 },
      { type: 'place', index: 1 },
    ]);
    expect(chaseStatus(s)).toBe('finished');
    expect(s.endReason).toBe('completed');
    expect(s.frozenFen).toBe(0);
  });

  it('stops after a win with 中奖后停止, releasing what was not placed', () => {
    const s = run(start([1, 2, 4, 8]), [
      { type: 'place', index: 0 },
      { type: 'place', index: 1 },
      { type: 'settle', index: 0, outcome: 'won', payoutFen: 396 },
    ]);
    expect(s.issues.map((i) => i.status)).toEqual(['won', 'placed', 'cancelled', 'cancelled']);
    expect(s.releasedFen).toBe(2400);
    expect(s.endReason).toBe('won');
    expect(chaseStatus(s)).toBe('finished');
    expect(applyChaseEvent(s, { type: 'place', index: 2 })).toBe(s);
  });

  it('goes on after a win without 中奖后停止, and after a void issue', () => {
    const s = run(start([1, 1, 1], false), [
      { type: 'place', index: 0 },
      { type: 'settle', index: 0, outcome: 'won', payoutFen: 396 },
      { type: 'place', index: 1 },
      { type: 'settle', index: 1, outcome: 'refunded', payoutFen: 200 },
    ]);
    expect(chaseStatus(s)).toBe('running');
  });

  it('releases a missed issue and never places it late', () => {
    const s = run(start([1, 1, 1]), [
      { type: 'miss', index: 0 },
      { type: 'place', index: 0 },
    ]);
    expect(s.issues[0]?.status).toBe('missed');
    expect(s.releasedFen).toBe(200);
    expect(s.stakedFen).toBe(0);
  });

  it('cancels the listed waiting issues, or all of them, and a placed issue stays', () => {
    let s = run(start([1, 1, 1, 1]), [
      { type: 'place', index: 0 },
      { type: 'cancel', indexes: [0, 2] },
    ]);
    expect(s.issues.map((i) => i.status)).toEqual(['placed', 'waiting', 'cancelled', 'waiting']);
    s = applyChaseEvent(s, { type: 'cancel' });
    expect(chaseStatus(s)).toBe('cancelled');
  });

  it('stops when a limit refuses a placement', () => {
    const s = run(start([1, 1, 1]), [
      { type: 'place', index: 0 },
      { type: 'refuse', index: 1 },
    ]);
    expect(s.issues.map((i) => i.status)).toEqual(['placed', 'cancelled', 'cancelled']);
    expect(s.endReason).toBe('refused');
    expect(chaseStatus(s)).toBe('finished');
  });

  const event = (issues: number) =>
    fc.oneof(
      fc.record({ type: fc.constant('place' as const), index: fc.nat(issues - 1) }),
      fc.record({ type: fc.constant('miss' as const), index: fc.nat(issues - 1) }),
      fc.record({
        type: fc.constant('settle' as const),
        index: fc.nat(issues - 1),
        outcome: fc.constantFrom('won' as const, 'lost' as const, 'refunded' as const),
        payoutFen: fc.nat(1_000_000),
      }),
      fc.record({
        type: fc.constant('cancel' as const),
        indexes: fc.option(fc.array(fc.nat(issues - 1)), { nil: undefined }),
      }),
      fc.record({ type: fc.constant('refuse' as const), index: fc.nat(issues - 1) }),
    );
  const scenario = fc
    .record({
      multiples: fc.array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 120 }),
      slipFen: fc.integer({ min: 100, max: 10_000 }),
      stopOnWin: fc.boolean(),
    })
    .chain((plan) =>
      fc.record({
        plan: fc.constant(plan),
        events: fc.array(event(plan.multiples.length), { maxLength: 300 }),
      }),
    );

  it('for any plan and any sequence of draws: frozen = staked + released + still held, to the fen', () => {
    fc.assert(
      fc.property(scenario, ({ plan, events }) => {
        const total = chaseTotalFen([plan.slipFen], plan.multiples);
        let s = start(plan.multiples, plan.stopOnWin, plan.slipFen);
        expect(s.frozenFen).toBe(total);
        for (const e of events) {
          s = applyChaseEvent(s, e);
          expect(s.frozenFen + s.stakedFen + s.releasedFen).toBe(total);
          expect(s.frozenFen).toBe(
            s.issues.filter((i) => i.status === 'waiting').reduce((a, i) => a + i.amountFen, 0),
          );
        }
        // the rest, cancelled: nothing stays frozen once the chase has ended
        s = applyChaseEvent(s, { type: 'cancel' });
        expect(s.frozenFen).toBe(0);
        expect(s.stakedFen + s.releasedFen).toBe(total);
      }),
    );
  });

  it('never places after a win when 中奖后停止 is set', () => {
    fc.assert(
      fc.property(scenario, ({ plan, events }) => {
        let s = start(plan.multiples, true, plan.slipFen);
        let won = false;
        for (const e of events) {
          const before = s;
          s = applyChaseEvent(s, e);
          if (won && e.type === 'place') expect(s).toBe(before);
          if (s.issues.some((i) => i.status === 'won')) won = true;
        }
      }),
    );
  });
});
