/**
 * How a chase moves, issue by issue: the model the server's placement, settlement and cancel
 * follow, and what the property tests check them against. Every fen frozen when the chase starts
 * ends either staked (a bet placed) or released (cancelled, missed, stopped); never both, never lost.
 */

export const CHASE_ISSUE_STATUSES = [
  'waiting',
  'placed',
  'won',
  'lost',
  'refunded',
  'cancelled',
  'missed',
] as const;
export type ChaseIssueStatus = (typeof CHASE_ISSUE_STATUSES)[number];

export const CHASE_STATUSES = ['running', 'finished', 'cancelled'] as const;
export type ChaseStatus = (typeof CHASE_STATUSES)[number];

/** Why a chase stopped: every issue bought, a win with 中奖后停止, the player, or a limit refusing a bet. */
export type ChaseEndReason = 'completed' | 'won' | 'cancelled' | 'refused';

export interface ChaseIssueState {
  multiple: number;
  amountFen: number;
  status: ChaseIssueStatus;
}

export interface ChaseState {
  stopOnWin: boolean;
  issues: ChaseIssueState[];
  /** Still held for issues not yet bought. */
  frozenFen: number;
  stakedFen: number;
  releasedFen: number;
  wonFen: number;
  endReason: ChaseEndReason | null;
}

export type ChaseEvent =
  /** The issue opened and its bets were placed: the stake moves from frozen to bets. */
  | { type: 'place'; index: number }
  /** Betting on the issue closed before it was placed (server down): released, never placed late. */
  | { type: 'miss'; index: number }
  | { type: 'settle'; index: number; outcome: 'won' | 'lost' | 'refunded'; payoutFen: number }
  /** The player cancels the listed waiting issues, or every waiting one. */
  | { type: 'cancel'; indexes?: readonly number[] }
  /** A limit or self-exclusion refused the placement: the chase stops and releases the rest. */
  | { type: 'refuse'; index: number };

export function startChase(
  amountsFen: readonly number[],
  multiples: readonly number[],
  stopOnWin: boolean,
): ChaseState {
  const issues = multiples.map((multiple, i) => ({
    multiple,
    amountFen: amountsFen[i] ?? 0,
    status: 'waiting' as const,
  }));
  const frozenFen = issues.reduce((sum, issue) => sum + issue.amountFen, 0);
  return { stopOnWin, issues, frozenFen, stakedFen: 0, releasedFen: 0, wonFen: 0, endReason: null };
}

/** running while an issue waits; cancelled when the player ended it; finished otherwise. */
export function chaseStatus(state: Pick<ChaseState, 'issues' | 'endReason'>): ChaseStatus {
  if (state.issues.some((issue) => issue.status === 'waiting')) return 'running';
  return state.endReason === 'cancelled' ? 'cancelled' : 'finished';
}

/**
 * The state after one event. Events that do not apply (placing an issue twice, settling one that
 * was never placed, cancelling a placed one) change nothing, as the database's guards make them.
 */
export function applyChaseEvent(state: ChaseState, event: ChaseEvent): ChaseState {
  const next: ChaseState = { ...state, issues: state.issues.map((issue) => ({ ...issue })) };
  const release = (index: number, status: 'cancelled' | 'missed') => {
    const issue = next.issues[index];
    if (issue?.status !== 'waiting') return;
    issue.status = status;
    next.frozenFen -= issue.amountFen;
    next.releasedFen += issue.amountFen;
  };
  const releaseAllWaiting = () => {
    for (let i = 0; i < next.issues.length; i++) release(i, 'cancelled');
  };

  switch (event.type) {
    case 'place': {
      const issue = next.issues[event.index];
      if (issue?.status !== 'waiting') return state;
      issue.status = 'placed';
      next.frozenFen -= issue.amountFen;
      next.stakedFen += issue.amountFen;
      break;
    }
    case 'miss':
      release(event.index, 'missed');
      break;
    case 'settle': {
      const issue = next.issues[event.index];
      if (issue?.status !== 'placed') return state;
      issue.status = event.outcome;
      if (event.outcome === 'won') next.wonFen += event.payoutFen;
      if (event.outcome === 'won' && next.stopOnWin && next.endReason === null) {
        releaseAllWaiting();
        if (chaseStatus(next) !== 'running') next.endReason = 'won';
      }
      break;
    }
    case 'cancel': {
      const indexes = event.indexes ?? next.issues.map((_, i) => i);
      for (const i of indexes) release(i, 'cancelled');
      if (chaseStatus(next) !== 'running' && next.endReason === null) next.endReason = 'cancelled';
      break;
    }
    case 'refuse': {
      if (next.issues[event.index]?.status !== 'waiting') return state;
      releaseAllWaiting();
      next.endReason ??= 'refused';
      break;
    }
  }
  if (next.endReason === null && chaseStatus(next) !== 'running') next.endReason = 'completed';
  return next;
}
