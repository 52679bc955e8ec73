import {
  type AdminRechargeChannel,
  RECHARGE_CHANNEL_TYPES,
  type RechargeChannelInput,
  type RechargeChannelType,
} from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Modal, Select, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { ApiError, api, get } from '../api';
import { yuan } from '../format';
import { can, useSession } from '../session';

const TYPE_NAMES: Record<RechargeChannelType, string> = {
  bank: '银行卡',
  alipay: '支付宝',
  wechat: '微信',
  usdt: 'USDT',
  demo: '演示',
};

type FormValues = Omit<RechargeChannelInput, 'presets'> & { presets: string };

/** The form's view of a channel (presets as `100, 200, 500`). */
const toForm = (c: AdminRechargeChannel): FormValues => ({
  code: c.code,
  type: c.type,
  name: c.name,
  minAmount: c.minAmount,
  maxAmount: c.maxAmount,
  feeRate: c.feeRate,
  feeFixed: c.feeFixed,
  instructions: c.instructions,
  accountName: c.accountName,
  accountNo: c.accountNo,
  bankName: c.bankName,
  qrCodeUrl: c.qrCodeUrl,
  presets: c.presets.join(', '),
  enabled: c.enabled,
  sort: c.sort,
});

const NEW_CHANNEL: FormValues = {
  code: '',
  type: 'bank',
  name: '',
  minAmount: 100,
  maxAmount: 50_000,
  feeRate: 0,
  feeFixed: 0,
  instructions: '',
  accountName: null,
  accountNo: null,
  bankName: null,
  qrCodeUrl: null,
  presets: '100, 500, 1000',
  enabled: false,
  sort: 0,
};

/** The edit form in two columns (a desktop dialog), long fields across both. */
const GRID = { display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 } as const;
const WIDE = { gridColumn: '1 / -1' } as const;

const presetsOf = (text: string) =>
  text
    .split(/[,，\s]+/)
    .filter(Boolean)
    .map(Number);

/**
 * Recharge channels: every channel, disabled ones included; edit limits, fees, account details
 * and the switch. Saving asks first (players see the change at once) and is audited by the server.
 */
