import { accountTypeName, type WithdrawOrder } from '@cailiao/contracts';
import { Button, Result } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import { linkTo } from '../../../lib/navigation';
import { accountLabel } from './account-picker';
import { InfoRows } from './info-rows';

/** The submitted withdrawal: frozen until the operator pays it; it can still be cancelled. */
export function WithdrawResult({ order, onAgain }: { order: WithdrawOrder; onAgain: () => void }) {
  return (
    <div data-testid="withdraw-result" data-status={order.status}>
      <Result
        status="waiting"
        title="提现申请已提交"
        description={`已冻结 ${formatMoney(order.totalAmount)} 元，审核通过后打款到您的账户`}
      />
      <section className="cl-section">
        <InfoRows
          rows={[
            { label: '订单号', value: order.orderNo, copy: order.orderNo },
            {
              label: '提现账户',
              value: accountLabel({ ...order, typeName: accountTypeName(order.accountType) }),
            },
            { label: '提现金额', value: `${formatMoney(order.amount)} 元` },
            { label: '手续费', value: `${formatMoney(order.fee)} 元` },
            { label: '冻结金额', value: `${formatMoney(order.totalAmount)} 元` },
            { label: '状态', value: order.statusName },
          ]}
        />
      </section>
      <div className="cl-wallet-actions cl-wallet-actions--row">
        <Button
          color="primary"
          fill="outline"
          onClick={linkTo('/pages/withdraw-record/withdraw-record')}
          data-testid="withdraw-view-records"
        >
          查看提现记录
        </Button>
        <Button color="primary" onClick={onAgain} data-testid="withdraw-again">
          继续提现
        </Button>
      </div>
    </div>
  );
}
