import type { WithdrawAccount, WithdrawConfig, WithdrawOrder } from '@cailiao/contracts';
import { WithdrawPassword } from '@cailiao/contracts';
import { Button, Dialog, Form, NoticeBar, Toast } from 'antd-mobile';
import { useState } from 'react';
import { TestIdInput } from '../../../components/testid-input';
import { toFormFields, zodRule } from '../../../lib/form/zod-rule';
import { formatMoney } from '../../../lib/format/money';
import { formatDateTime } from '../../../lib/format/time';
import { isApiError } from '../../../lib/http';
import { linkTo, navigateTo } from '../../../lib/navigation';
import { useCreateWithdrawOrder } from '../api/create-withdraw-order';
import type { PasswordStatus } from '../api/get-withdraw-password-status';
import { maxWithdrawableFen } from '../lib/amount';
import { useRequestId } from '../lib/request-id';
import { AccountPicker, accountLabel } from './account-picker';
import { InfoRows } from './info-rows';
import { SetPasswordPopup } from './set-password-popup';
import { WithdrawAmountInput } from './withdraw-amount-input';
import { checkWithdrawAmount, feeRuleText } from './withdraw-checks';

interface Values {
  accountId?: number;
  amount?: string;
  withdrawPassword?: string;
}

export interface WithdrawFormProps {
  accounts: WithdrawAccount[];
  config: WithdrawConfig;
  password: PasswordStatus;
  availableFen: number;
  onDone: (order: WithdrawOrder) => void;
}

const ADD_ACCOUNT = '/pages/withdraw-account/withdraw-account?from=withdraw';

