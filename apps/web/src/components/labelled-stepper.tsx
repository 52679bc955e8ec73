import { Stepper, type StepperProps, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

/**
 * antd-mobile's Stepper leaves its number field unnamed and repeats the field's aria-value* on the
 * field's wrapper div, where they are not allowed: the field is named here and the wrapper cleaned,
 * after every render since the Stepper writes them again when the value changes.
 */
export function LabelledStepper({ label, ...props }: StepperProps & { label: string }) {
  const ref = useRef<StepperRef>(null);
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement;
    if (!input) return;
    input.setAttribute('aria-label', label);
    const wrapper = input.closest('.adm-stepper-input');
    for (const name of ['aria-valuenow', 'aria-valuemin', 'aria-valuemax']) wrapper?.removeAttribute(name);
  });
  return <Stepper ref={ref} {...props} />;
}
