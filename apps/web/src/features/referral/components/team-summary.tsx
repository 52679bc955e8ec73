import type { ReferralStats } from '@cailiao/contracts';
import { navigateTo } from '../../../lib/navigation';

const LEVEL_NAMES = ['一级好友', '二级好友', '三级好友'];

/** Team size per level and today's newcomers; a tap opens 推广详情. */
export function TeamSummary({ stats }: { stats: ReferralStats }) {
  return (
    <section className="cl-section">
      <h3 className="cl-section__title">
        我的团队
        <button
          type="button"
          className="cl-referral-link cl-referral-more"
          onClick={() => navigateTo('/pages/promotion-detail/promotion-detail')}
          data-testid="referral-to-detail"
        >
          推广详情 ›
        </button>
      </h3>
      <dl className="cl-referral-figures">
        {LEVEL_NAMES.map((name, i) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd data-testid={`referral-level-${i + 1}`}>{stats.levelCounts[i] ?? 0}</dd>
          </div>
        ))}
        <div>
          <dt>今日新增</dt>
          <dd>{stats.todayNew}</dd>
        </div>
      </dl>
    </section>
  );
}
