import { WithdrawPassword } from '@cailiao/contracts';
import type { PasswordField } from '../../../components/password-sheet';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { zodRule } from '../../../lib/form/zod-rule';

const digits = { inputMode: 'numeric', maxLength: 6 } as const;

/** A six-digit withdraw password field. */
export function digitsField(
  name: string,
  label: string,
  requiredMessage: string,
  testId: string,
  autoComplete: 'off' | 'new-password',
): PasswordField {
  return {
    name,
    label,
    rules: [zodRule(WithdrawPassword, { requiredMessage })],
    input: { testId, ...digits, placeholder: '6位数字', autoComplete },
  };
}

/** 确认密码 for a six-digit password: the same digits as `of`. */
export function confirmDigitsField(of: string, requiredMessage: string, testId: string): PasswordField {
  return {
    name: 'confirmPassword',
    label: '确认密码',
    dependsOn: of,
    rules: confirmRules(of, requiredMessage),
    input: { testId, ...digits, placeholder: '再次输入6位数字', autoComplete: 'new-password' },
  };
}
