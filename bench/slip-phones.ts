import autocannon from 'autocannon';
import { openChild, serveJob } from './child-job.ts';

/**
 * The players' phones of the bet-slip benchmark: autocannon in a child process (this file, started
 * with SLIP_PHONES_CHILD=1), so the load generator does not share the measured server's thread
 * (in the server's process it took about 13 % of that thread: autocannon rebuilds its request for
 * every slip's new body), as the bare baseline shares it with no client at all.
 */
export interface SlipTarget {
  /** Base URL of a server. */
  url: string;
  /** One player's bearer token per connection. */
  tokens: string[];
}

export interface SlipLoad {
  /** Slips answered per second, all targets together (autocannon's average). */
  slipsPerSecond: number;
  /** The largest of the targets' p99 latencies, ms. */
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU time (µs) the phones' process spent per slip answered: the load generator's share of a
   * machine whose cores it shares with the server and the database.
   */
  phonesCpuPerSlipUs: number;
}

interface AutocannonClient {
  setHeadersAndBody(headers: Record<string, string>, body: string): void;
  setBody(body: string): void;
  on(event: 'response', listener: () => void): void;
}

/** A slip of three k3 items, each with its own request id (`prefix` keeps runs and targets apart). */
export function slipMaker(prefix: string) {
  let n = 0;
  return () => {
    n++;
    return JSON.stringify({
      gameId: 'jsk3',
      requestId: `${prefix}-${n}`,
      bets: [
        { play: 'k3.sum', option: String(3 + (n % 16)), amount: 2 },
        { play: 'k3.big_small', option: n % 2 ? 'big' : 'small', amount: 5 },
        { play: 'k3.two_diff', option: '1,2', amount: 1 },
      ],
    });
  };
}

export interface SlipPhones {
  /** Sends slips to every target at once for `seconds`, one connection per token; answers the load. */
  send(targets: SlipTarget[], prefix: string, seconds: number): Promise<SlipLoad>;
  close(): void;
}

/**
 * The phones' process, kept for every load sent through it: the measured load runs on code its
 * warm-up load had optimised, as the bare baseline's process has. (A new process per load spent
 * the measured seconds compiling its hot paths beside the server.)
 */
export function openPhones(): SlipPhones {
  const child = openChild<SlipJob, SlipLoad>(import.meta.filename, 'SLIP_PHONES_CHILD');
  return {
    send: (targets, prefix, seconds) => child.run({ targets, prefix, seconds }),
    close: () => child.close(),
  };
}

interface SlipJob {
  targets: SlipTarget[];
  prefix: string;
  seconds: number;
}

serveJob<SlipJob, SlipLoad>('SLIP_PHONES_CHILD', async (job) => {
  const cpu0 = process.cpuUsage();
  const results = await Promise.all(
    job.targets.map((target, t) => {
      // Each connection is one player's phone: its next slip leaves when the last is answered.
      const slip = slipMaker(`${job.prefix}-${t}`);
      let next = 0;
      return autocannon({
        url: `${target.url}/api/bets/submit`,
        connections: target.tokens.length,
        duration: job.seconds,
        method: 'POST',
        setupClient: (client: AutocannonClient) => {
          const token = target.tokens[next++ % target.tokens.length];
          client.setHeadersAndBody(
            { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            slip(),
          );
          client.on('response', () => client.setBody(slip()));
        },
      } as never);
    }),
  );
  const cpu = process.cpuUsage(cpu0);
  const answered = results.reduce((sum, r) => sum + r.requests.total, 0);
  return {
    phonesCpuPerSlipUs: (cpu.user + cpu.system) / Math.max(1, answered),
    slipsPerSecond: results.reduce((sum, r) => sum + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
    errors: results.reduce((sum, r) => sum + r.errors, 0),
  };
});
