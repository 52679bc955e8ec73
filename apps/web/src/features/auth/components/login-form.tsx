import { LoginBody, type Session } from '@cailiao/contracts';
import { Button, Form, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http/errors';
import { useCaptcha } from '../api/get-captcha';
import { useLogin } from '../api/login';
import { CaptchaField } from './captcha-field';

interface LoginValues {
  username: string;
  password: string;
  captchaCode?: string;
}

const FIELDS = ['username', 'password', 'captchaCode'] as const;

export function LoginForm({ onSuccess }: { onSuccess: (session: Session) => void }) {
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha('login');
  const login = useLogin();

  const submit = async (values: LoginValues) => {
    const code = values.captchaCode?.trim();
    try {
      const session = await login.mutateAsync({
        username: values.username.trim(),
        password: values.password,
        ...(captcha.data && code ? { captchaId: captcha.data.captchaId, captchaCode: code } : {}),
      });
      Toast.show({ icon: 'success', content: '登录成功' });
      onSuccess(session);
    } catch (error) {
      // The message was toasted by the http client; field errors go next to their fields.
      if (isApiError(error)) form.setFields(toFormFields(error.errors, FIELDS));
      form.setFieldValue('captchaCode', '');
      void captcha.refetch();
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className="cl-auth-form"
      onFinish={submit}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          loading={login.isPending}
          data-testid="login-submit"
        >
          登录
        </Button>
      }
    >
      <Form.Item
        required
        name="username"
        label="用户名"
        rules={[zodRule(LoginBody.shape.username, { requiredMessage: '请输入用户名' })]}
      >
        <TestIdInput
          testId="login-username"
          placeholder="请输入用户名"
          autoComplete="username"
          clearable
          maxLength={32}
        />
      </Form.Item>
      <Form.Item
        required
        name="password"
        label="密码"
        rules={[zodRule(LoginBody.shape.password, { requiredMessage: '请输入密码' })]}
      >
        <TestIdInput
          testId="login-password"
          type="password"
          placeholder="请输入密码"
          autoComplete="current-password"
          maxLength={64}
        />
      </Form.Item>
      <CaptchaField captcha={captcha} testId="login-captcha" />
    </Form>
  );
}
