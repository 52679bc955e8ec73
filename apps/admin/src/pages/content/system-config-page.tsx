import type { AdminSystemConfig } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Divider, Form, Input, Row, Space, Switch } from 'antd';
import { useState } from 'react';
import { api, get } from '../../api';
import { failure, Loaded } from './content-kit';

const KEY = ['admin-system-config'];

/** What saving changes for players, said before it happens. */
function consequences(before: AdminSystemConfig, after: AdminSystemConfig): string[] {
  const said: string[] = [];
  if (!before.maintenance_mode && after.maintenance_mode)
    said.push('开启维护模式：玩家将无法使用任何功能（登录、投注、充值、提现），直到关闭维护。');
  if (before.maintenance_mode && !after.maintenance_mode) said.push('关闭维护模式：玩家恢复正常使用。');
  if (before.registration_enabled && !after.registration_enabled) said.push('关闭注册：新用户将无法注册。');
  if (!before.registration_enabled && after.registration_enabled) said.push('开放注册：新用户可以注册。');
  said.push('修改将立即对所有玩家生效。');
  return said;
}

function ConfigForm({ initial }: { initial: AdminSystemConfig }) {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<AdminSystemConfig>();
  const [busy, setBusy] = useState(false);
  const maintenance = Form.useWatch('maintenance_mode', form);

  const submit = async () => {
    const values = { ...initial, ...(await form.validateFields()) };
    modal.confirm({
      title: '确认保存系统配置？',
      content: (
        <ul style={{ paddingLeft: 18, margin: 0 }}>
          {consequences(initial, values).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ),
      okText: '确认保存',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const { message: said } = await api('PUT', '/api/admin/system/config', values);
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
    <Form form={form} layout="vertical" initialValues={initial} style={{ maxWidth: 960 }}>
      {maintenance && (
        <Alert
          type="warning"
          showIcon
          message="维护模式已开启：玩家端接口返回“系统维护中”，后台不受影响。"
          style={{ marginBottom: 16 }}
        />
      )}
      <Divider orientation="left">开关</Divider>
      <Space size={48}>
        <Form.Item name="maintenance_mode" label="维护模式" valuePropName="checked">
          <Switch checkedChildren="维护中" unCheckedChildren="正常" />
        </Form.Item>
        <Form.Item name="registration_enabled" label="开放注册" valuePropName="checked">
          <Switch checkedChildren="开放" unCheckedChildren="关闭" />
        </Form.Item>
      </Space>
      <Divider orientation="left">应用</Divider>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item
            name="app_name"
            label="应用名称"
            rules={[{ required: true, whitespace: true, message: '请填写应用名称' }]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="app_version"
            label="版本号"
            rules={[{ required: true, pattern: /^\d+\.\d+\.\d+$/, message: '版本号格式应为 1.0.0' }]}
          >
            <Input />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="app_down" label="下载地址">
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">客服</Divider>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="customer_service_qq" label="客服QQ">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="customer_service_wechat" label="客服微信">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="customer_service_phone" label="客服电话">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="customer_service_url" label="在线客服地址">
            <Input maxLength={500} />
          </Form.Item>
        </Col>
      </Row>
      <Divider orientation="left">首页滚动公告</Divider>
      <Form.List name="announcements">
        {(fields, { add, remove }) => (
          <>
            {fields.length === 0 && <p style={{ color: '#999' }}>暂无滚动公告</p>}
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="top">
                <Form.Item name={[field.name, 'id']} hidden>
                  <Input />
                </Form.Item>
                <Col span={7}>
                  <Form.Item
                    name={[field.name, 'title']}
                    rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
                  >
                    <Input placeholder="标题" maxLength={100} />
                  </Form.Item>
                </Col>
                <Col span={14}>
                  <Form.Item name={[field.name, 'content']}>
                    <Input placeholder="内容" maxLength={1000} />
                  </Form.Item>
                </Col>
                <Col span={3}>
                  <Button danger onClick={() => remove(field.name)}>
                    移除
                  </Button>
                </Col>
              </Row>
            ))}
            <Button
              onClick={() => {
                const ids = (form.getFieldValue('announcements') as { id: number }[] | undefined) ?? [];
                add({ id: Math.max(0, ...ids.map((a) => a.id ?? 0)) + 1, title: '', content: '' });
              }}
            >
              添加滚动公告
            </Button>
          </>
        )}
      </Form.List>
      <Divider />
      <Button type="primary" onClick={submit} loading={busy}>
        保存配置
      </Button>
    </Form>
  );
}

/** System configuration (SPEC.md §3): maintenance, registration, app, customer service, scrolling announcements. */
export function SystemConfigPage() {
  const config = useQuery({
    queryKey: KEY,
    queryFn: () => get<AdminSystemConfig>('/api/admin/system/config'),
  });
  return (
    <Card title="系统配置">
      <Loaded query={config}>{(data) => <ConfigForm key={JSON.stringify(data)} initial={data} />}</Loaded>
    </Card>
  );
}
