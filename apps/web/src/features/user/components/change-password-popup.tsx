import { Password } from '@cailiao/contracts';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http/errors';
import { useChangePassword } from '../api/change-password';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Change password; the server signs out other devices and keeps this session. */
export function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const change = useChangePassword();

  const submit = async (values: Values) => {
    try {
      await change.mutateAsync(values);
      Toast.show({ icon: 'success', content: '密码已修改，其他设备需重新登录' });
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
        <h3 className="cl-sheet__title">修改登录密码</h3>
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
              data-testid="password-save"
            >
              确认修改
            </Button>
          }
        >
          <Form.Item
            required
            name="oldPassword"
            label="原密码"
            rules={[{ required: true, message: '请输入原密码' }]}
          >
            <TestIdInput
              testId="password-old"
              type="password"
              placeholder="请输入原密码"
              autoComplete="current-password"
            />
          </Form.Item>
          <Form.Item
            required
            name="newPassword"
            label="新密码"
            rules={[zodRule(Password, { requiredMessage: '请输入新密码' })]}
          >
            <TestIdInput
              testId="password-new"
              type="password"
              placeholder="6-32位新密码"
              autoComplete="new-password"
            />
          </Form.Item>
          <Form.Item
            required
            name="confirmPassword"
            label="确认密码"
            dependencies={['newPassword']}
            rules={confirmRules('newPassword', '请再次输入新密码')}
          >
            <TestIdInput
              testId="password-confirm"
              type="password"
              placeholder="请再次输入新密码"
              autoComplete="new-password"
            />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
