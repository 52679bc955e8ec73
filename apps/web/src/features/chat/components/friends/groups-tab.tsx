import { useQuery } from '@tanstack/react-query';
import { Avatar, List } from 'antd-mobile';
import { EmptyState, ErrorState } from '../../../../components/empty-state';
import { PageLoading } from '../../../../components/page-loading';
import { navigateTo } from '../../../../lib/navigation';
import { getMyGroups, groupKeys } from '../../api/groups';
import { chatDetailUrl } from '../../conversation-id';

/** The groups I belong to; tap to open the group chat. */
export function GroupsTab() {
  const groups = useQuery({ queryKey: groupKeys.mine, queryFn: getMyGroups });
  const list = groups.data?.list ?? [];
  return (
    <div>
      {groups.isPending ? <PageLoading /> : null}
      {groups.isError ? <ErrorState onRetry={() => void groups.refetch()} /> : null}
      {groups.isSuccess && list.length === 0 ? (
        <EmptyState
          title="还没有加入群聊"
          actionText="查找群聊"
          onAction={() => navigateTo('/pages/chat/group-search')}
        />
      ) : null}
      <List>
        {list.map((g) => (
          <List.Item
            key={g.id}
            prefix={<Avatar src={g.avatar ?? ''} style={{ '--size': '40px' }} />}
            description={`${g.memberCount}人${g.role === 'owner' ? ' · 群主' : g.role === 'admin' ? ' · 管理员' : ''}`}
            onClick={() =>
              navigateTo(
                `${chatDetailUrl({ targetId: g.id, type: 'GROUP' })}&name=${encodeURIComponent(g.name)}`,
              )
            }
            data-testid={`group-${g.id}`}
          >
            {g.name}
          </List.Item>
        ))}
      </List>
    </div>
  );
}
