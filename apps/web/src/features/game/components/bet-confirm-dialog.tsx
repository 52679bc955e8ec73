import { Button, Dialog } from 'antd-mobile';
import { formatMoney } from '../../../lib/format/money';
import { type SlipItem, slipKey, slipTotal } from '../slip';

export interface BetConfirmDialogProps {
  visible: boolean;
  gameName: string;
  issueNo: string;
  items: readonly SlipItem[];
  amount: number;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Lists every item of the slip with its odds and stake, and the total, before anything is debited. */
export function BetConfirmDialog(props: BetConfirmDialogProps) {
  const { visible, gameName, issueNo, items, amount, submitting, onConfirm, onCancel } = props;
  return (
    <Dialog
      visible={visible}
      title="确认投注"
      onClose={onCancel}
      content={
        <div className="cl-confirm" data-testid="bet-confirm-dialog">
          <div className="cl-confirm__issue">
            {gameName} · 第 {issueNo} 期
          </div>
          <ul className="cl-confirm__list">
            {items.map((item) => (
              <li key={slipKey(item.play, item.option)}>
                <span className="cl-grow">{item.name}</span>
                <span className="cl-confirm__odds">@{item.odds}</span>
                <span className="cl-confirm__amount">{formatMoney(amount)}</span>
              </li>
            ))}
          </ul>
          <div className="cl-confirm__total">
            共 {items.length} 注，合计{' '}
            <b data-testid="confirm-total">{formatMoney(slipTotal(items.length, amount))}</b> 元
          </div>
          <div className="cl-confirm__actions">
            <Button block onClick={onCancel} disabled={submitting}>
              取消
            </Button>
            <Button block color="primary" loading={submitting} onClick={onConfirm} data-testid="bet-confirm">
              确认投注
            </Button>
          </div>
        </div>
      }
    />
  );
}
