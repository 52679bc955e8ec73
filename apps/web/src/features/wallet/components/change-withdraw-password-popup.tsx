import { WithdrawPassword } from '@cailiao/contracts';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http';
import { type ChangeWithdrawPasswordInput, useChangeWithdrawPassword } from '../api/change-withdraw-password';

const digits = { type: 'password', inputMode: 'numeric', maxLength: 6 } as const;

/** Changes the withdraw password: the current one, then the new one typed twice. */
export function ChangeWithdrawPasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ChangeWithdrawPasswordInput>();
  const change = useChangeWithdrawPassword();

  const submit = async (values: ChangeWithdrawPasswordInput) => {
    try {
      await change.mutateAsync(values);
      Toast.show({ icon: 'success', content: '提现密码已修改' });
      form.resetFields();
      onClose();
    } catch (error) {
      if (isApiError(error))
        form.setFields(toFormFields(error.errors, ['oldPassword', 'newPassword', 'confirmPassword']));
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
        <h3 className="cl-sheet__title">修改提现密码</h3>
        <p className="cl-muted">输入当前提现密码，再设置新的6位数字密码。连续输错5次将锁定30分钟。</p>
        <Form
          form={form}
          layout="horizontal"
          onFinish={submit}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              loading={change.isPending}
              data-testid="withdraw-password-change-save"
            >
              确认修改
            </Button>
          }
        >
          <Form.Item
            name="oldPassword"
            label="当前密码"
            rules={[zodRule(WithdrawPassword, { requiredMessage: '请输入当前提现密码' })]}
          >
            <TestIdInput
              testId="withdraw-password-old"
              {...digits}
              placeholder="6位数字"
              autoComplete="off"
            />
          </Form.Item>
          <Form.Item
            name="newPassword"
            label="新密码"
            rules={[zodRule(WithdrawPassword, { requiredMessage: '请输入新提现密码' })]}
          >
            <TestIdInput
              testId="withdraw-password-next"
              {...digits}
              placeholder="6位数字"
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            name="confirmPassword"
            label="确认密码"
            dependencies={['newPassword']}
            rules={confirmRules('newPassword', '请再次输入新提现密码')}
          >
            <TestIdInput
              testId="withdraw-password-again"
              {...digits}
              placeholder="再次输入6位数字"
              autoComplete="new-password"
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
