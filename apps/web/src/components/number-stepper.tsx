import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';

export interface NumberStepperProps {
  /** The field's name, read by screen readers (刷新间隔). */
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  'data-testid'?: string;
}

/**
 * A whole number with − and + buttons. antd-mobile's Stepper leaves its input without a name and puts
 * aria-value* on a wrapper without a role; this one is a named spinbutton (an input of type number)
 * between named buttons. A typed value is clamped to [min, max] when the field loses focus.
 */
export function NumberStepper({
  label,
  value,
  min,
  max,
  step = 1,
  disabled,
  onChange,
  'data-testid': testId,
}: NumberStepperProps) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (n: number) => {
    const next = Math.min(max, Math.max(min, Math.round(n)));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  return (
    <span className="cl-stepper" data-testid={testId}>
      <button
        type="button"
        className="cl-stepper__button"
        aria-label={`减少${label}`}
        disabled={disabled || value <= min}
        onClick={() => commit(value - step)}
      >
        <MinusOutline aria-hidden="true" />
      </button>
      <input
        className="cl-stepper__input"
        type="number"
        inputMode="numeric"
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => {
          const n = Number(draft);
          if (draft.trim() === '' || !Number.isFinite(n)) setDraft(String(value));
          else commit(n);
        }}
      />
      <button
        type="button"
        className="cl-stepper__button"
        aria-label={`增加${label}`}
        disabled={disabled || value >= max}
        onClick={() => commit(value + step)}
      >
        <AddOutline aria-hidden="true" />
      </button>
    </span>
  );
}
