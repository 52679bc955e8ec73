import { type WithdrawAccount, WithdrawAccountBody, type WithdrawAccountType } from '@cailiao/contracts';
import { Button, Form, Switch, Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { TestIdInput } from '../../../components/testid-input';
import { compactValues, toFormFields } from '../../../lib/form/zod-rule';
import { isApiError } from '../../../lib/http';
import { useCreateWithdrawAccount } from '../api/create-withdraw-account';
import { useAccountTypes } from '../api/get-account-types';
import { useUpdateWithdrawAccount } from '../api/update-withdraw-account';
import { QrUpload } from './qr-upload';

export interface AccountValues {
  type: WithdrawAccountType;
  accountName?: string;
  accountNo?: string;
  bankName?: string;
  bankBranch?: string;
  qrCodeUrl?: string;
  isDefault?: boolean;
}

const FIELDS = ['type', 'accountName', 'accountNo', 'bankName', 'bankBranch', 'qrCodeUrl'] as const;

/** Checks the form against the contract (per-type account number rules); field errors or the body. */
export function validateAccount(values: AccountValues, needsBank: boolean) {
  const trimmed = {
    ...values,
    accountName: values.accountName?.trim(),
    accountNo: values.accountNo?.trim(),
    bankName: needsBank ? values.bankName?.trim() : undefined,
    bankBranch: needsBank ? values.bankBranch?.trim() : undefined,
  };
  const parsed = WithdrawAccountBody.safeParse(compactValues(trimmed));
  if (parsed.success) return { body: parsed.data, errors: [] };
  const errors = parsed.error.issues.map((i) => ({
    field: String(i.path[0] ?? 'accountNo'),
    message: i.message,
  }));
  return { body: null, errors };
}

function TypeSelector({
  value,
  onChange,
}: {
  value?: WithdrawAccountType;
  onChange?: (t: WithdrawAccountType) => void;
}) {
  const types = useAccountTypes();
  return (
    <div className="cl-type-selector" role="radiogroup" aria-label="账户类型">
      {types.map((t) => (
        <button
          key={t.type}
          type="button"
          role="radio"
          aria-checked={t.type === value}
          className={
            t.type === value
              ? 'cl-type-selector__item cl-type-selector__item--active'
              : 'cl-type-selector__item'
          }
          onClick={() => onChange?.(t.type)}
          data-testid={`account-type-${t.type}`}
        >
          {t.name}
        </button>
      ))}
    </div>
  );
}

/** Add or edit a payout account: type, holder, number (checked per type), bank, QR code. */
export function AccountForm({
  account,
  onSaved,
}: {
  /** The account with its full number (edit), or undefined (add). */
  account?: WithdrawAccount;
  onSaved: (saved: WithdrawAccount) => void;
}) {
  const [form] = Form.useForm<AccountValues>();
  const types = useAccountTypes();
  const create = useCreateWithdrawAccount();
  const update = useUpdateWithdrawAccount();
  const type: WithdrawAccountType = Form.useWatch('type', form) ?? account?.type ?? 'bank';
  const info = types.find((t) => t.type === type) ?? types[0];

  useEffect(() => {
    if (!account) return;
    form.setFieldsValue({
      type: account.type,
      accountName: account.accountName,
      accountNo: account.accountNo,
      bankName: account.bankName ?? undefined,
      bankBranch: account.bankBranch ?? undefined,
      qrCodeUrl: account.qrCodeUrl ?? undefined,
    });
  }, [account, form]);

  const submit = async (values: AccountValues) => {
    const { body, errors } = validateAccount(values, info?.needsBankName ?? false);
    if (!body) {
      form.setFields(toFormFields(errors, FIELDS));
      return;
    }
    if (!info?.supportsQrCode) delete body.qrCodeUrl;
    try {
      const saved = account
        ? await update.mutateAsync({ id: account.id, body })
        : await create.mutateAsync(body);
      Toast.show({ icon: 'success', content: account ? '保存成功' : '添加成功' });
      onSaved(saved);
    } catch (error) {
      if (isApiError(error)) form.setFields(toFormFields(error.errors, FIELDS));
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      initialValues={{ type: 'bank', isDefault: false }}
      onFinish={submit}
      footer={
        <Button
          block
          type="submit"
          color="primary"
          loading={create.isPending || update.isPending}
          data-testid="account-save"
        >
          {account ? '保存修改' : '确认添加'}
        </Button>
      }
    >
      <Form.Item name="type" label="账户类型" layout="vertical">
        <TypeSelector />
      </Form.Item>
      <Form.Item name="accountName" label="真实姓名" rules={[{ required: true, message: '请输入户名' }]}>
        <TestIdInput testId="account-name" placeholder="收款人真实姓名" maxLength={30} />
      </Form.Item>
      <Form.Item
        name="accountNo"
        label={info?.accountNoLabel ?? '账号'}
        rules={[{ required: true, message: '请输入账号' }]}
      >
        <TestIdInput
          testId="account-no"
          placeholder={info?.accountNoPlaceholder}
          inputMode={type === 'bank' ? 'numeric' : 'text'}
          maxLength={100}
        />
      </Form.Item>
      {info?.needsBankName ? (
        <>
          <Form.Item name="bankName" label="开户银行" rules={[{ required: true, message: '请输入开户银行' }]}>
            <TestIdInput testId="account-bank" placeholder="如：中国工商银行" maxLength={50} />
          </Form.Item>
          <Form.Item name="bankBranch" label="开户支行">
            <TestIdInput testId="account-branch" placeholder="选填，如：深圳南山支行" maxLength={100} />
          </Form.Item>
        </>
      ) : null}
      {info?.supportsQrCode ? (
        <Form.Item name="qrCodeUrl" label="收款码" description="选填，支持jpg/png，5MB以内">
          <QrUpload accountType={type} />
        </Form.Item>
      ) : null}
      {account ? null : (
        <Form.Item name="isDefault" label="设为默认" valuePropName="checked">
          <Switch data-testid="account-default-switch" />
        </Form.Item>
      )}
    </Form>
  );
}
