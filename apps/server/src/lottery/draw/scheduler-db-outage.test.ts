import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { type Database, openPostgres } from '../../platform/db/client.ts';
import { adminQuery } from '../../platform/db/scratch-postgres.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { parseIssueNo } from '../game/game-rules.ts';
import { createGameTestApp, type GameTestApp, ledgerMismatches, rows, T0 } from './game-test-kit.ts';

// PostgreSQL taken away (a proxy cuts every connection, as a restart or failover does) while the
// scheduler's ticks pass over the close and the draw of an issue with stakes on it, then brought
// back: the scheduler keeps ticking through the outage without throwing, takes its lock again,
// voids the issue it could not draw on time (never drawn late) and refunds every stake once,
// opens and draws the next issues on time, and leaves issue numbers with no gap and no repeat.
const url = process.env.TEST_DATABASE_URL;
const enabled = !!url && process.env.TEST_DB_ENGINE === 'postgres';
/** The standby's retry interval of the scheduler's lock (draw.scheduler.ts), plus a margin. */
const LOCK_RETRY_MS = 2_100;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type IssueDb = {
  id: number;
  game: string;
  issue_no: string;
  status: string;
  numbers: number[] | null;
  draw_at: Date;
  settled_at: Date | null;
};
type BetDb = { id: number; issue_id: number; status: string; amount_fen: number; payout_fen: number };

