import type { Dashboard } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ApiError, get } from '../api';
import { yuan } from '../format';

/** Now, over every server process (live presence rows). */
const ONLINE = [
  { key: 'sockets', title: '当前在线连接' },
  { key: 'players', title: '当前在线玩家' },
] as const;

const FIGURES = [
  { key: 'registrations', title: '今日注册', money: false },
  { key: 'activePlayers', title: '今日活跃玩家', money: false },
  { key: 'deposits', title: '今日充值', money: true },
  { key: 'withdrawals', title: '今日提现', money: true },
  { key: 'turnover', title: '今日投注额', money: true },
  { key: 'payouts', title: '今日派奖', money: true },
  { key: 'ggr', title: '今日毛利（GGR）', money: true },
] as const;

const LINES = [
  { key: 'deposits', name: '充值', color: '#1677ff' },
  { key: 'withdrawals', name: '提现', color: '#faad14' },
  { key: 'turnover', name: '投注额', color: '#722ed1' },
  { key: 'payouts', name: '派奖', color: '#13c2c2' },
  { key: 'ggr', name: '毛利', color: '#d4380d' },
] as const;

/** Today's figures and the last 30 days (Asia/Shanghai days), amounts in yuan. */
export function DashboardPage() {
  const q = useQuery({ queryKey: ['dashboard'], queryFn: () => get<Dashboard>('/api/admin/dashboard') });
  if (q.isError)
    return (
      <Alert
        type="error"
        showIcon
        message={q.error instanceof ApiError ? q.error.message : '看板加载失败'}
        action={<Button onClick={() => q.refetch()}>重试</Button>}
      />
    );
  const data = q.data;
  return (
    <>
      <Row gutter={[16, 16]}>
        {ONLINE.map((f) => (
          <Col span={6} key={f.key}>
            <Card>
              {data ? (
                <Statistic
                  title={f.title}
                  value={data.online[f.key]}
                  formatter={(v) => Number(v).toLocaleString('zh-CN')}
                  valueStyle={{ color: '#389e0d' }}
                />
              ) : (
                <Skeleton active paragraph={false} />
              )}
            </Card>
          </Col>
        ))}
        {FIGURES.filter((f) => !f.money).map((f) => (
          <Col span={6} key={f.key}>
            <Card>
              {data ? (
                <Statistic
                  title={f.title}
                  value={data.today[f.key]}
                  formatter={(v) => (f.money ? yuan(Number(v)) : Number(v).toLocaleString('zh-CN'))}
                />
              ) : (
                <Skeleton active paragraph={false} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]} style={{ marginTop: 16 }} wrap={false}>
        {FIGURES.filter((f) => f.money).map((f) => (
          <Col flex="1 1 0" key={f.key}>
            <Card>
              {data ? (
                <Statistic
                  title={f.title}
                  value={data.today[f.key]}
                  formatter={(v) => (f.money ? yuan(Number(v)) : Number(v).toLocaleString('zh-CN'))}
                />
              ) : (
                <Skeleton active paragraph={false} />
              )}
            </Card>
          </Col>
        ))}
      </Row>
      <Card title="近30天资金走势（元）" style={{ marginTop: 16 }}>
        {!data ? (
          <Skeleton active />
        ) : data.days.every((d) => d.deposits === 0 && d.turnover === 0 && d.withdrawals === 0) ? (
          <Empty description="近30天暂无资金数据" />
        ) : (
          <ResponsiveContainer width="100%" height={320}>
            <LineChart data={data.days} margin={{ left: 16, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
              <YAxis />
              <Tooltip formatter={(v) => yuan(Number(v))} />
              <Legend />
              {LINES.map((l) => (
                <Line key={l.key} dataKey={l.key} name={l.name} stroke={l.color} dot={{ r: 2 }} />
              ))}
            </LineChart>
          </ResponsiveContainer>
        )}
      </Card>
      <Card title="近30天注册与活跃人数" style={{ marginTop: 16 }}>
        {!data ? (
          <Skeleton active />
        ) : (
          <ResponsiveContainer width="100%" height={200}>
            <LineChart data={data.days} margin={{ left: 16, right: 16 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="date" tickFormatter={(d: string) => d.slice(5)} />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Legend />
              <Line dataKey="registrations" name="注册" stroke="#52c41a" dot={{ r: 2 }} />
              <Line dataKey="activePlayers" name="活跃" stroke="#1677ff" dot={{ r: 2 }} />
            </LineChart>
          </ResponsiveContainer>
        )}
      </Card>
    </>
  );
}
