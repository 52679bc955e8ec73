import { accountTypeName, type WithdrawOrder } from '@cailiao/contracts';
import { Button, Dialog, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { useCancelWithdrawOrder } from '../api/cancel-withdraw-order';
import { accountLabel } from './account-picker';
import { type InfoRow, InfoRows } from './info-rows';
import { StatusTag } from './status-tag';

/** Asks, then cancels a pending withdrawal (its amount + fee is unfrozen). */
function useCancel(order: WithdrawOrder) {
  const cancel = useCancelWithdrawOrder();
  const run = async () => {
    const ok = await Dialog.confirm({
      title: '取消提现',
      content: `确定取消这笔 ${formatMoney(order.amount)} 元的提现吗？冻结的 ${formatMoney(order.totalAmount)} 元将退回可用余额。`,
      confirmText: '确定取消',
      cancelText: '再想想',
    });
    if (!ok) return false;
    try {
      await cancel.mutateAsync(order.id);
      Toast.show({ icon: 'success', content: '提现已取消，金额已解冻' });
      return true;
    } catch {
      return false;
    }
  };
  return { run, pending: cancel.isPending };
}

function detailRows(o: WithdrawOrder): InfoRow[] {
  const rows: InfoRow[] = [
    { label: '订单号', value: o.orderNo, copy: o.orderNo },
    { label: '状态', value: <StatusTag status={o.status} name={o.statusName} /> },
    { label: '提现账户', value: accountLabel({ ...o, typeName: accountTypeName(o.accountType) }) },
    { label: '户名', value: o.accountName },
    { label: '提现金额', value: `${formatMoney(o.amount)} 元` },
    { label: '手续费', value: `${formatMoney(o.fee)} 元` },
    { label: '合计', value: `${formatMoney(o.totalAmount)} 元` },
    { label: '申请时间', value: formatDateTime(o.createdAt) },
  ];
  if (o.completedAt) rows.push({ label: '到账时间', value: formatDateTime(o.completedAt) });
  if (o.reason) rows.push({ label: '说明', value: o.reason });
  return rows;
}

/** One line of 提现记录: a pending one can be cancelled in place; a tap shows the details. */
export function WithdrawOrderItem({ order }: { order: WithdrawOrder }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancel(order);
  const pending = order.status === 'pending';

  return (
    <>
      <div className="cl-order" data-testid={`withdraw-order-${order.id}`} data-status={order.status}>
        <button type="button" className="cl-order__main cl-order__tap" onClick={() => setOpen(true)}>
          <div className="cl-order__title">
            提现至 {order.bankName || accountTypeName(order.accountType)}
            <StatusTag status={order.status} name={order.statusName} />
          </div>
          <div className="cl-order__meta">
            {order.accountNo} · 手续费 {formatMoney(order.fee)}
          </div>
          <div className="cl-order__meta">{formatDateTime(order.createdAt)}</div>
        </button>
        <div className="cl-order__side">
          <span className="cl-order__amount">{formatMoney(order.amount)}</span>
          {pending ? (
            <Button
              size="mini"
              color="danger"
              fill="outline"
              loading={cancel.pending}
              onClick={() => void cancel.run()}
              data-testid={`withdraw-cancel-${order.id}`}
            >
              取消
            </Button>
          ) : null}
        </div>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        <div className="cl-sheet" data-testid="withdraw-detail">
          <h3 className="cl-sheet__title">提现详情</h3>
          <InfoRows rows={detailRows(order)} />
          <div className="cl-sheet__actions">
            {pending ? (
              <Button
                block
                color="danger"
                fill="outline"
                loading={cancel.pending}
                onClick={async () => {
                  if (await cancel.run()) setOpen(false);
                }}
                data-testid="withdraw-detail-cancel"
              >
                取消提现
              </Button>
            ) : null}
            <Button block onClick={() => setOpen(false)}>
              关闭
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
