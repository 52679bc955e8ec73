import { RED_ENVELOPE, validateRedEnvelope } from '@cailiao/domain';
import { Button, Dialog, List, Popup, Selector, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { TestIdInput } from '../../../../components/testid-input';
import { isApiError } from '../../../../lib/http';
import { sendRedEnvelope } from '../../api/red-envelopes';
import { newClientMsgId } from '../../realtime/outbox';
import type { ConversationTarget } from '../../types';
import './red-envelope.css';

export interface RedEnvelopeSheetProps {
  target: ConversationTarget;
  /** Group size: a group envelope has at most this many shares. */
  memberCount?: number;
  visible: boolean;
  onClose: () => void;
}

type Kind = 'lucky' | 'normal';

const toFen = (text: string) => {
  const t = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return Number.NaN;
  return Math.round(Number(t) * 100);
};

/** The envelope the form describes, or why it cannot be sent. */
export function checkEnvelope(
  kind: Kind,
  amountText: string,
  countText: string,
  maxCount: number,
): { ok: true; totalFen: number; count: number } | { ok: false; error: string } {
  const count = Number(countText);
  if (!Number.isInteger(count) || count < 1) return { ok: false, error: '请输入红包个数' };
  if (count > Math.min(maxCount, RED_ENVELOPE.maxCount))
    return { ok: false, error: `红包个数最多${Math.min(maxCount, RED_ENVELOPE.maxCount)}个` };
  const fen = toFen(amountText);
  if (!Number.isFinite(fen) || fen <= 0) return { ok: false, error: '请输入金额（最多两位小数）' };
  const totalFen = kind === 'normal' ? fen * count : fen;
  const refusal = validateRedEnvelope(totalFen, count);
  if (refusal === 'AMOUNT_OUT_OF_RANGE') return { ok: false, error: '红包总金额应在0.01-20000元之间' };
  if (refusal === 'SHARE_TOO_SMALL') return { ok: false, error: '单个红包金额不能少于0.01元' };
  if (refusal) return { ok: false, error: '红包个数不正确' };
  return { ok: true, totalFen, count };
}

/**
 * The send sheet of the composer: lucky (total split at random) or normal (the same amount each)
 * in a group, one envelope to a friend; blessing and optional password. The money leaves only
 * after the confirmation.
 */
export function RedEnvelopeSheet({ target, memberCount, visible, onClose }: RedEnvelopeSheetProps) {
  const group = target.type === 'GROUP';
  const [kind, setKind] = useState<Kind>(group ? 'lucky' : 'normal');
  const [amount, setAmount] = useState('');
  const [count, setCount] = useState(group ? '' : '1');
  const [blessing, setBlessing] = useState('');
  const [password, setPassword] = useState('');
  const [sending, setSending] = useState(false);
  const [requestId, setRequestId] = useState(newClientMsgId);

  useEffect(() => {
    if (!visible) return;
    setRequestId(newClientMsgId());
  }, [visible]);

  const checked = checkEnvelope(kind, amount, group ? count : '1', group ? (memberCount ?? 100) : 1);
  const touched = amount !== '' && (!group || count !== '');
  const totalText = checked.ok ? (checked.totalFen / 100).toFixed(2) : '0.00';

  const send = async () => {
    if (!checked.ok || sending) return;
    const ok = await Dialog.confirm({
      title: '确认发红包',
      content: `将从余额中扣除 ¥${totalText}，共${checked.count}个红包`,
      confirmText: '塞钱进红包',
      cancelText: '取消',
    });
    if (!ok) return;
    setSending(true);
    try {
      await sendRedEnvelope({
        amount: checked.totalFen / 100,
        count: checked.count,
        type: kind,
        blessing: blessing.trim() || undefined,
        password: password.trim() || undefined,
        requestId,
        ...(group ? { groupId: target.targetId } : { toUserId: target.targetId }),
      });
      Toast.show({ content: '红包已发出', icon: 'success' });
      setAmount('');
      setBlessing('');
      setPassword('');
      onClose();
    } catch (e) {
      Toast.show({ content: isApiError(e) ? e.message : '发送失败，请重试', icon: 'fail' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0' }}
    >
      <div className="cl-redsheet" data-testid="red-envelope-sheet">
        <div className="cl-redsheet__title">发红包</div>
        {group ? (
          <Selector
            columns={2}
            value={[kind]}
            onChange={(v) => v[0] && setKind(v[0] as Kind)}
            options={[
              { label: '拼手气红包', value: 'lucky' },
              { label: '普通红包', value: 'normal' },
            ]}
          />
        ) : null}
        <List mode="card">
          {group ? (
            <List.Item title="红包个数" extra={memberCount ? `本群共${memberCount}人` : undefined}>
              <TestIdInput
                testId="red-envelope-count"
                type="number"
                inputMode="numeric"
                placeholder="填写个数"
                value={count}
                onChange={setCount}
              />
            </List.Item>
          ) : null}
          <List.Item title={group && kind === 'lucky' ? '总金额' : group ? '单个金额' : '金额'}>
            <TestIdInput
              testId="red-envelope-amount"
              type="text"
              inputMode="decimal"
              placeholder="¥0.00"
              value={amount}
              onChange={setAmount}
            />
          </List.Item>
          <List.Item title="祝福语">
            <TestIdInput
              testId="red-envelope-blessing"
              placeholder={RED_ENVELOPE.blessing}
              maxLength={30}
              value={blessing}
              onChange={setBlessing}
            />
          </List.Item>
          <List.Item title="口令">
            <TestIdInput
              testId="red-envelope-password"
              placeholder="选填，领取时需输入"
              maxLength={20}
              value={password}
              onChange={setPassword}
            />
          </List.Item>
        </List>
        <div className="cl-redsheet__total" data-testid="red-envelope-total">
          ¥{totalText}
        </div>
        <div className="cl-redsheet__error" role="alert">
          {touched && !checked.ok ? checked.error : ''}
        </div>
        <Button
          block
          color="primary"
          shape="rounded"
          loading={sending}
          disabled={!checked.ok}
          onClick={() => void send()}
          data-testid="red-envelope-send"
        >
          塞钱进红包
        </Button>
      </div>
    </Popup>
  );
}
