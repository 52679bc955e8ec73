import type { AdminNotice, Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, Modal, Popconfirm, Space, Switch, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { api, get, query } from '../../api';
import { dateTime } from '../../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../../paging';
import { failure, LoadError } from './content-kit';

interface NoticeForm {
  title: string;
  content: string;
  isPopup: boolean;
}

const KEY = ['admin-notices'];

/** A notice's state as players see it. */
function stateOf(n: AdminNotice) {
  if (!n.enabled) return <Tag>已下线</Tag>;
  if (dayjs(n.publishedAt).isAfter(dayjs())) return <Tag color="blue">定时发布</Tag>;
  return <Tag color="green">已发布</Tag>;
}

/** Notices (公告): publish (optionally as a launch popup), edit, take down, delete. */
export function NoticesPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminNotice | 'new' | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<NoticeForm>();
  const list = useQuery({
    queryKey: [...KEY, page],
    queryFn: () =>
      get<{ list: AdminNotice[]; pagination: Pagination }>(
        `/api/admin/notices${query({ page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });
  const refresh = () => client.invalidateQueries({ queryKey: KEY });

  const run = async (call: () => Promise<{ message: string }>) => {
    setBusy(true);
    try {
      message.success((await call()).message || '已完成');
      await refresh();
      return true;
    } catch (e) {
      message.error(failure(e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const open = (n: AdminNotice | 'new') => {
    form.setFieldsValue(
      n === 'new'
        ? { title: '', content: '', isPopup: false }
        : { title: n.title, content: n.content, isPopup: n.isPopup },
    );
    setEditing(n);
  };

  const submit = async () => {
    const values = await form.validateFields();
    const current = editing;
    if (!current) return;
    const publishing = current === 'new' || current.enabled;
    modal.confirm({
      title: current === 'new' ? '确认发布该公告？' : '确认保存修改？',
      content: publishing
        ? `保存后所有玩家立即可见${values.isPopup ? '，并在打开应用时弹窗提示' : ''}。`
        : '该公告目前已下线，保存后玩家仍看不到。',
      okText: current === 'new' ? '确认发布' : '确认保存',
      cancelText: '取消',
      onOk: async () => {
        const done = await run(() =>
          current === 'new'
            ? api('POST', '/api/admin/notices', values)
            : api('PUT', `/api/admin/notices/${current.noticeId}`, { ...values, enabled: current.enabled }),
        );
        if (done) setEditing(null);
      },
    });
  };

  const toggle = (n: AdminNotice) =>
    run(() =>
      api('PUT', `/api/admin/notices/${n.noticeId}`, {
        title: n.title,
        content: n.content,
        isPopup: n.isPopup,
        enabled: !n.enabled,
      }),
    );

  return (
    <Card
      title="公告管理"
      extra={
        <Space>
          <Button onClick={() => list.refetch()}>刷新</Button>
          <Button type="primary" onClick={() => open('new')}>
            发布公告
          </Button>
        </Space>
      }
    >
      {list.isError && <LoadError error={list.error} retry={() => list.refetch()} />}
      <Table<AdminNotice>
        rowKey="noticeId"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无公告，点击右上角“发布公告”' }}
        pagination={tablePaging(page, setPage, list.data?.pagination)}
        columns={[
          { title: 'ID', dataIndex: 'noticeId', width: 70 },
          { title: '标题', dataIndex: 'title' },
          {
            title: '内容',
            dataIndex: 'content',
            ellipsis: true,
            width: 360,
          },
          { title: '弹窗', width: 80, render: (_, n) => (n.isPopup ? <Tag color="orange">弹窗</Tag> : '—') },
          { title: '状态', width: 100, render: (_, n) => stateOf(n) },
          { title: '发布时间', width: 180, render: (_, n) => dateTime(n.publishedAt) },
          {
            title: '操作',
            width: 220,
            render: (_, n) => (
              <Space>
                <Button size="small" onClick={() => open(n)}>
                  编辑
                </Button>
                <Popconfirm
                  title={
                    n.enabled ? '下线后玩家将看不到该公告，确认下线？' : '上线后玩家立即可见，确认上线？'
                  }
                  okText="确认"
                  cancelText="取消"
                  onConfirm={() => toggle(n)}
                >
                  <Button size="small">{n.enabled ? '下线' : '上线'}</Button>
                </Popconfirm>
                <Popconfirm
                  title="删除后无法恢复，确认删除该公告？"
                  okText="确认删除"
                  okButtonProps={{ danger: true }}
                  cancelText="取消"
                  onConfirm={() => run(() => api('DELETE', `/api/admin/notices/${n.noticeId}`))}
                >
                  <Button size="small" danger>
                    删除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? '发布公告' : '编辑公告'}
        okText={editing === 'new' ? '发布' : '保存'}
        cancelText="取消"
        okButtonProps={{ loading: busy }}
        onOk={submit}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        forceRender
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="title"
            label="标题"
            rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
          >
            <Input maxLength={100} showCount />
          </Form.Item>
          <Form.Item
            name="content"
            label="内容"
            rules={[{ required: true, whitespace: true, message: '请填写内容' }]}
          >
            <Input.TextArea rows={6} maxLength={5000} showCount />
          </Form.Item>
          <Form.Item name="isPopup" label="打开应用时弹窗提示" valuePropName="checked">
            <Switch checkedChildren="弹窗" unCheckedChildren="不弹" />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
