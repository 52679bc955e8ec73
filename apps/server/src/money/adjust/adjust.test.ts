import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOperator } from '../../test/operator-kit.ts';
import type { TestApp } from '../../test/test-app.ts';
import { auditLedger } from '../review/ledger-audit.ts';
import {
  createMoneyApp,
  credit,
  expectLedgerClean,
  get,
  ledgerOf,
  newAdmin,
  newPlayer,
  type Player,
  post,
  walletOf,
} from '../wallet/money-test-kit.ts';

let t: TestApp;
let admin: Player;

beforeAll(async () => {
  t = await createMoneyApp();
  admin = await newAdmin(t);
});
afterAll(() => t.close());

const adjust = (body: object, token = admin.token) => post(t, token, '/api/admin/adjustments', body);
const body = (userId: number, amount: number, over: object = {}) => ({
  userId,
  amount,
  reason: '活动补偿',
  requestId: randomUUID(),
  ...over,
});

async function auditRows(requestId: string) {
  const res = (await t.database.db.execute(
    sql`SELECT admin_user_id, status_code, target FROM admin_audit_logs
        WHERE path = '/api/admin/adjustments' AND payload->>'requestId' = ${requestId} ORDER BY id`,
  )) as unknown as { rows: { admin_user_id: number; status_code: number; target: string }[] };
  return res.rows;
}

describe('manual balance adjustment', () => {
  it('credits and debits with a ledger row of its own kind, the operator and reason recorded and audited', async () => {
    const p = await newPlayer(t);
    const plus = body(p.userId, 88.5);
    const res = await adjust(plus);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: '已调整余额',
      data: { userId: p.userId, username: p.username, amount: 88.5, balanceAfter: 88.5, reason: '活动补偿' },
    });
    expect(res.json().data.operatorId).toBe(admin.userId);
    const minus = await adjust(body(p.userId, -8.5, { reason: '  误加回收  ' }));
    expect(minus.json().data).toMatchObject({ amount: -8.5, balanceAfter: 80, reason: '误加回收' });
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 8000, frozenFen: 0 });
    const ledger = await ledgerOf(t, p.userId);
    expect(ledger.map((l) => [l.kind, l.amountFen, l.reference, l.memo])).toEqual([
      ['admin_adjust', 8850, `admin_adjust:${plus.requestId}`, '活动补偿'],
      ['admin_adjust', -850, expect.stringMatching(/^admin_adjust:/), '误加回收'],
    ]);
    expect(await auditRows(plus.requestId)).toEqual([
      { admin_user_id: admin.userId, status_code: 200, target: `users:${p.userId}` },
    ]);
    // The player sees it in their own statement.
    const mine = (await get(t, p.token, '/api/wallet/transactions')).json().data.list;
    expect(mine[0]).toMatchObject({ kind: 'admin_adjust', kindName: '余额调整', amount: -8.5 });

    const list = (await get(t, admin.token, `/api/admin/adjustments?userId=${p.userId}`)).json().data;
    expect(list.pagination.total).toBe(2);
    expect(list.list.map((a: { amount: number }) => a.amount)).toEqual([-8.5, 88.5]);
    expect(list.list[0].operatorName).toBe(admin.username);
    await expectLedgerClean(t);
  });

  it('refuses an empty reason, a zero amount and three decimals in Chinese, and an unknown player', async () => {
    const p = await newPlayer(t);
    for (const [over, message] of [
      [{ reason: '   ' }, '请填写调整原因'],
      [{ amount: 0 }, '调整金额不能为0'],
      [{ amount: 1.005 }, '金额最多保留两位小数'],
    ] as const) {
      const res = await adjust(body(p.userId, 10, over));
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors)).toContain(message);
    }
    const gone = await adjust(body(2_000_000_000, 10));
    expect([gone.statusCode, gone.json().message]).toEqual([404, '玩家不存在']);
    expect((await adjust(body(admin.userId, 10))).statusCode).toBe(403);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 0, frozenFen: 0 });
  });

  it('never takes the balance below zero (422, Chinese) and counts frozen money as unavailable', async () => {
    const p = await newPlayer(t);
    await credit(t, p.userId, 50);
    const res = await adjust(body(p.userId, -50.01));
    expect([res.statusCode, res.json().code]).toEqual([422, 'BALANCE_WOULD_GO_NEGATIVE']);
    expect(res.json().message).toBe('扣减后余额将小于0：玩家可用余额¥50.00，本次扣减¥50.01');
    expect((await adjust(body(p.userId, -50))).statusCode).toBe(200);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 0, frozenFen: 0 });
  });

  it('a double submit changes nothing twice; the same requestId for something else is a conflict', async () => {
    const p = await newPlayer(t);
    const once = body(p.userId, 20);
    const first = await adjust(once);
    const again = await adjust(once);
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('该调整已处理过，未重复执行');
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await adjust({ ...once, amount: 30 })).statusCode).toBe(409);
    const other = await newPlayer(t);
    expect((await adjust({ ...once, userId: other.userId })).statusCode).toBe(409);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 2000, frozenFen: 0 });
    expect(await walletOf(t, other.userId)).toEqual({ balanceFen: 0, frozenFen: 0 });
  });

  it('the same requestId sent concurrently pays once; concurrent debits never go below zero', async () => {
    const p = await newPlayer(t);
    const once = body(p.userId, 100);
    const sent = await Promise.all(Array.from({ length: 8 }, () => adjust(once)));
    expect(sent.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(sent.map((r) => r.json().data.id)).size).toBe(1);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 10_000, frozenFen: 0 });

    const debits = await Promise.all(Array.from({ length: 8 }, () => adjust(body(p.userId, -30))));
    const codes = debits.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 422, 422, 422, 422, 422]);
    expect(await walletOf(t, p.userId)).toEqual({ balanceFen: 1000, frozenFen: 0 });
    expect(await ledgerOf(t, p.userId)).toHaveLength(4);
    await expectLedgerClean(t);
  });

  it('is for finance and the super admin only', async () => {
    const p = await newPlayer(t);
    const support = await newOperator(t, 'support');
    const content = await newOperator(t, 'content');
    const finance = await newOperator(t, 'finance');
    expect((await adjust(body(p.userId, 1), support.token)).statusCode).toBe(403);
    expect((await adjust(body(p.userId, 1), content.token)).statusCode).toBe(403);
    expect((await adjust(body(p.userId, 1), p.token)).statusCode).toBe(403);
    expect((await adjust(body(p.userId, 1), finance.token)).statusCode).toBe(200);
  });
});

describe('the ledger audit of adjustments', () => {
  it('finds an admin_adjust ledger row without its adjustment', async () => {
    const p = await newPlayer(t);
    await t.database.db.execute(sql`
      INSERT INTO wallet_ledger (user_id, kind, amount_fen, balance_after_fen, reference)
      VALUES (${p.userId}, 'admin_adjust', 100, 100, 'admin_adjust:forged')`);
    await t.database.db.execute(sql`UPDATE wallets SET balance_fen = 100 WHERE user_id = ${p.userId}`);
    const found = await auditLedger(t.database.db);
    expect(found).toEqual([
      {
        check: 'adjustment_matches_ledger',
        userId: p.userId,
        reference: 'admin_adjust:forged',
        detail: '人工调整无记录，流水100（分）',
      },
    ]);
  });
});
