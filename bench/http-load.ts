import autocannon from 'autocannon';
import { type ChildJobs, openChild, runInChild, serveJob } from './child-job.ts';

/**
 * The clients of a throughput measurement: autocannon in a child process (this file, started with
 * HTTP_LOAD_CHILD=1), as the bet slips' phones are (slip-phones.ts). In the measured server's
 * process the client's own work counted against the server: decoding each answer's body into a
 * string cost the client 7 µs for the config's 1 KB against 0.6 µs for the bare route's 80 bytes
 * (a CPU profile of each, 2026-12-03), a third of the gap between the two.
 */
export interface LoadJob {
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

export interface Load {
  rps: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  requests: number;
  /** CPU time (µs) of the clients' process per request answered. */
  clientCpuUsPerRequest: number;
}

/** Runs `job` from a child process; answers what its clients saw. */
export const loadFromChild = (job: LoadJob) =>
  runInChild<LoadJob, Load>(import.meta.filename, 'HTTP_LOAD_CHILD', job);

/** A child that runs one load after another, its client code kept warm between them. */
export type LoadChild = ChildJobs<LoadJob, Load>;
export const openLoadChild = (): LoadChild =>
  openChild<LoadJob, Load>(import.meta.filename, 'HTTP_LOAD_CHILD');

serveJob<LoadJob, Load>('HTTP_LOAD_CHILD', async (job) => {
  const cpu0 = process.cpuUsage();
  const result = await autocannon({
    url: job.url,
    method: job.method,
    body: job.body,
    headers: job.headers,
    connections: job.connections,
    duration: job.seconds,
  });
  const cpu = process.cpuUsage(cpu0);
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    requests: result.requests.total,
    clientCpuUsPerRequest: (cpu.user + cpu.system) / Math.max(1, result.requests.total),
  };
});
