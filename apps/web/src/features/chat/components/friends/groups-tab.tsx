import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, List, Toast } from 'antd-mobile';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../hooks/use-paged-query';
import { navigateTo } from '../../../../lib/navigation';
import {
  approveApplication,
  getGroupRequestsSummary,
  groupAdminKeys,
  respondGroupInvite,
} from '../../api/group-admin';
import { getMyGroups, groupKeys } from '../../api/groups';
import { chatDetailUrl } from '../../conversation-id';
import { refreshGroupRequests } from '../../realtime/sync';
import '../groups/groups.css';

/** Pending invites to me and applications to groups I manage, each with its answer buttons. */
function GroupNotices() {
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: groupAdminKeys.summary,
    queryFn: () => getGroupRequestsSummary(),
    refetchOnMount: 'always',
  });
  if (!summary.data || summary.data.counts.total === 0) return null;
  const answer = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      Toast.show({ content: done });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: groupAdminKeys.summary }),
        queryClient.invalidateQueries({ queryKey: groupKeys.all }),
      ]);
      void refreshGroupRequests().catch(() => undefined);
    } catch {
      // toasted
    }
  };
  const { invites, applications } = summary.data;
  return (
    <List header={`群通知（${summary.data.counts.total}）`} data-testid="group-notices">
      {invites.map((i) => (
        <List.Item
          key={`i${i.id}`}
          description={`${i.inviter?.nickname ?? ''}邀请你加入${i.message ? `：${i.message}` : ''}`}
          extra={
            <span className="cl-group-card-actions">
              <Button
                size="mini"
                color="primary"
                onClick={() => void answer(() => respondGroupInvite(i.id, true), '已加入群聊')}
                data-testid={`group-invite-accept-${i.id}`}
              >
                加入
              </Button>
              <Button
                size="mini"
                onClick={() => void answer(() => respondGroupInvite(i.id, false), '已拒绝')}
              >
                拒绝
              </Button>
            </span>
          }
        >
          {i.groupName}
        </List.Item>
      ))}
      {applications.map((a) => (
        <List.Item
          key={`a${a.id}`}
          prefix={<Avatar alt="" src={a.user.avatar ?? ''} style={{ '--size': '32px' }} />}
          description={`申请加入「${a.groupName}」${a.message ? `：${a.message}` : ''}`}
          extra={
            <span className="cl-group-card-actions">
              <Button
                size="mini"
                color="primary"
                onClick={() => void answer(() => approveApplication(a.id, true), '已同意')}
                data-testid={`group-application-approve-${a.id}`}
              >
                同意
              </Button>
              <Button
                size="mini"
                onClick={() => void answer(() => approveApplication(a.id, false), '已拒绝')}
              >
                拒绝
              </Button>
            </span>
          }
        >
          {a.user.nickname}
        </List.Item>
      ))}
    </List>
  );
}

/** The groups I belong to (tap to open the chat), group notices, and create / find actions. */
export function GroupsTab() {
  const groups = usePagedQuery(groupKeys.mine, getMyGroups);
  const list = groups.items;
  return (
    <div>
      <div className="cl-group-manage__actions" style={{ flexDirection: 'row' }}>
        <Button
          block
          size="small"
          color="primary"
          onClick={() => void navigateTo('/pages/chat/group-create')}
          data-testid="group-create"
        >
          创建群聊
        </Button>
        <Button
          block
          size="small"
          onClick={() => void navigateTo('/pages/chat/group-search')}
          data-testid="group-find"
        >
          查找群聊
        </Button>
      </div>
      <GroupNotices />
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
              prefix={<Avatar alt="" src={g.avatar ?? ''} style={{ '--size': '40px' }} />}
              description={`${g.memberCount}人${g.role === 'owner' ? ' · 群主' : g.role === 'admin' ? ' · 管理员' : ''}`}
              extra={g.pendingApplications > 0 ? <Badge content={g.pendingApplications} /> : null}
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
    </div>
  );
}
