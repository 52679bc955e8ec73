import { Button, Dialog, Toast } from 'antd-mobile';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { errorMessage, isApiError } from '../../../lib/http';
import { linkTo } from '../../../lib/navigation';
import { useCancelRechargeOrder } from '../api/cancel-recharge-order';
import { useRechargeOrder } from '../api/get-recharge-order';
import { type InfoRow, InfoRows } from './info-rows';
import { PaymentInfo } from './payment-info';
import { StatusTag } from './status-tag';

/** One recharge order; a pending one shows where to pay and can be cancelled (after a confirmation). */
export function RechargeOrderDetail({ id }: { id: number }) {
  const order = useRechargeOrder(id);
  const cancel = useCancelRechargeOrder();

  if (!(id > 0)) return <EmptyState title="订单不存在" />;
  if (order.isPending) return <PageLoading />;
  if (order.isError) {
    if (isApiError(order.error) && order.error.status === 404) return <EmptyState title="订单不存在" />;
    return <ErrorState message={errorMessage(order.error)} onRetry={() => void order.refetch()} />;
  }
  const o = order.data;

  const onCancel = async () => {
    const ok = await Dialog.confirm({
      title: '取消订单',
      content: `确定取消这笔 ${formatMoney(o.amount)} 元的充值订单吗？已付款请勿取消。`,
      confirmText: '确定取消',
      cancelText: '再想想',
    });
    if (!ok) return;
    try {
      await cancel.mutateAsync(o.id);
      Toast.show({ icon: 'success', content: '订单已取消' });
    } catch {
      void order.refetch();
    }
  };

  const rows: InfoRow[] = [
    { label: '订单号', value: o.orderNo, copy: o.orderNo },
    { label: '状态', value: <StatusTag status={o.status} name={o.statusName} /> },
    { label: '充值方式', value: o.channelName },
    { label: '充值金额', value: `${formatMoney(o.amount)} 元`, testId: 'recharge-detail-amount' },
    { label: '手续费', value: `${formatMoney(o.fee)} 元` },
    { label: '到账金额', value: `${formatMoney(o.creditAmount)} 元` },
    { label: '创建时间', value: formatDateTime(o.createdAt) },
  ];
  if (o.status === 'pending') rows.push({ label: '付款期限', value: formatDateTime(o.expiresAt) });
  if (o.completedAt) rows.push({ label: '到账时间', value: formatDateTime(o.completedAt) });
  if (o.payerName) rows.push({ label: '付款人', value: o.payerName });
  if (o.reason) rows.push({ label: '说明', value: o.reason });

  return (
    <div className="cl-wallet" data-testid="recharge-detail" data-status={o.status}>
      <section className="cl-wallet-hero">
        <span>充值金额（元）</span>
        <strong>{formatMoney(o.amount)}</strong>
      </section>
      <section className="cl-section">
        <InfoRows rows={rows} />
      </section>
      {o.status === 'pending' ? (
        <section className="cl-section">
          <h3 className="cl-section__title">付款信息</h3>
          <PaymentInfo payment={o.payment} orderNo={o.orderNo} />
        </section>
      ) : null}
      <div className="cl-wallet-actions">
        {o.status === 'pending' ? (
          <Button
            block
            color="danger"
            fill="outline"
            loading={cancel.isPending}
            onClick={() => void onCancel()}
            data-testid="recharge-cancel"
          >
            取消订单
          </Button>
        ) : (
          <Button
            block
            color="primary"
            onClick={linkTo('/pages/recharge/recharge')}
            data-testid="recharge-new"
          >
            再次充值
          </Button>
        )}
      </div>
    </div>
  );
}
