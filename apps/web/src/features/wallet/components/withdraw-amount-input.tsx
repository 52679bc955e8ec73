import { TestIdInput } from '../../../components/testid-input';

/** The amount of a withdrawal (form control: value/onChange) with a 全部 button. */
export function WithdrawAmountInput({
  value,
  onChange,
  onAll,
}: {
  value?: string;
  onChange?: (text: string) => void;
  onAll: () => void;
}) {
  return (
    <div className="cl-amount-input">
      <span className="cl-amount-input__prefix">¥</span>
      <TestIdInput
        testId="withdraw-amount"
        type="text"
        inputMode="decimal"
        placeholder="请输入提现金额"
        value={value ?? ''}
        onChange={(text) => onChange?.(text.replace(/[^\d.]/g, ''))}
        aria-label="提现金额"
      />
      <button type="button" className="cl-wallet-link" onClick={onAll} data-testid="withdraw-all">
        全部
      </button>
    </div>
  );
}
