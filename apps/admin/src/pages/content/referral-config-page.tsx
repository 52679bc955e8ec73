import type { ReferralConfig } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { useState } from 'react';
import { api, get } from '../../api';
import { failure, Loaded } from './content-kit';

const KEY = ['admin-referral-config'];
const LEVELS = ['一级（直推）', '二级', '三级'];

function RatesForm({ initial }: { initial: ReferralConfig }) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ rates: (number | null)[] }>();
  const padded = [0, 1, 2].map((i) => initial.ratesPercent[i] ?? null);

  const submit = async () => {
    const { rates } = await form.validateFields();
    // Levels are paid from the first: a gap would pay a third level and not a second.
    const firstEmpty = rates.findIndex((r) => r === null || r === undefined);
    const ratesPercent = (firstEmpty === -1 ? rates : rates.slice(0, firstEmpty)).map(Number);
    if (rates.slice(ratesPercent.length).some((r) => r !== null && r !== undefined)) {
      message.error('请从一级开始连续填写返佣比例');
      return;
    }
    modal.confirm({
      title: '确认修改返佣比例？',
      content: `新比例：${ratesPercent.length ? ratesPercent.map((r, i) => `${LEVELS[i]} ${r}%`).join('，') : '不返佣'}。保存后新的结算按新比例计算。`,
      okText: '确认保存',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const { message: said } = await api('PUT', '/api/admin/referral/config', { ratesPercent });
          message.success(said || '已保存');
          await client.invalidateQueries({ queryKey: KEY });
        } catch (e) {
          message.error(failure(e));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Form form={form} initialValues={{ rates: padded }} layout="vertical" style={{ maxWidth: 480 }}>
      <Typography.Paragraph type="secondary">
        下级玩家投注结算后，按有效流水的比例给上级计提佣金；单级最高10%，最多两位小数，留空表示该级不返佣。
      </Typography.Paragraph>
      {LEVELS.map((label, i) => (
        <Form.Item key={label} name={['rates', i]} label={`${label}返佣比例`}>
          <InputNumber
            min={0}
            max={10}
            precision={2}
            suffix="%"
            style={{ width: 200 }}
            aria-label={`${label}返佣比例`}
          />
        </Form.Item>
      ))}
      <Space>
        <Button type="primary" onClick={submit} loading={busy}>
          保存比例
        </Button>
      </Space>
    </Form>
  );
}

/** Referral commission rates per level (GET/PUT /api/admin/referral/config). */
export function ReferralConfigPage() {
  const config = useQuery({
    queryKey: KEY,
    queryFn: () => get<ReferralConfig>('/api/admin/referral/config'),
  });
  return (
    <Card title="推广返佣">
      <Loaded query={config}>{(data) => <RatesForm key={JSON.stringify(data)} initial={data} />}</Loaded>
    </Card>
  );
}
