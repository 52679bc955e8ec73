import { BettingPage } from '../../features/game/components/betting-page';

/** /pages/lhc/lhc?gameId= — betting on a 六合彩 game. */
export function LhcPage() {
  return <BettingPage family="lhc" title="六合彩" />;
}
