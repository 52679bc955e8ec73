import type { AdminActivityApplication, Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Modal, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { api, get, query } from '../../api';
import { dateTime } from '../../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../../paging';
import { failure, LoadError } from './content-kit';

const STATUS = {
  pending: { label: '待审核', color: 'orange' },
  approved: { label: '已通过', color: 'green' },
  rejected: { label: '已拒绝', color: 'red' },
} as const;

/** Sign-ups to activities that need review: approve (pays the activity's reward, if any) or reject with a reason. */
export function ActivityApplicationsPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [status, setStatus] = useState<string>('pending');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ app: AdminActivityApplication; approve: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['admin-activity-applications', status, page],
    queryFn: () =>
      get<{ list: AdminActivityApplication[]; pagination: Pagination }>(
        `/api/admin/activity/applications${query({ status, page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });
  const decide = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const action = pending.approve ? 'approve' : 'reject';
      const { message: said } = await api(
        'POST',
        `/api/admin/activity/applications/${pending.app.id}/${action}`,
        reason.trim() ? { reason: reason.trim() } : {},
      );
      message.success(said || '已处理');
      setPending(null);
      await client.invalidateQueries({ queryKey: ['admin-activity-applications'] });
    } catch (e) {
      message.error(failure(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title="活动报名审核"
      extra={
        <Space>
          <Select
            aria-label="报名状态"
            style={{ width: 140 }}
            value={status}
            options={[
              { value: '', label: '全部状态' },
              ...Object.entries(STATUS).map(([value, s]) => ({ value, label: s.label })),
            ]}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
          />
          <Button onClick={() => list.refetch()}>刷新</Button>
        </Space>
      }
    >
      {list.isError && <LoadError error={list.error} retry={() => list.refetch()} />}
      <Table<AdminActivityApplication>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: status === 'pending' ? '暂无待审核的报名' : '暂无报名' }}
        pagination={tablePaging(page, setPage, list.data?.pagination)}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '活动', dataIndex: 'activityTitle' },
          { title: '玩家', render: (_, a) => `${a.username ?? '—'}（ID ${a.userId}）` },
          { title: '留言', render: (_, a) => a.message || '—' },
          {
            title: '状态',
            render: (_, a) => <Tag color={STATUS[a.status].color}>{STATUS[a.status].label}</Tag>,
          },
          { title: '原因', render: (_, a) => a.reason || '—' },
          { title: '报名时间', render: (_, a) => dateTime(a.createdAt) },
          {
            title: '操作',
            width: 160,
            render: (_, a) =>
              a.status === 'pending' ? (
                <Space>
                  <Button
                    type="primary"
                    size="small"
                    onClick={() => {
                      setReason('');
                      setPending({ app: a, approve: true });
                    }}
                  >
                    通过
                  </Button>
                  <Button
                    danger
                    size="small"
                    onClick={() => {
                      setReason('');
                      setPending({ app: a, approve: false });
                    }}
                  >
                    拒绝
                  </Button>
                </Space>
              ) : (
                '—'
              ),
          },
        ]}
      />
      <Modal
        open={!!pending}
        title={pending?.approve ? '确认通过该报名？' : '确认拒绝该报名？'}
        okText={pending?.approve ? '确认通过' : '确认拒绝'}
        okButtonProps={{ danger: !pending?.approve, loading: busy }}
        cancelText="取消"
        onOk={decide}
        onCancel={() => setPending(null)}
        destroyOnHidden
      >
        <p>
          {pending?.app.activityTitle} · 玩家 {pending?.app.username ?? pending?.app.userId}
        </p>
        {pending?.approve && <p>通过后如该活动设有奖励，将自动发放到玩家余额。</p>}
        <Input.TextArea
          aria-label="原因"
          placeholder={pending?.approve ? '备注（可选）' : '拒绝原因（玩家可见）'}
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
