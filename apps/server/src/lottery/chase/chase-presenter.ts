import type { Chase, ChaseIssue } from '@cailiao/contracts';
import { fenToYuan } from '@cailiao/domain';
import type { GameRow } from '../game/game.schema.ts';
import { describeOption, getPlay } from '../game/game-rules.ts';
import type { ChaseIssueRow, ChaseRow } from './chase.schema.ts';

type ChaseSummary = Omit<Chase, 'issues'>;

function optionName(game: GameRow, play: string, option: string): string {
  try {
    return describeOption(game.type, play, option);
  } catch {
    return option;
  }
}

/** A chase for the API (yuan, Chinese names), without its issues. */
export function presentChase(
  chase: ChaseRow,
  game: GameRow,
  counts: { issues: number; placed: number },
): ChaseSummary {
  return {
    chaseId: chase.id,
    gameId: game.id,
    gameCode: game.code,
    gameName: game.name,
    status: chase.status,
    endReason: chase.endReason,
    endDetail: chase.endDetail,
    stopOnWin: chase.stopOnWin,
    bets: chase.items.map((i) => ({
      play: i.play,
      playName: getPlay(i.play)?.name ?? i.play,
      option: i.option,
      optionName: optionName(game, i.play, i.option),
      amount: fenToYuan(i.amountFen),
    })),
    total: fenToYuan(chase.totalFen),
    placed: fenToYuan(chase.placedFen),
    won: fenToYuan(chase.wonFen),
    released: fenToYuan(chase.releasedFen),
    issueCount: counts.issues,
    placedCount: counts.placed,
    createdAt: chase.createdAt.toISOString(),
  };
}

export function presentChaseIssue(row: ChaseIssueRow, betIds: number[]): ChaseIssue {
  return {
    issueNo: row.issueNo,
    multiple: row.multiple,
    amount: fenToYuan(row.amountFen),
    status: row.status,
    betIds,
    payout: fenToYuan(row.payoutFen),
  };
}
