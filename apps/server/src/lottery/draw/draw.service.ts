import { randomBytes } from 'node:crypto';
import {
  type CurrentIssue,
  type DrawItem,
  type DrawVerification,
  type Page,
  toPage,
} from '@cailiao/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { businessRule, notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { GameRow } from '../game/game.schema.ts';
import type { GameService, IssueTimes } from '../game/game.service.ts';
import {
  drawResult,
  formatIssueNo,
  type Issue,
  parseIssueNo,
  seedHash,
  verifyDraw,
} from '../game/game-rules.ts';
import { drawRepository } from './draw.repository.ts';
import type { IssueRow } from './draw.schema.ts';
import { isDrawn, presentDraw, presentStatus } from './draw-presenter.ts';

export interface DrawServiceDeps {
  db: Db;
  games: GameService;
  bus: EventBus;
  now: () => number;
}

const ALGORITHM =
  'seedHash = SHA-256(seed)；第c块 = HMAC-SHA256(key=seed, "<gameCode>:<issueNo>:<c>")，按大端取32位字，uniform(n)拒绝采样（GAMES.md §2）';

/**
 * Issues and draws (GAMES.md §1–2). An issue is created with a fresh CSPRNG seed whose hash is
 * published at once; the draw derives the numbers from that seed and nothing else. There is no
 * way to choose, set or edit a result: no route and no method takes numbers as input.
 */
