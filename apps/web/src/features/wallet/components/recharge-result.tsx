import type { RechargeOrder } from '@cailiao/contracts';
import { Button, Result } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { linkTo } from '../../../lib/navigation';
import { useBalance } from '../../user/api/get-balance';
import { InfoRows } from './info-rows';
import { PaymentInfo } from './payment-info';

/** After submitting: credited at once (demo channel) or waiting for the payment, with where to pay. */
export function RechargeResult({ order, onAgain }: { order: RechargeOrder; onAgain: () => void }) {
  const balance = useBalance();
  const done = order.status === 'completed';
  const pending = order.status === 'pending';

  return (
    <div className="cl-wallet" data-testid="recharge-result" data-status={order.status}>
      <Result
        status={done ? 'success' : pending ? 'waiting' : 'info'}
        title={done ? '充值成功' : pending ? '订单已提交，请尽快付款' : order.statusName}
        description={
          done
            ? `已到账 ${formatMoney(order.creditAmount)} 元`
            : pending
              ? `请在 ${formatDateTime(order.expiresAt)} 前完成付款，到账后余额自动更新`
              : (order.reason ?? '')
        }
      />
      <section className="cl-section">
        <InfoRows
          rows={[
            { label: '订单号', value: order.orderNo, copy: order.orderNo },
            { label: '充值方式', value: order.channelName },
            { label: '充值金额', value: `${formatMoney(order.amount)} 元`, testId: 'recharge-result-amount' },
            { label: '手续费', value: `${formatMoney(order.fee)} 元` },
            { label: '到账金额', value: `${formatMoney(order.creditAmount)} 元` },
            {
              label: '当前余额',
              value: `${formatMoney(balance.data?.balance)} 元`,
              testId: 'recharge-result-balance',
            },
          ]}
        />
      </section>
      {pending ? (
        <section className="cl-section">
          <h3 className="cl-section__title">付款信息</h3>
          <PaymentInfo payment={order.payment} orderNo={order.orderNo} />
        </section>
      ) : null}
      <div className="cl-wallet-actions cl-wallet-actions--row">
        <Button
          color="primary"
          fill="outline"
          onClick={linkTo(`/pages/recharge-detail/recharge-detail?id=${order.id}`)}
          data-testid="recharge-view-order"
        >
          查看订单
        </Button>
        <Button color="primary" fill="outline" onClick={onAgain} data-testid="recharge-again">
          继续充值
        </Button>
        <Button color="primary" onClick={linkTo('/pages/my/my')} data-testid="recharge-done">
          完成
        </Button>
      </div>
    </div>
  );
}
