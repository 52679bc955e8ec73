import { Nickname, Password, Username } from '@cailiao/contracts';
import { Form } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { compactValues, zodRule } from '../../../lib/form/zod-rule';
import type { useCaptcha } from '../api/get-captcha';

/** What a new account is made of, wherever one is registered (注册, 替好友注册). */
export interface AccountValues {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  captchaCode?: string;
}
export const ACCOUNT_FIELDS = ['username', 'password', 'confirmPassword', 'nickname', 'captchaCode'] as const;

/** The body of a registration: trimmed names, empty optional fields dropped, the captcha if one was shown. */
export function accountBody(values: AccountValues, captcha: ReturnType<typeof useCaptcha>) {
  const code = values.captchaCode?.trim();
  return compactValues({
    username: values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    nickname: values.nickname?.trim(),
    ...(captcha.data && code ? { captchaId: captcha.data.captchaId, captchaCode: code } : {}),
  });
}

/**
 * 用户名, 密码, 确认密码 and 昵称; test ids are `${testIdPrefix}-username` and so on. For someone
 * else's account (替好友注册) the browser must not fill in the player's own saved login.
 */
export function AccountFields({
  testIdPrefix,
  forOther = false,
}: {
  testIdPrefix: string;
  forOther?: boolean;
}) {
  return (
    <>
      <Form.Item
        required
        name="username"
        label="用户名"
        rules={[zodRule(Username, { requiredMessage: '请输入用户名' })]}
      >
        <TestIdInput
          testId={`${testIdPrefix}-username`}
          placeholder="4-16位字母开头"
          autoComplete={forOther ? 'off' : 'username'}
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
          testId={`${testIdPrefix}-password`}
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
          testId={`${testIdPrefix}-confirm`}
          type="password"
          placeholder="请再次输入密码"
          autoComplete="new-password"
          maxLength={32}
        />
      </Form.Item>
      <Form.Item name="nickname" label="昵称" rules={[zodRule(Nickname, { optional: true })]}>
        <TestIdInput
          testId={`${testIdPrefix}-nickname`}
          placeholder="选填，最多20个字符"
          clearable
          maxLength={20}
        />
      </Form.Item>
    </>
  );
}
