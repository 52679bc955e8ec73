import type { Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Modal, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError, api, get, query } from '../api';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../paging';

export interface Reviewable {
  id: number;
  orderNo: string;
  status: string;
}
export type Decision = 'approve' | 'reject';
interface Pending<T> {
  order: T;
  decision: Decision;
}

/**
 * A review queue (recharge or withdrawal orders): a status filter (pending first), a page of orders,
 * and approve / reject behind a confirmation that takes a reason.
 */
export function ReviewQueue<T extends Reviewable>(props: {
  title: string;
  /** /api/admin/recharge/orders or /api/admin/withdraw/orders */
  endpoint: string;
  statuses: { value: string; label: string }[];
  columns: TableColumnsType<T>;
  canReview: boolean;
  approveLabel?: (order: T) => string;
  approveNote?: (order: T) => string | null;
  /** Why this operator cannot approve this order now (the button is then disabled), or null. */
  approveBlocked?: (order: T) => string | null;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState('pending');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending<T> | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const key = [props.endpoint, status, page];
  const list = useQuery({
    queryKey: key,
    queryFn: () =>
      get<{ list: T[]; pagination: Pagination }>(
        `${props.endpoint}${query({ status, page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });

  const decide = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const { message: said } = await api<T>(
        'POST',
        `${props.endpoint}/${pending.order.id}/${pending.decision}`,
        reason.trim() ? { reason: reason.trim() } : {},
      );
      message.success(said || '已处理');
      setPending(null);
      await client.invalidateQueries({ queryKey: [props.endpoint] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  const open = (order: T, decision: Decision) => {
    setReason('');
    setPending({ order, decision });
  };
  const approveLabel = props.approveLabel ?? (() => '通过');

  const columns: TableColumnsType<T> = [
    ...props.columns,
    {
      title: '操作',
      key: 'actions',
      fixed: 'right',
      width: 170,
      render: (_: unknown, order: T) =>
        order.status === 'pending' && props.canReview ? (
          <Space>
            <Button
              type="primary"
              size="small"
              disabled={!!props.approveBlocked?.(order)}
              title={props.approveBlocked?.(order) ?? undefined}
              onClick={() => open(order, 'approve')}
            >
              {props.approveBlocked?.(order) ?? approveLabel(order)}
            </Button>
            <Button danger size="small" onClick={() => open(order, 'reject')}>
              驳回
            </Button>
          </Space>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Card
      title={props.title}
      extra={
        <Space>
          <Select
            aria-label="订单状态"
            style={{ width: 140 }}
            value={status}
            options={[{ value: '', label: '全部状态' }, ...props.statuses]}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          />
          <Button onClick={() => list.refetch()}>刷新</Button>
        </Space>
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
      <Table<T>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: '暂无订单' }}
        pagination={tablePaging(page, setPage, list.data?.pagination)}
      />
      <Modal
        open={!!pending}
        title={pending?.decision === 'approve' ? `确认${approveLabel(pending.order)}？` : '确认驳回？'}
        okText={pending?.decision === 'approve' ? '确认通过' : '确认驳回'}
        okButtonProps={{ danger: pending?.decision === 'reject', loading: busy }}
        cancelText="取消"
        onOk={decide}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <p>订单号：{pending?.order.orderNo}</p>
        {pending?.decision === 'approve' && props.approveNote?.(pending.order) && (
          <Alert
            type="warning"
            showIcon
            message={props.approveNote(pending.order)}
            style={{ marginBottom: 12 }}
          />
        )}
        <Input.TextArea
          aria-label="原因"
          placeholder={pending?.decision === 'reject' ? '驳回原因（玩家可见）' : '备注（可选）'}
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
