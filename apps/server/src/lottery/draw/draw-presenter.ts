import type { DrawItem, IssueStatus } from '@cailiao/contracts';
import type { GameRow } from '../game/game.schema.ts';
import { deriveAttributes } from '../game/game-rules.ts';
import type { IssueRow } from './draw.schema.ts';

const DRAWN = new Set(['drawn', 'settled']);

/** True once the result is public: only then may the seed be shown. */
export const isDrawn = (row: Pick<IssueRow, 'status'>) => DRAWN.has(row.status);

/** Status as clients see it: an open issue past its close time reads `closed` before the tick marks it. */
export function presentStatus(row: Pick<IssueRow, 'status' | 'closeAt'>, now: number): IssueStatus {
  if (row.status === 'open' && now >= row.closeAt.getTime()) return 'closed';
  return row.status;
}

/** Derived attributes (GAMES.md §6) of drawn numbers; lhc zodiacs follow the lunar year of the draw. */
export function attributesOf(
  game: Pick<GameRow, 'type'>,
  row: Pick<IssueRow, 'numbers' | 'drawAt'>,
): Record<string, unknown> | null {
  if (!row.numbers) return null;
  return deriveAttributes(game.type, row.numbers, { drawAt: row.drawAt }) as unknown as Record<
    string,
    unknown
  >;
}

/** One draw for the API. The seed is revealed only once drawn: never for an open, closed or void issue. */
export function presentDraw(game: GameRow, row: IssueRow, now: number): DrawItem {
  const drawn = isDrawn(row);
  return {
    gameId: game.id,
    gameCode: game.code,
    gameType: game.type,
    issueNo: row.issueNo,
    status: presentStatus(row, now),
    openAt: row.openAt.toISOString(),
    closeAt: row.closeAt.toISOString(),
    drawAt: row.drawAt.toISOString(),
    numbers: drawn ? row.numbers : null,
    seed: drawn ? row.seed : null,
    seedHash: row.seedHash,
    attributes: drawn ? attributesOf(game, row) : null,
  };
}
