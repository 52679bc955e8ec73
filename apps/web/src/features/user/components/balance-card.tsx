import { Button } from 'antd-mobile';
import { LoopOutline } from 'antd-mobile-icons';
import { formatMoney, formatSignedMoney } from '../../../lib/format/money';
import { linkTo } from '../../../lib/navigation';
import { useAuthStore } from '../../auth/store/auth-store';
import { useBalance } from '../api/get-balance';
import './user.css';

/** Balance detail (yuan) with refresh, recharge and withdraw. */
export function BalanceCard() {
  const { data, isFetching, refetch } = useBalance();
  const sessionBalance = useAuthStore((s) => s.user?.balance);
  const balance = data?.balance ?? sessionBalance ?? 0;

  const figures = [
    { label: '可用余额', value: formatMoney(data?.availableBalance ?? balance) },
    { label: '冻结金额', value: formatMoney(data?.frozenAmount ?? 0) },
    { label: '今日盈亏', value: formatSignedMoney(data?.todayWinLoss ?? 0) },
    { label: '待开奖', value: formatMoney(data?.pendingAmount ?? 0) },
  ];

  return (
    <section className="cl-balance" aria-label="账户余额">
      <div className="cl-balance__label">
        账户余额（元）
        <button
          type="button"
          className={isFetching ? 'cl-balance__refresh cl-spin' : 'cl-balance__refresh'}
          onClick={() => void refetch()}
          aria-label="刷新余额"
          data-testid="balance-refresh"
        >
          <LoopOutline />
        </button>
      </div>
      <div className="cl-balance__amount" data-testid="my-balance">
        {formatMoney(balance)}
      </div>
      <dl className="cl-balance__grid">
        {figures.map((f) => (
          <div key={f.label} className="cl-balance__figure">
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
      <div className="cl-balance__actions">
        <Button
          color="primary"
          shape="rounded"
          onClick={linkTo('/pages/recharge/recharge')}
          data-testid="my-recharge"
        >
          充值
        </Button>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={linkTo('/pages/withdraw/withdraw')}
          data-testid="my-withdraw"
        >
          提现
        </Button>
      </div>
    </section>
  );
}
