import type { RechargeOrder } from '@cailiao/contracts';
import { RightOutline } from 'antd-mobile-icons';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { navigateTo } from '../../../lib/navigation';
import { StatusTag } from './status-tag';

/** One line of 充值记录; opens the order. */
export function RechargeOrderItem({ order }: { order: RechargeOrder }) {
  return (
    <button
      type="button"
      className="cl-order"
      onClick={() => navigateTo(`/pages/recharge-detail/recharge-detail?id=${order.id}`)}
      data-testid={`recharge-order-${order.id}`}
    >
      <div className="cl-order__main">
        <div className="cl-order__title">
          {order.channelName}
          <StatusTag status={order.status} name={order.statusName} />
        </div>
        <div className="cl-order__meta">{formatDateTime(order.createdAt)}</div>
        <div className="cl-order__meta">订单号 {order.orderNo}</div>
      </div>
      <div className="cl-order__side">
        <span className="cl-order__amount">{formatMoney(order.amount)}</span>
        <RightOutline className="cl-order__arrow" />
      </div>
    </button>
  );
}
