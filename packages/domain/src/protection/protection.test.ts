import { describe, expect, it } from 'vitest';
import { addShanghaiMonths, shanghaiMonthStart } from '../shanghai-time.ts';
import {
  blockAfterRequest,
  COOLING_OFF_MAX_DAYS,
  COOLING_OFF_MIN_DAYS,
  coolingOffUntil,
  effectiveLimit,
  LIMIT_RAISE_DELAY_MS,
  limitRemainingFen,
  nextRealityCheckAt,
  type PlayerLimit,
  REALITY_CHECK_INTERVAL_MS,
  requestLimitChange,
  SELF_EXCLUSION_MIN_MONTHS,
  selfExclusionUntil,
} from './protection.ts';

const H = 3_600_000;
const now = new Date('2026-11-24T04:00:00Z'); // 12:00 Shanghai

describe('Asia/Shanghai months', () => {
  it('start at 00:00 Shanghai of the 1st', () => {
    expect(shanghaiMonthStart(now).toISOString()).toBe('2026-10-31T16:00:00.000Z');
    // 1 Dec 00:30 Shanghai is already December
    expect(shanghaiMonthStart(new Date('2026-11-30T16:30:00Z')).toISOString()).toBe(
      '2026-11-30T16:00:00.000Z',
    );
  });
  it('add calendar months, clamping to the last day', () => {
    expect(addShanghaiMonths(new Date('2026-01-31T04:00:00Z'), 1).toISOString()).toBe(
      '2026-02-28T04:00:00.000Z',
    );
    expect(addShanghaiMonths(now, 6).toISOString()).toBe('2027-05-24T04:00:00.000Z');
  });
});

describe('player limits: lowering at once, raising after 24 hours', () => {
  const none: PlayerLimit = { amountFen: null, pending: null };
  it('setting a first limit is lowering (from no limit): immediate', () => {
    expect(requestLimitChange(none, 10_000, now)).toEqual({ amountFen: 10_000, pending: null });
  });
  it('lowering applies at once and drops a pending raise', () => {
    const l: PlayerLimit = {
      amountFen: 10_000,
      pending: { amountFen: 50_000, effectiveAt: new Date(now.getTime() + H) },
    };
    expect(requestLimitChange(l, 5_000, now)).toEqual({ amountFen: 5_000, pending: null });
  });
  it('raising or removing waits 24 hours; the old limit holds meanwhile', () => {
    const l: PlayerLimit = { amountFen: 10_000, pending: null };
    const raised = requestLimitChange(l, 20_000, now);
    expect(raised).toEqual({
      amountFen: 10_000,
      pending: { amountFen: 20_000, effectiveAt: new Date(now.getTime() + LIMIT_RAISE_DELAY_MS) },
    });
    expect(effectiveLimit(raised, new Date(now.getTime() + 24 * H - 1))).toBe(10_000);
    expect(effectiveLimit(raised, new Date(now.getTime() + 24 * H))).toBe(20_000);
    const removed = requestLimitChange(l, null, now);
    expect(removed.pending?.amountFen).toBeNull();
    expect(effectiveLimit(removed, now)).toBe(10_000);
    expect(effectiveLimit(removed, new Date(now.getTime() + 25 * H))).toBeNull();
  });
  it('a due raise is applied before the next request is judged', () => {
    const l: PlayerLimit = { amountFen: 10_000, pending: { amountFen: 30_000, effectiveAt: now } };
    expect(requestLimitChange(l, 20_000, now)).toEqual({ amountFen: 20_000, pending: null });
  });
  it('the same amount again keeps the limit and cancels a pending raise', () => {
    const l: PlayerLimit = {
      amountFen: 10_000,
      pending: { amountFen: 30_000, effectiveAt: new Date(now.getTime() + H) },
    };
    expect(requestLimitChange(l, 10_000, now)).toEqual({ amountFen: 10_000, pending: null });
  });
  it('answers what is left of a limit', () => {
    expect(limitRemainingFen(null, 123)).toBe(Number.POSITIVE_INFINITY);
    expect(limitRemainingFen(10_000, 3_000)).toBe(7_000);
    expect(limitRemainingFen(10_000, 12_000)).toBe(0);
  });
});

describe('cooling-off and self-exclusion', () => {
  it('cooling-off lasts 1 to 42 days', () => {
    expect(COOLING_OFF_MIN_DAYS).toBe(1);
    expect(COOLING_OFF_MAX_DAYS).toBe(42);
    expect(coolingOffUntil(now, 1).getTime() - now.getTime()).toBe(24 * H);
    expect(coolingOffUntil(now, 42).getTime() - now.getTime()).toBe(42 * 24 * H);
    for (const bad of [0, 43, 1.5, Number.NaN]) expect(() => coolingOffUntil(now, bad)).toThrow(RangeError);
  });
  it('self-exclusion lasts 6 months or more, in calendar months', () => {
    expect(SELF_EXCLUSION_MIN_MONTHS).toBe(6);
    expect(selfExclusionUntil(now, 6).toISOString()).toBe('2027-05-24T04:00:00.000Z');
    expect(() => selfExclusionUntil(now, 5)).toThrow(RangeError);
    expect(() => selfExclusionUntil(now, 121)).toThrow(RangeError);
  });
  it('a block can be extended, never shortened; self-exclusion outranks cooling-off', () => {
    const cooling = { kind: 'cooling_off' as const, until: coolingOffUntil(now, 7) };
    expect(blockAfterRequest(null, cooling, now)).toEqual(cooling);
    expect(
      blockAfterRequest(cooling, { kind: 'cooling_off', until: coolingOffUntil(now, 3) }, now),
    ).toBeNull();
    const longer = { kind: 'cooling_off' as const, until: coolingOffUntil(now, 14) };
    expect(blockAfterRequest(cooling, longer, now)).toEqual(longer);
    const exclusion = { kind: 'self_exclusion' as const, until: selfExclusionUntil(now, 6) };
    expect(blockAfterRequest(cooling, exclusion, now)).toEqual(exclusion);
    expect(blockAfterRequest(exclusion, longer, now)).toBeNull();
    // an expired block no longer stands in the way
    const expired = { kind: 'self_exclusion' as const, until: new Date(now.getTime() - 1) };
    expect(blockAfterRequest(expired, cooling, now)).toEqual(cooling);
  });
});

describe('reality check', () => {
  it('comes every hour of play, counted from the start of the session', () => {
    const start = now.getTime();
    expect(REALITY_CHECK_INTERVAL_MS).toBe(H);
    expect(nextRealityCheckAt(start, start)).toBe(start + H);
    expect(nextRealityCheckAt(start, start + H - 1)).toBe(start + H);
    expect(nextRealityCheckAt(start, start + H)).toBe(start + 2 * H);
    expect(nextRealityCheckAt(start, start + 5.5 * H)).toBe(start + 6 * H);
  });
});
