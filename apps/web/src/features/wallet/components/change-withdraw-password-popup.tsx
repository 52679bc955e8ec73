import { PasswordSheet } from '../../../components/password-sheet';
import { useChangeWithdrawPassword } from '../api/change-withdraw-password';
import { confirmDigitsField, digitsField } from './withdraw-password-fields';

const FIELDS = [
  digitsField('oldPassword', '当前密码', '请输入当前提现密码', 'withdraw-password-old', 'off'),
  digitsField('newPassword', '新密码', '请输入新提现密码', 'withdraw-password-next', 'new-password'),
  confirmDigitsField('newPassword', '请再次输入新提现密码', 'withdraw-password-again'),
];

/** Changes the withdraw password: the current one, then the new one typed twice. */
export function ChangeWithdrawPasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const change = useChangeWithdrawPassword();
  return (
    <PasswordSheet
      visible={visible}
      onClose={onClose}
      title="修改提现密码"
      hint="输入当前提现密码，再设置新的6位数字密码。连续输错5次将锁定30分钟。"
      fields={FIELDS}
      save={change.mutateAsync}
      saving={change.isPending}
      submitLabel="确认修改"
      submitTestId="withdraw-password-change-save"
      doneToast="提现密码已修改"
    />
  );
}
