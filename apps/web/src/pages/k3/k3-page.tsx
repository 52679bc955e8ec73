import { BettingPage } from '../../features/game/components/betting-page';

/** /pages/k3/k3?gameId= — betting on a 快三 game. */
export function K3Page() {
  return <BettingPage family="k3" title="快三" />;
}
