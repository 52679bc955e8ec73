import type { EngagementSettingsInput } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Divider, Form, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { api, get } from '../../api';
import { failure, Loaded } from './content-kit';

const KEY = ['admin-engagement-settings'];
type Settings = EngagementSettingsInput;

/** Ascending with no repeats: what the level table and the tiers must be. */
const ascending = (values: number[]) => values.every((v, i) => i === 0 || v > values[i - 1]!);

function SettingsForm({ initial }: { initial: Settings }) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Settings>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    const levels = values.vipLevels ?? [];
    if (!ascending(levels.map((l) => l.level)) || !ascending(levels.map((l) => l.threshold))) {
      message.error('VIP等级和升级流水必须从低到高递增');
      return;
    }
    if (!ascending((values.dailyBonusTiers ?? []).map((t) => t.minTurnover))) {
      message.error('加奖档位的流水门槛必须从低到高递增');
      return;
    }
    modal.confirm({
      title: '确认保存VIP与奖励规则？',
      content: '保存后立即生效：玩家的等级、签到奖励和每日加奖按新规则计算。',
      okText: '确认保存',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const { message: said } = await api('PUT', '/api/admin/engagement/settings', values);
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

  const money = { min: 0, max: 10_000_000, precision: 2, style: { width: 140 } } as const;
  return (
    <Form form={form} initialValues={initial} style={{ maxWidth: 1100 }}>
      <Divider orientation="left">VIP等级表</Divider>
      <Form.List name="vipLevels">
        {(fields, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              locale={{ emptyText: '至少需要一个等级' }}
              columns={[
                {
                  title: '等级',
                  width: 100,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'level']} noStyle rules={[{ required: true }]}>
                      <InputNumber min={0} max={50} precision={0} aria-label="等级" />
                    </Form.Item>
                  ),
                },
                {
                  title: '名称',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'name']} noStyle rules={[{ required: true, whitespace: true }]}>
                      <Input maxLength={20} aria-label="名称" />
                    </Form.Item>
                  ),
                },
                {
                  title: '升级流水（元）',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'threshold']} noStyle rules={[{ required: true }]}>
                      <InputNumber {...money} aria-label="升级流水" />
                    </Form.Item>
                  ),
                },
                {
                  title: '晋级奖励（元）',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'reward']} noStyle rules={[{ required: true }]}>
                      <InputNumber {...money} aria-label="晋级奖励" />
                    </Form.Item>
                  ),
                },
                {
                  title: '特权（回车添加）',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'privileges']} noStyle>
                      <Select
                        mode="tags"
                        style={{ minWidth: 220 }}
                        maxCount={10}
                        aria-label="特权"
                        open={false}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: '',
                  width: 80,
                  render: (_, f) => (
                    <Button danger size="small" disabled={fields.length <= 1} onClick={() => remove(f.name)}>
                      移除
                    </Button>
                  ),
                },
              ]}
            />
            <Button
              style={{ marginTop: 8 }}
              disabled={fields.length >= 50}
              onClick={() => {
                const levels = (form.getFieldValue('vipLevels') as Settings['vipLevels']) ?? [];
                const last = levels[levels.length - 1];
                add({
                  level: (last?.level ?? -1) + 1,
                  name: `VIP${(last?.level ?? -1) + 1}`,
                  threshold: (last?.threshold ?? 0) + 10000,
                  reward: 0,
                  privileges: [],
                });
              }}
            >
              添加等级
            </Button>
          </>
        )}
      </Form.List>

      <Divider orientation="left">连续签到奖励（元，第1天起，最后一天之后按最后一天计）</Divider>
      <Form.List name="signInRewards">
        {(fields, { add, remove }) => (
          <Space wrap>
            {fields.map((f, i) => (
              <Space.Compact key={f.key}>
                <Form.Item name={f.name} noStyle rules={[{ required: true }]}>
                  <InputNumber
                    {...money}
                    style={{ width: 110 }}
                    prefix={`第${i + 1}天`}
                    aria-label={`第${i + 1}天`}
                  />
                </Form.Item>
                <Button
                  disabled={fields.length <= 1}
                  onClick={() => remove(f.name)}
                  aria-label={`移除第${i + 1}天`}
                >
                  ×
                </Button>
              </Space.Compact>
            ))}
            <Button disabled={fields.length >= 31} onClick={() => add(0)}>
              添加一天
            </Button>
          </Space>
        )}
      </Form.List>

      <Divider orientation="left">每日加奖档位（昨日有效流水达到门槛，按比例加奖）</Divider>
      <Form.List name="dailyBonusTiers">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && (
              <Typography.Text type="secondary">暂无档位：每日加奖关闭</Typography.Text>
            )}
            {fields.map((f) => (
              <Space key={f.key} style={{ display: 'flex', marginBottom: 8 }}>
                <Form.Item name={[f.name, 'minTurnover']} noStyle rules={[{ required: true }]}>
                  <InputNumber
                    {...money}
                    prefix="流水满"
                    suffix="元"
                    style={{ width: 240 }}
                    aria-label="流水门槛"
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'rate']} noStyle rules={[{ required: true }]}>
                  <InputNumber
                    min={0}
                    max={100}
                    precision={2}
                    prefix="加奖"
                    suffix="%"
                    style={{ width: 200 }}
                    aria-label="加奖比例"
                  />
                </Form.Item>
                <Button danger size="small" onClick={() => remove(f.name)}>
                  移除
                </Button>
              </Space>
            ))}
            <Button disabled={fields.length >= 20} onClick={() => add({ minTurnover: 0, rate: 0 })}>
              添加档位
            </Button>
          </>
        )}
      </Form.List>
      <Divider />
      <Button type="primary" onClick={submit} loading={busy}>
        保存规则
      </Button>
    </Form>
  );
}

/** VIP levels, sign-in streak rewards and daily bonus tiers (GET/PUT /api/admin/engagement/settings). */
export function EngagementSettingsPage() {
  const settings = useQuery({
    queryKey: KEY,
    queryFn: () => get<Settings>('/api/admin/engagement/settings'),
  });
  return (
    <Card title="VIP与签到加奖">
      <Loaded query={settings}>{(data) => <SettingsForm key={JSON.stringify(data)} initial={data} />}</Loaded>
    </Card>
  );
}
