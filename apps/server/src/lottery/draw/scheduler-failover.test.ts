import { randomBytes, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLedger } from '../../money/index.ts';
import { createWalletService } from '../../money/wallet/wallet.service.ts';
import { openPostgres } from '../../platform/db/client.ts';
import { adminQuery } from '../../platform/db/scratch-postgres.ts';
import { randomPort, type ServerProcess, spawnServer, waitUntilUp } from '../../test/server-process.ts';
import { parseIssueNo } from '../game/game-rules.ts';

// Two real server processes on one PostgreSQL and one Redis; `kill -9` of the one that holds the
// scheduler while stakes are on the open issues: the other takes the lock over within 10 s and
// draws on. Across the takeover each game's issue numbers run on with no gap and no repeat, every
// issue is drawn (with its numbers, bets paid once) or void (no numbers, stakes refunded once),
// never both, and the ledger audit is clean.
const redisUrl = process.env.TEST_REDIS_URL;
const pgUrl = process.env.TEST_DATABASE_URL;
const enabled = !!redisUrl && !!pgUrl && process.env.TEST_DB_ENGINE === 'postgres';
const children: ServerProcess[] = [];
let dbName = '';

const admin = (sql: string) => adminQuery(pgUrl!, sql);

const isLeader = async (base: string) => {
  try {
    return /^cailiao_scheduler_leader 1$/m.test(await (await fetch(`${base}/metrics`)).text());
  } catch {
    return false;
  }
};
type IssueDb = {
  id: string;
  game: string;
  issue_no: string;
  status: string;
  numbers: number[] | null;
  drawn_at: Date | null;
  settled_at: Date | null;
};
type BetDb = { id: string; issue_id: string; status: string; amount_fen: string; payout_fen: string };
type LedgerDb = { kind: string; amount_fen: string; reference: string };

/** Issue a follows issue b in one game's numbering: the next number, or 1 on the next day. */
const follows = (a: string, b: string) => {
  const x = parseIssueNo(a)!;
  const y = parseIssueNo(b)!;
  return y.day === x.day ? y.seq === x.seq + 1 : y.day > x.day && y.seq === 1;
};

