import { Button, Popup } from 'antd-mobile';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TestIdInput } from '../../../../components/testid-input';

export interface TextField {
  name: string;
  label: string;
  placeholder?: string;
  maxLength: number;
  testId: string;
  initial?: string;
}

/** A bottom sheet with a few text fields and one action (remark, friend request). */
export function TextPopup({
  visible,
  title,
  intro,
  fields,
  submitText,
  submitTestId,
  onSubmit,
  onClose,
}: {
  visible: boolean;
  title: string;
  intro?: ReactNode;
  fields: TextField[];
  submitText: string;
  submitTestId: string;
  onSubmit: (values: Record<string, string>) => Promise<boolean>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;

  // Fresh values each time the sheet opens (not on every render of the caller).
  useEffect(() => {
    if (visible) setValues(Object.fromEntries(fieldsRef.current.map((f) => [f.name, f.initial ?? ''])));
  }, [visible]);

  const submit = async () => {
    setBusy(true);
    try {
      if (await onSubmit(values)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} destroyOnClose bodyClassName="cl-sheet-body">
      <div className="cl-sheet">
        <h3 className="cl-sheet__title">{title}</h3>
        {intro}
        {fields.map((f) => (
          <label key={f.name} className="cl-text-field">
            <span className="cl-text-field__label">{f.label}</span>
            <TestIdInput
              testId={f.testId}
              placeholder={f.placeholder}
              maxLength={f.maxLength}
              value={values[f.name] ?? ''}
              onChange={(v) => setValues((current) => ({ ...current, [f.name]: v }))}
              clearable
            />
          </label>
        ))}
        <Button block color="primary" loading={busy} onClick={submit} data-testid={submitTestId}>
          {submitText}
        </Button>
      </div>
    </Popup>
  );
}
