import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, type Histogram, Registry } from 'prom-client';
import type { Database } from './db/client.ts';

/**
 * The metrics of one process, in the Prometheus text format at GET /metrics: request rate,
 * latency and errors per route, plus what the contexts report (open sockets, slips, settlements,
 * chat messages) and the state of the database pool and the event bus. Contexts record through
 * `metrics` (platform, so every context may use it); the gauges read live values when scraped.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5] as const;

/** One label set of the request histogram: its buckets (not cumulative), sum and count. */
interface RequestSeries {
  labels: { method: string; route: string; status: string };
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * The request latency histogram, written in the format prom-client's Histogram writes. Observing
 * through prom-client costs every request a label object, its check and a string key; here a
 * request finds its series through three map lookups (route, method, status) and adds to it.
 */
class RequestHistogram {
  readonly name = 'cailiao_http_request_duration_seconds';
  readonly help = 'HTTP request latency by route';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private series = new Map<string, Map<string, Map<number, RequestSeries>>>();

  observe(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) {
      byMethod = new Map();
      this.series.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (!byStatus) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let s = byStatus.get(status);
    if (!s) {
      s = {
        labels: { method, route, status: String(status) },
        buckets: REQUEST_BUCKETS.map(() => 0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, s);
    }
    let i = 0;
    while (i < REQUEST_BUCKETS.length && seconds > REQUEST_BUCKETS[i]!) i++;
    if (i < REQUEST_BUCKETS.length) s.buckets[i]! += 1;
    s.sum += seconds;
    s.count += 1;
  }

  /** What the registry writes (the shape of prom-client's Histogram#get). */
  get() {
    const values: { labels: Record<string, string | number>; value: number; metricName: string }[] = [];
    for (const byMethod of this.series.values()) {
      for (const byStatus of byMethod.values()) {
        for (const s of byStatus.values()) {
          let acc = 0;
          REQUEST_BUCKETS.forEach((le, i) => {
            acc += s.buckets[i]!;
            values.push({ labels: { le, ...s.labels }, value: acc, metricName: `${this.name}_bucket` });
          });
          values.push({
            labels: { le: '+Inf', ...s.labels },
            value: s.count,
            metricName: `${this.name}_bucket`,
          });
          values.push({ labels: { ...s.labels }, value: s.sum, metricName: `${this.name}_sum` });
          values.push({ labels: { ...s.labels }, value: s.count, metricName: `${this.name}_count` });
        }
      }
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }
}
const requestSeconds = new RequestHistogram();
metricsRegistry.registerMetric(requestSeconds as unknown as Histogram);

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

/** Times every request, and answers GET /metrics to the allowed addresses only (404 to others). */
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

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requestSeconds.observe(request.method, route, status, reply.elapsedTime / 1000);
    if (status >= 500) requestErrors.inc({ method: request.method, route, status: String(status) });
    done();
  });

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
