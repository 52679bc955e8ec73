import { TrendView } from '../../features/game/components/trend-view';

/** Trend grids (pk10 games) over the last 30/50/100 issues. */
export function Pk10TrendPage() {
  return <TrendView family="pk10" title="PK10走势" />;
}
