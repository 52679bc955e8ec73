import type { LevelInfo } from '@cailiao/contracts';
import { ProgressBar } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import './vip.css';

/** The player's level, valid turnover and the way to the next level. */
export function LevelCard({ info }: { info: LevelInfo }) {
  const percent = Math.round(info.progress * 100);
  return (
    <section className="cl-vip-card" data-testid="vip-card">
      <div className="cl-vip-card__top">
        <span className="cl-vip-card__badge" data-testid="vip-current">
          {info.currentLevelName}
        </span>
        <span className="cl-vip-card__turnover">
          累计有效投注 <b data-testid="vip-turnover">{formatMoney(info.turnover)}</b> 元
        </span>
      </div>
      {/* antd-mobile's bar is a plain div: the role and the value are said around it. */}
      <div
        role="progressbar"
        aria-label="升级进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <ProgressBar
          className="cl-vip-card__bar"
          percent={percent}
          style={{ '--fill-color': 'var(--cl-gold)', '--track-color': 'var(--cl-vip-track)' }}
        />
      </div>
      <div className="cl-vip-card__next" data-testid="vip-next">
        {info.nextLevel === null
          ? '您已达到最高等级'
          : `再投注 ${formatMoney(info.turnoverToNext)} 元升级 ${info.nextLevelName}（${percent}%）`}
      </div>
    </section>
  );
}
