import {
  type AdminFeedback,
  FEEDBACK_STATUS_NAMES,
  FEEDBACK_TYPE_NAMES,
  type FeedbackStatus,
  type Pagination,
} from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Modal, Segmented, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, get, query } from '../api';
import { dateTime } from '../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../paging';

type Filter = FeedbackStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'open', label: FEEDBACK_STATUS_NAMES.open },
  { value: 'handled', label: FEEDBACK_STATUS_NAMES.handled },
  { value: 'all', label: '全部' },
];
const REPLY_MAX = 500;

/**
 * Players' feedback (意见反馈 of the app's customer service page), newest first: support reads it
 * and marks it handled; a reply written here reaches the player's message center.
 */
export function FeedbackPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('open');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<AdminFeedback | null>(null);
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['feedback', filter, page],
    queryFn: () =>
      get<{ list: AdminFeedback[]; pagination: Pagination }>(
        `/api/admin/feedback${query({
          status: filter === 'all' ? undefined : filter,
          page,
          limit: CONSOLE_PAGE_SIZE,
        })}`,
      ),
  });
  const open = (f: AdminFeedback) => {
    setReply('');
    setTarget(f);
  };
  const submit = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const text = reply.trim();
      const { message: said } = await api(
        'POST',
        `/api/admin/feedback/${target.id}/handle`,
        text ? { reply: text } : {},
      );
      message.success(said);
      setTarget(null);
      await client.invalidateQueries({ queryKey: ['feedback'] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title="用户反馈"
      extra={
        <Segmented<Filter>
          aria-label="处理状态"
          options={FILTERS}
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
        />
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
      <Table<AdminFeedback>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: filter === 'open' ? '没有待处理的反馈' : '暂无反馈' }}
        pagination={tablePaging(page, setPage, list.data?.pagination)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: '玩家',
            width: 130,
            render: (_, f) =>
              f.userId === null ? (
                <Typography.Text type="secondary">已注销</Typography.Text>
              ) : (
                <Link to={`/players/${f.userId}`}>{f.username ?? f.userId}</Link>
              ),
          },
          { title: '类型', width: 100, render: (_, f) => <Tag>{FEEDBACK_TYPE_NAMES[f.type]}</Tag> },
          {
            title: '内容',
            render: (_, f) => (
              <>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                  {f.content}
                </Typography.Paragraph>
                {f.reply && <Typography.Text type="secondary">回复：{f.reply}</Typography.Text>}
              </>
            ),
          },
          { title: '联系方式', width: 140, render: (_, f) => f.contact || '—' },
          { title: '提交时间', width: 170, render: (_, f) => dateTime(f.createdAt) },
          {
            title: '状态',
            width: 150,
            render: (_, f) =>
              f.status === 'open' ? (
                <Tag color="orange">{FEEDBACK_STATUS_NAMES.open}</Tag>
              ) : (
                <>
                  <Tag color="green">{FEEDBACK_STATUS_NAMES.handled}</Tag>
                  <div>
                    <Typography.Text type="secondary">{dateTime(f.handledAt)}</Typography.Text>
                  </div>
                </>
              ),
          },
          {
            title: '操作',
            width: 90,
            render: (_, f) =>
              f.status === 'open' ? (
                <Button type="primary" size="small" onClick={() => open(f)}>
                  处理
                </Button>
              ) : null,
          },
        ]}
      />
      <Modal
        open={!!target}
        title={`处理反馈 #${target?.id ?? ''}`}
        okText="标记为已处理"
        okButtonProps={{ loading: busy }}
        cancelText="取消"
        onOk={submit}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{target?.content}</Typography.Paragraph>
        <Input.TextArea
          aria-label="回复"
          placeholder="回复玩家（选填，填写后发送到玩家的消息中心）"
          maxLength={REPLY_MAX}
          showCount
          rows={4}
          value={reply}
          onChange={(e) => setReply(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
