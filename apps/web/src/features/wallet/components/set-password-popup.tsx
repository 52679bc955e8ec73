import { PasswordSheet } from '../../../components/password-sheet';
import { useSetWithdrawPassword } from '../api/set-withdraw-password';
import { confirmDigitsField, digitsField } from './withdraw-password-fields';

const FIELDS = [
  digitsField('password', '提现密码', '请输入提现密码', 'withdraw-password-new', 'new-password'),
  confirmDigitsField('password', '请再次输入提现密码', 'withdraw-password-confirm'),
];

/** Sets the six-digit withdraw password, typed twice. */
export function SetPasswordPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const set = useSetWithdrawPassword();
  return (
    <PasswordSheet
      visible={visible}
      onClose={onClose}
      title="设置提现密码"
      hint="提现密码为6位数字，用于确认每一笔提现，请牢记且不要告诉他人。"
      fields={FIELDS}
      save={set.mutateAsync}
      saving={set.isPending}
      submitLabel="确认设置"
      submitTestId="withdraw-password-save"
      doneToast="提现密码已设置"
    />
  );
}
