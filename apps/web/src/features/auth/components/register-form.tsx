import {
  InviteCode,
  Nickname,
  Password,
  type RegisterBody,
  type Session,
  Username,
} from '@cailiao/contracts';
import { Button, Form, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { compactValues, toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http/errors';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { CaptchaField } from './captcha-field';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  inviteCode?: string;
  captchaCode?: string;
}

const FIELDS = ['username', 'password', 'confirmPassword', 'nickname', 'inviteCode', 'captchaCode'] as const;

export function RegisterForm({
  inviteCode,
  disabled,
  onSuccess,
}: {
  inviteCode?: string;
  disabled?: boolean;
  onSuccess: (session: Session) => void;
}) {
  const [form] = Form.useForm<RegisterValues>();
  const captcha = useCaptcha('register');
  const register = useRegister();

  const submit = async (values: RegisterValues) => {
    const code = values.captchaCode?.trim();
    const body = compactValues({
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      nickname: values.nickname?.trim(),
      inviteCode: values.inviteCode?.trim(),
      ...(captcha.data && code ? { captchaId: captcha.data.captchaId, captchaCode: code } : {}),
    }) as RegisterBody;
    try {
      const session = await register.mutateAsync(body);
      Toast.show({ icon: 'success', content: '注册成功' });
      onSuccess(session);
    } catch (error) {
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
      initialValues={{ inviteCode: inviteCode ?? '' }}
      onFinish={submit}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          shape="rounded"
          disabled={disabled}
          loading={register.isPending}
          data-testid="register-submit"
        >
          {disabled ? '暂停注册' : '注册'}
        </Button>
      }
    >
      <Form.Item
        required
        name="username"
        label="用户名"
        rules={[zodRule(Username, { requiredMessage: '请输入用户名' })]}
      >
        <TestIdInput
          testId="register-username"
          placeholder="4-16位字母开头"
          autoComplete="username"
          clearable
          maxLength={16}
        />
      </Form.Item>
      <Form.Item
        required
        name="password"
        label="密码"
        rules={[zodRule(Password, { requiredMessage: '请输入密码' })]}
      >
        <TestIdInput
          testId="register-password"
          type="password"
          placeholder="6-32位密码"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item
        required
        name="confirmPassword"
        label="确认密码"
        dependencies={['password']}
        rules={confirmRules('password', '请再次输入密码')}
      >
        <TestIdInput
          testId="register-confirm"
          type="password"
          placeholder="请再次输入密码"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item name="nickname" label="昵称" rules={[zodRule(Nickname, { optional: true })]}>
        <TestIdInput testId="register-nickname" placeholder="选填，最多20个字符" clearable maxLength={20} />
      </Form.Item>
      <Form.Item name="inviteCode" label="邀请码" rules={[zodRule(InviteCode, { optional: true })]}>
        <TestIdInput testId="register-invite" placeholder="选填" clearable maxLength={10} />
      </Form.Item>
      <CaptchaField captcha={captcha} testId="register-captcha" />
    </Form>
  );
}
