import { TestIdInput } from '../../../components/testid-input';

/** Amount entry: a grid of preset amounts and a free input (yuan, ≤ 2 decimals). */
export function AmountKeypad({
  presets,
  value,
  onChange,
  error,
  hint,
  testId,
}: {
  presets: number[];
  value: string;
  onChange: (text: string) => void;
  error?: string;
  hint?: string;
  testId: string;
}) {
  return (
    <div className="cl-keypad">
      {presets.length > 0 ? (
        <div className="cl-keypad__grid">
          {presets.map((amount) => {
            const active = value !== '' && Number(value) === amount;
            return (
              <button
                key={amount}
                type="button"
                className={active ? 'cl-keypad__key cl-keypad__key--active' : 'cl-keypad__key'}
                onClick={() => onChange(String(amount))}
                data-testid={`${testId}-preset-${amount}`}
              >
                {amount}
                <small>元</small>
              </button>
            );
          })}
        </div>
      ) : null}
      <div className={error ? 'cl-amount-input cl-amount-input--error' : 'cl-amount-input'}>
        <span className="cl-amount-input__prefix">¥</span>
        <TestIdInput
          testId={testId}
          type="text"
          inputMode="decimal"
          placeholder="请输入金额"
          value={value}
          clearable
          onChange={(text) => onChange(text.replace(/[^\d.]/g, ''))}
          aria-label="金额"
        />
      </div>
      {error ? (
        <p className="cl-form-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : hint ? (
        <p className="cl-muted cl-keypad__hint">{hint}</p>
      ) : null}
    </div>
  );
}