export function createDrawService({ db, games, bus, now }: DrawServiceDeps) {
  /** The row of each game's current issue: id and times never change, so betting skips a lookup. */
  const current = new Map<number, IssueRow>();

  /**
   * The stored issue of a scheduled slot (the one drawing at its drawAt), created with a new secret
   * seed when missing. Its number is the slot's number by the clock (GAMES.md §1) unless that day's
   * numbering already went past it under another interval: then the next unused one. An issue
   * number, once used for a game, is never used again, whatever the settings.
   */
  async function ensureIssue(game: GameRow, slot: Issue): Promise<IssueRow> {
    const cached = current.get(game.id);
    if (cached && cached.drawAt.getTime() === slot.drawAt) return cached;
    const row =
      (await drawRepository.findByDrawAt(db, game.id, new Date(slot.drawAt))) ??
      (await createIssue(game, slot));
    if (slot.drawAt > now()) current.set(game.id, row);
    return row;
  }

  function createIssue(game: GameRow, slot: Issue): Promise<IssueRow> {
    return db.transaction(async (tx) => {
      await drawRepository.lockNumbering(tx, game.id);
      const made = await drawRepository.findByDrawAt(tx, game.id, new Date(slot.drawAt));
      if (made) return made;
      const last = await drawRepository.lastIssueNoOfDay(tx, game.id, slot.day);
      const seq = Math.max(slot.seq, (last ? (parseIssueNo(last)?.seq ?? 0) : 0) + 1);
      const seed = randomBytes(32).toString('hex');
      const row = await drawRepository.insert(tx, {
        gameId: game.id,
        issueNo: formatIssueNo(slot.day, seq),
        status: 'open',
        openAt: new Date(slot.openAt),
        closeAt: new Date(slot.closeAt),
        drawAt: new Date(slot.drawAt),
        seed,
        seedHash: seedHash(seed),
      });
      // Under the lock the number is free; a taken one means a writer that ignores the lock.
      if (!row) throw new Error(`issue number ${game.id}/${formatIssueNo(slot.day, seq)} taken`);
      return row;
    });
  }

  async function currentRow(game: GameRow): Promise<IssueRow> {
    if (game.status !== 'active') throw businessRule('GAME_DISABLED', '该彩种已停售');
    return ensureIssue(game, games.issueAtTime(game, now()));
  }

  /** The number and times of a game's current issue as lists show them; null while it is disabled. */
  async function currentTimes(game: GameRow): Promise<IssueTimes | null> {
    if (game.status !== 'active') return null;
    const row = await currentRow(game);
    return {
      issueNo: row.issueNo,
      openAt: row.openAt.toISOString(),
      closeAt: row.closeAt.toISOString(),
      drawAt: row.drawAt.toISOString(),
    };
  }

  async function findIssue(game: GameRow, issueNo: string): Promise<IssueRow> {
    const row = parseIssueNo(issueNo) ? await drawRepository.find(db, game.id, issueNo) : undefined;
    if (!row) throw notFound('期号不存在');
    return row;
  }

  return {
    ensureIssue,
    currentRow,
    currentTimes,
    findIssue,

    /** GET /api/issue/{game}/current. */
    async currentView(game: GameRow): Promise<CurrentIssue> {
      const t = now();
      const row = await currentRow(game);
      const prev = await drawRepository.latestUpTo(db, game.id, row.openAt);
      return {
        gameId: game.id,
        gameCode: game.code,
        gameType: game.type,
        gameName: game.name,
        issueNo: row.issueNo,
        status: presentStatus(row, t),
        openAt: row.openAt.toISOString(),
        closeAt: row.closeAt.toISOString(),
        drawAt: row.drawAt.toISOString(),
        seedHash: row.seedHash,
        serverTime: new Date(t).toISOString(),
        previous: prev && prev.id !== row.id ? presentDraw(game, prev, t) : null,
      };
    },

    /** A page of past draws of a game, newest first. */
    async page(game: GameRow, page: number, limit: number): Promise<Page<DrawItem>> {
      const { rows, total } = await drawRepository.pagePast(db, game.id, page, limit);
      const t = now();
      return toPage(
        rows.map((r) => presentDraw(game, r, t)),
        { page, limit },
        total,
      );
    },

    /** The issue number and numbers of a game's latest draw, or null before its first draw. */
    async lastNumbers(gameId: number): Promise<{ issueNo: string; numbers: number[] } | null> {
      const [row] = await drawRepository.recentDrawn(db, gameId, 1);
      return row?.numbers ? { issueNo: row.issueNo, numbers: row.numbers } : null;
    },

    /** The latest drawn result of a game, or null before its first draw. */
    async latestResult(game: GameRow): Promise<DrawItem | null> {
      const [row] = await drawRepository.recentDrawn(db, game.id, 1);
      return row ? presentDraw(game, row, now()) : null;
    },

    /** The last `limit` drawn issues of a game, oldest first (trends read them chronologically). */
    async history(game: GameRow, limit: number): Promise<IssueRow[]> {
      return (await drawRepository.recentDrawn(db, game.id, limit)).reverse();
    },

    /** GET /api/lottery/verify: recomputes a past draw from its published seed. */
    async verify(game: GameRow, issueNo: string): Promise<DrawVerification> {
      const row = await findIssue(game, issueNo);
      if (!isDrawn(row) || !row.numbers) throw businessRule('NOT_DRAWN', '该期尚未开奖，种子尚未公开');
      const v = verifyDraw(game.type, row.seed, row.seedHash, game.code, row.issueNo, row.numbers);
      return {
        gameId: game.id,
        gameCode: game.code,
        gameType: game.type,
        issueNo: row.issueNo,
        seed: row.seed,
        seedHash: row.seedHash,
        numbers: row.numbers,
        recomputed: v.expected,
        computedHash: seedHash(row.seed),
        hashMatches: v.hashMatches,
        resultMatches: v.resultMatches,
        match: v.ok,
        algorithm: ALGORITHM,
      };
    },

    /** Draws an issue from its own seed, once; answers the drawn row, or undefined if already done. */
    async drawIssue(game: GameRow, row: IssueRow): Promise<IssueRow | undefined> {
      const numbers = drawResult(game.type, row.seed, game.code, row.issueNo);
      const drawn = await drawRepository.markDrawn(db, row.id, numbers, new Date(now()));
      if (drawn) {
        await bus.publish({
          type: 'IssueDrawn',
          gameId: game.id,
          gameCode: game.code,
          gameType: game.type,
          issueNo: drawn.issueNo,
          numbers,
          seed: drawn.seed,
          seedHash: drawn.seedHash,
          drawAt: drawn.drawAt.getTime(),
        });
      }
      return drawn;
    },

    /** Voids an issue that missed its draw (never drawn late); its stakes are refunded by settlement. */
    async voidIssue(game: GameRow, row: IssueRow): Promise<IssueRow | undefined> {
      const voided = await drawRepository.markVoid(db, row.id);
      if (voided)
        await bus.publish({
          type: 'IssueVoided',
          gameId: game.id,
          gameCode: game.code,
          issueNo: voided.issueNo,
        });
      return voided;
    },

    /** Locks an issue for the rest of a bet or cancel transaction (the draw waits for it). */
    lockForBet: (tx: Tx, id: number) => drawRepository.lockShared(tx, id),
    /** SQL guard for a bet's transaction: yields the issue id while it takes bets, and locks it (FOR SHARE). */
    openIssueGuard: (id: number, at: number) => drawRepository.openIssueGuard(id, new Date(at)),
    /** openIssueGuard for many slips: the open issues of `ids` (SQL) with `close_at`, locked FOR SHARE. */
    openIssuesGuard: (ids: SQL) => drawRepository.openIssuesGuard(ids),
    byIds: (ids: number[]) => drawRepository.findByIds(db, ids),
    byId: (id: number) => drawRepository.findById(db, id),
    closeDue: (at: number) => drawRepository.closeDue(db, new Date(at)),
    dueToDraw: (at: number) => drawRepository.dueToDraw(db, new Date(at)),
    unfinished: () => drawRepository.unfinished(db),
    markFinished: (id: number, at: number) => drawRepository.markFinished(db, id, new Date(at)),
  };
}
export type DrawService = ReturnType<typeof createDrawService>;
