import type { AuditLogEntry, Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Table, Tag } from 'antd';
import { useState } from 'react';
import { api, get, query } from '../../api';
import { dateTime } from '../../format';
import { failure, LoadError } from './content-kit';

const ACTION = 'POST /api/admin/messages';
const KEY = ['admin-sent-messages'];

interface MessageForm {
  audience: 'one' | 'all';
  playerId?: number;
  title: string;
  content: string;
}

/** What was sent, read back from the audit log (every send is one of its rows). */
function SentMessages() {
  const [page, setPage] = useState(1);
  const sent = useQuery({
    queryKey: [...KEY, page],
    queryFn: () =>
      get<{ list: AuditLogEntry[]; pagination: Pagination }>(
        `/api/admin/audit-logs${query({ action: ACTION, page, limit: 10 })}`,
      ),
  });
  const payloadOf = (e: AuditLogEntry) =>
    (e.payload ?? {}) as { to?: unknown; title?: string; content?: string };
  return (
    <>
      {sent.isError && <LoadError error={sent.error} retry={() => sent.refetch()} />}
      <Table<AuditLogEntry>
        rowKey="id"
        size="small"
        loading={sent.isLoading}
        dataSource={sent.data?.list ?? []}
        locale={{ emptyText: '还没有发送过站内信' }}
        pagination={{
          current: page,
          pageSize: 10,
          total: sent.data?.pagination.total ?? 0,
          onChange: setPage,
        }}
        columns={[
          { title: '时间', width: 160, render: (_, e) => dateTime(e.createdAt) },
          {
            title: '对象',
            width: 120,
            render: (_, e) =>
              payloadOf(e).to === 'all' ? '全体玩家' : `玩家 ID ${String(payloadOf(e).to ?? '—')}`,
          },
          { title: '标题', width: 150, render: (_, e) => payloadOf(e).title ?? '—' },
          { title: '内容', ellipsis: true, render: (_, e) => payloadOf(e).content ?? '—' },
          {
            title: '结果',
            width: 90,
            render: (_, e) =>
              e.statusCode < 400 ? <Tag color="green">已发送</Tag> : <Tag color="red">失败</Tag>,
          },
          { title: '操作人ID', width: 90, render: (_, e) => e.adminUserId ?? '—' },
        ]}
      />
    </>
  );
}

/** Messages to players (站内信): to one player or to everyone, into their message center; every send audited. */
export function PlayerMessagesPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<MessageForm>();
  const [busy, setBusy] = useState(false);
  const audience = Form.useWatch('audience', form);

  const submit = async () => {
    const v = await form.validateFields();
    const to = v.audience === 'all' ? 'all' : Number(v.playerId);
    modal.confirm({
      title: v.audience === 'all' ? '确认发送给全体玩家？' : `确认发送给玩家 ID ${to}？`,
      content: `「${v.title}」将出现在${v.audience === 'all' ? '每位玩家' : '该玩家'}的消息中心，发送后无法撤回。`,
      okText: '确认发送',
      cancelText: '取消',
      onOk: async () => {
        setBusy(true);
        try {
          const { data, message: said } = await api<{ recipients: number }>('POST', '/api/admin/messages', {
            to,
            title: v.title,
            content: v.content,
          });
          message.success(`${said || '已发送'}（${data.recipients} 人）`);
          form.resetFields(['title', 'content']);
          await client.invalidateQueries({ queryKey: KEY });
        } catch (e) {
          message.error(failure(e, '发送失败，请重试'));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  return (
    <Row gutter={16}>
      <Col span={10}>
        <Card title="发送站内信">
          <Form form={form} layout="vertical" initialValues={{ audience: 'one' }}>
            <Form.Item name="audience" label="发送对象">
              <Radio.Group
                options={[
                  { value: 'one', label: '指定玩家' },
                  { value: 'all', label: '全体玩家' },
                ]}
              />
            </Form.Item>
            {audience !== 'all' && (
              <Form.Item name="playerId" label="玩家ID" rules={[{ required: true, message: '请填写玩家ID' }]}>
                <InputNumber min={1} precision={0} style={{ width: 200 }} placeholder="在玩家管理中查询" />
              </Form.Item>
            )}
            <Form.Item
              name="title"
              label="标题"
              rules={[{ required: true, whitespace: true, message: '请填写标题' }]}
            >
              <Input maxLength={50} showCount />
            </Form.Item>
            <Form.Item
              name="content"
              label="内容"
              rules={[{ required: true, whitespace: true, message: '请填写内容' }]}
            >
              <Input.TextArea rows={6} maxLength={2000} showCount />
            </Form.Item>
            <Button type="primary" onClick={submit} loading={busy}>
              发送
            </Button>
          </Form>
        </Card>
      </Col>
      <Col span={14}>
        <Card title="发送记录">
          <SentMessages />
        </Card>
      </Col>
    </Row>
  );
}
