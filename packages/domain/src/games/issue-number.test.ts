import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  currentIssue,
  dayStartMs,
  issueAt,
  issueOf,
  issueStatus,
  issuesPerDay,
  nextIssue,
  parseIssueNo,
  previousIssue,
  shanghaiDay,
} from './issue-number.ts';

/** Epoch ms of a Shanghai wall-clock time. */
const sh = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0) =>
  Date.UTC(y, mo - 1, d, h, mi, s, ms) - 8 * 3600_000;

describe('issue numbering', () => {
  it.each([
    [sh(2026, 3, 2, 0, 0, 0), 60, '20260302-0001', sh(2026, 3, 2, 0, 0, 0), sh(2026, 3, 2, 0, 1, 0)],
    [sh(2026, 3, 2, 0, 0, 59, 999), 60, '20260302-0001', sh(2026, 3, 2, 0, 0, 0), sh(2026, 3, 2, 0, 1, 0)],
    [sh(2026, 3, 2, 0, 1, 0), 60, '20260302-0002', sh(2026, 3, 2, 0, 1, 0), sh(2026, 3, 2, 0, 2, 0)],
    [sh(2026, 3, 2, 23, 59, 59, 999), 60, '20260302-1440', sh(2026, 3, 2, 23, 59), sh(2026, 3, 3)],
    [sh(2026, 3, 2, 12, 2, 30), 300, '20260302-0145', sh(2026, 3, 2, 12, 0), sh(2026, 3, 2, 12, 5)],
    [sh(2026, 12, 31, 23, 58), 300, '20261231-0288', sh(2026, 12, 31, 23, 55), sh(2027, 1, 1)],
  ])('at %s with %s s the issue is %s', (now, interval, issueNo, openAt, drawAt) => {
    const issue = currentIssue(now, interval);
    expect(issue).toMatchObject({ issueNo, openAt, drawAt, closeAt: drawAt - 5000 });
    expect(issueStatus(issue, now)).toBe(now < drawAt - 5000 ? 'open' : 'closed');
  });

  it('uses the Shanghai day, not the UTC day', () => {
    // 2026-03-01T16:00:30Z is 2026-03-02 00:00:30 in Shanghai.
    expect(currentIssue(new Date('2026-03-01T16:00:30Z'), 60).issueNo).toBe('20260302-0001');
    expect(shanghaiDay(Date.UTC(2026, 1, 16, 15, 59, 59))).toBe('20260216');
    expect(shanghaiDay(Date.UTC(2026, 1, 16, 16, 0, 0))).toBe('20260217');
  });

  it('accepts a Date or epoch ms alike', () => {
    const ms = sh(2026, 5, 5, 10, 10, 10);
    expect(currentIssue(new Date(ms), 60, 10)).toEqual(currentIssue(ms, 60, 10));
  });

  it('schedules only issues that draw by midnight when the interval does not divide the day', () => {
    expect(issuesPerDay(7000)).toBe(12);
    const last = issueAt('20260302', 12, 7000);
    expect(last.drawAt).toBe(sh(2026, 3, 2, 23, 20));
    expect(() => issueAt('20260302', 13, 7000)).toThrow(RangeError);
    // In the unscheduled tail the current issue is tomorrow's first, still waiting.
    const tail = currentIssue(sh(2026, 3, 2, 23, 30), 7000);
    expect(tail.issueNo).toBe('20260303-0001');
    expect(issueStatus(tail, sh(2026, 3, 2, 23, 30))).toBe('waiting');
    expect(nextIssue(last, 7000).issueNo).toBe('20260303-0001');
    expect(previousIssue('20260303-0001', 7000).issueNo).toBe('20260302-0012');
  });

  it('counts issues per day', () => {
    expect(issuesPerDay(60)).toBe(1440);
    expect(issuesPerDay(300)).toBe(288);
    expect(issuesPerDay(86400)).toBe(1);
    expect(issuesPerDay(9)).toBe(9600);
    expect(() => issuesPerDay(8)).toThrow(RangeError);
    expect(() => issuesPerDay(60.5)).toThrow(RangeError);
  });

  it('refuses a close time outside the issue', () => {
    expect(() => currentIssue(0, 60, 60)).toThrow(RangeError);
    expect(() => currentIssue(0, 60, -1)).toThrow(RangeError);
    expect(currentIssue(0, 60, 0).closeAt).toBe(currentIssue(0, 60, 0).drawAt);
  });

  it('walks across days, months and years', () => {
    expect(nextIssue('20261231-1440', 60).issueNo).toBe('20270101-0001');
    expect(previousIssue('20270101-0001', 60).issueNo).toBe('20261231-1440');
    expect(previousIssue('20280301-0001', 60).issueNo).toBe('20280229-1440');
    expect(nextIssue('20260302-0007', 60).issueNo).toBe('20260302-0008');
    expect(addDays('20260228', 1)).toBe('20260301');
  });

  it('reports the status around the close and the draw', () => {
    const issue = issueOf('20260302-0010', 60);
    expect(issueStatus(issue, issue.openAt - 1)).toBe('waiting');
    expect(issueStatus(issue, issue.openAt)).toBe('open');
    expect(issueStatus(issue, issue.closeAt - 1)).toBe('open');
    expect(issueStatus(issue, issue.closeAt)).toBe('closed');
    expect(issueStatus(issue, issue.drawAt)).toBe('drawn');
  });

  it.each([
    ['20260302-0001', { day: '20260302', seq: 1 }],
    ['20240229-1440', { day: '20240229', seq: 1440 }],
    ['20260230-0001', null],
    ['20261301-0001', null],
    ['20260302-0000', null],
    ['20260302-1', null],
    ['20260302-00001', null],
    ['2026030-0001', null],
    ['20260302_0001', null],
    [' 20260302-0001', null],
  ])('parseIssueNo(%j) = %j', (text, parsed) => {
    expect(parseIssueNo(text)).toEqual(parsed);
  });

  it('refuses issue numbers not on the schedule', () => {
    expect(() => issueOf('20260302-1441', 60)).toThrow(RangeError);
    expect(() => issueOf('nonsense', 60)).toThrow(RangeError);
    expect(() => dayStartMs('20260231')).toThrow(RangeError);
  });

  it('holds for any instant and interval: the issue contains now, next and previous invert', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2099, 0, 1) }),
        fc.integer({ min: 9, max: 86400 }),
        (now, interval) => {
          const issue = currentIssue(now, interval);
          expect(issue.drawAt - issue.openAt).toBe(interval * 1000);
          expect(now).toBeLessThan(issue.drawAt);
          if (now >= issue.openAt) expect(issueStatus(issue, now)).not.toBe('waiting');
          else expect(issue.seq).toBe(1);
          expect(issue.drawAt).toBeLessThanOrEqual(dayStartMs(addDays(issue.day, 1)));
          expect(nextIssue(previousIssue(issue, interval), interval)).toEqual(issue);
          expect(issueOf(issue.issueNo, interval)).toEqual(issue);
          expect(/^\d{8}-\d{4}$/.test(issue.issueNo)).toBe(true);
        },
      ),
    );
  });
});
