import { PROTECTION_BLOCK_NAMES, type ProtectionStatus } from '@cailiao/contracts';
import { NoticeBar } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { navigateTo } from '../../../lib/navigation';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { useProtection } from '../api/protection';
import './protection.css';

const KIND_OF = { recharge: 'deposit', bet: 'loss' } as const;

function message(status: ProtectionStatus, action: 'recharge' | 'bet'): string | null {
  if (status.block)
    return `${PROTECTION_BLOCK_NAMES[status.block.kind]}中：${formatDateTime(status.block.until)} 前无法投注和充值，提现不受影响`;
  const limits = status.limits.filter((l) => l.kind === KIND_OF[action] && l.remaining !== null);
  if (limits.length === 0) return null;
  const tightest = limits.reduce((a, b) => ((b.remaining ?? 0) < (a.remaining ?? 0) ? b : a));
  const when = tightest.period === 'day' ? '今日' : '本月';
  return action === 'recharge'
    ? `您设定的充值限额：${when}还可充值 ${formatMoney(tightest.remaining)} 元`
    : `您设定的净亏损限额：${when}还剩 ${formatMoney(tightest.remaining)} 元`;
}

/** A line above the recharge form or the bet slip when the player's own protection applies. */
export function ProtectionNotice({ action }: { action: 'recharge' | 'bet' }) {
  // A guest has no protection settings (and a 401 would send them to log in).
  return useAuthStore(selectIsLoggedIn) ? <Notice action={action} /> : null;
}

function Notice({ action }: { action: 'recharge' | 'bet' }) {
  const status = useProtection();
  if (!status.data) return null;
  const text = message(status.data, action);
  if (!text) return null;
  return (
    <NoticeBar
      color={status.data.block ? 'alert' : 'default'}
      wrap
      content={text}
      extra={
        <button
          type="button"
          className="cl-protection-link"
          onClick={() => navigateTo('/pages/settings/settings?panel=health')}
        >
          健康游戏
        </button>
      }
      data-testid="protection-notice"
    />
  );
}
