import type { GameFamily } from '@cailiao/contracts';
import { LIMITS } from '@cailiao/domain';

/** Where an issue stands at a given server time, and the countdown text the pages show. */
export type IssuePhase = 'open' | 'closed' | 'drawing';

export interface IssueTimesLike {
  closeAt: string;
  drawAt: string;
}

export interface PhaseInfo {
  phase: IssuePhase;
  /** Milliseconds to the next boundary (closeAt while open, drawAt while closed, 0 once drawing). */
  remainingMs: number;
}

/** open before closeAt; closed (封盘) until drawAt; drawing after it, until the next issue loads. */
export function phaseOf(issue: IssueTimesLike, nowMs: number): PhaseInfo {
  const closeAt = Date.parse(issue.closeAt);
  const drawAt = Date.parse(issue.drawAt);
  if (nowMs < closeAt) return { phase: 'open', remainingMs: closeAt - nowMs };
  if (nowMs < drawAt) return { phase: 'closed', remainingMs: drawAt - nowMs };
  return { phase: 'drawing', remainingMs: 0 };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "mm:ss", or "h:mm:ss" from an hour up; seconds round up so 00:00 shows only at the boundary. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export const PHASE_LABELS: Readonly<Record<IssuePhase, string>> = {
  open: '距封盘',
  closed: '已封盘',
  drawing: '开奖中',
};

/** While the socket is live the result arrives as a frame: a pending result is only re-asked this often. */
export const LIVE_FALLBACK_POLL_MS = 5_000;

/**
 * How long to wait before asking the server for the current issue again: just after the draw
 * time (the next issue opens then), quickly while the server still shows a passed issue or the
 * previous result is pending — unless the socket is `live`, whose issue_drawn frame brings the
 * result — and at least every `refreshMs` otherwise.
 */
export function nextIssuePollMs(
  issue: (IssueTimesLike & { previous?: { numbers: unknown; status?: string } | null }) | undefined,
  nowMs: number,
  refreshMs: number = LIMITS.gameRefreshMs,
  live = false,
): number {
  if (!issue) return 3_000;
  const drawAt = Date.parse(issue.drawAt);
  if (nowMs >= drawAt) return 400;
  const prev = issue.previous;
  if (prev && prev.numbers === null && prev.status !== 'void') {
    return live ? Math.min(LIVE_FALLBACK_POLL_MS, Math.max(200, drawAt - nowMs + 150)) : 400;
  }
  return Math.max(200, Math.min(drawAt - nowMs + 150, refreshMs));
}

/**
 * The longest a betting page waits between two looks at its current issue (SPEC.md §9): 快3 and
 * 时时彩 every 60 s; the other families follow the player's auto-refresh interval, or 60 s with
 * auto-refresh off. The draw itself is never waited for: `nextIssuePollMs` asks just after it.
 */
export function issueRefreshMs(
  family: GameFamily,
  settings: { autoRefresh: boolean; refreshInterval: number },
): number {
  if (family === 'k3' || family === 'ssc' || !settings.autoRefresh) return LIMITS.gameRefreshMs;
  return settings.refreshInterval * 1000;
}
