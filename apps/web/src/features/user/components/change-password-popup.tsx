import { Password } from '@cailiao/contracts';
import { PasswordSheet } from '../../../components/password-sheet';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { zodRule } from '../../../lib/form/zod-rule';
import { useChangePassword } from '../api/change-password';

const FIELDS = [
  {
    name: 'oldPassword',
    label: '原密码',
    rules: [{ required: true, message: '请输入原密码' }],
    input: { testId: 'password-old', placeholder: '请输入原密码', autoComplete: 'current-password' },
  },
  {
    name: 'newPassword',
    label: '新密码',
    rules: [zodRule(Password, { requiredMessage: '请输入新密码' })],
    input: { testId: 'password-new', placeholder: '6-32位新密码', autoComplete: 'new-password' },
  },
  {
    name: 'confirmPassword',
    label: '确认密码',
    dependsOn: 'newPassword',
    rules: confirmRules('newPassword', '请再次输入新密码'),
    input: { testId: 'password-confirm', placeholder: '请再次输入新密码', autoComplete: 'new-password' },
  },
];

/** Change password; the server signs out other devices and keeps this session. */
export function ChangePasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const change = useChangePassword();
  return (
    <PasswordSheet
      visible={visible}
      onClose={onClose}
      title="修改登录密码"
      fields={FIELDS}
      save={change.mutateAsync}
      saving={change.isPending}
      submitLabel="确认修改"
      submitTestId="password-save"
      doneToast="密码已修改，其他设备需重新登录"
    />
  );
}
