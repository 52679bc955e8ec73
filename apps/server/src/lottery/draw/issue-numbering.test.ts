import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { bearer, createTestDatabase, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, rows } from './game-test-kit.ts';

/** 2026-07-01 06:00:10 Asia/Shanghai. */
const MORNING = Date.UTC(2026, 5, 30, 22, 0, 10);
const HOUR = 3_600_000;

type Stored = { issue_no: string; draw_at: Date; status: string };
const issuesOf = async (database: Database, game: string) =>
  (
    await rows<Stored>(
      database,
      sql`SELECT i.issue_no, i.draw_at, i.status FROM issues i JOIN games g ON g.id = i.game_id
          WHERE g.code = ${game} ORDER BY i.draw_at, i.id`,
    )
  ).map((r) => ({ ...r, draw_at: new Date(r.draw_at).getTime() }));

/** Runs the scheduler of a process every `stepMs` for `count` steps from `start`. */
async function run(g: GameTestApp, start: number, stepMs: number, count: number) {
  for (let i = 0; i < count; i++) await g.tickAt(start + i * stepMs);
}

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('issue numbers never repeat, whatever the draw interval between restarts', () => {
  it('a restart with a longer interval continues after the numbers already used that day', async () => {
    // 30 s from 06:00: the morning uses 20260701-0721 onwards (06:00 is the 720th 30 s slot's end).
    const a = await createGameTestApp({ database, start: MORNING, env: { DRAW_INTERVAL_SECONDS: '30' } });
    await run(a, MORNING, 30_000, 6);
    await a.close();
    const morning = await issuesOf(database, 'jsk3');
    expect(morning.map((i) => i.issue_no)).toContain('20260701-0721');

    // 60 s from 12:00: by the clock alone this is issue 0721 again; it must be a new number.
    const noon = MORNING + 6 * HOUR;
    const b = await createGameTestApp({ database, start: noon, env: { DRAW_INTERVAL_SECONDS: '60' } });
    await run(b, noon, 60_000, 4);
    const current = (await b.app.inject({ url: '/api/issue/jsk3/current' })).json().data;
    const listed = (await b.app.inject({ url: '/api/game/list' })).json().data.list;
    const detail = (await b.app.inject({ url: '/api/game/detail?code=jsk3' })).json().data;

    const all = await issuesOf(database, 'jsk3');
    const numbers = all.map((i) => i.issue_no);
    expect(new Set(numbers).size).toBe(numbers.length);
    // Later issues have later numbers: numbering follows time.
    expect([...numbers].sort()).toEqual(numbers);
    const afterNoon = all.filter((i) => i.draw_at > noon);
    expect(afterNoon).toHaveLength(4);
    expect(afterNoon.every((i) => i.issue_no > morning.at(-1)!.issue_no)).toBe(true);
    // The issue a player sees and bets on is the new one, open now, everywhere it is shown.
    expect(current.issueNo).toBe(afterNoon.at(-1)!.issue_no);
    expect(current.status).toBe('open');
    expect(Date.parse(current.drawAt)).toBe(afterNoon.at(-1)!.draw_at);
    expect(listed.find((x: { code: string }) => x.code === 'jsk3').currentIssue.issueNo).toBe(
      current.issueNo,
    );
    expect(detail.currentIssue.issueNo).toBe(current.issueNo);
    const p = await registerPlayer(b.app);
    await b.fund(p.user.id, 10);
    const bet = await b.app.inject({
      method: 'POST',
      url: '/api/bets/submit',
      headers: bearer(p.token),
      payload: {
        gameId: 'jsk3',
        issueNo: current.issueNo,
        bets: [{ play: 'k3.big_small', option: 'big', amount: 2 }],
      },
    });
    expect(bet.statusCode, bet.body).toBe(200);
    expect(bet.json().data.issueNo).toBe(current.issueNo);
    await b.close();
  });

  it('back to a shorter interval later the same day, numbers still only go up', async () => {
    const evening = MORNING + 12 * HOUR; // 18:00:10
    const before = (await issuesOf(database, 'jsk3')).map((i) => i.issue_no);
    const c = await createGameTestApp({ database, start: evening, env: { DRAW_INTERVAL_SECONDS: '45' } });
    await run(c, evening, 45_000, 3);
    await c.close();
    const d = await createGameTestApp({
      database,
      start: evening + 10 * 60_000,
      env: { DRAW_INTERVAL_SECONDS: '120' },
    });
    await run(d, evening + 10 * 60_000, 120_000, 3);
    await d.close();
    const all = await issuesOf(database, 'jsk3');
    const numbers = all.map((i) => i.issue_no);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect([...numbers].sort()).toEqual(numbers);
    expect(numbers.length).toBe(before.length + 6);
  });

  it('the next day starts again at 1 under the schedule of the day', async () => {
    const nextMorning = MORNING + 24 * HOUR - 6 * HOUR + 30_000; // 2026-07-02 00:00:40
    const e = await createGameTestApp({ database, start: nextMorning, env: { DRAW_INTERVAL_SECONDS: '60' } });
    await run(e, nextMorning, 60_000, 2);
    await e.close();
    const numbers = (await issuesOf(database, 'jsk3')).map((i) => i.issue_no);
    expect(numbers.slice(-2)).toEqual(['20260702-0001', '20260702-0002']);
  });
});
