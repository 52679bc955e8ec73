import type { BetDetail, CurrentIssue, DrawItem, Game, GameList, PlayType } from '@cailiao/contracts';
import { type Family, playsOf } from '@cailiao/domain';
import { setStoredUser, setToken } from '../../lib/storage';
import { useAuthStore } from '../auth/store/auth-store';

/** Fixtures for game page tests (no test runner imports: usable from any test). */
export const iso = (ms: number) => new Date(ms).toISOString();

export function testGame(type: Family = 'k3', over: Partial<Game> = {}): Game {
  const codes: Record<Family, [number, string, string]> = {
    k3: [1, 'jsk3', '极速快3'],
    ssc: [2, 'jsssc', '极速时时彩'],
    pk10: [3, 'jssc', '极速赛车'],
    lhc: [4, 'jslhc', '极速六合彩'],
    xy28: [5, 'jsxy28', '极速28'],
  };
  const [id, code, name] = codes[type];
  return {
    id,
    code,
    type,
    name,
    categoryId: id,
    status: 'active',
    hot: true,
    intervalSeconds: 20,
    closeBeforeSeconds: 5,
    sort: id,
    description: '',
    currentIssue: null,
    ...over,
  };
}

export function testGameList(games: Game[]): GameList {
  return {
    list: games,
    hot: games.filter((g) => g.hot),
    categories: games.map((g) => ({
      id: g.categoryId,
      code: g.type,
      name: g.name,
      sort: g.sort,
      gameCount: 1,
    })),
  };
}

/** Every play of the family from the catalogue, each option at odds 2 (pick plays list none). */
export function testPlayTypes(type: Family): PlayType[] {
  return playsOf(type).map((p) => ({
    play: p.play,
    name: p.name,
    group: p.group,
    options: (p.options ?? []).map((o) => ({ option: o.option, name: o.name, odds: 2 })),
    ...(p.pick ? { pick: { ...p.pick } } : {}),
  }));
}

export function testDraw(game: Game, issueNo: string, drawAt: number, numbers: number[] | null): DrawItem {
  return {
    gameId: game.id,
    gameCode: game.code,
    gameType: game.type,
    issueNo,
    status: numbers ? 'settled' : 'closed',
    openAt: iso(drawAt - 20_000),
    closeAt: iso(drawAt - 5_000),
    drawAt: iso(drawAt),
    numbers,
    seed: null,
    seedHash: 'a'.repeat(64),
    attributes: null,
  };
}

/** The current issue of `game` drawing at drawAt, its predecessor drawn with `previous` numbers. */
export function testCurrentIssue(
  game: Game,
  issueNo: string,
  drawAt: number,
  previous: DrawItem | null,
  closeBeforeMs = 5_000,
): CurrentIssue {
  return {
    gameId: game.id,
    gameCode: game.code,
    gameType: game.type,
    gameName: game.name,
    issueNo,
    status: Date.now() < drawAt - closeBeforeMs ? 'open' : 'closed',
    openAt: iso(drawAt - 20_000),
    closeAt: iso(drawAt - closeBeforeMs),
    drawAt: iso(drawAt),
    seedHash: 'b'.repeat(64),
    serverTime: iso(Date.now()),
    previous,
  };
}

export function testBetDetail(over: Partial<BetDetail> = {}): BetDetail {
  return {
    betId: 7,
    orderId: 3,
    gameId: 1,
    gameCode: 'jsk3',
    gameName: '极速快3',
    gameType: 'k3',
    issueNo: '20261123-0001',
    play: 'k3.sum',
    playName: '和值',
    option: '10',
    optionName: '10',
    amount: 10,
    odds: 7.6,
    status: 'pending',
    statusName: '待开奖',
    payout: 0,
    createdAt: iso(Date.now() - 5_000),
    settledAt: null,
    numbers: null,
    issue: {
      issueNo: '20261123-0001',
      openAt: iso(Date.now() - 10_000),
      closeAt: iso(Date.now() + 60_000),
      drawAt: iso(Date.now() + 65_000),
      status: 'open',
      seedHash: 'c'.repeat(64),
      seed: null,
      numbers: null,
    },
    ...over,
  };
}

export const testUser = {
  id: 1,
  username: 'demo',
  nickname: '演示玩家',
  avatar: null,
  inviteCode: 'ABC123',
  balance: 100,
  vipLevel: 1,
};

export function signInForTest(): void {
  setToken('tok-1');
  setStoredUser(testUser);
  useAuthStore.getState().restore();
}

export const testBalance = {
  balance: 100,
  frozenAmount: 0,
  availableBalance: 100,
  todayWinLoss: 0,
  pendingAmount: 0,
};

/** The issue_drawn frame the server sends everyone when an issue of `game` is drawn. */
export function testIssueDrawnFrame(game: Game, issueNo: string, numbers: number[], drawAt: number) {
  return {
    gameId: game.id,
    gameCode: game.code,
    gameType: game.type,
    issueNo,
    numbers,
    seed: 'd'.repeat(64),
    seedHash: 'a'.repeat(64),
    drawAt: iso(drawAt),
  };
}
