import { BettingPage } from '../../features/game/components/betting-page';

/** /pages/xy28/xy28?gameId= — betting on a 幸运28 game. */
export function Xy28Page() {
  return <BettingPage family="xy28" title="幸运28" />;
}