describe.skipIf(!enabled)('the draw scheduler across a PostgreSQL outage', () => {
  const name = `t_sched_outage_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let database: Database;
  let g: GameTestApp;
  const admin = (sql: string) => adminQuery(url!, sql);

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const target = new URL(url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const via = new URL(url!);
    via.host = `127.0.0.1:${proxy.port}`;
    via.pathname = `/${name}`;
    database = await openPostgres(via.toString(), 5);
    g = await createGameTestApp({ database });
  }, 60_000);
  afterAll(async () => {
    await g?.close();
    await database?.close();
    await proxy?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** Ticks at `t` until this process leads again (a lost lock is retried every 2 s of real time). */
  async function tickUntilLeader(t: number) {
    for (let i = 0; i < 40; i++) {
      const report = await g.tickAt(t);
      if (report.leader) return report;
      await sleep(LOCK_RETRY_MS);
    }
    throw new Error('the scheduler did not lead again after PostgreSQL came back');
  }

  it('voids and refunds the issue due during the outage once, draws on after it, no number lost', async () => {
    const player = await registerPlayer(g.app);
    const auth = bearer(player.token);
    await g.fund(player.user.id, 1000);
    const bet = async (gameId: string, play: string, amount: number) => {
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/bets/submit',
        headers: auth,
        payload: { gameId, requestId: randomUUID(), bets: [{ play, option: 'big', amount }] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.issueNo as string;
    };

    // 12:00:10: every game's issue is open; stakes go on two of them.
    expect(await g.tickAt(T0)).toMatchObject({ leader: true });
    const k3Issue = await bet('jsk3', 'k3.big_small', 30);
    const xyIssue = await bet('jsxy28', 'xy28.big_small', 20);
    expect([k3Issue, xyIssue]).toEqual(['20260601-0721', '20260601-0721']);

    // PostgreSQL goes away while the scheduler passes 12:00:55 (close) and 12:01:00 (draw). Each
    // tick returns (the loop keeps running), leading nothing: its lock died with its connection.
    await proxy.down();
    for (const t of [T0 + 45_000, T0 + 50_000, T0 + 52_000]) {
      await sleep(LOCK_RETRY_MS); // so that every tick also tries to take the lock again
      const during = await g.tickAt(t);
      expect(during).toMatchObject({ leader: false, closed: 0, drawn: 0, voided: 0, settled: 0 });
    }

    // Back at 12:01:05: the scheduler leads again, recovers, and voids the issues it missed rather
    // than drawing them late; the next issue (0722) opens.
    await proxy.up();
    const back = await tickUntilLeader(T0 + 55_000);
    expect(back).toMatchObject({ leader: true, recovered: true, drawn: 0 });
    expect(back.voided).toBeGreaterThanOrEqual(4); // the four 60 s games' issue 0721
    await g.tickAt(T0 + 56_000); // settles (refunds) what the first tick left
    const balance = async () =>
      (await g.app.inject({ url: '/api/user/balance', headers: auth })).json().data.balance;
    expect(await balance()).toBe(1000);

    // The next issues are drawn and settled on time, with a stake on 0722.
    expect(await bet('jsk3', 'k3.big_small', 10)).toBe('20260601-0722');
    expect((await g.tickAt(T0 + 110_000)).drawn).toBeGreaterThanOrEqual(4); // 12:02:00
    await g.tickAt(T0 + 111_000);
    expect((await g.tickAt(T0 + 170_000)).drawn).toBeGreaterThanOrEqual(4); // 12:03:00
    await g.tickAt(T0 + 171_000);
    await g.tickAt(T0 + 172_000);

    // Every issue of the window: drawn and settled with its numbers, or void with no numbers, and
    // finished either way; each game's numbers run on with no gap and no repeat.
    const issues = await rows<IssueDb>(
      database,
      sql`SELECT i.id, g.code AS game, i.issue_no, i.status, i.numbers, i.draw_at, i.settled_at
          FROM issues i JOIN games g ON g.id = i.game_id ORDER BY g.code, i.draw_at, i.id`,
    );
    const byGame = new Map<string, IssueDb[]>();
    for (const i of issues) byGame.set(i.game, [...(byGame.get(i.game) ?? []), i]);
    for (const [game, list] of byGame) {
      const seqs = list.map((i) => parseIssueNo(i.issue_no)!.seq);
      const first = seqs[0]!;
      expect(seqs, game).toEqual(seqs.map((_, n) => first + n));
      for (const i of list.filter((x) => new Date(x.draw_at).getTime() <= T0 + 170_000)) {
        expect(['settled', 'void'], `${game} ${i.issue_no}`).toContain(i.status);
        expect(i.numbers === null, `${game} ${i.issue_no}`).toBe(i.status === 'void');
        expect(i.settled_at, `${game} ${i.issue_no}`).not.toBeNull();
      }
    }
    const statusOf = (game: string, issueNo: string) =>
      byGame.get(game)!.find((i) => i.issue_no === issueNo)?.status;
    expect(statusOf('jsk3', '20260601-0721')).toBe('void');
    expect(statusOf('jsxy28', '20260601-0721')).toBe('void');
    expect(statusOf('jsk3', '20260601-0722')).toBe('settled');
    expect(statusOf('jsk3', '20260601-0723')).toBe('settled');
    // 六合彩 (300 s) drew nothing yet: its issue spanning the outage is still open for 12:05:00.
    expect(byGame.get('jslhc')).toHaveLength(1);

    // Each stake on a void issue refunded in full exactly once; the bet on 0722 settled exactly once.
    const bets = await rows<BetDb>(
      database,
      sql`SELECT id, issue_id, status, amount_fen, payout_fen FROM bets WHERE user_id = ${player.user.id} ORDER BY id`,
    );
    expect(bets).toHaveLength(3);
    const ledger = await rows<{ kind: string; amount_fen: number; reference: string }>(
      database,
      sql`SELECT kind, amount_fen, reference FROM wallet_ledger WHERE user_id = ${player.user.id} ORDER BY id`,
    );
    const issueById = new Map(issues.map((i) => [Number(i.id), i]));
    for (const b of bets) {
      const closing = ledger.filter(
        (l) => l.reference === `refund:${b.id}` || l.reference === `payout:${b.id}`,
      );
      if (issueById.get(Number(b.issue_id))!.status === 'void') {
        expect(b).toMatchObject({ status: 'refunded', payout_fen: b.amount_fen });
        expect(closing).toEqual([{ kind: 'refund', amount_fen: b.amount_fen, reference: `refund:${b.id}` }]);
      } else {
        expect(['won', 'lost', 'refunded']).toContain(b.status);
        expect(closing).toHaveLength(b.status === 'lost' ? 0 : 1);
        expect(closing.reduce((s, l) => s + Number(l.amount_fen), 0)).toBe(Number(b.payout_fen));
      }
    }
    const paid = bets.reduce((s, b) => s + Number(b.payout_fen), 0);
    const staked = bets.reduce((s, b) => s + Number(b.amount_fen), 0);
    expect(await balance()).toBe((100_000 - staked + paid) / 100);
    expect(await ledgerMismatches(database)).toEqual([]);
    expect(await auditLedger(database.db)).toEqual([]);
  }, 180_000);
});
