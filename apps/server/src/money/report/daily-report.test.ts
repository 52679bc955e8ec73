import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createMoneyApp, get, newAdmin, newPlayer, type Player, post } from '../wallet/money-test-kit.ts';

// A fixture of known ledger rows on days long past (nothing else in the database is dated then),
// each row chained to the one before by its balance after, except where a test breaks it on purpose.

let t: TestApp;
let admin: Player;
let p: Player;
let balance = 0;

type Kind = string;
async function row(
  kind: Kind,
  amountFen: number,
  at: string,
  opts: { frozen?: number; breakBy?: number } = {},
) {
  balance += amountFen;
  const frozenDelta = opts.frozen ?? 0;
  await t.database.db.execute(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, created_at)
    VALUES (${p.userId}, ${kind}, ${amountFen}, ${frozenDelta}, ${balance + (opts.breakBy ?? 0)},
      ${Math.max(frozenDelta, 0)}, ${`fixture:${kind}:${at}:${amountFen}`}, ${at})`);
  balance += opts.breakBy ?? 0;
}

beforeAll(async () => {
  t = await createMoneyApp();
  admin = await newAdmin(t);
  p = await newPlayer(t);
  // 03-01: a recharge approved through the API, moved back in time with its order.
  const order = (await post(t, p.token, '/api/recharge/orders', { channelCode: 'bank', amount: 500 })).json()
    .data;
  expect((await post(t, admin.token, `/api/admin/recharge/orders/${order.id}/approve`)).statusCode).toBe(200);
  await t.database.db.execute(
    sql`UPDATE recharge_orders SET completed_at = '2025-03-01T02:00:00Z' WHERE id = ${order.id}`,
  );
  await t.database.db.execute(
    sql`UPDATE wallet_ledger SET created_at = '2025-03-01T02:00:00Z' WHERE reference = ${`recharge:${order.id}`}`,
  );
  balance = 50_000;
  await row('bet', -10_000, '2025-03-01T15:59:59Z'); // 23:59:59 in Shanghai: still 03-01
  // 03-02 from 00:00 Shanghai (16:00 UTC the day before).
  await row('payout', 25_000, '2025-03-01T16:00:00Z');
  await row('refund', 1_000, '2025-03-02T01:00:00Z');
  await row('sign_in_reward', 500, '2025-03-02T02:00:00Z');
  await row('vip_reward', 200, '2025-03-02T02:00:01Z');
  await row('referral_commission', 300, '2025-03-02T03:00:00Z');
  await row('admin_adjust', -800, '2025-03-02T04:00:00Z');
  await row('withdraw_freeze', 0, '2025-03-02T05:00:00Z', { frozen: 20_000 });
  await t.database.db.execute(sql`
    INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference, created_at)
    VALUES (${p.userId}, 'withdraw_paid', -20000, -20000, ${balance - 20_000}, 0, 'fixture:paid', '2025-03-02T06:00:00Z')`);
  balance -= 20_000;
  // 03-03: a row whose balance after is 3 yuan more than the movement explains.
  await row('red_envelope_grab', 700, '2025-03-03T02:00:00Z', { breakBy: 300 });
  // 03-04: a deposit in the ledger without an approved order behind it.
  await row('recharge', 1_000, '2025-03-04T02:00:00Z');
});
afterAll(() => t.close());

const report = async (q: string) => {
  const res = await get(t, admin.token, `/api/admin/reports/daily?${q}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const still = { refunds: 0, rewards: 0, commissions: 0, adjustments: 0, other: 0 };

