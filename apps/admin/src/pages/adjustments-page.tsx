import type { Adjustment, AdminPlayer, Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Input, InputNumber, Radio, Select, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { ApiError, api, get, query } from '../api';
import { dateTime, yuan } from '../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../paging';

/** Signed yuan for money that moves both ways: +¥100.00 / −¥8.50. */
export const signedYuan = (v: number) => `${v < 0 ? '−' : '+'}${yuan(Math.abs(v))}`;

/** A fresh id per adjustment: a retry of the same submit (a lost answer) is recognised by the server. */
const newRequestId = () =>
  globalThis.crypto?.randomUUID?.() ?? `adj-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;

interface FormValues {
  userId: number;
  direction: 1 | -1;
  amount: number;
  reason: string;
}

const playerLabel = (p: AdminPlayer) =>
  `${p.username}（ID ${p.id}${p.nickname && p.nickname !== p.username ? `，${p.nickname}` : ''}）`;

/**
 * Manual balance adjustment: find the player, credit or debit an amount with a mandatory reason,
 * confirm a dialog that names both; past adjustments below. The server refuses a debit below zero.
 */
export function AdjustmentsPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const [search, setSearch] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<AdminPlayer | null>(null);
  // Searches once typing pauses, not on every key.
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(typing.current), []);
  const onSearch = (s: string) => {
    clearTimeout(typing.current);
    typing.current = setTimeout(() => setSearch(s.trim()), 300);
  };

  const players = useQuery({
    queryKey: ['adjust-players', search],
    enabled: search.length > 0,
    queryFn: () =>
      get<{ list: AdminPlayer[] }>(`/api/admin/players${query({ q: search, limit: 10 })}`).then(
        (d) => d.list,
      ),
  });
  const list = useQuery({
    queryKey: ['adjustments', page],
    queryFn: () =>
      get<{ list: Adjustment[]; pagination: Pagination }>(
        `/api/admin/adjustments${query({ page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });

  const submit = async (v: FormValues) => {
    const amount = v.direction * v.amount;
    try {
      const { message: said } = await api<Adjustment>('POST', '/api/admin/adjustments', {
        userId: v.userId,
        amount,
        reason: v.reason.trim(),
        requestId,
      });
      message.success(said);
      form.resetFields();
      setPicked(null);
      setRequestId(newRequestId());
      setPage(1);
      await client.invalidateQueries({ queryKey: ['adjustments'] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '调整失败，请重试');
      throw e;
    }
  };

  const confirm = (v: FormValues) => {
    const who = picked ? playerLabel(picked) : `ID ${v.userId}`;
    const verb = v.direction > 0 ? '加款' : '扣款';
    modal.confirm({
      title: `确认给玩家 ${who} ${verb} ${yuan(v.amount)}？`,
      content: (
        <>
          <p>原因：{v.reason.trim()}</p>
          <p>调整立即生效，记入玩家账户流水和审计日志，无法撤销（如有错误请再做一笔反向调整）。</p>
        </>
      ),
      okText: `确认${verb}`,
      okButtonProps: { danger: v.direction < 0 },
      cancelText: '取消',
      onOk: () => submit(v).catch(() => undefined),
    });
  };

  return (
    <>
      <Card title="余额调整">
        <Form<FormValues>
          form={form}
          layout="inline"
          initialValues={{ direction: 1 }}
          onFinish={confirm}
          style={{ rowGap: 16 }}
        >
          <Form.Item name="userId" label="玩家" rules={[{ required: true, message: '请选择玩家' }]}>
            <Select
              showSearch
              aria-label="玩家"
              style={{ width: 300 }}
              placeholder="输入用户名或ID搜索"
              filterOption={false}
              onSearch={onSearch}
              loading={players.isFetching}
              notFoundContent={
                search ? (players.isFetching ? '搜索中…' : '没有找到匹配的玩家') : '请输入用户名或ID'
              }
              options={(players.data ?? []).map((p) => ({ value: p.id, label: playerLabel(p) }))}
              onChange={(id) => setPicked(players.data?.find((p) => p.id === id) ?? null)}
            />
          </Form.Item>
          <Form.Item name="direction">
            <Radio.Group
              optionType="button"
              options={[
                { value: 1, label: '加款' },
                { value: -1, label: '扣款' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label="金额（元）"
            rules={[{ required: true, type: 'number', min: 0.01, message: '请输入大于0的金额' }]}
          >
            <InputNumber aria-label="金额" min={0.01} max={10_000_000} precision={2} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item
            name="reason"
            label="原因"
            rules={[{ required: true, whitespace: true, message: '请填写调整原因' }]}
          >
            <Input
              aria-label="原因"
              maxLength={200}
              placeholder="必填，记入流水与审计日志"
              style={{ width: 320 }}
            />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit">
              提交调整
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Card title="调整记录" style={{ marginTop: 16 }}>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            message={list.error instanceof ApiError ? list.error.message : '加载失败'}
            action={<Button onClick={() => list.refetch()}>重试</Button>}
            style={{ marginBottom: 16 }}
          />
        )}
        <Table<Adjustment>
          rowKey="id"
          size="middle"
          loading={list.isLoading}
          dataSource={list.data?.list ?? []}
          locale={{ emptyText: '暂无调整记录' }}
          pagination={tablePaging(page, setPage, list.data?.pagination, '笔')}
          columns={[
            { title: '时间', render: (_, a) => dateTime(a.createdAt), width: 180 },
            { title: '玩家', render: (_, a) => `${a.username ?? '—'}（ID ${a.userId}）` },
            {
              title: '金额',
              align: 'right',
              render: (_, a) => (
                <Typography.Text type={a.amount < 0 ? 'danger' : 'success'}>
                  {signedYuan(a.amount)}
                </Typography.Text>
              ),
            },
            { title: '调整后余额', align: 'right', render: (_, a) => yuan(a.balanceAfter) },
            { title: '原因', dataIndex: 'reason' },
            { title: '操作人', render: (_, a) => a.operatorName ?? `ID ${a.operatorId}` },
          ]}
        />
      </Card>
    </>
  );
}
