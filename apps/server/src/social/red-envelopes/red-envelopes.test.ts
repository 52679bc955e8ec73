import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit, expectLedgerClean, walletOf } from '../../money/wallet/money-test-kit.ts';
import { walletLedger } from '../../money/wallet/wallet.schema.ts';
import { createWalletService } from '../../money/wallet/wallet.service.ts';
import type { DomainEvent } from '../../platform/events/domain-events.ts';
import { createPeriodicJobs } from '../../platform/jobs/periodic-jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { as, befriend, groupOf, newPlayer, type Player } from '../chat/chat-test-kit.ts';
import { socialJobs } from '../social.module.ts';
import { createRedEnvelopeRefunds } from './red-envelopes.jobs.ts';
import { redEnvelopeShares, redEnvelopes } from './red-envelopes.schema.ts';

let t: TestApp;
const events: DomainEvent[] = [];
beforeAll(async () => {
  t = await createTestApp();
  t.bus.subscribe((e) => events.push(e));
});
afterAll(() => t.close());

async function richPlayer(yuan = 1000): Promise<Player> {
  const p = await newPlayer(t.app);
  await credit(t, p.id, yuan);
  return p;
}

const fen = async (p: Player) => (await walletOf(t, p.id)).balanceFen;

async function sendTo(p: Player, body: Record<string, unknown>) {
  return as(t.app, p).post('/api/chat/red-envelopes', body);
}

describe('red envelopes: send', () => {
  it('debits the sender, splits at once and posts a RED_ENVELOPE message', async () => {
    const owner = await richPlayer();
    const members = [await newPlayer(t.app), await newPlayer(t.app)];
    const g = await groupOf(t.app, owner, members);
    const sent = await sendTo(owner, {
      groupId: g.id,
      amount: 10,
      count: 3,
      type: 'lucky',
      blessing: '新年快乐',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.data).toMatchObject({
      amount: 10,
      count: 3,
      type: 'lucky',
      status: 'active',
      balance: 990,
    });
    expect(await fen(owner)).toBe(99_000);
    const shares = await t.database.db
      .select()
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, sent.body.data.id));
    expect(shares).toHaveLength(3);
    expect(shares.reduce((s, r) => s + r.amountFen, 0)).toBe(1000);
    expect(shares.every((r) => r.amountFen >= 1)).toBe(true);

    const hist = await as(t.app, members[0]!).get(`/api/chat/messages/history?targetId=${g.id}&type=GROUP`);
    const msg = hist.body.data.list.at(-1);
    expect(msg).toMatchObject({
      messageType: 'RED_ENVELOPE',
      content: '新年快乐',
      fromUser: { id: owner.id },
      extra: { redEnvelopeId: sent.body.data.id, type: 'lucky', count: 3, hasPassword: false },
    });
    expect(msg.messageId).toBe(sent.body.data.messageId);
    const detail = await as(t.app, members[0]!).get(`/api/chat/red-envelopes/${sent.body.data.id}`);
    expect(detail.body.data).toMatchObject({
      blessing: '新年快乐',
      status: 'active',
      remainCount: 3,
      myAmount: null,
      canGrab: true,
      sender: { id: owner.id },
    });
    await expectLedgerClean(t);
  });

  it('refuses amounts, counts and balances out of range without moving money', async () => {
    const owner = await richPlayer(50);
    const friend = await newPlayer(t.app);
    await befriend(t.app, owner, friend);
    const g = await groupOf(t.app, owner, [friend]);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ groupId: g.id, amount: 20_000.01, count: 1 }, 422, 'AMOUNT_OUT_OF_RANGE'],
      [{ groupId: g.id, amount: 1, count: 101 }, 422, 'COUNT_OUT_OF_RANGE'],
      [{ groupId: g.id, amount: 1, count: 3 }, 422, 'COUNT_OUT_OF_RANGE'], // 2 members
      [{ groupId: g.id, amount: 0.01, count: 2 }, 422, 'SHARE_TOO_SMALL'],
      [{ toUserId: friend.id, amount: 1, count: 2 }, 422, 'COUNT_OUT_OF_RANGE'],
      [{ groupId: g.id, amount: 60, count: 1 }, 422, 'INSUFFICIENT_BALANCE'],
      [{ groupId: g.id, amount: 0.001, count: 1 }, 400, 'VALIDATION_FAILED'],
      [{ groupId: g.id, toUserId: friend.id, amount: 1, count: 1 }, 400, 'VALIDATION_FAILED'],
      [{ groupId: g.id, amount: 1, count: 1, type: 'big' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [body, status, code] of cases) {
      const res = await sendTo(owner, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect(await fen(owner)).toBe(5000);
    const rows = await t.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.senderId, owner.id));
    expect(rows).toHaveLength(0);
    const stranger = await richPlayer();
    expect((await sendTo(stranger, { groupId: g.id, amount: 1, count: 1 })).status).toBe(403);
    expect((await sendTo(stranger, { toUserId: owner.id, amount: 1, count: 1 })).status).toBe(403);
  });

  it('a requestId sends once', async () => {
    const owner = await richPlayer();
    const g = await groupOf(t.app, owner, [await newPlayer(t.app)]);
    const body = { groupId: g.id, amount: 5, count: 2, type: 'normal', requestId: 'env-once-1' };
    const [a, b] = await Promise.all([sendTo(owner, body), sendTo(owner, body)]);
    expect(a.body.data.id).toBe(b.body.data.id);
    expect(await fen(owner)).toBe(99_500);
  });
});

