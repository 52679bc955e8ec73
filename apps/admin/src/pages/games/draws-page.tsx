import type { AdminGame, DrawItem, Pagination } from '@cailiao/contracts';
import { verifyDrawAsync } from '@cailiao/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Select, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, get, query } from '../../api';
import { dateTime } from '../../format';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../../paging';
import { GAMES_KEY } from './game-keys';

const STATUS: Record<string, { text: string; color: string }> = {
  open: { text: '销售中', color: 'green' },
  closed: { text: '已封盘', color: 'orange' },
  drawn: { text: '已开奖', color: 'blue' },
  settled: { text: '已结算', color: 'default' },
  void: { text: '已作废', color: 'red' },
};

type Check = { state: 'busy' } | { state: 'done'; ok: boolean; detail: string };

/**
 * 开奖记录: a game's past issues with numbers, seed hash and (once drawn) the revealed seed. 验证
 * recomputes the result from the seed in this browser (GAMES.md §2, the players' own code), so the
 * check does not depend on the server's word.
 */
export function DrawsPage() {
  const [gameId, setGameId] = useState<number>();
  const [page, setPage] = useState(1);
  const [checks, setChecks] = useState<Record<string, Check>>({});
  const games = useQuery({ queryKey: GAMES_KEY, queryFn: () => get<AdminGame[]>('/api/admin/games') });
  const selected = gameId ?? games.data?.[0]?.id;
  const draws = useQuery({
    queryKey: ['admin-draws', selected, page],
    queryFn: () =>
      get<{ list: DrawItem[]; pagination: Pagination }>(
        `/api/admin/games/${selected}/draws${query({ page, limit: CONSOLE_PAGE_SIZE })}`,
      ),
    enabled: selected !== undefined,
  });

  const verify = async (d: DrawItem) => {
    const key = `${d.gameId}:${d.issueNo}`;
    setChecks((c) => ({ ...c, [key]: { state: 'busy' } }));
    try {
      const v = await verifyDrawAsync(d.gameType, d.seed!, d.seedHash, d.gameCode, d.issueNo, d.numbers!);
      const detail = v.ok
        ? `种子哈希一致，重算结果 ${v.expected.join(',')} 与开奖号码一致`
        : `${v.hashMatches ? '' : '种子哈希不一致；'}${v.resultMatches ? '' : `重算结果为 ${v.expected.join(',')}`}`;
      setChecks((c) => ({ ...c, [key]: { state: 'done', ok: v.ok, detail } }));
    } catch {
      setChecks((c) => ({
        ...c,
        [key]: { state: 'done', ok: false, detail: '无法计算（浏览器不支持 WebCrypto）' },
      }));
    }
  };

  const error = games.error ?? draws.error;
  return (
    <Card
      title="开奖记录"
      extra={
        <Space>
          <Button onClick={() => draws.refetch()} loading={draws.isFetching}>
            刷新
          </Button>
          <Select
            aria-label="游戏"
            style={{ width: 220 }}
            loading={games.isLoading}
            value={selected}
            onChange={(v) => {
              setGameId(v);
              setPage(1);
            }}
            options={(games.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        每期开盘时公布种子哈希，开奖后公开种子。点击“验证”在本机浏览器用种子重算开奖号码并核对哈希；没有任何途径可以设置、修改或预览开奖结果。
      </Typography.Paragraph>
      {error && (
        <Alert
          type="error"
          showIcon
          message={error instanceof ApiError ? error.message : '加载失败'}
          action={<Button onClick={() => (games.isError ? games.refetch() : draws.refetch())}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<DrawItem>
        rowKey="issueNo"
        size="middle"
        loading={games.isLoading || draws.isLoading}
        dataSource={draws.data?.list ?? []}
        locale={{ emptyText: '暂无开奖记录' }}
        pagination={tablePaging(page, setPage, draws.data?.pagination, '期')}
        columns={[
          { title: '期号', dataIndex: 'issueNo', width: 150 },
          {
            title: '状态',
            width: 90,
            render: (_, d) => <Tag color={STATUS[d.status]?.color}>{STATUS[d.status]?.text ?? d.status}</Tag>,
          },
          { title: '开奖时间', width: 170, render: (_, d) => dateTime(d.drawAt) },
          {
            title: '开奖号码',
            render: (_, d) => (d.numbers ? <strong>{d.numbers.join(' , ')}</strong> : '—'),
          },
          {
            title: '种子哈希 / 种子',
            render: (_, d) => (
              <Space direction="vertical" size={0} style={{ fontFamily: 'monospace', fontSize: 12 }}>
                <Tooltip title={d.seedHash}>
                  <Typography.Text copyable={{ text: d.seedHash }}>
                    哈希 {d.seedHash.slice(0, 16)}…
                  </Typography.Text>
                </Tooltip>
                {d.seed ? (
                  <Tooltip title={d.seed}>
                    <Typography.Text copyable={{ text: d.seed }}>种子 {d.seed.slice(0, 16)}…</Typography.Text>
                  </Tooltip>
                ) : (
                  <Typography.Text type="secondary">种子 开奖后公开</Typography.Text>
                )}
              </Space>
            ),
          },
          {
            title: '验证',
            width: 300,
            render: (_, d) => {
              if (!d.seed || !d.numbers)
                return <Typography.Text type="secondary">未开奖，无法验证</Typography.Text>;
              const check = checks[`${d.gameId}:${d.issueNo}`];
              if (check?.state === 'done')
                return (
                  <Space direction="vertical" size={0}>
                    <Tag color={check.ok ? 'green' : 'red'}>{check.ok ? '验证通过' : '验证不通过'}</Tag>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {check.detail}
                    </Typography.Text>
                  </Space>
                );
              return (
                <Button size="small" loading={check?.state === 'busy'} onClick={() => verify(d)}>
                  验证
                </Button>
              );
            },
          },
        ]}
      />
    </Card>
  );
}
