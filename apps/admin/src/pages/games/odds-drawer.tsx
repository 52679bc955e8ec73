import type { AdminGame, AdminOddsOption, AdminOddsPlay, AdminOddsTable } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Drawer,
  InputNumber,
  Popconfirm,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { ApiError, api, get } from '../../api';
import { GAMES_KEY } from './game-keys';

interface Props {
  game: AdminGame | null;
  manage: boolean;
  onClose(): void;
}

/**
 * 赔率设置: per play, each option's default odds, the odds in force and their exact return to
 * player (the server refuses odds whose return would reach 100%). Changes reach new bets only.
 */
export function OddsDrawer({ game, manage, onClose }: Props) {
  const [play, setPlay] = useState<string>();
  const key = ['admin-odds', game?.id];
  const table = useQuery({
    queryKey: key,
    queryFn: () => get<AdminOddsTable>(`/api/admin/games/${game!.id}/odds`),
    enabled: !!game,
  });
  const plays = table.data?.plays.filter((p) => p.options.length > 0) ?? [];
  const current = plays.find((p) => p.play === play) ?? plays[0];

  return (
    <Drawer
      open={!!game}
      width={920}
      title={game ? `赔率设置 · ${game.name}` : '赔率设置'}
      onClose={onClose}
      destroyOnHidden
    >
      {table.isError && (
        <Alert
          type="error"
          showIcon
          message={table.error instanceof ApiError ? table.error.message : '加载失败'}
          action={<Button onClick={() => table.refetch()}>重试</Button>}
        />
      )}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          返奖率 = 中奖概率 × 赔率 +
          退本概率，按全部开奖结果精确计算；须低于100%，否则不予保存。调整只影响之后的新注单，已投注单按下注时的赔率结算。
        </Typography.Paragraph>
        <Select
          aria-label="玩法"
          style={{ width: 320 }}
          loading={table.isLoading}
          value={current?.play}
          onChange={setPlay}
          options={plays.map((p) => ({ value: p.play, label: `${p.name}（${p.play}）` }))}
          placeholder="选择玩法"
        />
        {current && game && <PlayOdds gameId={game.id} play={current} manage={manage} queryKey={key} />}
      </Space>
    </Drawer>
  );
}

function PlayOdds({
  gameId,
  play,
  manage,
  queryKey,
}: {
  gameId: number;
  play: AdminOddsPlay;
  manage: boolean;
  queryKey: unknown[];
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [draft, setDraft] = useState<Record<string, number | null>>({});
  const [busy, setBusy] = useState<string | null>(null);

  const save = async (option: string, odds: number | null) => {
    setBusy(option);
    try {
      const res = await api<AdminOddsTable>('PUT', `/api/admin/games/${gameId}/odds`, {
        play: play.play,
        option,
        odds,
      });
      client.setQueryData(queryKey, res.data);
      await client.invalidateQueries({ queryKey: GAMES_KEY });
      setDraft(({ [option]: _, ...rest }) => rest);
      message.success(res.message);
    } catch (e) {
      message.error(e instanceof ApiError ? e.message : '保存失败，请重试');
    } finally {
      setBusy(null);
    }
  };

  return (
    <Table<AdminOddsOption>
      rowKey="option"
      size="small"
      pagination={false}
      dataSource={play.options}
      columns={[
        { title: '投注项', render: (_, o) => `${o.name}` },
        { title: '默认赔率', dataIndex: 'defaultOdds', render: (v: number) => v.toFixed(2) },
        {
          title: '当前赔率',
          render: (_, o) => (
            <Space>
              <strong>{o.odds.toFixed(2)}</strong>
              {o.overrideOf && <Tag color="blue">{o.overrideOf === 'play' ? '整玩法调整' : '已调整'}</Tag>}
            </Space>
          ),
        },
        {
          title: '返奖率',
          render: (_, o) => (
            <Space direction="vertical" size={0}>
              <span data-testid={`rtp-${o.option}`}>{o.returnPercent}%</span>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                = {o.returnFraction}
              </Typography.Text>
            </Space>
          ),
        },
        { title: '最高可设', dataIndex: 'maxOdds', render: (v: number) => v.toFixed(2) },
        ...(manage
          ? [
              {
                title: '调整',
                render: (_: unknown, o: AdminOddsOption) => {
                  const value = draft[o.option] ?? null;
                  return (
                    <Space>
                      <InputNumber
                        aria-label={`${o.name}新赔率`}
                        size="small"
                        min={0.01}
                        step={0.01}
                        precision={2}
                        placeholder={o.odds.toFixed(2)}
                        value={value}
                        onChange={(v) => setDraft((d) => ({ ...d, [o.option]: v }))}
                        status={value !== null && value > o.maxOdds ? 'error' : undefined}
                      />
                      <Popconfirm
                        title={`将「${o.name}」的赔率改为 ${value?.toFixed(2)}？`}
                        description="只影响之后的新注单"
                        okText="确认调整"
                        cancelText="取消"
                        disabled={value === null}
                        onConfirm={() => save(o.option, value)}
                      >
                        <Button
                          size="small"
                          type="primary"
                          disabled={value === null}
                          loading={busy === o.option}
                        >
                          保存
                        </Button>
                      </Popconfirm>
                      {o.overrideOf === 'option' && (
                        <Popconfirm
                          title={`恢复「${o.name}」的默认赔率 ${o.defaultOdds.toFixed(2)}？`}
                          okText="确认恢复"
                          cancelText="取消"
                          onConfirm={() => save(o.option, null)}
                        >
                          <Button size="small">恢复默认</Button>
                        </Popconfirm>
                      )}
                    </Space>
                  );
                },
              },
            ]
          : []),
      ]}
    />
  );
}
