import { Avatar, List } from 'antd-mobile';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../hooks/use-paged-query';
import { navigateTo } from '../../../../lib/navigation';
import { getMyGroups, groupKeys } from '../../api/groups';
import { chatDetailUrl } from '../../conversation-id';

/** The groups I belong to, 20 a page; tap to open the group chat. */
export function GroupsTab() {
  const groups = usePagedQuery(groupKeys.mine, getMyGroups);
  const list = groups.items;
  return (
    <PullLoadList
      loading={groups.query.isPending}
      error={groups.query.isError && list.length === 0 ? '群聊列表加载失败' : null}
      onRetry={() => void groups.refresh()}
      empty={list.length === 0}
      emptyText="还没有加入群聊"
      emptyAction={{ text: '查找群聊', onClick: () => navigateTo('/pages/chat/group-search') }}
      hasMore={groups.hasMore}
      loadMore={groups.loadMore}
      onRefresh={groups.refresh}
    >
      <List data-testid="group-list">
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
    </PullLoadList>
  );
}
