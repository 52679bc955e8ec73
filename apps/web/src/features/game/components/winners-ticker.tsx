import { LIMITS } from '@cailiao/domain';
import { NoticeBar } from 'antd-mobile';
import { FireFill } from 'antd-mobile-icons';
import { formatMoney } from '../../../lib/format/money';
import { useYesterdayWinners } from '../api/get-yesterday-winners';

/**
 * Yesterday's winners scrolling by at speed 50 (px/s, SPEC.md §9); a line saying so on a day after
 * none (the row keeps its place); nothing until the ranking has answered.
 */
export function WinnersTicker() {
  const { data } = useYesterdayWinners();
  if (!data) return null;
  const text =
    data.list.length === 0
      ? '昨日暂无盈利榜单，今日盈利玩家将在明天上榜'
      : data.list.map((w) => `恭喜 ${w.nickname} 昨日盈利 ${formatMoney(w.profit)} 元`).join('　　');
  return (
    <div data-testid="home-winners">
      <NoticeBar
        className="cl-notice cl-winners"
        icon={<FireFill />}
        content={text}
        color="info"
        speed={LIMITS.winnerScrollSpeed}
        delay={LIMITS.noticeDelayMs}
      />
    </div>
  );
}
