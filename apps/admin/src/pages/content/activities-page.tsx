import type { ActivityBlock, AdminActivity, AdminActivityInput, Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Popconfirm,
  Select,
  Space,
  Switch,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { api, get, query } from '../../api';
import { dateTime, yuan } from '../../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../../paging';
import { failure, LoadError } from './content-kit';

const KEY = ['admin-activities'];
const KINDS = [
  { value: 'general', label: '普通活动' },
  { value: 'sign_in', label: '每日签到入口' },
  { value: 'daily_bonus', label: '每日加奖入口' },
  { value: 'vip', label: 'VIP入口' },
];
const STATUS = {
  upcoming: { label: '未开始', color: 'blue' },
  ongoing: { label: '进行中', color: 'green' },
  ended: { label: '已结束', color: 'default' },
} as const;

interface ActivityForm {
  title: string;
  summary: string;
  coverImage: string;
  kind: AdminActivity['kind'];
  link: string;
  /** Paragraphs separated by a blank line; a line starting with "## " is a heading. */
  body: string;
  /** One rule per line. */
  rules: string;
  requiresApplication: boolean;
  reward: number;
  window: [Dayjs, Dayjs | null];
  sort: number;
  enabled: boolean;
}

const blocksOf = (body: string): ActivityBlock[] =>
  body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) =>
      p.startsWith('## ') ? { type: 'heading', text: p.slice(3).trim() } : { type: 'text', text: p },
    );
const bodyOf = (blocks: ActivityBlock[]) =>
  blocks
    .map((b) => (b.type === 'heading' ? `## ${b.text}` : b.type === 'text' ? b.text : ''))
    .filter(Boolean)
    .join('\n\n');

const toInput = (f: ActivityForm): AdminActivityInput => ({
  title: f.title,
  summary: f.summary ?? '',
  coverImage: f.coverImage?.trim() || null,
  kind: f.kind,
  link: f.link?.trim() || null,
  content: blocksOf(f.body ?? ''),
  rules: (f.rules ?? '')
    .split('\n')
    .map((r) => r.trim())
    .filter(Boolean),
  requiresApplication: f.requiresApplication,
  reward: f.reward ?? 0,
  startsAt: f.window[0].toISOString(),
  endsAt: f.window[1] ? f.window[1].toISOString() : null,
  sort: f.sort ?? 0,
  enabled: f.enabled,
});
const toForm = (a: AdminActivity): ActivityForm => ({
  title: a.title,
  summary: a.summary,
  coverImage: a.coverImage ?? '',
  kind: a.kind,
  link: a.link ?? '',
  body: bodyOf(a.content),
  rules: a.rules.join('\n'),
  requiresApplication: a.requiresApplication,
  reward: a.reward,
  window: [dayjs(a.startsAt), a.endsAt ? dayjs(a.endsAt) : null],
  sort: a.sort,
  enabled: a.enabled,
});

