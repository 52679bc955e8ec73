import {
  closeIssues,
  drawIssues,
  emptyReport,
  type JobDeps,
  type JobReport,
  openIssues,
  placeChases,
  settleIssues,
} from './draw.jobs.ts';
import type { LeaderLock } from './leader-lock.ts';

export interface SchedulerOptions extends JobDeps {
  lock: LeaderLock;
  /** Epoch ms of the game clock (injectable: tests drive time and call tick()). */
  now: () => number;
  tickMs?: number;
  /** How late a draw may still be made on time (a stalled process); later issues are voided. */
  graceMs?: number;
  /** Wall time spent settling per tick, so draws of other games are never held up. */
  settleBudgetMs?: number;
  /** How often a standby process tries to take the scheduler over. */
  retryLeaderMs?: number;
}

export interface TickReport extends JobReport {
  leader: boolean;
  recovered: boolean;
  /** The tick stopped on an error (the database away): logged, and the next tick carries on. */
  failed: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The draw scheduler of this process (tests call tick() with their own clock). */
    drawScheduler: DrawScheduler;
  }
}

/**
 * The one loop that runs every game (GAMES.md §1–3): each tick opens the current issue of every
 * game, closes betting at closeAt, draws at drawAt and settles drawn issues. Only the process
 * holding the advisory lock ticks; the others retry now and then, so a standby takes over when
 * the leader dies. Taking over (and starting) begins with recovery: issues whose draw time passed
 * while nobody ran are voided and refunded, drawn issues are settled. Ticks never overlap.
 */
export function createDrawScheduler(opts: SchedulerOptions) {
  const { lock, now, log } = opts;
  const tickMs = opts.tickMs ?? 250;
  const graceMs = opts.graceMs ?? 15_000;
  const settleBudgetMs = opts.settleBudgetMs ?? 1_000;
  const retryLeaderMs = opts.retryLeaderMs ?? 2_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<TickReport> | undefined;
  let leader = false;
  let lastAttempt = Number.NEGATIVE_INFINITY;
  let stopped = false;
  /** Set on taking the lock, cleared once a tick's draw step has run: a failed tick keeps it. */
  let recoveryDue = false;

  async function becomeLeader(): Promise<boolean> {
    if (leader && lock.held()) return true;
    if (leader) log.error({}, 'draw scheduler lost its lock');
    leader = false;
    if (Date.now() - lastAttempt < retryLeaderMs) return false;
    lastAttempt = Date.now();
    try {
      leader = await lock.tryAcquire();
    } catch (err) {
      // The database is away (restart, failover): stay standby and try again after retryLeaderMs.
      log.error({ err }, 'draw scheduler: cannot take the lock');
      leader = false;
    }
    if (leader) log.info({}, 'draw scheduler: this process leads');
    return leader;
  }

  async function run(): Promise<TickReport> {
    const report: TickReport = { ...emptyReport(), leader: false, recovered: false, failed: false };
    const wasLeader = leader;
    if (!(await becomeLeader())) return report;
    report.leader = true;
    if (!wasLeader) recoveryDue = true;
    const recovering = recoveryDue;
    report.recovered = recovering;
    const at = now();
    try {
      await openIssues(opts, at);
      await closeIssues(opts, at, report);
      await drawIssues(opts, at, graceMs, recovering, report);
      recoveryDue = false;
      await settleIssues(opts, at, settleBudgetMs, report);
      // After settlement: a win with 中奖后停止 has cancelled the chase's next issue before it is placed.
      await placeChases(opts, at, settleBudgetMs);
    } catch (err) {
      // A tick cut off by a database outage never throws out of the loop. Each step is idempotent
      // and the next tick redoes what is left; if the lock died with its connection, the tick that
      // takes it again recovers (voids what was missed, never draws late).
      report.failed = true;
      log.error({ err }, 'draw scheduler tick failed');
    }
    return report;
  }

  function tick(): Promise<TickReport> {
    if (!running) {
      running = run().finally(() => {
        running = undefined;
      });
    }
    return running;
  }

  return {
    tick,
    /** True while this process holds the scheduler lock. */
    isLeader: () => leader && lock.held(),
    start() {
      if (timer || stopped) return;
      timer = setInterval(() => {
        tick().catch((err) => log.error({ err }, 'draw scheduler tick failed'));
      }, tickMs);
      timer.unref();
    },
    /** Stops ticking, waits for a running tick and gives the lock up (a standby may take over). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await running?.catch(() => {});
      if (leader) await lock.release();
      leader = false;
    },
  };
}
export type DrawScheduler = ReturnType<typeof createDrawScheduler>;
