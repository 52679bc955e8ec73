import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { bearer, registerPlayer } from '../../test/test-app.ts';
import { createGameTestApp, type GameTestApp, T0 } from '../draw/game-test-kit.ts';
import { createGameService } from './game.service.ts';

let g: GameTestApp;
beforeAll(async () => {
  g = await createGameTestApp();
  // Twelve draws of every 60 s game (12:00–12:12), so history, trends and dragons have data.
  for (let i = 0; i <= 12; i++) await g.tickAt(T0 - 10_000 + i * 60_000);
});
afterAll(() => g.close());
const get = async (url: string) => g.app.inject({ url });
const data = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data;
};

describe('games, plays and odds', () => {
  it('lists games with categories, hot games and each one’s current issue', async () => {
    const list = await data('/api/game/list');
    expect(list.list.map((x: { code: string }) => x.code)).toEqual([
      'jsk3',
      'jsssc',
      'jssc',
      'jslhc',
      'jsxy28',
    ]);
    expect(list.list[0]).toMatchObject({
      type: 'k3',
      name: '极速快3',
      status: 'active',
      intervalSeconds: 60,
      closeBeforeSeconds: 5,
    });
    expect(list.list[3]).toMatchObject({ type: 'lhc', intervalSeconds: 300 });
    expect(list.list[0].currentIssue).toEqual({
      issueNo: '20260601-0733',
      openAt: '2026-06-01T04:12:00.000Z',
      closeAt: '2026-06-01T04:12:55.000Z',
      drawAt: '2026-06-01T04:13:00.000Z',
    });
    const names = list.categories.map((c: { name: string }) => c.name);
    for (const n of ['快3', '时时彩', '福彩', '体彩', '11选5', '快乐8']) expect(names).toContain(n);
    expect(list.categories.find((c: { code: string }) => c.code === 'fc').gameCount).toBe(0);
    // Every family is among the hot games, and each game carries its last draw for the lobby card.
    expect(list.hot.map((x: { type: string }) => x.type)).toEqual(['k3', 'ssc', 'pk10', 'lhc', 'xy28']);
    const latest = (await data('/api/draw/jsk3/latest?limit=1')).list[0];
    expect(list.list[0].lastDraw).toEqual({ issueNo: latest.issueNo, numbers: latest.numbers });
    expect(list.list[0].lastDraw.numbers).toHaveLength(3);
    expect((await data('/api/game/detail?gameId=jssc')).type).toBe('pk10');
    expect((await data('/api/game/3')).code).toBe('jssc');
    expect((await get('/api/game/detail?gameId=nope')).statusCode).toBe(404);
    expect((await get('/api/game/detail')).statusCode).toBe(400);
    const cfg = await data('/api/game/config?gameType=lhc');
    expect(cfg).toMatchObject({
      type: 'lhc',
      minAmount: 1,
      maxAmount: 100000,
      quickAmounts: [10, 50, 100, 500, 1000],
    });
    expect((await get('/api/game/config?gameType=zz')).statusCode).toBe(400);
  });

  it('sends the game list and odds tables compressed once, as the browser accepts them', async () => {
    for (const url of ['/api/game/list', '/api/game/jsk3/play-types']) {
      const plain = await get(url);
      const br = await g.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toBe('accept-encoding');
      // Compressed here once, not again by the compression plugin on the way out.
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), url).toEqual(plain.json());
      const again = await g.app.inject({
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': br.headers.etag as string },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers the game list and odds tables with an ETag, 304 while current, a new one at the next issue', async () => {
    const saved = g.clock.t;
    try {
      for (const url of ['/api/game/list', '/api/game/jsk3/play-types', '/api/game/play-types?gameType=k3']) {
        const first = await get(url);
        const etag = first.headers.etag as string;
        expect(etag, url).toMatch(/^"[\w-]+"$/);
        const again = await g.app.inject({ url, headers: { 'if-none-match': etag } });
        expect(again.statusCode, url).toBe(304);
        expect(again.body).toBe('');
        expect((await g.app.inject({ url, headers: { 'if-none-match': '"x"' } })).json()).toEqual(
          first.json(),
        );
      }
      const before = await get('/api/game/list');
      g.clock.t = saved + 60_000;
      const after = await g.app.inject({
        url: '/api/game/list',
        headers: { 'if-none-match': before.headers.etag },
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      const issueOf = (res: typeof before) => res.json().data.list[0].currentIssue.issueNo;
      expect(issueOf(after)).not.toBe(issueOf(before));
    } finally {
      g.clock.t = saved;
    }
  });

  it('answers play types with the odds in force, `pick` for large plays, and single odds', async () => {
    const k3 = await data('/api/game/1/play-types');
    expect(k3.map((p: { play: string }) => p.play)).toContain('k3.straight_any');
    expect(k3.find((p: { play: string }) => p.play === 'k3.sum').options[7]).toEqual({
      option: '10',
      name: '10',
      odds: 7.6,
    });
    const lhc = await data('/api/game/play-types?gameType=lhc');
    const linked = lhc.find((p: { play: string }) => p.play === 'lhc.linked_zodiac');
    expect(linked).toMatchObject({ options: [], pick: { from: 'zodiacs', min: 2, max: 5 } });
    expect(lhc.find((p: { play: string }) => p.play === 'lhc.special_number').options).toHaveLength(49);
    expect(await data('/api/game/jslhc/odds?play=lhc.link_2of2&option=3,15')).toMatchObject({
      play: 'lhc.link_2of2',
      option: '3,15',
      odds: expect.any(Number),
    });
    for (const q of [
      'play=lhc.link_2of2&option=15,3',
      'play=lhc.nope&option=1',
      'play=k3.sum&option=10',
      'play=lhc.not_in&option=1,2',
    ]) {
      expect((await get(`/api/game/jslhc/odds?${q}`)).statusCode).toBe(400);
    }
    expect((await get('/api/game/zzz/play-types')).statusCode).toBe(404);
  });

  it('refuses odds overrides whose return to player reaches 1, applies the others', async () => {
    const games = createGameService({ db: g.database.db, config: loadConfig({}), now: () => g.clock.t });
    await expect(games.setOddsOverride('jsk3', 'k3.big_small', 'big', 2.06)).rejects.toMatchObject({
      code: 'ODDS_RTP_TOO_HIGH',
    });
    await expect(games.setOddsOverride('jsk3', 'k3.sum', null, 8.0)).rejects.toMatchObject({
      code: 'ODDS_RTP_TOO_HIGH',
    });
    await expect(games.setOddsOverride('jsk3', 'k3.sum', '10', 1.234)).rejects.toMatchObject({
      kind: 'invalid',
    });
    await games.setOddsOverride('jsk3', 'k3.big_small', 'big', 2.05);
    await games.setOddsOverride('jsk3', 'k3.big_small', 'big', 1.9);
    const fresh = createGameService({ db: g.database.db, config: loadConfig({}), now: () => g.clock.t });
    const plays = await fresh.playTypes(await fresh.resolve('jsk3'));
    expect(plays.find((p) => p.play === 'k3.big_small')!.options).toEqual([
      { option: 'big', name: '大', odds: 1.9 },
      { option: 'small', name: '小', odds: 2.01 },
    ]);
    await fresh.clearOddsOverride('jsk3', 'k3.big_small', 'big');
  });

  it('serves the six-mark config of the current lunar year', async () => {
    const cfg = await data('/api/game/lhc/config');
    expect(cfg.lunarYear).toBe(2026);
    expect(cfg.zodiac.horse).toEqual([1, 13, 25, 37, 49]);
    expect(cfg.wuxing.metal).toEqual([4, 5, 12, 13, 26, 27, 34, 35, 42, 43]);
    expect(cfg.color.red).toContain(1);
    expect(cfg.names.zodiac.horse).toBe('马');
  });
});

describe('issues and draws', () => {
  it('answers the current issue with server time and the previous result', async () => {
    const cur = await data('/api/issue/jsk3/current');
    expect(cur).toMatchObject({
      gameId: 1,
      gameCode: 'jsk3',
      issueNo: '20260601-0733',
      status: 'open',
      serverTime: '2026-06-01T04:12:00.000Z',
    });
    expect(cur.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cur).not.toHaveProperty('seed');
    expect(cur.previous).toMatchObject({
      issueNo: '20260601-0732',
      status: 'settled',
      numbers: expect.any(Array),
    });
    expect(await data('/api/lottery/current?gameType=ssc')).toMatchObject({ gameCode: 'jsssc' });
    expect((await get('/api/issue/nope/current')).statusCode).toBe(404);
  });

  it('pages draws newest first with seeds and derived attributes', async () => {
    const page = await data('/api/draw/jsssc/latest?limit=5&page=1');
    expect(page.pagination).toMatchObject({ page: 1, limit: 5, total: 12, totalPages: 3 });
    expect(page.list.map((d: { issueNo: string }) => d.issueNo)).toEqual([
      '20260601-0732',
      '20260601-0731',
      '20260601-0730',
      '20260601-0729',
      '20260601-0728',
    ]);
    const d = page.list[0];
    expect(d.numbers).toHaveLength(5);
    expect(d.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(d.attributes).toMatchObject({
      family: 'ssc',
      sum: d.numbers.reduce((a: number, b: number) => a + b, 0),
    });
    expect((await data('/api/lottery/history?gameId=2&pageSize=3')).list).toHaveLength(3);
    expect((await data('/api/lottery/result?gameType=pk10')).numbers).toHaveLength(10);
    for (const f of ['k3', 'ssc', 'pk10', 'xy28']) expect((await data(`/api/${f}/result`)).gameType).toBe(f);
    expect((await data('/api/lhc/result')).numbers).toHaveLength(7); // jslhc drew at 12:05 and 12:10
    expect((await data('/api/draw/jsk3/latest?page=99')).list).toEqual([]);
  });

  it('verifies a draw by recomputing it from the revealed seed', async () => {
    const v = await data('/api/lottery/verify?gameId=jsxy28&issueNo=20260601-0725');
    expect(v).toMatchObject({ gameCode: 'jsxy28', match: true, hashMatches: true, resultMatches: true });
    expect(v.recomputed).toEqual(v.numbers);
    expect((await get('/api/lottery/verify?gameId=jsxy28&issueNo=20260601-0733')).statusCode).toBe(422);
    expect((await get('/api/lottery/verify?gameId=jsxy28&issueNo=20990101-0001')).statusCode).toBe(404);
    expect((await get('/api/lottery/verify?gameId=jsxy28&issueNo=garbage')).statusCode).toBe(404);
  });
});

describe('trends, roads, dragons, ranking', () => {
  it('answers trend grids, misses and k3 statistics', async () => {
    const t = await data('/api/lottery/trend?gameId=jssc&limit=30');
    expect(t.issues).toHaveLength(12);
    expect(t.grids).toHaveLength(10);
    expect(t.grids[0].rows).toHaveLength(12);
    expect(t.grids[0].values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const drawnCar = t.issues[11].numbers[0];
    expect(t.grids[0].rows[11][drawnCar - 1]).toBe(0);
    const miss = await data('/api/lottery/miss?gameType=k3');
    expect(miss.grids.map((x: { key: string }) => x.key)).toEqual(['pos1', 'pos2', 'pos3', 'sum']);
    const stats = await data('/api/k3/statistics');
    expect(stats.count).toBe(12);
    expect(stats.sums.reduce((a: number, s: { count: number }) => a + s.count, 0)).toBe(12);
    expect((await get('/api/k3/statistics?gameId=jsssc')).statusCode).toBe(400);
  });

  it('answers roads, long dragons, recommendations and the profit ranking', async () => {
    const road = await data('/api/ssc/jsssc/road');
    expect(road.series.find((s: { key: string }) => s.key === 'dragon_tiger')).toBeDefined();
    const one = road.series[0];
    expect(one.beadPlate.flat()).toHaveLength(12);
    expect((await data('/api/ssc/2/history?limit=2')).list).toHaveLength(2);
    const dragons = await data('/api/longdragon/query?minRun=2');
    for (const d of dragons.list) expect(d.run).toBeGreaterThanOrEqual(2);
    expect(dragons.list.map((d: { run: number }) => d.run)).toEqual(
      [...dragons.list.map((d: { run: number }) => d.run)].sort((a, b) => b - a),
    );
    expect(await data('/api/road/recommendations?gameType=pk10')).toHaveProperty('list');
    const ranking = await data('/api/reports/profit-ranking/yesterday');
    expect(ranking).toMatchObject({ date: '2026-05-31', list: [] });
  });

  it('needs a session for bets but not for draws', async () => {
    const p = await registerPlayer(g.app);
    expect(
      (await g.app.inject({ url: '/api/bet/statistics', headers: bearer(p.token) })).json().data.totalCount,
    ).toBe(0);
    expect((await get('/api/bet/statistics')).statusCode).toBe(401);
  });
});

describe('DRAW_INTERVAL_SECONDS', () => {
  it('overrides every game’s interval and the numbering', async () => {
    const fast = await createGameTestApp({ database: g.database, env: { DRAW_INTERVAL_SECONDS: '30' } });
    const list = (await fast.app.inject({ url: '/api/game/list' })).json().data.list;
    for (const game of list) expect(game.intervalSeconds).toBe(30);
    expect(list[0].currentIssue.issueNo).toBe('20260601-1441'); // 12:00:10 is in the 1441st 30 s slot
    await fast.close();
  });
});
