import type { LevelRewardItem } from '@cailiao/contracts';
import { formatMoney } from '../../../lib/format/money';
import './vip.css';

/** Every level: threshold, reward and privileges; the player's level is highlighted. */
export function PrivilegesTable({ levels, current }: { levels: LevelRewardItem[]; current: number }) {
  return (
    /* A box that scrolls is reached by keyboard, and named for the screen reader that lands on it. */
    <div className="cl-vip-table-wrap" role="region" aria-label="等级特权" tabIndex={0}>
      <table className="cl-vip-table" data-testid="vip-privileges">
        <thead>
          <tr>
            <th>等级</th>
            <th>累计有效投注</th>
            <th>晋级奖励</th>
            <th>特权</th>
          </tr>
        </thead>
        <tbody>
          {levels.map((l) => (
            <tr key={l.level} className={l.level === current ? 'is-current' : undefined}>
              <td>{l.name}</td>
              <td>{formatMoney(l.threshold)}</td>
              <td>{l.reward > 0 ? formatMoney(l.reward) : '-'}</td>
              <td>{l.privileges.length ? l.privileges.join('、') : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