describe('daily reconciliation report', () => {
  it('gives exact figures per Shanghai day from a fixture of known ledger rows', async () => {
    const r = await report('from=2025-02-28&to=2025-03-05');
    expect(r.days.map((d: { date: string }) => d.date)).toEqual([
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
      '2025-03-03',
      '2025-03-04',
      '2025-03-05',
    ]);
    const [empty, d1, d2, d3, d4, d5] = r.days;
    expect(empty).toMatchObject({ net: 0, balanceChange: 0, balanced: true, deposits: 0 });
    expect(d5).toMatchObject({ net: 0, balanced: true });
    expect(d1).toEqual({
      date: '2025-03-01',
      deposits: 500,
      withdrawals: 0,
      stakes: -100,
      payouts: 0,
      ...still,
      net: 400,
      balanceChange: 400,
      ledgerDifference: 0,
      rechargeOrders: 500,
      depositDifference: 0,
      balanced: true,
    });
    expect(d2).toEqual({
      date: '2025-03-02',
      deposits: 0,
      withdrawals: -200,
      stakes: 0,
      payouts: 250,
      refunds: 10,
      rewards: 7,
      commissions: 3,
      adjustments: -8,
      other: 0,
      net: 62,
      balanceChange: 62,
      ledgerDifference: 0,
      rechargeOrders: 0,
      depositDifference: 0,
      balanced: true,
    });
    // The broken chain: the ledger says +7, the running balance says +10.
    expect(d3).toMatchObject({ other: 7, net: 7, balanceChange: 10, ledgerDifference: -3, balanced: false });
    // The row after the break chains again: the mismatch stays on its own day.
    expect(d4).toMatchObject({
      deposits: 10,
      rechargeOrders: 0,
      depositDifference: 10,
      ledgerDifference: 0,
      balanced: false,
    });
    expect(r.total).toMatchObject({
      date: '合计',
      deposits: 510,
      stakes: -100,
      net: 479,
      balanceChange: 482,
      balanced: false,
    });
  });

  it('refuses a reversed range, a range over 92 days, a day that does not exist and far years, in Chinese', async () => {
    for (const [q, message] of [
      ['from=2025-03-02&to=2025-03-01', '结束日期不能早于开始日期'],
      ['from=2025-01-01&to=2025-06-01', '一次最多查询92天'],
      ['from=2025-02-30&to=2025-03-01', '日期无效'],
      ['from=0000-01-01&to=0000-01-02', '日期须在2000-01-01至2999-12-31之间'],
      ['from=9999-12-30&to=9999-12-31', '日期须在2000-01-01至2999-12-31之间'],
    ]) {
      for (const path of ['/api/admin/reports/daily', '/api/admin/reports/daily.csv']) {
        const res = await get(t, admin.token, `${path}?${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(JSON.stringify(res.json()), q).toContain(message);
      }
    }
  });

  it('answers the last days it allows, each once', async () => {
    const r = await report('from=2999-12-30&to=2999-12-31');
    expect(r.days.map((d: { date: string }) => d.date)).toEqual(['2999-12-30', '2999-12-31']);
  });

  it('exports the same rows as CSV: UTF-8 with a BOM, as an attachment', async () => {
    const json = await report('from=2025-03-01&to=2025-03-04');
    const res = await get(t, admin.token, '/api/admin/reports/daily.csv?from=2025-03-01&to=2025-03-04');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="daily-report-2025-03-01_2025-03-04\.csv"/,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '日期,充值,提现,投注,派奖,退款,活动奖励,推荐佣金,人工调整,其他,净额,余额变动,流水差额,充值订单到账,充值差额,对账结果',
    );
    expect(lines).toHaveLength(1 + json.days.length + 1);
    expect(lines[1]).toBe(
      '2025-03-01,500.00,0.00,-100.00,0.00,0.00,0.00,0.00,0.00,0.00,400.00,400.00,0.00,500.00,0.00,已平',
    );
    expect(lines[3]).toBe(
      '2025-03-03,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,7.00,7.00,10.00,-3.00,0.00,0.00,不平',
    );
    // Every cell is the JSON's figure.
    const keys = [
      'date',
      'deposits',
      'withdrawals',
      'stakes',
      'payouts',
      'refunds',
      'rewards',
      'commissions',
      'adjustments',
      'other',
      'net',
      'balanceChange',
      'ledgerDifference',
      'rechargeOrders',
      'depositDifference',
    ];
    for (const [i, day] of [...json.days, json.total].entries()) {
      const cells = lines[i + 1]!.split(',');
      for (const [j, k] of keys.entries())
        expect(cells[j], `${day.date} ${k}`).toBe(j === 0 ? day.date : day[k].toFixed(2));
      expect(cells[15]).toBe(day.balanced ? '已平' : '不平');
    }
    const audit = (await t.database.db.execute(
      sql`SELECT status_code FROM admin_audit_logs WHERE path = '/api/admin/reports/daily.csv' AND status_code = 200`,
    )) as unknown as { rows: { status_code: number }[] };
    expect(audit.rows).toEqual([{ status_code: 200 }]);
  });

  it('ties out on live money: a day of real movements is balanced', async () => {
    const q = (await report('from=2025-03-01&to=2025-03-01')).days[0];
    expect(q.balanced).toBe(true);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const res = await report(`from=${today}&to=${today}`);
    // Today holds the registrations' and the test's own movements only, all made through the wallet.
    expect(res.days[0].balanced).toBe(true);
  });
});