/** Activities and their rules: create, edit, switch off; sign-ups are reviewed on 活动报名审核. */
export function ActivitiesPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminActivity | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<ActivityForm>();
  const list = useQuery({
    queryKey: [...KEY, page],
    queryFn: () =>
      get<{ list: AdminActivity[]; pagination: Pagination }>(
        `/api/admin/activities${query({ page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });

  const send = async (target: AdminActivity | 'new', input: AdminActivityInput) => {
    setBusy(true);
    try {
      const { message: said } =
        target === 'new'
          ? await api('POST', '/api/admin/activities', input)
          : await api('PUT', `/api/admin/activities/${target.activityId}`, input);
      message.success(said || '已保存');
      await client.invalidateQueries({ queryKey: KEY });
      return true;
    } catch (e) {
      message.error(failure(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (a: AdminActivity | 'new') => {
    form.setFieldsValue(
      a === 'new'
        ? {
            title: '',
            summary: '',
            coverImage: '',
            kind: 'general',
            link: '',
            body: '',
            rules: '',
            requiresApplication: false,
            reward: 0,
            window: [dayjs().startOf('minute'), dayjs().add(7, 'day').endOf('day')],
            sort: 0,
            enabled: true,
          }
        : toForm(a),
    );
    setEditing(a);
  };

  const submit = async () => {
    const values = await form.validateFields();
    const target = editing;
    if (!target) return;
    const input = toInput(values);
    modal.confirm({
      title: target === 'new' ? '确认发布该活动？' : '确认保存修改？',
      content: input.enabled
        ? `保存后玩家在活动页立即可见${input.requiresApplication && input.reward > 0 ? `；报名审核通过的玩家将获得 ${yuan(input.reward)} 奖励` : ''}。`
        : '该活动已停用，玩家看不到。',
      okText: '确认',
      cancelText: '取消',
      onOk: async () => {
        if (await send(target, input)) setEditing(null);
      },
    });
  };

  return (
    <Card
      title="活动管理"
      extra={
        <Space>
          <Button onClick={() => list.refetch()}>刷新</Button>
          <Button type="primary" onClick={() => open('new')}>
            创建活动
          </Button>
        </Space>
      }
    >
      {list.isError && <LoadError error={list.error} retry={() => list.refetch()} />}
      <Table<AdminActivity>
        rowKey="activityId"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无活动，点击右上角“创建活动”' }}
        pagination={tablePaging(page, setPage, list.data?.pagination, '个')}
        columns={[
          { title: 'ID', dataIndex: 'activityId', width: 60 },
          { title: '标题', dataIndex: 'title' },
          {
            title: '类型',
            width: 120,
            render: (_, a) => KINDS.find((k) => k.value === a.kind)?.label ?? a.kind,
          },
          {
            title: '时间',
            width: 340,
            render: (_, a) => `${dateTime(a.startsAt)} 至 ${a.endsAt ? dateTime(a.endsAt) : '长期'}`,
          },
          {
            title: '报名/奖励',
            width: 130,
            render: (_, a) => (a.requiresApplication ? `需报名 · ${yuan(a.reward)}` : '无需报名'),
          },
          {
            title: '状态',
            width: 110,
            render: (_, a) =>
              a.enabled ? (
                <Tag color={STATUS[a.status].color}>{STATUS[a.status].label}</Tag>
              ) : (
                <Tag>已停用</Tag>
              ),
          },
          {
            title: '操作',
            width: 150,
            render: (_, a) => (
              <Space>
                <Button size="small" onClick={() => open(a)}>
                  编辑
                </Button>
                <Popconfirm
                  title={a.enabled ? '停用后玩家看不到该活动，确认停用？' : '启用后玩家立即可见，确认启用？'}
                  okText="确认"
                  cancelText="取消"
                  onConfirm={() => send(a, { ...toInput(toForm(a)), enabled: !a.enabled })}
                >
                  <Button size="small">{a.enabled ? '停用' : '启用'}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '创建活动' : '编辑活动'}
        okText="保存"
        cancelText="取消"
        okButtonProps={{ loading: busy }}
        onOk={submit}
        onCancel={() => setEditing(null)}
        width={760}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, whitespace: true, message: '请填写活动标题' }]}
          >
            <Input maxLength={50} showCount />
          </Form.Item>
          <Form.Item name="summary" label="简介">
            <Input maxLength={200} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="kind" label="类型">
              <Select options={KINDS} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item
              name="window"
              label="活动时间（结束可留空表示长期）"
              rules={[{ required: true, message: '请选择开始时间' }]}
            >
              <DatePicker.RangePicker
                showTime={{ format: 'HH:mm' }}
                format="YYYY-MM-DD HH:mm"
                allowEmpty={[false, true]}
              />
            </Form.Item>
            <Form.Item name="sort" label="排序（大的在前）">
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
          </Space>
          <Form.Item
            name="coverImage"
            label="封面图片地址（可选）"
            rules={[{ pattern: /^(https?:\/\/|\/)/, message: '图片地址应以 http(s):// 或 / 开头' }]}
          >
            <Input placeholder="https://… 或 /uploads/…" />
          </Form.Item>
          <Form.Item
            name="link"
            label="跳转链接（可选，入口类活动填写应用内页面）"
            rules={[{ pattern: /^(https?:\/\/|\/|#\/)/, message: '链接应以 http(s)://、/ 或 #/ 开头' }]}
          >
            <Input placeholder="/pages/checkin-detail/checkin-detail" />
          </Form.Item>
          <Form.Item name="body" label="活动内容（空行分段，以“## ”开头的段落为小标题）">
            <Input.TextArea rows={5} maxLength={8000} />
          </Form.Item>
          <Form.Item name="rules" label="活动规则（每行一条）">
            <Input.TextArea rows={4} maxLength={6000} />
          </Form.Item>
          <Space size="large" wrap>
            <Form.Item name="requiresApplication" label="需要报名审核" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item name="reward" label="审核通过奖励（元，0为无）">
              <InputNumber min={0} max={1_000_000} precision={2} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item name="enabled" label="启用" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Form>
      </Modal>
    </Card>
  );
}
