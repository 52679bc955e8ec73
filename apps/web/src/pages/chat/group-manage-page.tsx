import { Badge, Tabs } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { useGroup } from '../../features/chat/api/groups';
import { GroupAnnouncementsSection } from '../../features/chat/components/group-manage/group-announcements-section';
import { GroupApplicationsSection } from '../../features/chat/components/group-manage/group-applications-section';
import { GroupInfoSection } from '../../features/chat/components/group-manage/group-info-section';
import { GroupMembersSection } from '../../features/chat/components/group-manage/group-members-section';
import { GroupMuteSection } from '../../features/chat/components/group-manage/group-mute-section';
import { GroupSettingsSection } from '../../features/chat/components/group-manage/group-settings-section';
import { LOGIN_ROUTE, redirectTo } from '../../lib/navigation';
import '../../features/chat/components/groups/groups.css';

const TABS = ['info', 'members', 'announcements', 'applications', 'mute', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * /pages/chat/group-manage?groupId&tab: info, members with roles, announcements, applications,
 * mute, lottery config, leave and dissolve. What each role sees and may do follows API.md.
 */
export function GroupManagePage() {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const [params, setParams] = useSearchParams();
  const groupId = Number(params.get('groupId'));
  const valid = Number.isInteger(groupId) && groupId > 0;
  const group = useGroup(valid ? groupId : undefined, loggedIn);
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as Tab)
    : 'info';

  if (!loggedIn) {
    return (
      <Page title="群管理">
        <EmptyState title="请先登录" actionText="去登录" onAction={() => redirectTo(LOGIN_ROUTE)} />
      </Page>
    );
  }
  if (!valid) {
    return (
      <Page title="群管理">
        <EmptyState title="群聊不存在" description="缺少群号" />
      </Page>
    );
  }
  if (group.isPending) {
    return (
      <Page title="群管理">
        <PageLoading />
      </Page>
    );
  }
  if (group.isError || !group.data) {
    return (
      <Page title="群管理">
        <ErrorState message="群信息加载失败" onRetry={() => void group.refetch()} />
      </Page>
    );
  }
  const g = group.data;
  if (!g.role) {
    return (
      <Page title="群管理">
        <EmptyState title="你不是该群成员" />
      </Page>
    );
  }
  const manager = g.role === 'owner' || g.role === 'admin';
  const title = g.status === 'dissolved' ? `${g.name}（已解散）` : g.name;
  return (
    <Page title={title} className="cl-group-manage">
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ groupId: String(g.id), tab: key }, { replace: true })}
      >
        <Tabs.Tab title="资料" key="info">
          <GroupInfoSection key={g.id} group={g} />
        </Tabs.Tab>
        <Tabs.Tab title="成员" key="members">
          <GroupMembersSection group={g} />
        </Tabs.Tab>
        <Tabs.Tab title="公告" key="announcements">
          <GroupAnnouncementsSection group={g} />
        </Tabs.Tab>
        {manager ? (
          <Tabs.Tab
            title={
              <Badge
                content={g.pendingApplications > 0 ? g.pendingApplications : null}
                style={{ '--right': '-10px' }}
              >
                申请
              </Badge>
            }
            key="applications"
          >
            <GroupApplicationsSection group={g} />
          </Tabs.Tab>
        ) : null}
        <Tabs.Tab title="禁言" key="mute">
          <GroupMuteSection group={g} />
        </Tabs.Tab>
        <Tabs.Tab title="设置" key="settings">
          <GroupSettingsSection group={g} />
        </Tabs.Tab>
      </Tabs>
    </Page>
  );
}
