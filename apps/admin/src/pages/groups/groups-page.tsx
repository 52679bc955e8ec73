import type { AdminGroup, Pagination } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Table, Tabs } from 'antd';
import { useState } from 'react';
import { ApiError, get, query } from '../../api';
import { dateTime } from '../../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../../paging';
import { GroupDetailDrawer } from './group-detail-drawer';
import { groupStatusTag } from './group-status-tag';
import { SensitiveWordsPanel } from './sensitive-words-panel';

/** Chat moderation: every group (search, open, dissolve, mute, recall) and the sensitive words. */
export function GroupsPage() {
  return (
    <Card title="群组管理">
      <Tabs
        items={[
          { key: 'groups', label: '群组', children: <GroupList /> },
          { key: 'words', label: '敏感词', children: <SensitiveWordsPanel /> },
        ]}
      />
    </Card>
  );
}

function GroupList() {
  const [term, setTerm] = useState('');
  const [status, setStatus] = useState<'' | 'active' | 'dissolved'>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useQuery({
    queryKey: ['admin-groups', term, status, page],
    queryFn: () =>
      get<{ list: AdminGroup[]; pagination: Pagination }>(
        `/api/admin/groups${query({ q: term, status, page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
  });
  return (
    <>
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder="群名或群ID"
          style={{ width: 280 }}
          onSearch={(v) => {
            setTerm(v.trim());
            setPage(1);
          }}
        />
        <Select
          aria-label="状态"
          style={{ width: 140 }}
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          options={[
            { value: '', label: '全部状态' },
            { value: 'active', label: '正常' },
            { value: 'dissolved', label: '已解散' },
          ]}
        />
      </Space>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={list.error instanceof ApiError ? list.error.message : '加载失败'}
          action={<Button onClick={() => list.refetch()}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AdminGroup>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: term || status ? '没有找到匹配的群组' : '暂无群组' }}
        pagination={tablePaging(page, setPage, list.data?.pagination, '个群')}
        columns={[
          { title: '群ID', dataIndex: 'id', width: 90 },
          { title: '群名', dataIndex: 'name' },
          { title: '群主', render: (_, g) => `${g.owner.nickname}（${g.owner.username}）` },
          { title: '成员数', dataIndex: 'memberCount', width: 90 },
          { title: '创建时间', render: (_, g) => dateTime(g.createdAt) },
          { title: '状态', render: (_, g) => groupStatusTag(g), width: 110 },
          {
            title: '操作',
            width: 90,
            render: (_, g) => (
              <Button size="small" onClick={() => setOpenId(g.id)}>
                查看
              </Button>
            ),
          },
        ]}
      />
      <GroupDetailDrawer groupId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
