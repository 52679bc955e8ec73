import { BET_STATUS_NAMES, type BetDetail, type BetRecord } from '@cailiao/contracts';
import { fenToYuan } from '@cailiao/domain';
import type { IssueRow } from '../draw/draw.schema.ts';
import { isDrawn } from '../draw/draw-presenter.ts';
import type { GameRow } from '../game/game.schema.ts';
import { describeOption, getPlay } from '../game/game-rules.ts';
import type { BetRow } from './bet.schema.ts';

function optionName(game: GameRow, bet: BetRow): string {
  try {
    return describeOption(game.type, bet.play, bet.option);
  } catch {
    return bet.option;
  }
}

/** A bet for the API (yuan, decimal odds, Chinese names); numbers once its issue is drawn. */
export function presentBet(
  bet: BetRow,
  game: GameRow,
  issue: IssueRow | undefined,
  chaseId: number | null = null,
): BetRecord {
  return {
    betId: bet.id,
    orderId: bet.orderId,
    gameId: bet.gameId,
    gameCode: game.code,
    gameName: game.name,
    gameType: game.type,
    issueNo: bet.issueNo,
    play: bet.play,
    playName: getPlay(bet.play)?.name ?? bet.play,
    option: bet.option,
    optionName: optionName(game, bet),
    amount: fenToYuan(bet.amountFen),
    odds: bet.oddsHundredths / 100,
    status: bet.status,
    statusName: BET_STATUS_NAMES[bet.status],
    payout: fenToYuan(bet.payoutFen),
    createdAt: bet.createdAt.toISOString(),
    settledAt: bet.settledAt?.toISOString() ?? null,
    numbers: issue && isDrawn(issue) ? issue.numbers : null,
    chaseId,
  };
}

/** A bet with its issue: the seed appears only once the issue is drawn. */
export function presentBetDetail(
  bet: BetRow,
  game: GameRow,
  issue: IssueRow,
  chaseId: number | null = null,
): BetDetail {
  const drawn = isDrawn(issue);
  return {
    ...presentBet(bet, game, issue, chaseId),
    issue: {
      issueNo: issue.issueNo,
      status: issue.status,
      openAt: issue.openAt.toISOString(),
      closeAt: issue.closeAt.toISOString(),
      drawAt: issue.drawAt.toISOString(),
      seedHash: issue.seedHash,
      seed: drawn ? issue.seed : null,
      numbers: drawn ? issue.numbers : null,
    },
  };
}
