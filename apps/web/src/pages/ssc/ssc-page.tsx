import { BettingPage } from '../../features/game/components/betting-page';

/** /pages/ssc/ssc?gameId= — betting on a 时时彩 game. */
export function SscPage() {
  return <BettingPage family="ssc" title="时时彩" />;
}
