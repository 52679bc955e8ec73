import { BET_MAX_YUAN, BET_MIN_YUAN, type FieldError, type SubmitBetsBody } from '@cailiao/contracts';
import { yuanToFen } from '@cailiao/domain';
import { badRequest, businessRule } from '../../platform/errors.ts';
import type { GameRow } from '../game/game.schema.ts';
import { getPlay, isValidBet } from '../game/game-rules.ts';

/**
 * The items of a slip (a bet slip or a chase's): 400 for unknown plays and impossible options,
 * then 422 AMOUNT_OUT_OF_RANGE for stakes outside 1..100000 yuan. Answers each stake in fen.
 */
export function validateSlipItems(game: GameRow, items: SubmitBetsBody['bets']): number[] {
  const errors: FieldError[] = [];
  items.forEach((b, i) => {
    const def = getPlay(b.play);
    if (!def || def.family !== game.type)
      errors.push({ field: `bets.${i}.play`, message: `玩法不存在：${b.play}` });
    else if (!isValidBet(game.type, b.play, b.option))
      errors.push({ field: `bets.${i}.option`, message: `投注项无效：${b.option}` });
  });
  if (errors.length) throw badRequest(errors[0]!.message, errors);
  if (items.some((b) => !(b.amount >= BET_MIN_YUAN && b.amount <= BET_MAX_YUAN))) {
    throw businessRule('AMOUNT_OUT_OF_RANGE', `单注金额须在${BET_MIN_YUAN}至${BET_MAX_YUAN}元之间`);
  }
  return items.map((b) => yuanToFen(b.amount));
}
