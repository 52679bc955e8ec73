import { FeedbackBody } from '@cailiao/contracts';
import { Button, Form, Input, Selector, TextArea, Toast } from 'antd-mobile';
import { zodRule } from '../../../lib/form/zod-rule';
import { type FeedbackInput, useSubmitFeedback } from '../api/submit-feedback';

const TYPES = [
  { label: '问题反馈', value: 'bug' },
  { label: '功能建议', value: 'suggestion' },
  { label: '投诉', value: 'complaint' },
  { label: '其他', value: 'other' },
] as const;

interface Values {
  type: Array<FeedbackInput['type']>;
  content: string;
  contact?: string;
}

/** POST /api/feedback/submit { type, content (5–2000), contact }. */
export function FeedbackForm() {
  const [form] = Form.useForm<Values>();
  const submit = useSubmitFeedback();

  const onFinish = async (values: Values) => {
    try {
      const result = await submit.mutateAsync({
        type: values.type[0] ?? 'other',
        content: values.content.trim(),
        ...(values.contact?.trim() ? { contact: values.contact.trim() } : {}),
      });
      Toast.show({
        icon: 'success',
        content: result.message === '操作成功' ? '感谢您的反馈' : result.message,
      });
      form.resetFields();
    } catch {
      // toasted by the http client
    }
  };

  return (
    <Form
      form={form}
      mode="card"
      className="cl-feedback"
      initialValues={{ type: ['suggestion'], content: '', contact: '' }}
      onFinish={onFinish}
      footer={
        <Button block type="submit" color="primary" loading={submit.isPending} data-testid="feedback-submit">
          提交反馈
        </Button>
      }
    >
      <Form.Header>意见反馈</Form.Header>
      <Form.Item
        required
        name="type"
        label="反馈类型"
        rules={[{ required: true, message: '请选择反馈类型' }]}
      >
        <Selector columns={4} options={TYPES.map((t) => ({ ...t }))} />
      </Form.Item>
      <Form.Item
        required
        name="content"
        label="反馈内容"
        rules={[zodRule(FeedbackBody.shape.content, { requiredMessage: '请填写反馈内容' })]}
      >
        <TextArea
          placeholder="请描述您遇到的问题或建议（5-2000字）"
          maxLength={2000}
          showCount
          rows={4}
          data-testid="feedback-content"
        />
      </Form.Item>
      <Form.Item name="contact" label="联系方式">
        <Input placeholder="选填：手机号、QQ或微信" maxLength={100} clearable />
      </Form.Item>
    </Form>
  );
}
