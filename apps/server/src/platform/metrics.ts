import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from './db/client.ts';

/**
 * The metrics of one process, in the Prometheus text format at GET /metrics: request rate,
 * latency and errors per route, plus what the contexts report (open sockets, slips, settlements,
 * chat messages) and the state of the database pool and the event bus. Contexts record through
 * `metrics` (platform, so every context may use it); the gauges read live values when scraped.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const requestSeconds = new Histogram({
  name: 'cailiao_http_request_duration_seconds',
  help: 'HTTP request latency by route',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [metricsRegistry],
});
const requestErrors = new Counter({
  name: 'cailiao_http_errors_total',
  help: 'HTTP answers with status 500 or above, by route',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const metrics = {
  betSlips: new Counter({
    name: 'cailiao_bet_slips_total',
    help: 'Bet slips accepted',
    registers: [metricsRegistry],
  }),
  betSlipsBatched: new Counter({
    name: 'cailiao_bet_slips_batched_total',
    help: "Bet slips placed in one statement with other players' slips",
    registers: [metricsRegistry],
  }),
  betSlipBatchesFailed: new Counter({
    name: 'cailiao_bet_slip_batches_failed_total',
    help: 'Statements of many bet slips that failed (a short balance, a lost race): their slips were placed one by one',
    registers: [metricsRegistry],
  }),
  betsSettled: new Counter({
    name: 'cailiao_bets_settled_total',
    help: 'Bets settled',
    registers: [metricsRegistry],
  }),
  chatMessages: new Counter({
    name: 'cailiao_chat_messages_total',
    help: 'Chat messages stored',
    registers: [metricsRegistry],
  }),
};

/** Live values read at scrape time; each is set by the part that owns the value. */
const live = {
  openSockets: () => 0,
  busConnected: () => 1,
  schedulerLeader: () => false,
};
new Gauge({
  name: 'cailiao_scheduler_leader',
  help: '1 while this process holds the draw scheduler lock (draws, settlement, periodic jobs)',
  registers: [metricsRegistry],
  collect() {
    this.set(live.schedulerLeader() ? 1 : 0);
  },
});
new Gauge({
  name: 'cailiao_open_sockets',
  help: 'WebSockets held by this process',
  registers: [metricsRegistry],
  collect() {
    this.set(live.openSockets());
  },
});
new Gauge({
  name: 'cailiao_event_bus_connected',
  help: '1 while the event bus reaches every process (always 1 for the in-process bus)',
  registers: [metricsRegistry],
  collect() {
    this.set(live.busConnected());
  },
});

export function reportOpenSockets(count: () => number) {
  live.openSockets = count;
}

export function reportSchedulerLeader(isLeader: () => boolean) {
  live.schedulerLeader = isLeader;
}

type Labels = { method: string; route: string; status: string };

/**
 * The timing hook of one route, for its `onResponse`: the route's label is known when it is
 * declared, and each method and status gets its labels once. One hook on every request read
 * `request.routeOptions` (a new object on each read) and built the labels each time.
 */
function routeTimer(route: string) {
  const series = new Map<string, Labels>();
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = `${request.method} ${reply.statusCode}`;
    let labels = series.get(key);
    if (!labels) {
      labels = { method: request.method, route, status: String(reply.statusCode) };
      series.set(key, labels);
    }
    requestSeconds.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) requestErrors.inc(labels);
    done();
  };
}

const timeUnmatchedRequest = routeTimer('unmatched');

/**
 * Times the requests of every route declared after this, each route from a hook of its own, so
 * that no hook runs on every request of every route; a request that matches no route is timed by
 * the not-found handler (`timeUnmatched`).
 */
export function installRequestTiming(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.onResponse ? [route.onResponse].flat() : [];
    route.onResponse = [...own, routeTimer(route.url)];
  });
}

/** Times a request that matched no route, once its answer is sent; for the not-found handler. */
export function timeUnmatched(request: FastifyRequest, reply: FastifyReply): void {
  reply.raw.once('finish', () => timeUnmatchedRequest(request, reply, () => {}));
}

/** Answers GET /metrics to the allowed addresses only (404 to others). */
export function registerMetrics(
  app: FastifyInstance,
  opts: { allow: readonly string[]; database: Database; busConnected: () => boolean },
) {
  live.busConnected = () => (opts.busConnected() ? 1 : 0);
  const pool = new Gauge({
    name: 'cailiao_db_pool_connections',
    help: 'Database pool connections by state',
    labelNames: ['state'] as const,
    registers: [],
    collect() {
      const stats = opts.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });
  metricsRegistry.removeSingleMetric('cailiao_db_pool_connections');
  metricsRegistry.registerMetric(pool);

  // The socket's own address: a client cannot claim loopback through X-Forwarded-For.
  const allowed = new Set(opts.allow.flatMap((a) => [a, `::ffff:${a}`]));
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!allowed.has(request.socket.remoteAddress ?? '')) {
      return reply.code(404).send({ success: false, code: 'NOT_FOUND', message: '请求的资源不存在' });
    }
    reply.header('content-type', metricsRegistry.contentType);
    return metricsRegistry.metrics();
  });
}
