import { type AdminWithdrawOrder, accountTypeName } from '@cailiao/contracts';
import { Space, Tag } from 'antd';
import { dateTime, yuan } from '../format';
import { can, useSession } from '../session';
import { ReviewQueue } from './review-queue';

const STATUSES = [
  { value: 'pending', label: '待审核' },
  { value: 'completed', label: '已出款' },
  { value: 'rejected', label: '已拒绝' },
  { value: 'cancelled', label: '已取消' },
];

/**
 * Withdrawals awaiting payout. Above the second-approval amount two different operators approve
 * (maker-checker): the first approval is recorded, the second pays out.
 */
export function WithdrawQueuePage() {
  const current = useSession();
  const me = current?.operator.id;
  const stage = (o: AdminWithdrawOrder) =>
    !o.needsSecondApproval ? 'single' : o.firstApprovedBy === null ? 'first' : 'second';
  return (
    <ReviewQueue<AdminWithdrawOrder>
      title="提现审核"
      endpoint="/api/admin/withdraw/orders"
      statuses={STATUSES}
      canReview={can(current, 'withdraw.review')}
      approveLabel={(o) => ({ single: '确认出款', first: '初审通过', second: '复核出款' })[stage(o)]}
      approveBlocked={(o) => (stage(o) === 'second' && o.firstApprovedBy === me ? '待他人复核' : null)}
      approveNote={(o) =>
        stage(o) === 'first'
          ? '大额提现需双人审核：您的初审通过后，还需另一位运营人员复核才会出款。'
          : `确认已向玩家账户打款 ${yuan(o.amount)}，冻结金额将扣除。`
      }
      columns={[
        {
          title: '订单号',
          dataIndex: 'orderNo',
          width: 120,
          render: (v: string) => <span style={{ wordBreak: 'break-all' }}>{v}</span>,
        },
        { title: '玩家', render: (_, o) => `${o.username ?? '—'}（ID ${o.userId}）` },
        { title: '金额', align: 'right', render: (_, o) => yuan(o.amount) },
        { title: '手续费', align: 'right', render: (_, o) => yuan(o.fee) },
        {
          title: '收款账户',
          render: (_, o) => (
            <>
              <div>
                {accountTypeName(o.accountType)} {o.bankName ?? ''}
              </div>
              <div>
                {o.accountName} {o.accountNo}
              </div>
            </>
          ),
        },
        {
          title: '状态',
          render: (_, o) => (
            <Space size={4} direction="vertical">
              <Tag>{o.statusName}</Tag>
              {o.needsSecondApproval && o.status === 'pending' && (
                <Tag color={o.firstApprovedBy === null ? 'orange' : 'blue'}>
                  {o.firstApprovedBy === null
                    ? '需双人审核'
                    : `已初审（操作员 ${o.firstApprovedBy}），待复核`}
                </Tag>
              )}
            </Space>
          ),
        },
        { title: '原因', render: (_, o) => o.reason ?? '—' },
        { title: '申请时间', width: 110, render: (_, o) => dateTime(o.createdAt) },
      ]}
    />
  );
}
