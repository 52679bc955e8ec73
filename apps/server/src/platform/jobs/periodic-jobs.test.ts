import { describe, expect, it } from 'vitest';
import { createPeriodicJobs } from './periodic-jobs.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('periodic jobs', () => {
  it('run only in the process that holds the scheduler lock', async () => {
    let leader = false;
    let runs = 0;
    const jobs = createPeriodicJobs({ isLeader: () => leader, onError: () => {} });
    jobs.add({ name: 'count', everyMs: 10, run: async () => runs++ });
    jobs.start();
    await sleep(60);
    expect(runs).toBe(0);
    leader = true;
    await sleep(60);
    await jobs.stop();
    expect(runs).toBeGreaterThan(0);
  });

  it('never overlap a job with itself, and report failures without stopping', async () => {
    let active = 0;
    let maxActive = 0;
    const errors: string[] = [];
    const jobs = createPeriodicJobs({ isLeader: () => true, onError: (name) => errors.push(name) });
    jobs.add(
      {
        name: 'slow',
        everyMs: 5,
        run: async () => {
          active++;
          maxActive = Math.max(maxActive, active);
          await sleep(30);
          active--;
        },
      },
      { name: 'broken', everyMs: 5, run: async () => Promise.reject(new Error('boom')) },
    );
    jobs.start();
    await sleep(80);
    await jobs.stop();
    expect(maxActive).toBe(1);
    expect(errors.length).toBeGreaterThan(1);
    expect(new Set(errors)).toEqual(new Set(['broken']));
  });
});
