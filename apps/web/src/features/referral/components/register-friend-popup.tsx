import { Nickname, Password, type RegisterFriendBody, Username } from '@cailiao/contracts';
import { Button, Dialog, Form, Popup } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { confirmRules } from '../../../lib/form/confirm-rules';
import { compactValues, toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http/errors';
import { useCaptcha } from '../../auth/api/get-captcha';
import { CaptchaField } from '../../auth/components/captcha-field';
import { useRegisterFriend } from '../api/register-friend';

interface Values {
  username: string;
  password: string;
  confirmPassword: string;
  nickname?: string;
  captchaCode?: string;
}
const FIELDS = ['username', 'password', 'confirmPassword', 'nickname', 'captchaCode'] as const;

function FriendForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<Values>();
  const captcha = useCaptcha('register-friend');
  const register = useRegisterFriend();

  const submit = async (values: Values) => {
    const code = values.captchaCode?.trim();
    const body = compactValues({
      username: values.username.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      nickname: values.nickname?.trim(),
      ...(captcha.data && code ? { captchaId: captcha.data.captchaId, captchaCode: code } : {}),
    }) as RegisterFriendBody;
    try {
      const friend = await register.mutateAsync(body);
      onDone();
      await Dialog.alert({
        title: '注册成功',
        content: `好友账号 ${friend.username} 已注册并绑定为您的一级好友，请把用户名和密码告诉好友登录。`,
        confirmText: '知道了',
      });
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
      onFinish={submit}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          shape="rounded"
          loading={register.isPending}
          data-testid="friend-submit"
        >
          注册并绑定
        </Button>
      }
    >
      <Form.Item
        required
        name="username"
        label="用户名"
        rules={[zodRule(Username, { requiredMessage: '请输入用户名' })]}
      >
        <TestIdInput testId="friend-username" placeholder="4-16位字母开头" maxLength={16} clearable />
      </Form.Item>
      <Form.Item
        required
        name="password"
        label="密码"
        rules={[zodRule(Password, { requiredMessage: '请输入密码' })]}
      >
        <TestIdInput
          testId="friend-password"
          type="password"
          placeholder="6-32位密码"
          maxLength={32}
          autoComplete="new-password"
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
          testId="friend-confirm"
          type="password"
          placeholder="请再次输入密码"
          maxLength={32}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item name="nickname" label="昵称" rules={[zodRule(Nickname, { optional: true })]}>
        <TestIdInput testId="friend-nickname" placeholder="选填" maxLength={20} clearable />
      </Form.Item>
      <CaptchaField captcha={captcha} testId="friend-captcha" />
    </Form>
  );
}

/** 替好友注册: an account for a friend, bound to me, with registration's checks. */
export function RegisterFriendPopup({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      bodyClassName="cl-referral-friend-popup"
    >
      <h3 className="cl-referral-qr-popup__title">替好友注册</h3>
      <p className="cl-muted cl-referral-friend-popup__hint">注册后好友自动绑定为您的一级好友</p>
      {visible ? <FriendForm onDone={onClose} /> : null}
    </Popup>
  );
}
