import type { Captcha } from '@cailiao/contracts';
import { Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { TestIdInput } from '../../../components/testid-input';

export interface CaptchaState {
  data?: Captcha;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Captcha code input with the server's image beside it; tap the image for a new one. */
export function CaptchaField({ captcha, testId }: { captcha: CaptchaState; testId: string }) {
  const refresh = () => void captcha.refetch();
  let image: ReactNode;
  if (captcha.data) {
    image = (
      <img
        className="cl-captcha__image"
        src={captcha.data.image}
        alt="验证码，点击刷新"
        title="点击刷新"
        onClick={refresh}
        data-testid={`${testId}-image`}
        style={captcha.isFetching ? { opacity: 0.5 } : undefined}
      />
    );
  } else {
    image = (
      <button type="button" className="cl-captcha__placeholder" onClick={refresh}>
        {captcha.isError ? '点击重试' : '加载中…'}
      </button>
    );
  }
  return (
    <Form.Item name="captchaCode" label="验证码" extra={image} className="cl-captcha">
      <TestIdInput testId={testId} placeholder="请输入验证码" maxLength={8} autoComplete="off" clearable />
    </Form.Item>
  );
}
