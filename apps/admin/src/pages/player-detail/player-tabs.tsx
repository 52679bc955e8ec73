import type {
  AdminLoginEvent,
  AdminPlayerOrder,
  AdminReferralMember,
  AdminReferralTree,
  BetRecord,
  WalletTransaction,
} from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { Segmented, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { get } from '../../api';
import { dateTime, yuan } from '../../format';
import { PagedTable } from './paged-table';

const signed = (v: number) => (
  <Typography.Text type={v < 0 ? 'danger' : 'success'}>
    {v > 0 ? '+' : ''}
    {yuan(v)}
  </Typography.Text>
);

function LedgerTab({ base }: { base: string }) {
  return (
    <PagedTable<WalletTransaction>
      url={`${base}/ledger`}
      rowKey="id"
      empty="暂无资金流水"
      columns={[
        { title: '时间', width: 170, render: (_, r) => dateTime(r.createdAt) },
        { title: '类型', render: (_, r) => r.kindName },
        { title: '金额', align: 'right', render: (_, r) => signed(r.amount) },
        {
          title: '冻结变动',
          align: 'right',
          render: (_, r) => (r.frozenChange ? yuan(r.frozenChange) : '—'),
        },
        { title: '变动后余额', align: 'right', render: (_, r) => yuan(r.balanceAfter) },
        { title: '说明', render: (_, r) => r.memo || '—' },
        {
          title: '流水号',
          render: (_, r) => <Typography.Text type="secondary">{r.reference}</Typography.Text>,
        },
      ]}
    />
  );
}

function BetsTab({ base }: { base: string }) {
  return (
    <PagedTable<BetRecord>
      url={`${base}/bets`}
      rowKey="betId"
      empty="暂无投注记录"
      columns={[
        { title: '时间', width: 170, render: (_, b) => dateTime(b.createdAt) },
        { title: '彩种', render: (_, b) => `${b.gameName} 第${b.issueNo}期` },
        { title: '玩法', render: (_, b) => `${b.playName} · ${b.optionName}` },
        { title: '金额', align: 'right', render: (_, b) => yuan(b.amount) },
        { title: '赔率', align: 'right', dataIndex: 'odds' },
        { title: '派彩', align: 'right', render: (_, b) => yuan(b.payout) },
        { title: '状态', render: (_, b) => <Tag>{b.statusName}</Tag> },
      ]}
    />
  );
}

function OrdersTab({ base }: { base: string }) {
  const [type, setType] = useState<'recharge' | 'withdraw'>('recharge');
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={type}
        onChange={(v) => setType(v as typeof type)}
        options={[
          { value: 'recharge', label: '充值订单' },
          { value: 'withdraw', label: '提现订单' },
        ]}
      />
      <PagedTable<AdminPlayerOrder>
        url={`${base}/orders`}
        params={{ type }}
        rowKey="id"
        empty={type === 'recharge' ? '暂无充值订单' : '暂无提现订单'}
        columns={[
          { title: '时间', width: 170, render: (_, o) => dateTime(o.createdAt) },
          { title: '订单号', dataIndex: 'orderNo' },
          { title: type === 'recharge' ? '渠道' : '收款账户', dataIndex: 'method' },
          { title: '金额', align: 'right', render: (_, o) => yuan(o.amount) },
          { title: '手续费', align: 'right', render: (_, o) => yuan(o.fee) },
          { title: '状态', render: (_, o) => <Tag>{o.statusName}</Tag> },
          { title: '完成时间', width: 170, render: (_, o) => dateTime(o.completedAt) },
          { title: '备注', render: (_, o) => o.reason || '—' },
        ]}
      />
    </Space>
  );
}

const who = (p: { id: number; username: string; nickname: string }) => (
  <Link to={`/players/${p.id}`}>
    {p.username}（{p.nickname}，ID {p.id}）
  </Link>
);

function ReferralsTab({ base }: { base: string }) {
  const [level, setLevel] = useState<number | undefined>();
  // The chain above and the counts come with the first page (the same endpoint).
  const head = useQuery({
    queryKey: [`${base}/referrals`, 'head'],
    queryFn: () => get<AdminReferralTree>(`${base}/referrals?limit=1`),
  });
  const counts = head.data?.levelCounts ?? [];
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <div>
        <Typography.Text strong>上级链：</Typography.Text>
        {head.data && head.data.inviters.length === 0 && (
          <Typography.Text type="secondary">无上级</Typography.Text>
        )}
        {head.data?.inviters.map((p) => (
          <Tag key={p.id} style={{ marginBottom: 4 }}>
            {p.level}级上级 · {who(p)}
          </Tag>
        ))}
      </div>
      <Segmented
        value={level ?? 0}
        onChange={(v) => setLevel(v === 0 ? undefined : Number(v))}
        options={[
          { value: 0, label: `全部下级（${counts.reduce((a, b) => a + b, 0)}）` },
          ...counts.map((n, i) => ({ value: i + 1, label: `${i + 1}级（${n}）` })),
        ]}
      />
      <PagedTable<AdminReferralMember>
        url={`${base}/referrals`}
        params={{ level }}
        rowKey="id"
        empty="暂无下级"
        pick={(d) => (d as AdminReferralTree).invitees}
        columns={[
          { title: '玩家', render: (_, m) => who(m) },
          { title: '层级', render: (_, m) => `${m.level}级` },
          { title: '直属下级', align: 'right', dataIndex: 'invitees' },
          {
            title: '状态',
            render: (_, m) => (
              <Tag color={m.status === 'active' ? 'green' : 'red'}>
                {m.status === 'active' ? '正常' : '已冻结'}
              </Tag>
            ),
          },
          { title: '注册时间', width: 170, render: (_, m) => dateTime(m.createdAt) },
        ]}
      />
    </Space>
  );
}

function LoginsTab({ base }: { base: string }) {
  return (
    <PagedTable<AdminLoginEvent>
      url={`${base}/logins`}
      rowKey="id"
      empty="暂无登录记录"
      columns={[
        { title: '时间', width: 170, render: (_, e) => dateTime(e.at) },
        {
          title: '结果',
          render: (_, e) => <Tag color={e.success ? 'green' : 'red'}>{e.outcomeName}</Tag>,
        },
        { title: 'IP', render: (_, e) => e.ip ?? '—' },
        {
          title: '设备（User-Agent）',
          render: (_, e) => (
            <Typography.Text ellipsis={{ tooltip: e.userAgent }} style={{ maxWidth: 480 }}>
              {e.userAgent ?? '—'}
            </Typography.Text>
          ),
        },
      ]}
    />
  );
}

/** The detail page's tabs, each a paged list; a tab loads when first opened. */
export function PlayerTabs({ playerId }: { playerId: number }) {
  const base = `/api/admin/players/${playerId}`;
  return (
    <Tabs
      destroyOnHidden
      items={[
        { key: 'ledger', label: '资金流水', children: <LedgerTab base={base} /> },
        { key: 'bets', label: '投注记录', children: <BetsTab base={base} /> },
        { key: 'orders', label: '充值提现', children: <OrdersTab base={base} /> },
        { key: 'referrals', label: '推荐关系', children: <ReferralsTab base={base} /> },
        { key: 'logins', label: '登录记录', children: <LoginsTab base={base} /> },
      ]}
    />
  );
}
