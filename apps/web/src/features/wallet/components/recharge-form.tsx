import type { CreateRechargeOrderBody, RechargeChannel, RechargeOrder } from '@cailiao/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useState } from 'react';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { TestIdInput } from '../../../components/testid-input';
import { formatMoney } from '../../../lib/format/money';
import { errorMessage, isApiError } from '../../../lib/http';
import { useBalance } from '../../user/api/get-balance';
import { useCreateRechargeOrder } from '../api/create-recharge-order';
import { useRechargeChannels } from '../api/get-recharge-channels';
import { type AmountCheck, checkRange, parseAmount, rechargeFeeFen } from '../lib/amount';
import { useRequestId } from '../lib/request-id';
import { AmountKeypad } from './amount-keypad';
import { ChannelPicker, channelFeeText } from './channel-picker';
import { InfoRows } from './info-rows';
import { PaymentInfo } from './payment-info';

type Checked = AmountCheck & { feeFen?: number };

/** The amount typed for a channel: valid, within the channel's range, and more than its fee. */
export function checkRechargeAmount(text: string, channel: RechargeChannel): Checked {
  const check = checkRange(parseAmount(text), channel.minAmount, channel.maxAmount, '单笔充值金额');
  if (!check.ok) return check;
  const feeFen = rechargeFeeFen(check.fen, channel);
  if (feeFen >= check.fen) return { ok: false, error: '充值金额不足以支付手续费' };
  return { ...check, feeFen };
}

function confirmRecharge(channel: RechargeChannel, yuan: number, feeFen: number) {
  return Dialog.confirm({
    title: '确认充值',
    content: (
      <InfoRows
        rows={[
          { label: '充值方式', value: channel.name },
          { label: '充值金额', value: `${formatMoney(yuan)} 元` },
          { label: '手续费', value: `${formatMoney(feeFen / 100)} 元` },
          { label: '预计到账', value: `${formatMoney(yuan - feeFen / 100)} 元` },
        ]}
      />
    ),
    confirmText: '确认充值',
    cancelText: '取消',
  });
}

/** Channel, amount (presets or typed), fee preview, where to pay; submits after a confirmation. */
export function RechargeForm({ onDone }: { onDone: (order: RechargeOrder) => void }) {
  const channels = useRechargeChannels();
  const balance = useBalance();
  const create = useCreateRechargeOrder();
  const requestId = useRequestId();
  const [code, setCode] = useState<string>();
  const [amount, setAmount] = useState('');
  const [payerName, setPayerName] = useState('');
  const [error, setError] = useState<string>();

  if (channels.isPending) return <PageLoading />;
  if (channels.isError)
    return <ErrorState message={errorMessage(channels.error)} onRetry={() => void channels.refetch()} />;
  const channel = channels.data.find((c) => c.code === code) ?? channels.data[0];
  if (!channel) return <EmptyState title="暂无可用的充值方式" description="请稍后再试或联系客服" />;

  const preview = amount.trim() ? checkRechargeAmount(amount, channel) : undefined;
  const feeFen = preview?.ok ? (preview.feeFen ?? 0) : 0;

  const submit = async () => {
    const check = checkRechargeAmount(amount, channel);
    if (!check.ok) {
      setError(check.error);
      return;
    }
    if (!(await confirmRecharge(channel, check.yuan, check.feeFen ?? 0))) return;
    const name = payerName.trim();
    const body: CreateRechargeOrderBody = {
      channelCode: channel.code,
      amount: check.yuan,
      ...(name && !channel.instant ? { payerName: name } : {}),
    };
    try {
      const order = await create.mutateAsync({ ...body, requestId: requestId.idFor(body) });
      requestId.done();
      onDone(order);
    } catch (e) {
      const field = isApiError(e) ? e.errors.find((f) => f.field === 'amount') : undefined;
      if (field) setError(field.message);
    }
  };

  return (
    <div className="cl-wallet">
      <section className="cl-wallet-hero">
        <span>当前余额（元）</span>
        <strong data-testid="recharge-balance">{formatMoney(balance.data?.balance)}</strong>
      </section>

      <section className="cl-section">
        <h3 className="cl-section__title">选择充值方式</h3>
        <ChannelPicker
          channels={channels.data}
          value={channel.code}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
        />
      </section>

      <section className="cl-section">
        <h3 className="cl-section__title">充值金额</h3>
        <AmountKeypad
          testId="recharge-amount"
          presets={channel.presets}
          value={amount}
          onChange={(text) => {
            setAmount(text);
            setError(undefined);
          }}
          error={error}
          hint={`单笔限额 ${formatMoney(channel.minAmount)} - ${formatMoney(channel.maxAmount)} 元 · ${channelFeeText(channel)}`}
        />
        {preview?.ok ? (
          <p className="cl-wallet-preview" data-testid="recharge-preview">
            手续费 {formatMoney(feeFen / 100)} 元，预计到账 <b>{formatMoney(preview.yuan - feeFen / 100)}</b>{' '}
            元
          </p>
        ) : null}
      </section>

      {channel.instant ? (
        <section className="cl-section">
          <h3 className="cl-section__title">充值说明</h3>
          <p className="cl-payment__note">{channel.instructions || '提交后立即到账。'}</p>
        </section>
      ) : (
        <section className="cl-section">
          <h3 className="cl-section__title">收款信息</h3>
          <PaymentInfo payment={channel} />
          <div className="cl-wallet-field">
            <span>付款人姓名</span>
            <TestIdInput
              testId="recharge-payer"
              placeholder="选填，便于核对到账"
              value={payerName}
              maxLength={50}
              onChange={setPayerName}
            />
          </div>
        </section>
      )}

      <div className="cl-wallet-actions">
        <Button
          block
          color="primary"
          size="large"
          loading={create.isPending}
          onClick={() => void submit()}
          data-testid="recharge-submit"
        >
          立即充值
        </Button>
      </div>
    </div>
  );
}
