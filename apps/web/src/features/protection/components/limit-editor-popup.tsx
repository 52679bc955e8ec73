import {
  PROTECTION_LIMIT_KIND_NAMES,
  PROTECTION_PERIOD_NAMES,
  type ProtectionLimit,
  YuanAmount,
} from '@cailiao/contracts';
import { Button, Dialog, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { TestIdInput } from '../../../components/testid-input';
import { formatMoney } from '../../../lib/format/money';
import { useSetProtectionLimit } from '../api/protection';

export const limitTitle = (l: Pick<ProtectionLimit, 'kind' | 'period'>) =>
  `${PROTECTION_PERIOD_NAMES[l.period]}${PROTECTION_LIMIT_KIND_NAMES[l.kind]}限额`;

function Editor({ limit, onClose }: { limit: ProtectionLimit; onClose: () => void }) {
  const [text, setText] = useState(limit.amount === null ? '' : String(limit.amount));
  const [error, setError] = useState<string | null>(null);
  const save = useSetProtectionLimit();

  const submit = async (amount: number | null) => {
    if (amount !== null) {
      const parsed = YuanAmount.safeParse(amount);
      if (!parsed.success) {
        setError(parsed.error.issues[0]?.message ?? '请输入有效的金额');
        return;
      }
    }
    const raising = amount === null || (limit.amount !== null && amount > limit.amount);
    if (raising) {
      const ok = await Dialog.confirm({
        title: amount === null ? '取消限额' : '提高限额',
        content: '为保护您，提高或取消限额将在24小时后生效，在此之前仍按当前限额执行。',
        confirmText: '确认提交',
        cancelText: '再想想',
      });
      if (!ok) return;
    }
    try {
      const status = await save.mutateAsync({ kind: limit.kind, period: limit.period, amount });
      const now = status.limits.find((l) => l.kind === limit.kind && l.period === limit.period);
      Toast.show({ icon: 'success', content: now?.pending ? '已提交，24小时后生效' : '限额已生效' });
      onClose();
    } catch {
      // the http client showed the server's message
    }
  };

  return (
    <div className="cl-protection-editor">
      <h3 className="cl-protection-editor__title">{limitTitle(limit)}</h3>
      <p className="cl-muted">
        当前：{limit.amount === null ? '未设置' : `${formatMoney(limit.amount)} 元`}
        {limit.amount !== null
          ? `，${limit.period === 'day' ? '今日' : '本月'}已用 ${formatMoney(limit.used)} 元`
          : ''}
      </p>
      <TestIdInput
        testId="limit-amount"
        className="cl-protection-editor__input"
        type="number"
        inputMode="decimal"
        placeholder="请输入限额金额（元）"
        value={text}
        onChange={(v) => {
          setText(v);
          setError(null);
        }}
        clearable
        aria-label="限额金额"
      />
      {error ? (
        <p className="cl-protection-editor__error" data-testid="limit-error">
          {error}
        </p>
      ) : null}
      <p className="cl-muted cl-protection-editor__hint">降低限额立即生效；提高或取消限额需等待24小时。</p>
      <Button
        block
        color="primary"
        shape="rounded"
        loading={save.isPending}
        onClick={() => void submit(text.trim() === '' ? Number.NaN : Number(text))}
        data-testid="limit-save"
      >
        保存
      </Button>
      {limit.amount !== null ? (
        <Button block fill="none" onClick={() => void submit(null)} data-testid="limit-remove">
          取消此限额
        </Button>
      ) : null}
    </div>
  );
}

/** Sets, lowers, raises or removes one limit. */
export function LimitEditorPopup({ limit, onClose }: { limit: ProtectionLimit | null; onClose: () => void }) {
  return (
    <Popup visible={limit !== null} onMaskClick={onClose} onClose={onClose} showCloseButton destroyOnClose>
      {limit ? <Editor limit={limit} onClose={onClose} /> : null}
    </Popup>
  );
}