const until = async (check: () => Promise<boolean>, ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return Date.now();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not within ${ms} ms`);
};

afterAll(async () => {
  await Promise.all(children.map((c) => c.stop()));
  if (dbName) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
});

describe.skipIf(!enabled)('a process killed while it holds the scheduler', () => {
  it('the other takes over within 10 s and draws on, no issue number lost or repeated, none drawn and voided', async () => {
    dbName = `failover_${randomBytes(5).toString('hex')}`;
    await admin(`CREATE DATABASE ${dbName}`);
    const dbUrl = new URL(pgUrl!);
    dbUrl.pathname = `/${dbName}`;
    const env = {
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: redisUrl,
      DEMO: '0',
      RATE_LIMITS: 'off',
      DRAW_INTERVAL_SECONDS: '10',
    };
    for (const port of [randomPort(20000), randomPort(40000)]) {
      const server = spawnServer(port, env);
      children.push(server);
      await waitUntilUp(server);
    }
    await until(
      async () => (await isLeader(children[0]!.base)) || (await isLeader(children[1]!.base)),
      15_000,
    );
    const leaderIndex = (await isLeader(children[0]!.base)) ? 0 : 1;
    const leader = children[leaderIndex]!;
    const standby = children[1 - leaderIndex]!;
    expect(await isLeader(standby.base)).toBe(false);

    // A player with stakes on the open issues of two games when the leader dies (betting closes
    // 5 s before each 10 s draw: a slip refused as closed is sent again on the next issue).
    const database = await openPostgres(dbUrl.toString(), 2);
    const query = async <T>(text: string, values: unknown[] = []) =>
      (await (database.db as unknown as { $client: pg.Pool }).$client.query(text, values)).rows as T[];
    try {
      const reg = await fetch(`${standby.base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `fo${randomBytes(4).toString('hex')}`, password: 'secret123' }),
      });
      expect(reg.status).toBe(200);
      const { token, user } = (await reg.json()).data;
      const wallet = createWalletService(database.db);
      await database.db.transaction((tx) =>
        wallet.credit(tx, {
          userId: user.id,
          amountFen: 100_00,
          kind: 'adjust',
          reference: `test-fund:${randomUUID()}`,
        }),
      );
      const bet = async (base: string, gameId: string, play: string) => {
        for (let i = 0; i < 60; i++) {
          const res = await fetch(`${base}/api/bets/submit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({
              gameId,
              requestId: randomUUID(),
              bets: [{ play, option: 'big', amount: 2 }],
            }),
          });
          if (res.status === 200) return;
          await new Promise((r) => setTimeout(r, 500));
        }
        throw new Error(`no bet on ${gameId} went through`);
      };
      await bet(leader.base, 'jsk3', 'k3.big_small');
      await bet(leader.base, 'jsxy28', 'xy28.big_small');

      const drawnBefore = Number(
        (
          await query<{ n: number }>(
            `SELECT count(*)::int AS n FROM issues WHERE status IN ('drawn','settled')`,
          )
        )[0]!.n,
      );
      const killedAt = Date.now();
      leader.child.kill('SIGKILL');
      await leader.exited;
      const tookAt = await until(() => isLeader(standby.base), 10_000);
      expect(tookAt - killedAt).toBeLessThan(10_000);

      // Draws go on: more issues drawn after the takeover than before the kill, and a stake placed
      // after the takeover is settled by the new leader.
      await until(async () => {
        const [row] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM issues WHERE status IN ('drawn','settled')`,
        );
        return Number(row?.n) > drawnBefore;
      }, 30_000);
      await bet(standby.base, 'jsk3', 'k3.big_small');
      await until(async () => {
        const [row] = await query<{ n: number }>(
          `SELECT count(*)::int AS n FROM bets b JOIN issues i ON i.id = b.issue_id
           WHERE b.user_id = $1 AND (b.status = 'pending' OR i.settled_at IS NULL)`,
          [user.id],
        );
        return Number(row?.n) === 0;
      }, 60_000);

      // Each game's numbers form one run across the takeover: no gap, no repeat.
      const issues = await query<IssueDb>(
        `SELECT i.id::text, g.code AS game, i.issue_no, i.status, i.numbers, i.drawn_at, i.settled_at
         FROM issues i JOIN games g ON g.id = i.game_id ORDER BY g.code, i.draw_at, i.id`,
      );
      const byGame = new Map<string, IssueDb[]>();
      for (const i of issues) byGame.set(i.game, [...(byGame.get(i.game) ?? []), i]);
      expect(byGame.size).toBeGreaterThan(0);
      for (const [game, list] of byGame) {
        const numbers = list.map((i) => i.issue_no);
        const breaks = numbers.slice(1).filter((n, k) => !follows(numbers[k]!, n));
        expect(breaks, `${game}: ${numbers.join(' ')}`).toEqual([]);
      }
      // Never both drawn and voided: a void issue has no numbers and no draw time, a drawn one has both.
      for (const i of issues) {
        const drawn = i.status === 'drawn' || i.status === 'settled';
        expect(i.numbers !== null && i.drawn_at !== null, `${i.game} ${i.issue_no} ${i.status}`).toBe(drawn);
      }
      // Every stake: on a void issue refunded in full once; on a drawn one paid (or not) once, never refunded as void.
      const status = new Map(issues.map((i) => [i.id, i.status]));
      const bets = await query<BetDb>(
        `SELECT id::text, issue_id::text, status, amount_fen::text, payout_fen::text FROM bets WHERE user_id = $1`,
        [user.id],
      );
      expect(bets).toHaveLength(3);
      const ledger = await query<LedgerDb>(
        `SELECT kind, amount_fen::text, reference FROM wallet_ledger WHERE user_id = $1`,
        [user.id],
      );
      for (const b of bets) {
        const closing = ledger.filter(
          (l) => l.reference === `payout:${b.id}` || l.reference === `refund:${b.id}`,
        );
        if (status.get(b.issue_id) === 'void') {
          expect(b).toMatchObject({ status: 'refunded', payout_fen: b.amount_fen });
          expect(closing).toEqual([
            { kind: 'refund', amount_fen: b.amount_fen, reference: `refund:${b.id}` },
          ]);
        } else {
          expect(status.get(b.issue_id)).toBe('settled');
          expect(['won', 'lost', 'refunded']).toContain(b.status);
          expect(closing).toHaveLength(b.status === 'lost' ? 0 : 1);
          expect(closing.reduce((s, l) => s + Number(l.amount_fen), 0)).toBe(Number(b.payout_fen));
        }
      }
      expect(await auditLedger(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 180_000);
});
