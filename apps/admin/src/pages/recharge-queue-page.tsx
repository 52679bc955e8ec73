import type { AdminRechargeOrder } from '@cailiao/contracts';
import { Tag } from 'antd';
import { dateTime, yuan } from '../format';
import { can, useSession } from '../session';
import { ReviewQueue } from './review-queue';

const STATUSES = [
  { value: 'pending', label: '待审核' },
  { value: 'completed', label: '已到账' },
  { value: 'rejected', label: '已拒绝' },
  { value: 'cancelled', label: '已取消' },
  { value: 'expired', label: '已过期' },
];

/** Recharge orders awaiting the operator: confirm the money arrived (credit) or reject. */
export function RechargeQueuePage() {
  const current = useSession();
  return (
    <ReviewQueue<AdminRechargeOrder>
      title="充值审核"
      endpoint="/api/admin/recharge/orders"
      statuses={STATUSES}
      canReview={can(current, 'recharge.review')}
      approveLabel={() => '确认到账'}
      approveNote={(o) => `确认后将向玩家 ${o.username ?? o.userId} 入账 ${yuan(o.creditAmount)}`}
      columns={[
        { title: '订单号', dataIndex: 'orderNo' },
        { title: '玩家', render: (_, o) => `${o.username ?? '—'}（ID ${o.userId}）` },
        { title: '通道', dataIndex: 'channelName' },
        { title: '金额', align: 'right', render: (_, o) => yuan(o.amount) },
        { title: '到账金额', align: 'right', render: (_, o) => yuan(o.creditAmount) },
        { title: '付款人', render: (_, o) => o.payerName ?? '—' },
        { title: '状态', render: (_, o) => <Tag>{o.statusName}</Tag> },
        { title: '原因', render: (_, o) => o.reason ?? '—' },
        { title: '创建时间', render: (_, o) => dateTime(o.createdAt) },
      ]}
    />
  );
}
