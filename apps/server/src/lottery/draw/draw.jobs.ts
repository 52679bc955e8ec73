import type { BetSettlement } from '../bet/bet-settlement.ts';
import type { GameService } from '../game/game.service.ts';
import type { DrawService } from './draw.service.ts';

export interface JobDeps {
  games: GameService;
  draw: DrawService;
  settlement: BetSettlement;
  /** Chases: places what opened and releases what was missed (chase/chase-placement.ts). */
  chases?: { tick(at: number, budgetMs?: number): Promise<unknown> };
  log: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface JobReport {
  closed: number;
  drawn: number;
  voided: number;
  settled: number;
  finished: number;
}

export const emptyReport = (): JobReport => ({ closed: 0, drawn: 0, voided: 0, settled: 0, finished: 0 });

/** open-issues: every active game has its current issue, with a fresh secret seed and its hash. */
export async function openIssues({ games, draw, log }: JobDeps, at: number) {
  for (const game of await games.rows()) {
    if (game.status !== 'active') continue;
    try {
      const slot = games.issueAtTime(game, at);
      if (slot.drawAt <= at) continue;
      await draw.ensureIssue(game, slot);
    } catch (err) {
      log.error({ err, game: game.code }, 'open-issue failed');
    }
  }
}

/** place-chases: waiting chase issues of each open issue become bets; missed ones are released. */
export async function placeChases({ chases, log }: JobDeps, at: number, budgetMs: number) {
  try {
    await chases?.tick(at, budgetMs);
  } catch (err) {
    log.error({ err }, 'place-chases failed');
  }
}

/** close-issues: open → closed at closeAt (betting also checks the time itself). */
export async function closeIssues({ draw }: JobDeps, at: number, r: JobReport) {
  r.closed += await draw.closeDue(at);
}

/**
 * draw-issues: issues whose draw time has come are drawn from their seed, on time. An issue found
 * more than `graceMs` late, or any overdue issue when this process has just taken over the
 * scheduler (`recovering`: nobody drew it while the server was down), is voided instead: a draw
 * is never made late, and its stakes are refunded by settle-issues.
 */
export async function drawIssues(
  deps: JobDeps,
  at: number,
  graceMs: number,
  recovering: boolean,
  r: JobReport,
) {
  const { games, draw, log } = deps;
  for (const row of await draw.dueToDraw(at)) {
    try {
      const game = await games.resolve(row.gameId);
      if (!recovering && at - row.drawAt.getTime() <= graceMs) {
        if (await draw.drawIssue(game, row)) r.drawn++;
      } else if (await draw.voidIssue(game, row)) {
        r.voided++;
        log.info({ game: game.code, issueNo: row.issueNo, drawAt: row.drawAt }, 'missed issue voided');
      }
    } catch (err) {
      log.error({ err, issueId: row.id }, 'draw-issue failed');
    }
  }
}

/**
 * settle-issues: drawn issues are settled and void issues refunded, within a time budget per tick
 * so that draws of other games stay on time; an unfinished pass continues on the next tick.
 */
export async function settleIssues(deps: JobDeps, at: number, budgetMs: number, r: JobReport) {
  const { games, draw, settlement, log } = deps;
  const started = Date.now();
  for (const row of await draw.unfinished()) {
    const left = budgetMs - (Date.now() - started);
    if (left <= 0) break;
    try {
      const game = await games.resolve(row.gameId);
      const report = await settlement.settleIssue(game, row, { budgetMs: left });
      r.settled += report.settled;
      if (report.done && (await draw.markFinished(row.id, at))) r.finished++;
    } catch (err) {
      log.error({ err, issueId: row.id }, 'settle-issue failed');
    }
  }
}
