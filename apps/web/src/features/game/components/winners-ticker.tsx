import { LIMITS } from '@cailiao/domain';
import { NoticeBar } from 'antd-mobile';
import { FireFill } from 'antd-mobile-icons';
import { formatMoney } from '../../../lib/format/money';
import { useYesterdayWinners } from '../api/get-yesterday-winners';

/** Yesterday's winners scrolling by at speed 50 (px/s, SPEC.md §9); nothing when there were none. */
export function WinnersTicker() {
  const { data } = useYesterdayWinners();
  const list = data?.list ?? [];
  if (list.length === 0) return null;
  const text = list.map((w) => `恭喜 ${w.nickname} 昨日盈利 ${formatMoney(w.profit)} 元`).join('　　');
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
