import type { AdminPlayer, Pagination } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Input, Modal, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, api, get, query } from '../api';
import { dateTime } from '../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../paging';
import { can, useSession } from '../session';

/** Players: search by username, nickname, phone or id; freeze (with a reason) and unfreeze. */
export function PlayersPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const manage = can(useSession(), 'players.manage');
  const [term, setTerm] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<{ player: AdminPlayer; freeze: boolean } | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const list = useQuery({
    queryKey: ['players', term, page],
    queryFn: () =>
      get<{ list: AdminPlayer[]; pagination: Pagination }>(
        `/api/admin/players${query({ q: term, page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });
  const open = (player: AdminPlayer, freeze: boolean) => {
    setReason('');
    setTarget({ player, freeze });
  };
  const submit = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const action = target.freeze ? 'freeze' : 'unfreeze';
      const { message: said } = await api('POST', `/api/admin/players/${target.player.id}/${action}`, {
        reason: reason.trim(),
      });
      message.success(said);
      setTarget(null);
      await client.invalidateQueries({ queryKey: ['players'] });
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      title="玩家管理"
      extra={
        <Input.Search
          allowClear
          placeholder="用户名、昵称、手机号或ID"
          style={{ width: 280 }}
          onSearch={(v) => {
            setTerm(v.trim());
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
      <Table<AdminPlayer>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: term ? '没有找到匹配的玩家' : '暂无玩家' }}
        pagination={tablePaging(page, setPage, list.data?.pagination, '人')}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 80 },
          {
            title: '用户名',
            render: (_, p) => <Link to={`/players/${p.id}`}>{p.username}</Link>,
          },
          { title: '昵称', dataIndex: 'nickname' },
          { title: '手机号', render: (_, p) => p.phone ?? '—' },
          { title: 'VIP', render: (_, p) => `VIP${p.vipLevel}` },
          {
            title: '状态',
            render: (_, p) => <Tag color={p.status === 'active' ? 'green' : 'red'}>{p.statusName}</Tag>,
          },
          { title: '注册时间', render: (_, p) => dateTime(p.createdAt) },
          {
            title: '操作',
            render: (_, p) =>
              manage ? (
                <Space>
                  <Link to={`/players/${p.id}`}>详情</Link>
                  {p.status === 'active' ? (
                    <Button danger size="small" onClick={() => open(p, true)}>
                      冻结
                    </Button>
                  ) : (
                    <Button size="small" onClick={() => open(p, false)}>
                      解冻
                    </Button>
                  )}
                </Space>
              ) : (
                <Link to={`/players/${p.id}`}>详情</Link>
              ),
          },
        ]}
      />
      <Modal
        open={!!target}
        title={
          target?.freeze ? `冻结玩家 ${target.player.username}？` : `解冻玩家 ${target?.player.username}？`
        }
        okText={target?.freeze ? '确认冻结' : '确认解冻'}
        okButtonProps={{ danger: target?.freeze, loading: busy, disabled: !reason.trim() }}
        cancelText="取消"
        onOk={submit}
        onCancel={() => setTarget(null)}
        destroyOnHidden
      >
        {target?.freeze && <p>冻结后该玩家无法登录，已登录的设备会立即退出。</p>}
        <Input.TextArea
          aria-label="原因"
          placeholder="原因（必填，记入审计日志）"
          maxLength={200}
          showCount
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </Card>
  );
}
