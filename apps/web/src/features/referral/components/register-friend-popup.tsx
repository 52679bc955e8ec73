import type { RegisterFriendBody } from '@cailiao/contracts';
import { Button, Dialog, Form, Popup } from 'antd-mobile';
import { toFormFields } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http/errors';
import { useCaptcha } from '../../auth/api/get-captcha';
import {
  ACCOUNT_FIELDS,
  AccountFields,
  type AccountValues,
  accountBody,
} from '../../auth/components/account-fields';
import { CaptchaField } from '../../auth/components/captcha-field';
import { useRegisterFriend } from '../api/register-friend';

function FriendForm({ onDone }: { onDone: () => void }) {
  const [form] = Form.useForm<AccountValues>();
  const captcha = useCaptcha('register-friend');
  const register = useRegisterFriend();

  const submit = async (values: AccountValues) => {
    const body = accountBody(values, captcha) as RegisterFriendBody;
    try {
      const friend = await register.mutateAsync(body);
      onDone();
      await Dialog.alert({
        title: '注册成功',
        content: `好友账号 ${friend.username} 已注册并绑定为您的一级好友，请把用户名和密码告诉好友登录。`,
        confirmText: '知道了',
      });
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFields(error.errors, ACCOUNT_FIELDS));
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
      <AccountFields testIdPrefix="friend" forOther />
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