export function ChannelsPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const manage = can(useSession(), 'finance.config');
  const [editing, setEditing] = useState<FormValues | null>(null);
  const [isNew, setIsNew] = useState(false);
  const [form] = Form.useForm<FormValues>();
  const list = useQuery({
    queryKey: ['recharge-channels'],
    queryFn: () => get<AdminRechargeChannel[]>('/api/admin/recharge/channels'),
  });

  const save = async (values: FormValues) => {
    const body: RechargeChannelInput = {
      ...values,
      accountName: values.accountName || null,
      accountNo: values.accountNo || null,
      bankName: values.bankName || null,
      qrCodeUrl: values.qrCodeUrl || null,
      presets: presetsOf(values.presets ?? ''),
    };
    try {
      const { data, message: said } = await api<AdminRechargeChannel[]>(
        'PUT',
        '/api/admin/recharge/channels',
        body,
      );
      client.setQueryData(['recharge-channels'], data);
      message.success(said || '已保存');
      setEditing(null);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    }
  };

  const confirmSave = (values: FormValues) =>
    modal.confirm({
      title: `保存充值通道「${values.name}」？`,
      content: values.enabled
        ? `保存后玩家立即看到新的设置：单笔 ${yuan(values.minAmount)} – ${yuan(values.maxAmount)}。`
        : '该通道将处于停用状态，玩家看不到它。',
      okText: '确认保存',
      cancelText: '取消',
      onOk: () => save(values),
    });

  const toggle = (c: AdminRechargeChannel) =>
    modal.confirm({
      title: c.enabled ? `停用通道「${c.name}」？` : `启用通道「${c.name}」？`,
      content: c.enabled
        ? '停用后玩家无法再用该通道发起充值，已下的订单不受影响。'
        : '启用后玩家立即可用该通道充值。',
      okText: c.enabled ? '确认停用' : '确认启用',
      okButtonProps: { danger: c.enabled },
      cancelText: '取消',
      onOk: () => save({ ...toForm(c), enabled: !c.enabled }),
    });

  const open = (values: FormValues, fresh: boolean) => {
    setIsNew(fresh);
    setEditing(values);
    form.resetFields();
    form.setFieldsValue(values);
  };

  return (
    <Card
      title="充值渠道"
      extra={
        manage && (
          <Button type="primary" onClick={() => open(NEW_CHANNEL, true)}>
            新增通道
          </Button>
        )
      }
    >
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={list.error instanceof ApiError ? list.error.message : '加载失败'}
          action={<Button onClick={() => list.refetch()}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AdminRechargeChannel>
        rowKey="code"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: '暂无充值通道' }}
        pagination={false}
        columns={[
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '编码', dataIndex: 'code' },
          { title: '名称', dataIndex: 'name' },
          { title: '类型', render: (_, c) => TYPE_NAMES[c.type] },
          { title: '单笔限额', render: (_, c) => `${yuan(c.minAmount)} – ${yuan(c.maxAmount)}` },
          {
            title: '手续费',
            render: (_, c) => `${c.feeRate}%${c.feeFixed ? ` + ${yuan(c.feeFixed)}` : ''}`,
          },
          {
            title: '收款账户',
            render: (_, c) => [c.bankName, c.accountName, c.accountNo].filter(Boolean).join(' ') || '—',
          },
          {
            title: '状态',
            render: (_, c) => (
              <Tag color={c.enabled ? 'green' : 'default'}>{c.enabled ? '启用' : '停用'}</Tag>
            ),
          },
          {
            title: '操作',
            render: (_, c) =>
              manage ? (
                <>
                  <Button size="small" type="link" onClick={() => open(toForm(c), false)}>
                    编辑
                  </Button>
                  <Button size="small" type="link" danger={c.enabled} onClick={() => toggle(c)}>
                    {c.enabled ? '停用' : '启用'}
                  </Button>
                </>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <Modal
        open={!!editing}
        title={isNew ? '新增充值通道' : `编辑充值通道「${editing?.name}」`}
        okText="保存"
        cancelText="取消"
        width={760}
        onOk={() => form.submit()}
        onCancel={() => setEditing(null)}
        forceRender
      >
        <Form<FormValues> form={form} layout="vertical" onFinish={confirmSave}>
          <div style={GRID}>
            <Form.Item
              name="code"
              label="编码"
              rules={[
                {
                  required: true,
                  pattern: /^[a-z][a-z0-9_]{1,31}$/,
                  message: '通道编码为2-32位小写字母、数字或下划线',
                },
              ]}
            >
              <Input disabled={!isNew} />
            </Form.Item>
            <Form.Item
              name="name"
              label="名称"
              rules={[{ required: true, whitespace: true, message: '请填写名称' }]}
            >
              <Input maxLength={30} />
            </Form.Item>
            <Form.Item name="type" label="类型">
              <Select options={RECHARGE_CHANNEL_TYPES.map((t) => ({ value: t, label: TYPE_NAMES[t] }))} />
            </Form.Item>
            <Form.Item name="sort" label="排序（小的在前）">
              <InputNumber min={-1000} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="minAmount"
              label="单笔最低（元）"
              rules={[{ required: true, message: '请填写最低金额' }]}
            >
              <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="maxAmount"
              label="单笔最高（元）"
              dependencies={['minAmount']}
              rules={[
                { required: true, message: '请填写最高金额' },
                ({ getFieldValue }) => ({
                  validator: (_, v) =>
                    v >= getFieldValue('minAmount')
                      ? Promise.resolve()
                      : Promise.reject(new Error('最高金额不能低于最低金额')),
                }),
              ]}
            >
              <InputNumber min={0.01} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="feeRate" label="手续费率（%）">
              <InputNumber min={0} max={50} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="feeFixed" label="固定手续费（元）">
              <InputNumber min={0} max={10_000} precision={2} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="presets" label="快捷金额（元，逗号分隔）" style={WIDE}>
              <Input placeholder="100, 500, 1000" />
            </Form.Item>
            <Form.Item name="bankName" label="开户银行">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="accountName" label="收款人">
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="accountNo" label="收款账号" style={WIDE}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="instructions" label="充值说明" style={WIDE}>
              <Input.TextArea maxLength={2000} rows={3} />
            </Form.Item>
            <Form.Item name="qrCodeUrl" hidden>
              <Input />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </div>
        </Form>
      </Modal>
    </Card>
  );
}
