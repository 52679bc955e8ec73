import { LIMITS } from '@cailiao/domain';
import { Button, Input, List, Popup, Toast } from 'antd-mobile';
import { useState } from 'react';
import { isValidQuickAmount } from '../../../lib/storage';
import { useSettingsStore } from '../store/settings-store';

/** Quick bet amounts (default 10/50/100/500/1000), each 1–100000, edited in a bottom sheet. */
export function QuickAmountsSection() {
  const amounts = useSettingsStore((s) => s.quickAmounts);
  const save = useSettingsStore((s) => s.saveQuickAmounts);
  const reset = useSettingsStore((s) => s.resetQuickAmounts);
  const [draft, setDraft] = useState<string[] | null>(null);

  const open = () => setDraft(amounts.map(String));
  const submit = () => {
    if (!draft) return;
    const values = draft.map((text) => Number(text.trim()));
    const bad = draft.findIndex((text, i) => text.trim() === '' || !isValidQuickAmount(values[i]));
    if (bad >= 0) {
      Toast.show({ content: `第${bad + 1}个金额须在${LIMITS.betMinYuan}-${LIMITS.betMaxYuan}元之间` });
      return;
    }
    if (save(values)) {
      Toast.show({ icon: 'success', content: '已保存' });
      setDraft(null);
    }
  };

  return (
    <>
      <List header="快捷投注金额" mode="card">
        <List.Item
          onClick={open}
          description="投注时一键填入的金额"
          extra={<span className="cl-quick-amounts">{amounts.join(' / ')}</span>}
          data-testid="quick-amounts"
        >
          快捷金额
        </List.Item>
      </List>
      <Popup
        visible={draft !== null}
        onMaskClick={() => setDraft(null)}
        bodyStyle={{ borderRadius: '12px 12px 0 0' }}
      >
        <div className="cl-sheet">
          <h3 className="cl-sheet__title">编辑快捷金额（元）</h3>
          <div className="cl-quick-grid">
            {draft?.map((value, index) => (
              <Input
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length list of slots
                key={index}
                className="cl-quick-grid__input"
                type="number"
                inputMode="decimal"
                value={value}
                min={LIMITS.betMinYuan}
                max={LIMITS.betMaxYuan}
                onChange={(text) => setDraft((d) => d?.map((v, i) => (i === index ? text : v)) ?? null)}
                aria-label={`快捷金额${index + 1}`}
              />
            ))}
          </div>
          <p className="cl-muted">
            每个金额 {LIMITS.betMinYuan}-{LIMITS.betMaxYuan} 元
          </p>
          <div className="cl-sheet__actions">
            <Button
              onClick={() => {
                reset();
                setDraft(null);
                Toast.show({ content: '已恢复默认金额' });
              }}
            >
              恢复默认
            </Button>
            <Button color="primary" onClick={submit} data-testid="quick-amounts-save">
              保存
            </Button>
          </div>
        </div>
      </Popup>
    </>
  );
}