describe('red envelopes: grab', () => {
  it('hands out one share per member, records the best, and tells the conversation', async () => {
    const owner = await richPlayer();
    const members = [await newPlayer(t.app), await newPlayer(t.app), await newPlayer(t.app)];
    const g = await groupOf(t.app, owner, members);
    const sent = await sendTo(owner, { groupId: g.id, amount: 1, count: 3, type: 'lucky' });
    const id = sent.body.data.id;
    const outsider = await newPlayer(t.app);
    expect((await as(t.app, outsider).post(`/api/chat/red-envelopes/${id}/grab`)).status).toBe(403);
    expect((await as(t.app, outsider).get(`/api/chat/red-envelopes/${id}`)).status).toBe(403);

    const first = await as(t.app, members[0]!).post(`/api/chat/red-envelopes/${id}/grab`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      redEnvelopeId: id,
      remainCount: 2,
      isLastGrab: false,
      status: 'active',
    });
    const again = await as(t.app, members[0]!).post(`/api/chat/red-envelopes/${id}/grab`);
    expect([again.status, again.body.code]).toEqual([409, 'ALREADY_GRABBED']);
    const own = await as(t.app, owner).post(`/api/chat/red-envelopes/${id}/grab`); // group: the sender may grab
    expect(own.status).toBe(200);
    const last = await as(t.app, members[1]!).post(`/api/chat/red-envelopes/${id}/grab`);
    expect(last.body.data).toMatchObject({
      remainCount: 0,
      remainAmount: 0,
      isLastGrab: true,
      status: 'finished',
    });
    const late = await as(t.app, members[2]!).post(`/api/chat/red-envelopes/${id}/grab`);
    expect([late.status, late.body.code]).toEqual([409, 'RED_ENVELOPE_EMPTY']);

    const grabs = [first, own, last].map((r) => Math.round(r.body.data.grabAmount * 100));
    expect(grabs.reduce((a, b) => a + b, 0)).toBe(100);
    const records = await as(t.app, members[2]!).get(`/api/chat/red-envelopes/${id}/records`);
    expect(records.body.data.grabbedCount).toBe(3);
    expect(records.body.data.list.filter((r: { isBest: boolean }) => r.isBest)).toHaveLength(1);
    const best = records.body.data.list.find((r: { isBest: boolean }) => r.isBest);
    expect(best.amount).toBe(Math.max(...grabs) / 100);
    const mine = await as(t.app, members[0]!).get(`/api/chat/red-envelopes/${id}`);
    expect(mine.body.data).toMatchObject({
      status: 'finished',
      myAmount: first.body.data.grabAmount,
      canGrab: false,
    });

    const frames = events.filter(
      (e): e is Extract<DomainEvent, { type: 'RedEnvelopeGrabbed' }> =>
        e.type === 'RedEnvelopeGrabbed' && e.grab.redEnvelopeId === id,
    );
    expect(frames).toHaveLength(3);
    // Each grab tells its sender and grabber; the last one the whole group.
    expect(new Set(frames[0]!.recipients)).toEqual(new Set([owner.id, members[0]!.id]));
    expect(new Set(frames[2]!.recipients)).toEqual(new Set([owner.id, ...members.map((m) => m.id)]));
    expect(frames[0]!.grab).toMatchObject({ grabberUser: { id: members[0]!.id }, remainCount: 2 });
    expect(frames[2]!.grab.message).toContain('领取了');

    const sentList = await as(t.app, owner).get('/api/chat/red-envelopes?pageSize=5');
    expect(sentList.body.data.list[0]).toMatchObject({ id, status: 'finished', targetName: '测试群' });
    const received = await as(t.app, members[1]!).get('/api/chat/red-envelopes?kind=received');
    expect(received.body.data.list[0]).toMatchObject({ id, myAmount: last.body.data.grabAmount });
    await expectLedgerClean(t);
  });

  it('a private envelope goes to the friend only; a password envelope needs its password', async () => {
    const a = await richPlayer();
    const b = await newPlayer(t.app);
    await befriend(t.app, a, b);
    const sent = await sendTo(a, { toUserId: b.id, amount: 8.88, count: 1, password: '芝麻开门' });
    const id = sent.body.data.id;
    const own = await as(t.app, a).post(`/api/chat/red-envelopes/${id}/grab`);
    expect([own.status, own.body.code]).toEqual([422, 'OWN_RED_ENVELOPE']);
    const none = await as(t.app, b).post(`/api/chat/red-envelopes/${id}/grab`, {});
    expect([none.status, none.body.code, none.body.message]).toEqual([
      422,
      'WRONG_PASSWORD',
      '请输入红包口令',
    ]);
    const wrong = await as(t.app, b).post(`/api/chat/red-envelopes/${id}/grab`, { password: '芝麻关门' });
    expect(wrong.body.message).toBe('口令不正确');
    const right = await as(t.app, b).post(`/api/chat/red-envelopes/${id}/grab`, { password: '芝麻开门' });
    expect(right.body.data).toMatchObject({ grabAmount: 8.88, isLastGrab: true });
    expect(await fen(b)).toBe(888);
    const detail = await as(t.app, b).get(`/api/chat/red-envelopes/${id}`);
    expect(detail.body.data.hasPassword).toBe(true);
    expect(JSON.stringify(detail.body.data)).not.toContain('芝麻开门');
    expect((await as(t.app, await newPlayer(t.app)).get(`/api/chat/red-envelopes/${id}`)).status).toBe(404);
  });

  it('concurrent grabbers beyond the count get exactly count shares, one per user, summing to the amount', async () => {
    const owner = await richPlayer();
    const grabbers = await Promise.all(Array.from({ length: 24 }, () => newPlayer(t.app)));
    const g = await groupOf(t.app, owner, grabbers);
    const sent = await sendTo(owner, { groupId: g.id, amount: 50, count: 10, type: 'lucky' });
    const id = sent.body.data.id;
    // Every grabber twice at once: more grabbers than shares, and double grabs.
    const answers = await Promise.all(
      [...grabbers, ...grabbers].map((p) => as(t.app, p).post(`/api/chat/red-envelopes/${id}/grab`)),
    );
    const won = answers.filter((r) => r.status === 200);
    expect(won).toHaveLength(10);
    const lost = answers.filter((r) => r.status !== 200);
    expect(lost.filter((r) => r.status !== 409).map((r) => [r.status, r.body])).toEqual([]);
    expect(won.reduce((s, r) => s + Math.round(r.body.data.grabAmount * 100), 0)).toBe(5000);
    expect(won.filter((r) => r.body.data.isLastGrab)).toHaveLength(1);
    const shares = await t.database.db
      .select()
      .from(redEnvelopeShares)
      .where(eq(redEnvelopeShares.envelopeId, id));
    const takers = shares.map((s) => s.grabbedBy);
    expect(takers.every((u) => u !== null)).toBe(true);
    expect(new Set(takers).size).toBe(10);
    let paid = 0;
    for (const p of grabbers) paid += await fen(p);
    expect(paid).toBe(5000);
    const [env] = await t.database.db.select().from(redEnvelopes).where(eq(redEnvelopes.id, id));
    expect(env).toMatchObject({ status: 'finished', remainCount: 0, remainFen: 0 });
    await expectLedgerClean(t);
  });

  it('a dissolved group refuses grabs and sends', async () => {
    const owner = await richPlayer();
    const member = await newPlayer(t.app);
    const g = await groupOf(t.app, owner, [member]);
    const sent = await sendTo(owner, { groupId: g.id, amount: 2, count: 2 });
    await as(t.app, owner).del(`/api/chat/groups/${g.id}/dissolve`);
    const grab = await as(t.app, member).post(`/api/chat/red-envelopes/${sent.body.data.id}/grab`);
    expect([grab.status, grab.body.code]).toEqual([422, 'GROUP_DISSOLVED']);
    const again = await sendTo(owner, { groupId: g.id, amount: 2, count: 1 });
    expect([again.status, again.body.code]).toEqual([422, 'GROUP_DISSOLVED']);
  });
});

