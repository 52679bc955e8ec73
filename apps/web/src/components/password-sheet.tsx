import { Button, Form, type FormItemProps, Popup, Toast } from 'antd-mobile';
import type { ReactNode } from 'react';
import { toFormFields } from '../lib/form/zod-rule';
import { isApiError } from '../lib/http/errors';
import { TestIdInput, type TestIdInputProps } from './testid-input';

/** One password field of a sheet: where it goes in the form and how its input looks. */
export interface PasswordField {
  name: string;
  label: string;
  rules: FormItemProps['rules'];
  /** The field a 确认密码 field repeats. */
  dependsOn?: string;
  input: Omit<TestIdInputProps, 'type'>;
}

interface PasswordSheetProps<V> {
  visible: boolean;
  onClose: () => void;
  title: string;
  hint?: ReactNode;
  fields: readonly PasswordField[];
  /** The request; a rejected field error lands under its field. */
  save: (values: V) => Promise<unknown>;
  saving: boolean;
  submitLabel: string;
  submitTestId: string;
  doneToast: string;
}

/**
 * The bottom sheet every password form of the app uses (login password, withdraw password set and
 * change): the fields typed as dots, the server's field errors under their fields, a toast and a
 * closed sheet once saved.
 */
export function PasswordSheet<V extends object>(props: PasswordSheetProps<V>) {
  const { visible, onClose, title, hint, fields, save, saving } = props;
  const [form] = Form.useForm<V>();

  const submit = async (values: V) => {
    try {
      await save(values);
      Toast.show({ icon: 'success', content: props.doneToast });
      form.resetFields();
      onClose();
    } catch (error) {
      if (isApiError(error))
        form.setFields(
          toFormFields(
            error.errors,
            fields.map((f) => f.name),
          ),
        );
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
        <h3 className="cl-sheet__title">{title}</h3>
        {hint && <p className="cl-muted">{hint}</p>}
        <Form
          form={form}
          layout="horizontal"
          onFinish={submit}
          footer={
            <Button block type="submit" color="primary" loading={saving} data-testid={props.submitTestId}>
              {props.submitLabel}
            </Button>
          }
        >
          {fields.map((f) => (
            <Form.Item
              key={f.name}
              required
              name={f.name}
              label={f.label}
              rules={f.rules}
              {...(f.dependsOn ? { dependencies: [f.dependsOn] } : {})}
            >
              <TestIdInput type="password" {...f.input} />
            </Form.Item>
          ))}
        </Form>
      </div>
    </Popup>
  );
}
