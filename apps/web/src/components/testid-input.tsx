import { Input, type InputProps, type InputRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

export type TestIdInputProps = InputProps & {
  testId: string;
  /** The field's name for screen readers where no <label> names it (outside a Form.Item). */
  label?: string;
};

/**
 * antd-mobile's Input puts data-* and aria-* attributes on its wrapper div as well (where an
 * aria-label is not allowed); browser tests type into the <input> itself, and a screen reader reads
 * its name there, so the test id and the label go there.
 */
export function TestIdInput({ testId, label, ...props }: TestIdInputProps) {
  const ref = useRef<InputRef>(null);
  useLayoutEffect(() => {
    const input = ref.current?.nativeElement;
    input?.setAttribute('data-testid', testId);
    if (label) input?.setAttribute('aria-label', label);
  }, [testId, label]);
  return <Input ref={ref} {...props} />;
}
