import type { AdminPlayerDetail } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Breadcrumb, Button, Card, Result, Skeleton, Space } from 'antd';
import { Link, useParams } from 'react-router';
import { ApiError, get } from '../api';
import { PlayerActions } from './player-detail/player-actions';
import { PlayerHeader } from './player-detail/player-header';
import { PlayerTabs } from './player-detail/player-tabs';

/** One player: the header card (profile, balances, status, limits, actions) and the paged tabs. */
export function PlayerDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: ['player', id],
    queryFn: () => get<AdminPlayerDetail>(`/api/admin/players/${id}`),
    enabled: valid,
  });
  const crumbs = (
    <Breadcrumb
      items={[
        { title: <Link to="/players">玩家管理</Link> },
        { title: detail.data?.username ?? `玩家 ${id}` },
      ]}
    />
  );
  if (!valid || (detail.error instanceof ApiError && detail.error.status === 404))
    return (
      <Card>
        <Result
          status="404"
          title="玩家不存在"
          extra={
            <Link to="/players">
              <Button type="primary">返回玩家列表</Button>
            </Link>
          }
        />
      </Card>
    );
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {crumbs}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          message={detail.error instanceof ApiError ? detail.error.message : '加载失败'}
          action={<Button onClick={() => detail.refetch()}>重试</Button>}
        />
      )}
      {detail.isLoading && (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      )}
      {detail.data && <PlayerHeader player={detail.data} actions={<PlayerActions player={detail.data} />} />}
      {detail.data && (
        <Card>
          <PlayerTabs playerId={id} />
        </Card>
      )}
    </Space>
  );
}
