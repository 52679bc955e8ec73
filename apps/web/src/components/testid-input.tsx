import { Input, type InputProps, type InputRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

export type TestIdInputProps = InputProps & { testId: string };

/**
 * antd-mobile's Input puts data-* attributes on its wrapper div; browser tests type into the
 * <input> itself, so the test id goes there.
 */
export function TestIdInput({ testId, ...props }: TestIdInputProps) {
  const ref = useRef<InputRef>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('data-testid', testId);
  }, [testId]);
  return <Input ref={ref} {...props} />;
}
