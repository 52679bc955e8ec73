import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAdmin, newPlayer } from '../../money/wallet/money-test-kit.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'PUT', payload?: object) =>
  t.app.inject({ method, url: '/api/admin/referral/config', headers: bearer(token), payload });

describe('/api/admin/referral/config', () => {
  it('lets the operator set up to three rates, refuses players and bad rates, and audits every call', async () => {
    const player = await newPlayer(t);
    expect((await call(player.token, 'GET')).statusCode).toBe(403);
    const admin = await newAdmin(t);
    expect((await call(admin.token, 'GET')).json().data).toEqual({ ratesPercent: [] });
    const saved = await call(admin.token, 'PUT', { ratesPercent: [0.5, 0.2, 0.1] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual({ ratesPercent: [0.5, 0.2, 0.1] });
    expect((await call(admin.token, 'GET')).json().data).toEqual({ ratesPercent: [0.5, 0.2, 0.1] });
    for (const ratesPercent of [[11], [-1], [0.005], [1, 1, 1, 1], ['1']]) {
      expect(
        (await call(admin.token, 'PUT', { ratesPercent })).statusCode,
        JSON.stringify(ratesPercent),
      ).toBe(400);
    }
    const stats = await t.app.inject({ url: '/api/referral/stats', headers: bearer(player.token) });
    expect(stats.json().data.rates).toEqual([
      { level: 1, ratePercent: 0.5 },
      { level: 2, ratePercent: 0.2 },
      { level: 3, ratePercent: 0.1 },
    ]);
    const audit = (await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM admin_audit_logs WHERE target = 'system_settings:referral_config'`,
    )) as unknown as { rows: { n: number }[] };
    expect(audit.rows[0]!.n).toBe(9); // the refused player's call included
  });
});
