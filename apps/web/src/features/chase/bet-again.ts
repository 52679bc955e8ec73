import type { BetRecord } from '@cailiao/contracts';
import { navigateTo } from '../../lib/navigation';
import { useFollowedSlip } from '../game/followed-slip';
import { GAME_FAMILIES } from '../game/game-families';

/**
 * 再来一注: the same items at the same stake fill the game's slip on its betting page (for the
 * issue open there), where the player confirms them as any slip.
 */
export function betAgain(bets: readonly BetRecord[]): void {
  const first = bets[0];
  if (!first) return;
  const page = GAME_FAMILIES.find((f) => f.type === first.gameType)?.page;
  if (!page) return;
  const sameStake = bets.every((b) => b.amount === first.amount);
  useFollowedSlip.getState().set({
    gameId: first.gameId,
    issueNo: first.issueNo,
    items: bets.map((b) => ({
      play: b.play,
      option: b.option,
      name: `${b.playName} ${b.optionName}`,
      odds: b.odds,
    })),
    amount: sameStake ? first.amount : null,
    notice: `已填入上次的${bets.length}注，确认金额后投注`,
  });
  navigateTo(`${page}?gameId=${first.gameId}`);
}
