import { TrendView } from '../../features/game/components/trend-view';

/** Trend grids (lhc games) over the last 30/50/100 issues. */
export function LhcTrendPage() {
  return <TrendView family="lhc" title="六合彩走势" />;
}
