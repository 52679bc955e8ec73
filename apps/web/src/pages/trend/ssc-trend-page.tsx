import { TrendView } from '../../features/game/components/trend-view';

/** Trend grids (ssc games) over the last 30/50/100 issues. */
export function SscTrendPage() {
  return <TrendView family="ssc" title="时时彩走势" />;
}
