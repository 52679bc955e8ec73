/**
 * Issue numbering of GAMES.md §1 in Asia/Shanghai (UTC+8, no daylight saving, so a fixed offset).
 * Issue n of a day opens at midnight + (n−1)·interval and draws at midnight + n·interval. When the
 * interval does not divide 86 400 s, only issues whose draw is at or before the next midnight are
 * scheduled; the remainder of the day belongs to no issue and the next day starts again at 1.
 * All instants are epoch milliseconds.
 */
import { DAY_MS, isCalendarDate, shanghaiDate, shanghaiDateStart } from '../shanghai-time.ts';

export const DAY_SECONDS = 86_400;
/** Below 9 s a day would hold more than 9999 issues and NNNN would overflow. */
export const MIN_INTERVAL_SECONDS = 9;
export const DEFAULT_CLOSE_BEFORE_SECONDS = 5;

export interface Issue {
  /** 'YYYYMMDD-NNNN'. */
  readonly issueNo: string;
  /** Asia/Shanghai calendar day 'YYYYMMDD'. */
  readonly day: string;
  /** 1-based sequence within the day. */
  readonly seq: number;
  /** Epoch ms when betting opens (= previous issue's drawAt within a day). */
  readonly openAt: number;
  /** Epoch ms when betting closes (drawAt − closeBefore). */
  readonly closeAt: number;
  /** Epoch ms of the draw. */
  readonly drawAt: number;
}

export type IssueStatus = 'waiting' | 'open' | 'closed' | 'drawn';

const DAY_RE = /^([0-9]{4})([0-9]{2})([0-9]{2})$/;
const ISSUE_RE = /^([0-9]{8})-([0-9]{4})$/;

const toMs = (t: Date | number): number => {
  const ms = typeof t === 'number' ? t : t.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('invalid time');
  return ms;
};

function checkSchedule(intervalSeconds: number, closeBeforeSeconds: number): void {
  if (
    !Number.isInteger(intervalSeconds) ||
    intervalSeconds < MIN_INTERVAL_SECONDS ||
    intervalSeconds > DAY_SECONDS
  ) {
    throw new RangeError(`intervalSeconds must be an integer in ${MIN_INTERVAL_SECONDS}..${DAY_SECONDS}`);
  }
  if (
    !Number.isInteger(closeBeforeSeconds) ||
    closeBeforeSeconds < 0 ||
    closeBeforeSeconds >= intervalSeconds
  ) {
    throw new RangeError('closeBeforeSeconds must be an integer in 0..intervalSeconds−1');
  }
}

/** Number of issues in one day: floor(86400 / intervalSeconds), 1..9600. */
export function issuesPerDay(intervalSeconds: number): number {
  checkSchedule(intervalSeconds, 0);
  return Math.floor(DAY_SECONDS / intervalSeconds);
}

/** Asia/Shanghai calendar day 'YYYYMMDD' of an instant (Date or epoch ms). */
export function shanghaiDay(now: Date | number): string {
  return shanghaiDate(new Date(toMs(now))).replaceAll('-', '');
}

/** Epoch ms of Asia/Shanghai midnight starting day 'YYYYMMDD'; throws RangeError on a non-existent date. */
export function dayStartMs(day: string): number {
  const m = DAY_RE.exec(day);
  const date = m ? `${m[1]}-${m[2]}-${m[3]}` : '';
  if (!m || Number(m[1]) < 1000 || !isCalendarDate(date))
    throw new RangeError(`invalid day ${JSON.stringify(day)}`);
  return shanghaiDateStart(date).getTime();
}

/** The day after (delta = 1) or before (delta = −1) 'YYYYMMDD'. */
export function addDays(day: string, delta: number): string {
  return shanghaiDay(dayStartMs(day) + delta * DAY_MS);
}

/** 'YYYYMMDD-NNNN' from a day and a sequence 1..9999. */
export function formatIssueNo(day: string, seq: number): string {
  dayStartMs(day);
  if (!Number.isInteger(seq) || seq < 1 || seq > 9999) throw new RangeError('seq must be in 1..9999');
  return `${day}-${String(seq).padStart(4, '0')}`;
}

