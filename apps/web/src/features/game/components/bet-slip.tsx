import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { TestIdInput } from '../../../components/testid-input';
import { formatMoney } from '../../../lib/format/money';
import { parseAmount, type SlipItem, slipKey, slipTotal } from '../slip';

export interface BetSlipProps {
  items: readonly SlipItem[];
  amountText: string;
  onAmountChange: (text: string) => void;
  quickAmounts: readonly number[];
  /** Message of a refused submit (validation or server). */
  error: string | null;
  /** Betting is closed for the running issue (封盘). */
  closed: boolean;
  onRemove: (item: SlipItem) => void;
  onClear: () => void;
  onSubmit: () => void;
  /** Opens 追号 (the slip over the coming issues); absent where chasing is not offered. */
  onChase?: () => void;
}

/** The bottom bar: quick amounts, selected count, amount per item, total, submit. */
export function BetSlip(props: BetSlipProps) {
  const {
    items,
    amountText,
    onAmountChange,
    quickAmounts,
    error,
    closed,
    onRemove,
    onClear,
    onSubmit,
    onChase,
  } = props;
  const [listOpen, setListOpen] = useState(false);
  const parsed = parseAmount(amountText);
  const total = parsed.ok ? slipTotal(items.length, parsed.amount) : 0;
  const liveError = amountText.trim() !== '' && !parsed.ok ? parsed.error : null;
  const shown = error ?? liveError;

  return (
    <div className="cl-slip" data-testid="bet-slip">
      <div className="cl-slip__quick">
        {quickAmounts.map((n) => (
          <button
            type="button"
            key={n}
            className={parsed.ok && parsed.amount === n ? 'cl-chip cl-chip--on' : 'cl-chip'}
            aria-pressed={parsed.ok && parsed.amount === n}
            data-testid={`quick-amount-${n}`}
            onClick={() => onAmountChange(String(n))}
          >
            {n}
          </button>
        ))}
      </div>
      <div className="cl-slip__bar">
        <button
          type="button"
          className="cl-slip__count"
          onClick={() => setListOpen(true)}
          disabled={items.length === 0}
        >
          已选 <b data-testid="slip-count">{items.length}</b> 注
        </button>
        <div className="cl-slip__amount">
          <TestIdInput
            testId="slip-amount"
            type="number"
            inputMode="decimal"
            placeholder="单注金额"
            value={amountText}
            onChange={onAmountChange}
            aria-label="单注金额"
            clearable
          />
        </div>
        <div className="cl-slip__total">
          合计 <b data-testid="slip-total">{formatMoney(total)}</b>
        </div>
        {onChase ? (
          <Button
            color="primary"
            fill="outline"
            size="small"
            className="cl-slip__chase"
            onClick={onChase}
            data-testid="slip-chase"
          >
            追号
          </Button>
        ) : null}
        <Button
          color="primary"
          size="small"
          className="cl-slip__submit"
          disabled={closed}
          onClick={onSubmit}
          data-testid="slip-submit"
        >
          {closed ? '已封盘' : '投注'}
        </Button>
      </div>
      {shown ? (
        <div className="cl-slip__error" role="alert" data-testid="slip-error">
          {shown}
        </div>
      ) : null}
      <Popup visible={listOpen} onMaskClick={() => setListOpen(false)} bodyClassName="cl-slip__popup">
        <div className="cl-slip__popup-head">
          <h2 className="cl-popup-title">投注单（{items.length} 注）</h2>
          <button
            type="button"
            className="cl-link"
            onClick={() => {
              onClear();
              setListOpen(false);
            }}
          >
            清空
          </button>
        </div>
        <ul className="cl-slip__list">
          {items.map((item) => (
            <li key={slipKey(item.play, item.option)}>
              <span className="cl-grow">{item.name}</span>
              <span className="cl-slip__odds">@{item.odds}</span>
              <button type="button" className="cl-link" onClick={() => onRemove(item)}>
                删除
              </button>
            </li>
          ))}
        </ul>
      </Popup>
    </div>
  );
}
