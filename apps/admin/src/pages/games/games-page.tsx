import type { AdminGame } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Switch, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { ApiError, api, get } from '../../api';
import { yuan } from '../../format';
import { can, useSession } from '../../session';
import { GAMES_KEY } from './game-keys';
import { GameSettingsModal } from './game-settings-modal';
import { OddsDrawer } from './odds-drawer';

/**
 * 游戏管理: every game with its sale status (switched with a confirmation), draw interval and close
 * time, stake limits and odds. Operators without games.manage see the same page read-only.
 */
export function GamesPage() {
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const manage = can(useSession(), 'games.manage');
  const [editing, setEditing] = useState<{ game: AdminGame; part: 'schedule' | 'limits' } | null>(null);
  const [oddsOf, setOddsOf] = useState<AdminGame | null>(null);
  const games = useQuery({ queryKey: GAMES_KEY, queryFn: () => get<AdminGame[]>('/api/admin/games') });

  const toggle = (game: AdminGame) => {
    const stop = game.status === 'active';
    modal.confirm({
      title: stop ? `暂停销售「${game.name}」？` : `恢复销售「${game.name}」？`,
      content: stop
        ? '暂停后玩家无法再投注或追号，游戏从大厅隐藏；当前一期照常开奖并结算，未投出的追号期次到期后自动解冻退回。'
        : '恢复后自下一期起接受投注，游戏重新出现在大厅。',
      okText: stop ? '确认暂停' : '确认恢复',
      okButtonProps: { danger: stop },
      cancelText: '取消',
      onOk: async () => {
        try {
          const { message: said } = await api('PUT', `/api/admin/games/${game.id}/status`, {
            status: stop ? 'disabled' : 'active',
          });
          message.success(said);
          await client.invalidateQueries({ queryKey: GAMES_KEY });
        } catch (e) {
          message.error(e instanceof ApiError ? e.message : '操作失败，请重试');
        }
      },
    });
  };

  const limit = (v: number | null) => (v === null ? '不限' : yuan(v));
  return (
    <Card title="游戏管理">
      {games.isError && (
        <Alert
          type="error"
          showIcon
          message={games.error instanceof ApiError ? games.error.message : '加载失败'}
          action={<Button onClick={() => games.refetch()}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<AdminGame>
        rowKey="id"
        size="middle"
        loading={games.isLoading}
        dataSource={games.data ?? []}
        locale={{ emptyText: '暂无游戏' }}
        pagination={false}
        columns={[
          {
            title: '游戏',
            render: (_, g) => (
              <Space direction="vertical" size={0}>
                <strong>{g.name}</strong>
                <span style={{ color: '#8c8c8c' }}>
                  {g.code} · {g.typeName}
                </span>
              </Space>
            ),
          },
          {
            title: '销售状态',
            render: (_, g) => (
              <Space>
                {manage && (
                  <Switch
                    aria-label={`${g.name}销售开关`}
                    checked={g.status === 'active'}
                    onClick={() => toggle(g)}
                  />
                )}
                <Tag color={g.status === 'active' ? 'green' : 'default'}>{g.statusName}</Tag>
              </Space>
            ),
          },
          {
            title: '开奖间隔 / 封盘',
            render: (_, g) => (
              <Space>
                <span>
                  每{g.intervalSeconds}秒 · 开奖前{g.closeBeforeSeconds}秒封盘
                </span>
                {g.intervalOverridden && (
                  <Tooltip title="服务器设置了 DRAW_INTERVAL_SECONDS，实际间隔以它为准">
                    <Tag color="orange">
                      实际每{g.effectiveIntervalSeconds}秒 · 前{g.effectiveCloseBeforeSeconds}秒封盘
                    </Tag>
                  </Tooltip>
                )}
              </Space>
            ),
          },
          {
            title: '投注限额',
            render: (_, g) => (
              <Space direction="vertical" size={0}>
                <span>单人单期：{limit(g.maxPlayerIssueStake)}</span>
                <span>单期合计：{limit(g.maxIssueStake)}</span>
              </Space>
            ),
          },
          {
            title: '赔率',
            render: (_, g) =>
              g.overrideCount > 0 ? <Tag color="blue">已调整{g.overrideCount}项</Tag> : '默认',
          },
          {
            title: '操作',
            render: (_, g) => (
              <Space wrap>
                <Button size="small" onClick={() => setOddsOf(g)}>
                  赔率设置
                </Button>
                {manage && (
                  <>
                    <Button size="small" onClick={() => setEditing({ game: g, part: 'schedule' })}>
                      开奖时间
                    </Button>
                    <Button size="small" onClick={() => setEditing({ game: g, part: 'limits' })}>
                      投注限额
                    </Button>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && <GameSettingsModal {...editing} onClose={() => setEditing(null)} />}
      <OddsDrawer game={oddsOf} manage={manage} onClose={() => setOddsOf(null)} />
    </Card>
  );
}