/** Splits 'YYYYMMDD-NNNN' into its day and sequence; null when malformed, a non-date or seq 0. */
export function parseIssueNo(issueNo: string): { day: string; seq: number } | null {
  const m = typeof issueNo === 'string' ? ISSUE_RE.exec(issueNo) : null;
  if (!m) return null;
  const day = m[1]!;
  const seq = Number(m[2]);
  try {
    dayStartMs(day);
  } catch {
    return null;
  }
  return seq >= 1 ? { day, seq } : null;
}

/** Issue seq of a day; throws RangeError when seq exceeds issuesPerDay(intervalSeconds). */
export function issueAt(
  day: string,
  seq: number,
  intervalSeconds: number,
  closeBeforeSeconds = DEFAULT_CLOSE_BEFORE_SECONDS,
): Issue {
  checkSchedule(intervalSeconds, closeBeforeSeconds);
  const perDay = Math.floor(DAY_SECONDS / intervalSeconds);
  if (!Number.isInteger(seq) || seq < 1 || seq > perDay) {
    throw new RangeError(`seq must be in 1..${perDay} for a ${intervalSeconds} s interval`);
  }
  const start = dayStartMs(day);
  const drawAt = start + seq * intervalSeconds * 1000;
  return {
    issueNo: formatIssueNo(day, seq),
    day,
    seq,
    openAt: drawAt - intervalSeconds * 1000,
    closeAt: drawAt - closeBeforeSeconds * 1000,
    drawAt,
  };
}

/** The issue of an issue number under a schedule; throws RangeError when malformed or not scheduled. */
export function issueOf(
  issueNo: string,
  intervalSeconds: number,
  closeBeforeSeconds = DEFAULT_CLOSE_BEFORE_SECONDS,
): Issue {
  const parsed = parseIssueNo(issueNo);
  if (!parsed) throw new RangeError(`invalid issue number ${JSON.stringify(issueNo)}`);
  return issueAt(parsed.day, parsed.seq, intervalSeconds, closeBeforeSeconds);
}

/**
 * The issue running at now: openAt ≤ now < drawAt. In the unscheduled tail of a day (interval not
 * dividing 86 400) it is the next day's issue 1, still 'waiting' (now < openAt).
 */
export function currentIssue(
  now: Date | number,
  intervalSeconds: number,
  closeBeforeSeconds = DEFAULT_CLOSE_BEFORE_SECONDS,
): Issue {
  checkSchedule(intervalSeconds, closeBeforeSeconds);
  const ms = toMs(now);
  const day = shanghaiDay(ms);
  const seq = Math.floor((ms - dayStartMs(day)) / (intervalSeconds * 1000)) + 1;
  if (seq > Math.floor(DAY_SECONDS / intervalSeconds)) {
    return issueAt(addDays(day, 1), 1, intervalSeconds, closeBeforeSeconds);
  }
  return issueAt(day, seq, intervalSeconds, closeBeforeSeconds);
}

/** The issue after the given one (next day's issue 1 after the last of a day). */
export function nextIssue(
  issue: Issue | string,
  intervalSeconds: number,
  closeBeforeSeconds = DEFAULT_CLOSE_BEFORE_SECONDS,
): Issue {
  const { day, seq } =
    typeof issue === 'string' ? issueOf(issue, intervalSeconds, closeBeforeSeconds) : issue;
  return seq >= issuesPerDay(intervalSeconds)
    ? issueAt(addDays(day, 1), 1, intervalSeconds, closeBeforeSeconds)
    : issueAt(day, seq + 1, intervalSeconds, closeBeforeSeconds);
}

/** The issue before the given one (previous day's last issue before issue 1). */
export function previousIssue(
  issue: Issue | string,
  intervalSeconds: number,
  closeBeforeSeconds = DEFAULT_CLOSE_BEFORE_SECONDS,
): Issue {
  const { day, seq } =
    typeof issue === 'string' ? issueOf(issue, intervalSeconds, closeBeforeSeconds) : issue;
  return seq <= 1
    ? issueAt(addDays(day, -1), issuesPerDay(intervalSeconds), intervalSeconds, closeBeforeSeconds)
    : issueAt(day, seq - 1, intervalSeconds, closeBeforeSeconds);
}

/** Betting state of an issue at now: waiting < openAt ≤ open < closeAt ≤ closed < drawAt ≤ drawn. */
export function issueStatus(issue: Issue, now: Date | number): IssueStatus {
  const ms = toMs(now);
  if (ms < issue.openAt) return 'waiting';
  if (ms < issue.closeAt) return 'open';
  if (ms < issue.drawAt) return 'closed';
  return 'drawn';
}
