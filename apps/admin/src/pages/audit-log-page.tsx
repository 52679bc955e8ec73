import type { AuditLogEntry, Pagination } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, get, query } from '../api';
import { AUDIT_ACTION_NAMES, actionName } from '../audit-actions';
import { dateTime } from '../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../paging';

interface Filters {
  adminUserId?: number;
  action?: string;
  target?: string;
}

/** The append-only log of operator calls: read and filter only (no route changes or deletes a row). */
/** What changed between two snapshots of the target row: one line per field that differs. */
function changesOf(before: unknown, after: unknown): [string, string, string][] {
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object') return [];
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => [k, show(b[k]), show(a[k])]);
}

/** An entry unfolded: the request as sent, and the target's fields before and after the change. */
function AuditDetail({ entry }: { entry: AuditLogEntry }) {
  const changes = changesOf(entry.before, entry.after);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text strong>请求内容</Typography.Text>
      <pre style={{ margin: 0 }}>{JSON.stringify(entry.payload, null, 2)}</pre>
      {entry.before !== null || entry.after !== null ? (
        <>
          <Typography.Text strong>对象变更（变更前 → 变更后）</Typography.Text>
          {changes.length === 0 ? (
            <Typography.Text type="secondary">无字段变化</Typography.Text>
          ) : (
            <table data-testid="audit-changes">
              <tbody>
                {changes.map(([field, was, now]) => (
                  <tr key={field}>
                    <td style={{ paddingRight: 16 }}>
                      <code>{field}</code>
                    </td>
                    <td style={{ paddingRight: 16, color: '#a8071a' }}>{was}</td>
                    <td style={{ color: '#237804' }}>{now}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      ) : null}
    </Space>
  );
}

export function AuditLogPage() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ['audit-logs', filters, page],
    queryFn: () =>
      get<{ list: AuditLogEntry[]; pagination: Pagination }>(
        `/api/admin/audit-logs${query({ ...filters, page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });
  return (
    <Card
      title="审计日志"
      extra={<Typography.Text type="secondary">只读：记录不可修改或删除</Typography.Text>}
    >
      <Form<Filters>
        layout="inline"
        style={{ marginBottom: 16 }}
        onFinish={(v) => {
          setFilters({ adminUserId: v.adminUserId ?? undefined, action: v.action, target: v.target?.trim() });
          setPage(1);
        }}
      >
        <Form.Item label="操作员ID" name="adminUserId">
          <InputNumber min={1} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item label="操作" name="action">
          <Select
            allowClear
            placeholder="全部操作"
            style={{ width: 200 }}
            options={Object.entries(AUDIT_ACTION_NAMES).map(([value, label]) => ({ value, label }))}
          />
        </Form.Item>
        <Form.Item label="对象" name="target">
          <Input placeholder="如 withdraw_orders:12" style={{ width: 200 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button onClick={() => list.refetch()}>刷新</Button>
        </Space>
      </Form>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={list.error instanceof ApiError ? list.error.message : '加载失败'}
          action={<Button onClick={() => list.refetch()}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AuditLogEntry>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: '暂无记录' }}
        expandable={{
          expandedRowRender: (r) => <AuditDetail entry={r} />,
        }}
        pagination={tablePaging(page, setPage, list.data?.pagination)}
        columns={[
          { title: '时间', render: (_, r) => dateTime(r.createdAt), width: 180 },
          { title: '操作员ID', dataIndex: 'adminUserId', width: 100 },
          { title: '操作', render: (_, r) => actionName(r.action) },
          { title: '对象', render: (_, r) => r.target ?? '—' },
          {
            title: '结果',
            render: (_, r) => (
              <Tag color={r.statusCode < 400 ? 'green' : 'red'}>
                {r.statusCode < 400 ? '成功' : `失败 ${r.statusCode}`}
              </Tag>
            ),
          },
          { title: '来源地址', render: (_, r) => r.ip ?? '—' },
        ]}
      />
    </Card>
  );
}