/** Account, amount with fee preview, withdraw password; submits after a confirmation. */
export function WithdrawForm({ accounts, config, password, availableFen, onDone }: WithdrawFormProps) {
  const [form] = Form.useForm<Values>();
  const create = useCreateWithdrawOrder();
  const requestId = useRequestId();
  const [settingPassword, setSettingPassword] = useState(false);
  const amountText = Form.useWatch('amount', form) ?? '';
  const defaultAccount = accounts.find((a) => a.isDefault) ?? accounts[0];
  const preview = amountText.trim() ? checkWithdrawAmount(amountText, config, availableFen) : undefined;
  const noCountLeft = config.remainingCount <= 0;
  const turnoverBlocks = config.turnoverRequired && config.turnoverRemaining > 0;

  const fillAll = () => {
    const max = maxWithdrawableFen(availableFen, config);
    if (max === 0) Toast.show({ content: `可用余额不足最低提现金额 ${formatMoney(config.minAmount)} 元` });
    else form.setFieldValue('amount', formatMoney(max / 100));
  };

  const submit = async (values: Values) => {
    if (!password.isSet) {
      Toast.show({ content: '请先设置提现密码' });
      setSettingPassword(true);
      return;
    }
    const check = checkWithdrawAmount(values.amount ?? '', config, availableFen);
    const account = accounts.find((a) => a.id === values.accountId);
    if (!check.ok || !account || !values.withdrawPassword) return;
    const ok = await Dialog.confirm({
      title: '确认提现',
      content: (
        <InfoRows
          rows={[
            { label: '提现账户', value: accountLabel(account) },
            { label: '提现金额', value: `${formatMoney(check.yuan)} 元` },
            { label: '手续费', value: `${formatMoney((check.feeFen ?? 0) / 100)} 元` },
            { label: '冻结金额', value: `${formatMoney((check.totalFen ?? 0) / 100)} 元` },
          ]}
        />
      ),
      confirmText: '确认提现',
      cancelText: '取消',
    });
    if (!ok) return;
    const body = { accountId: account.id, amount: check.yuan, withdrawPassword: values.withdrawPassword };
    try {
      const order = await create.mutateAsync({ ...body, requestId: requestId.idFor(body) });
      requestId.done();
      onDone(order);
    } catch (error) {
      if (!isApiError(error)) return;
      form.setFields(toFormFields(error.errors, ['accountId', 'amount', 'withdrawPassword']));
      if (error.code.startsWith('WITHDRAW_PASSWORD')) form.setFieldValue('withdrawPassword', '');
    }
  };

  return (
    <>
      {turnoverBlocks ? (
        <NoticeBar
          color="alert"
          wrap
          content={`还需完成 ${formatMoney(config.turnoverRemaining)} 元投注流水才能提现`}
        />
      ) : null}
      <Form
        form={form}
        layout="vertical"
        mode="card"
        initialValues={{ accountId: defaultAccount?.id }}
        onFinish={submit}
        footer={
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={create.isPending}
            disabled={noCountLeft || password.locked}
            data-testid="withdraw-submit"
          >
            {noCountLeft ? '今日提现次数已用完' : '申请提现'}
          </Button>
        }
      >
        <Form.Header>提现到</Form.Header>
        {/* Keyed: a Form.Item with a name uses a hook more than one without, so one never turns into the other. */}
        {accounts.length > 0 ? (
          <Form.Item key="account" name="accountId" rules={[{ required: true, message: '请选择提现账户' }]}>
            <AccountPicker accounts={accounts} onAdd={() => navigateTo(ADD_ACCOUNT)} />
          </Form.Item>
        ) : (
          <Form.Item key="add-account">
            <Button
              block
              fill="outline"
              color="primary"
              onClick={linkTo(ADD_ACCOUNT)}
              data-testid="withdraw-add-account"
            >
              添加提现账户
            </Button>
          </Form.Item>
        )}

        <Form.Header>提现金额</Form.Header>
        <Form.Item
          name="amount"
          description={
            <span>
              单笔 {formatMoney(config.minAmount)} - {formatMoney(config.maxAmount)} 元 ·{' '}
              {feeRuleText(config)} · 今日剩余 {config.remainingCount}/{config.dailyCount} 次
            </span>
          }
          rules={[
            {
              validator: async (_: unknown, value: unknown) => {
                const check = checkWithdrawAmount(String(value ?? ''), config, availableFen);
                if (!check.ok) throw new Error(check.error);
              },
            },
          ]}
        >
          <WithdrawAmountInput onAll={fillAll} />
        </Form.Item>
        {preview?.ok ? (
          <Form.Item>
            <p className="cl-wallet-preview" data-testid="withdraw-fee">
              手续费 {formatMoney((preview.feeFen ?? 0) / 100)} 元，共冻结{' '}
              <b>{formatMoney((preview.totalFen ?? 0) / 100)}</b> 元，到账 {formatMoney(preview.yuan)} 元
            </p>
          </Form.Item>
        ) : null}

        <Form.Header>提现密码</Form.Header>
        {!password.isSet ? (
          <Form.Item key="password-guide">
            <div className="cl-wallet-guide">
              <span>您还未设置提现密码，设置后才能提现</span>
              <Button
                size="small"
                color="primary"
                onClick={() => setSettingPassword(true)}
                data-testid="withdraw-password-setup"
              >
                去设置
              </Button>
            </div>
          </Form.Item>
        ) : password.locked ? (
          <Form.Item key="password-locked">
            <p className="cl-form-error" data-testid="withdraw-password-locked">
              提现密码错误次数过多，已锁定至 {formatDateTime(password.lockedUntil)}
            </p>
          </Form.Item>
        ) : (
          <Form.Item
            key="password"
            name="withdrawPassword"
            description={
              password.remainingAttempts < 5 ? `密码错误还可尝试 ${password.remainingAttempts} 次` : undefined
            }
            rules={[zodRule(WithdrawPassword, { requiredMessage: '请输入提现密码' })]}
          >
            <TestIdInput
              testId="withdraw-password"
              type="password"
              inputMode="numeric"
              maxLength={6}
              placeholder="请输入6位提现密码"
              autoComplete="off"
            />
          </Form.Item>
        )}
      </Form>
      <SetPasswordPopup visible={settingPassword} onClose={() => setSettingPassword(false)} />
    </>
  );
}
