import { Nickname } from '@cailiao/contracts';
import { Button, Form, Popup, Toast } from 'antd-mobile';
import { TestIdInput } from '../../../components/testid-input';
import { zodRule } from '../../../lib/form/zod-rule';
import { useUpdateNickname } from '../api/update-nickname';

/** Bottom sheet to change the nickname (PUT /api/user/nickname). */
export function NicknamePopup({
  visible,
  current,
  onClose,
}: {
  visible: boolean;
  current: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ nickname: string }>();
  const update = useUpdateNickname();

  const submit = async ({ nickname }: { nickname: string }) => {
    try {
      await update.mutateAsync(nickname.trim());
      Toast.show({ icon: 'success', content: '昵称已更新' });
      onClose();
    } catch {
      // toasted by the http client
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
        <h3 className="cl-sheet__title">修改昵称</h3>
        <Form
          form={form}
          initialValues={{ nickname: current }}
          onFinish={submit}
          footer={
            <Button
              block
              type="submit"
              color="primary"
              loading={update.isPending}
              data-testid="nickname-save"
            >
              保存
            </Button>
          }
        >
          <Form.Item
            required
            name="nickname"
            label="昵称"
            rules={[zodRule(Nickname, { requiredMessage: '请输入昵称' })]}
          >
            <TestIdInput testId="nickname-input" placeholder="1-20个字符" maxLength={20} clearable />
          </Form.Item>
        </Form>
      </div>
    </Popup>
  );
}
