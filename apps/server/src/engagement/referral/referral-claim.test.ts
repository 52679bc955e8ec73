import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { referralRepository } from './referral.repository.ts';
import { accrued, api, chain, commissionLedger, type Member } from './referral-test-kit.ts';

// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (real concurrency between connections).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ISSUE_NO = '20260601-0721';
const rowsOf = async <R>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: R[] }).rows;

/** A lost bet of `userId` on game 1, settled, as the commission's foreign key wants one. */
async function settledBet(userId: number, stakeFen: number): Promise<number> {
  await t.database.db.execute(sql`
    INSERT INTO issues (game_id, issue_no, status, open_at, close_at, draw_at, seed, seed_hash, numbers, settled_at)
    VALUES (1, ${ISSUE_NO}, 'settled', now(), now(), now(), 's', 'h', ARRAY[1, 2, 3], now())
    ON CONFLICT DO NOTHING`);
  const [issue] = await rowsOf<{ id: number }>(
    sql`SELECT id FROM issues WHERE game_id = 1 AND issue_no = ${ISSUE_NO}`,
  );
  const [order] = await rowsOf<{ id: number }>(sql`
    INSERT INTO bet_orders (user_id, game_id, issue_id, issue_no, total_fen, item_count)
    VALUES (${userId}, 1, ${issue!.id}, ${ISSUE_NO}, ${stakeFen}, 1) RETURNING id`);
  const [bet] = await rowsOf<{ id: number }>(sql`
    INSERT INTO bets (order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen,
      odds_hundredths, status, payout_fen, settled_at)
    VALUES (${order!.id}, ${userId}, 1, 'k3', ${issue!.id}, ${ISSUE_NO}, 'bigSmall', 'big', ${stakeFen},
      196, 'lost', 0, now()) RETURNING id`);
  return Number(bet!.id);
}

/** Accruals straight into the table, as settlement would leave them. */
async function accrue(beneficiary: Member, bettor: Member, stakes: number[], bps = 50) {
  const betIds: number[] = [];
  for (const stakeFen of stakes) betIds.push(await settledBet(bettor.userId, stakeFen));
  await referralRepository.insertCommissions(
    t.database.db,
    stakes.map((stakeFen, i) => ({
      beneficiaryId: beneficiary.userId,
      bettorId: bettor.userId,
      betId: betIds[i]!,
      level: 1,
      gameId: 1,
      issueNo: ISSUE_NO,
      stakeFen,
      bps,
      units: stakeFen * bps,
    })),
  );
}

describe('POST /api/referral/settle', () => {
  it('claimed by many requests at once, each commission pays exactly once', async () => {
    const [inviter, friend] = (await chain(t.app, 2)) as [Member, Member];
    await accrue(inviter, friend, [10_000, 20_000, 30_000]); // 300 fen
    const results = await Promise.all(
      Array.from({ length: 8 }, () => api(t.app, inviter, 'POST', '/api/referral/settle')),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'NOTHING_TO_CLAIM', message: '暂无可领取的佣金' });
    const ledger = await commissionLedger(t.database, inviter.userId);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.amountFen).toBe(300);
    const balance = (await api(t.app, inviter, 'GET', '/api/user/balance')).json().data;
    expect(balance.balance).toBe(3);
    expect(await auditLedger(t.database.db)).toEqual([]);
    // The claim is in the player's inbox, once.
    const inbox = (await api(t.app, inviter, 'GET', '/api/messages')).json().data.list as {
      kind: string;
      title: string;
      content: string;
    }[];
    const commission = inbox.filter((m) => m.kind === 'commission');
    expect(commission).toHaveLength(1);
    expect(commission[0]).toMatchObject({ title: '推广佣金到账' });
    expect(commission[0]!.content).toContain('3.00元');
  });

  it('accruals that arrive while claims run are paid by a later claim, never twice, never lost', async () => {
    const [inviter, friend] = (await chain(t.app, 2)) as [Member, Member];
    await accrue(inviter, friend, [1_000]);
    const rounds = await Promise.all([
      api(t.app, inviter, 'POST', '/api/referral/settle'),
      accrue(inviter, friend, [2_000, 3_000]),
      api(t.app, inviter, 'POST', '/api/referral/settle'),
      accrue(inviter, friend, [4_000]),
      api(t.app, inviter, 'POST', '/api/referral/settle'),
    ]);
    expect(rounds.filter((r) => r && r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    await api(t.app, inviter, 'POST', '/api/referral/settle'); // whatever is left
    const paid = (await commissionLedger(t.database, inviter.userId)).reduce((a, l) => a + l.amountFen, 0);
    expect(paid).toBe(Math.floor((await accrued(t.database, inviter.userId)).units / 10_000));
    expect(paid).toBe(50);
    expect(await auditLedger(t.database.db)).toEqual([]);
  });

  it('answers 409 with nothing to claim, and for less than a fen', async () => {
    const [inviter, friend] = (await chain(t.app, 2)) as [Member, Member];
    const none = await api(t.app, inviter, 'POST', '/api/referral/settle');
    expect(none.statusCode).toBe(409);
    await accrue(inviter, friend, [100]); // 0.5 fen
    const tiny = await api(t.app, inviter, 'POST', '/api/referral/settle');
    expect(tiny.statusCode).toBe(409);
    expect(tiny.json()).toMatchObject({
      code: 'NOTHING_TO_CLAIM',
      message: '可领取佣金不足0.01元，请稍后再来',
    });
    await accrue(inviter, friend, [100]);
    const whole = await api(t.app, inviter, 'POST', '/api/referral/settle');
    expect(whole.json().data).toMatchObject({ amount: 0.01, rewardCount: 2 });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/referral/settle' })).statusCode).toBe(401);
  });
});
