import { fork } from 'node:child_process';

/**
 * One job run in a child process of this benchmark: the load generators (http-load.ts,
 * slip-phones.ts) live apart from the servers they measure, so their CPU is not the servers'.
 * The child is `file` itself, started with `flag`=1 in its environment; `serveJob` is its side.
 */
export function runInChild<Job, Result>(file: string, flag: string, job: Job): Promise<Result> {
  const child = fork(file, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, [flag]: '1' },
  });
  return new Promise((resolve, reject) => {
    child.once('message', (answer: { result: Result } | { failed: string }) => {
      child.kill();
      if ('failed' in answer) reject(new Error(answer.failed));
      else resolve(answer.result);
    });
    child.once('exit', (code) => reject(new Error(`${flag} child exited with ${code}`)));
    child.send(job as object);
  });
}

/** The child's side: when this process was started with `flag`=1, runs the job it is sent. */
export function serveJob<Job, Result>(flag: string, work: (job: Job) => Promise<Result>): void {
  if (process.env[flag] !== '1') return;
  process.once('message', async (job: Job) => {
    try {
      process.send!({ result: await work(job) });
    } catch (err) {
      process.send!({ failed: String(err) });
    }
  });
}
