import { WithdrawPassword } from '@cailiao/contracts';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http';
import { useSetWithdrawPassword } from '../api/set-withdraw-password';

interface Values {
  password: string;
  confirmPassword: string;
}

/** Sets the six-digit withdraw password, typed twice. */
export function SetPasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const set = useSetWithdrawPassword();

  const submit = async (values: Values) => {
    try {
      await set.mutateAsync(values);
      Toast.show({ icon: 'success', content: '提现密码已设置' });
      form.resetFields();
      onClose();
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFields(error.errors, ['password', 'confirmPassword']));
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      destroyOnClose
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <div className="cl-sheet">
        <h3 className="cl-sheet__title">设置提现密码</h3>
        <p className="cl-muted">提现密码为6位数字，用于确认每一笔提现，请牢记且不要告诉他人。</p>
        <Form
          form={form}
          layout="horizontal"
          onFinish={submit}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              loading={set.isPending}
              data-testid="withdraw-password-save"
            >
              确认设置
            </Button>
          }
        >
          <Form.Item
            name="password"
            label="提现密码"
            rules={[zodRule(WithdrawPassword, { requiredMessage: '请输入提现密码' })]}
          >
            <TestIdInput
              testId="withdraw-password-new"
              type="password"
              inputMode="numeric"
              maxLength={6}
              placeholder="6位数字"
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="确认密码"
            dependencies={['password']}
            rules={confirmRules('password', '请再次输入提现密码')}
          >
            <TestIdInput
              testId="withdraw-password-confirm"
              type="password"
              inputMode="numeric"
              maxLength={6}
              placeholder="再次输入6位数字"
              autoComplete="new-password"
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
