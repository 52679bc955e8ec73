import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerPlayer, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('GET /metrics', () => {
  it('answers the Prometheus format to loopback: routes, latency, process and domain figures', async () => {
    const p = await registerPlayer(t.app);
    await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(p.token) });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const body = res.body;
    expect(body).toMatch(
      /cailiao_http_request_duration_seconds_count\{[^}]*route="\/api\/user\/info"[^}]*\} \d+/,
    );
    // The latency histogram in Prometheus' form: cumulative buckets up to +Inf, sum and count.
    const series = 'method="GET",route="/api/user/info",status="200"';
    const count = Number(body.match(new RegExp(`_count\\{${series}\\} (\\d+)`))?.[1]);
    expect(count).toBeGreaterThanOrEqual(1);
    expect(body).toContain(`cailiao_http_request_duration_seconds_bucket{le="+Inf",${series}} ${count}`);
    expect(body).toMatch(new RegExp(`cailiao_http_request_duration_seconds_sum\\{${series}\\} [\\d.e-]+`));
    const buckets = [...body.matchAll(new RegExp(`_bucket\\{le="([\\d.]+)",${series}\\} (\\d+)`, 'g'))];
    expect(buckets.map((b) => b[1])).toEqual([
      '0.005',
      '0.01',
      '0.025',
      '0.05',
      '0.1',
      '0.25',
      '0.5',
      '1',
      '2.5',
      '5',
    ]);
    const counts = buckets.map((b) => Number(b[2]));
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts.at(-1)).toBeLessThanOrEqual(count);
    expect(body).toContain('# TYPE cailiao_http_request_duration_seconds histogram');
    for (const name of [
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'cailiao_open_sockets',
      'cailiao_event_bus_connected 1',
      'cailiao_bet_slips_total',
      'cailiao_bet_slips_batched_total',
      'cailiao_bet_slip_batches_failed_total',
      'cailiao_bets_settled_total',
      'cailiao_chat_messages_total',
    ]) {
      expect(body).toContain(name);
    }
  });

  it('counts each request once, on its route, and paths that match no route as unmatched', async () => {
    const p = await registerPlayer(t.app);
    const scrape = async () =>
      (await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    const countOf = (body: string, series: string) =>
      Number(
        body.match(new RegExp(`cailiao_http_request_duration_seconds_count\\{${series}\\} (\\d+)`))?.[1] ?? 0,
      );
    const info = 'method="GET",route="/api/user/info",status="200"';
    const head = 'method="HEAD",route="/api/system/config",status="200"';
    const missing = 'method="GET",route="unmatched",status="404"';
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'GET', url: '/api/user/info', headers: bearer(p.token) });
    }
    await t.app.inject({ method: 'HEAD', url: '/api/system/config' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path' });
    await t.app.inject({ method: 'GET', url: '/api/no/such/path/either' });
    const after = await scrape();
    expect(countOf(after, info) - countOf(before, info)).toBe(3);
    expect(countOf(after, head) - countOf(before, head)).toBe(1);
    expect(countOf(after, missing) - countOf(before, missing)).toBe(2);
  });

  it('is not there for any other address, whatever X-Forwarded-For says', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(res.body).not.toContain('cailiao_');
  });
});
