import type { Group } from '@cailiao/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Dialog, List, Popup, Toast } from 'antd-mobile';
import { navigateBack, navigateTo } from '../../../../lib/navigation';
import { getAnnouncements, groupAdminKeys, useMuteStatus } from '../../api/group-admin';
import { dissolveGroup, getGroupMembers, groupKeys, leaveGroup } from '../../api/groups';
import { muteText, ROLE_NAMES } from './group-format';
import './groups.css';

export interface GroupInfoDrawerProps {
  group: Group;
  visible: boolean;
  onClose: () => void;
}

const manageUrl = (id: number, tab?: string) =>
  `/pages/chat/group-manage?groupId=${id}${tab ? `&tab=${tab}` : ''}`;

/** The group info drawer of the chat header: who is in, the latest notice, mute state, and actions. */
export function GroupInfoDrawer({ group, visible, onClose }: GroupInfoDrawerProps) {
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: [...groupKeys.one(group.id), 'members-preview'],
    queryFn: () => getGroupMembers(group.id, 1),
    enabled: visible,
  });
  const notices = useQuery({
    queryKey: [...groupAdminKeys.announcements(group.id), 'latest'],
    queryFn: () => getAnnouncements(group.id, 1),
    enabled: visible,
  });
  const mute = useMuteStatus(group.id, visible && group.status === 'active');
  const manager = group.role === 'owner' || group.role === 'admin';
  const active = group.status === 'active';
  const latest = notices.data?.list[0];

  const leave = async () => {
    const owner = group.role === 'owner';
    const ok = await Dialog.confirm({
      content: owner ? `解散群聊「${group.name}」？所有成员将无法再发言` : `退出群聊「${group.name}」？`,
      confirmText: owner ? '解散' : '退出',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await (owner ? dissolveGroup(group.id) : leaveGroup(group.id));
      Toast.show({ content: owner ? '群聊已解散' : '已退出群聊' });
      await queryClient.invalidateQueries({ queryKey: groupKeys.all });
      onClose();
      if (!owner) navigateBack(true);
    } catch {
      // the http client showed why
    }
  };

  const copyCode = async () => {
    if (!group.joinCode) return;
    try {
      await navigator.clipboard.writeText(group.joinCode);
      Toast.show({ content: '入群码已复制' });
    } catch {
      Toast.show({ content: `入群码：${group.joinCode}` });
    }
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="right"
      bodyStyle={{ width: '82vw', maxWidth: 360, overflowY: 'auto' }}
    >
      <div className="cl-group-drawer" data-testid="group-info-drawer">
        <div className="cl-group-drawer__head">
          <Avatar alt="" src={group.avatar ?? ''} style={{ '--size': '56px' }} />
          <div>
            <div className="cl-group-drawer__name">{group.name}</div>
            <div className="cl-group-drawer__sub">
              {group.memberCount}人 · {group.isPublic ? '公开群' : '私密群'}
              {group.role ? ` · ${ROLE_NAMES[group.role]}` : ''}
            </div>
          </div>
        </div>
        {!active ? <div className="cl-group-drawer__dissolved">该群聊已解散，只能查看历史消息</div> : null}
        <div className="cl-group-drawer__members" data-testid="group-drawer-members">
          {members.data?.list.slice(0, 15).map((m) => (
            <div key={m.userId} className="cl-group-drawer__member">
              <Avatar alt="" src={m.user.avatar ?? ''} style={{ '--size': '40px' }} />
              <span>{m.user.nickname}</span>
              {m.role !== 'member' ? <small>{ROLE_NAMES[m.role]}</small> : null}
            </div>
          ))}
          {members.isPending ? <span className="cl-group-drawer__sub">加载中…</span> : null}
          {members.isError ? <span className="cl-group-drawer__sub">成员加载失败</span> : null}
        </div>
        <List>
          <List.Item
            onClick={() => navigateTo(manageUrl(group.id, 'members'))}
            extra={`${group.memberCount}人`}
          >
            全部成员
          </List.Item>
          <List.Item
            onClick={() => navigateTo(manageUrl(group.id, 'announcements'))}
            description={latest ? `${latest.title}：${latest.content}` : '暂无公告'}
          >
            群公告
          </List.Item>
          {group.joinCode ? (
            <List.Item onClick={() => void copyCode()} extra={group.joinCode} data-testid="group-join-code">
              入群码
            </List.Item>
          ) : null}
          {group.description ? <List.Item description={group.description}>群简介</List.Item> : null}
          {active && mute.data ? (
            <List.Item extra={muteText(mute.data)} data-testid="group-mute-state">
              禁言状态
            </List.Item>
          ) : null}
          {manager && active ? (
            <List.Item
              onClick={() => navigateTo(manageUrl(group.id))}
              extra={group.pendingApplications > 0 ? <Badge content={group.pendingApplications} /> : null}
              data-testid="group-manage-link"
            >
              群管理
            </List.Item>
          ) : null}
        </List>
        {active && group.role ? (
          <div className="cl-group-drawer__actions">
            <Button
              block
              color="danger"
              fill="outline"
              onClick={() => void leave()}
              data-testid="group-leave"
            >
              {group.role === 'owner' ? '解散群聊' : '退出群聊'}
            </Button>
          </div>
        ) : null}
      </div>
    </Popup>
  );
}
