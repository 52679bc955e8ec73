import { TrendView } from '../../features/game/components/trend-view';

/** Trend grids (k3 by default, or any game by gameId/gameType) over the last 30/50/100 issues. */
export function TrendPage() {
  return <TrendView title="走势图" />;
}
