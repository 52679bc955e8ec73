import { InviteCode, type RegisterBody, type Session } from '@cailiao/contracts';
import { Button, Form, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http/errors';
import { useCaptcha } from '../api/get-captcha';
import { useRegister } from '../api/register';
import { ACCOUNT_FIELDS, AccountFields, type AccountValues, accountBody } from './account-fields';
import { CaptchaField } from './captcha-field';

interface RegisterValues extends AccountValues {
  inviteCode?: string;
}

const FIELDS = [...ACCOUNT_FIELDS, 'inviteCode'] as const;

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
    const inviteCode = values.inviteCode?.trim();
    const body = { ...accountBody(values, captcha), ...(inviteCode ? { inviteCode } : {}) } as RegisterBody;
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
      <AccountFields testIdPrefix="register" />
      <Form.Item name="inviteCode" label="邀请码" rules={[zodRule(InviteCode, { optional: true })]}>
        <TestIdInput testId="register-invite" placeholder="选填" clearable maxLength={10} />
      </Form.Item>
      <CaptchaField captcha={captcha} testId="register-captcha" />
    </Form>
  );
}
