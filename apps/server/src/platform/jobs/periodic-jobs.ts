/** A job that keeps shared state tidy (expiring orders, refunding envelopes…) every `everyMs`. */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(): Promise<unknown>;
}

interface Options {
  /** True while this process holds the scheduler lock: only then do jobs run. */
  isLeader: () => boolean;
  onError: (job: string, err: unknown) => void;
}

/**
 * Runs periodic jobs in the one process that holds the scheduler lock, so that with several server
 * processes each job runs once per period, not once per process. A job never overlaps itself; a
 * run that is due while this process is not the leader is skipped (the leader runs it).
 */
export function createPeriodicJobs({ isLeader, onError }: Options) {
  const jobs: PeriodicJob[] = [];
  const timers: NodeJS.Timeout[] = [];
  const running = new Map<string, Promise<unknown>>();

  function runOnce(job: PeriodicJob): Promise<unknown> {
    let run = running.get(job.name);
    if (!run) {
      run = job
        .run()
        .catch((err) => onError(job.name, err))
        .finally(() => running.delete(job.name));
      running.set(job.name, run);
    }
    return run;
  }

  return {
    add(...more: PeriodicJob[]) {
      jobs.push(...more);
    },
    /** Runs every job now if this process leads (tests and start-up). */
    async runDue(): Promise<void> {
      if (!isLeader()) return;
      await Promise.all(jobs.map(runOnce));
    },
    start() {
      for (const job of jobs) {
        const timer = setInterval(() => {
          if (isLeader()) void runOnce(job);
        }, job.everyMs);
        timer.unref();
        timers.push(timer);
      }
    },
    /** Stops the timers and waits for running jobs. */
    async stop() {
      for (const t of timers.splice(0)) clearInterval(t);
      await Promise.all(running.values());
    },
  };
}
export type PeriodicJobs = ReturnType<typeof createPeriodicJobs>;