describe('red envelopes: refund after 24 hours', () => {
  it('pays the remainder back once, even when two processes sweep at once', async () => {
    const owner = await richPlayer(100);
    const members = [await newPlayer(t.app), await newPlayer(t.app)];
    const g = await groupOf(t.app, owner, members);
    const sent = await sendTo(owner, { groupId: g.id, amount: 30, count: 3, type: 'normal' });
    const id = sent.body.data.id;
    await as(t.app, members[0]!).post(`/api/chat/red-envelopes/${id}/grab`);
    expect(await fen(owner)).toBe(7000);

    // Not due yet: nothing moves.
    // Two processes: each its own services on the one database.
    const services = () => ({
      redEnvelopeRefunds: createRedEnvelopeRefunds({
        db: t.database.db,
        bus: t.bus,
        wallet: createWalletService(t.database.db),
      }),
    });
    const [p1, p2] = [services(), services()];
    expect(await p1.redEnvelopeRefunds.refundDue()).toBe(0);

    await t.database.db
      .update(redEnvelopes)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(redEnvelopes.id, id));
    const expiredGrab = await as(t.app, members[1]!).post(`/api/chat/red-envelopes/${id}/grab`);
    expect([expiredGrab.status, expiredGrab.body.code]).toEqual([409, 'RED_ENVELOPE_EXPIRED']);

    const jobsOf = (s: ReturnType<typeof services>) => {
      const jobs = createPeriodicJobs({ isLeader: () => true, onError: (_j, err) => Promise.reject(err) });
      jobs.add(...socialJobs(s));
      return jobs;
    };
    const [r1, r2] = await Promise.all([
      p1.redEnvelopeRefunds.refundDue(),
      p2.redEnvelopeRefunds.refundDue(),
    ]);
    expect(r1 + r2).toBe(1);
    await Promise.all([jobsOf(p1).runDue(), jobsOf(p2).runDue()]);
    expect(await fen(owner)).toBe(9000);
    const refunds = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `red_envelope_refund:${id}`));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.amountFen).toBe(2000);
    const detail = await as(t.app, owner).get(`/api/chat/red-envelopes/${id}`);
    expect(detail.body.data).toMatchObject({ status: 'expired', refundedAmount: 20, remainCount: 2 });
    expect(events.some((e) => e.type === 'RedEnvelopeRefunded' && e.redEnvelopeId === id)).toBe(true);
    await expectLedgerClean(t);
  });
});
