import { fork } from 'node:child_process';

/**
 * Jobs run in a child process of this benchmark: the load generators (http-load.ts,
 * slip-phones.ts) live apart from the servers they measure, so their CPU is not the servers'.
 * The child is `file` itself, started with `flag`=1 in its environment; `serveJob` is its side.
 */
export interface ChildJobs<Job, Result> {
  /** Runs one job in the child; one at a time. */
  run(job: Job): Promise<Result>;
  close(): void;
}

/**
 * A child that runs jobs one after another until closed, so that a later job runs on code the
 * earlier ones had the JIT optimise (a warm-up job, then the measured one).
 */
export function openChild<Job, Result>(file: string, flag: string): ChildJobs<Job, Result> {
  const child = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [flag]: '1' },
  });
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`${flag} child exited with ${code}`));
        child.once('exit', onExit);
        child.once('message', (answer: { result: Result } | { failed: string }) => {
          child.off('exit', onExit);
          if ('failed' in answer) reject(new Error(answer.failed));
          else resolve(answer.result);
        });
        child.send(job as object);
      }),
    // Killing a child that has exited already does nothing.
    close: () => void child.kill(),
  };
}

/** One job in a child of its own. */
export async function runInChild<Job, Result>(file: string, flag: string, job: Job): Promise<Result> {
  const child = openChild<Job, Result>(file, flag);
  try {
    return await child.run(job);
  } finally {
    child.close();
  }
}

/** The child's side: when this process was started with `flag`=1, runs each job it is sent. */
export function serveJob<Job, Result>(flag: string, work: (job: Job) => Promise<Result>): void {
  if (process.env[flag] !== '1') return;
  process.on('message', async (job: Job) => {
    try {
      process.send!({ result: await work(job) });
    } catch (err) {
      process.send!({ failed: String(err) });
    }
  });
}
