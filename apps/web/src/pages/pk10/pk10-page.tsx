import { BettingPage } from '../../features/game/components/betting-page';

/** /pages/pk10/pk10?gameId= — betting on a PK10 game. */
export function Pk10Page() {
  return <BettingPage family="pk10" title="PK10" />;
}
