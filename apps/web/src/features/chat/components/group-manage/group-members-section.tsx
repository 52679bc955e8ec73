import type { Group, GroupMember } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  ActionSheet,
  type ActionSheetProps,
  Avatar,
  Button,
  CheckList,
  List,
  Popup,
  Selector,
  Tag,
} from 'antd-mobile';
import { useState } from 'react';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../lib/query/paged-query';
import { friendKeys, getFriends } from '../../api/friends';
import { muteMember, unmuteMember } from '../../api/group-admin';
import {
  getGroupMembers,
  groupKeys,
  inviteToGroup,
  removeMember,
  setMemberRole,
  transferGroup,
} from '../../api/groups';
import { formatUntil, MUTE_DURATIONS, ROLE_NAMES } from '../groups/group-format';
import { useGroupAction } from './use-group-action';

type RoleFilter = 'all' | 'admin';

/** Who may act on whom (API.md "Chat rules"): the owner on anyone else, an admin on members. */
const outranks = (me: Group['role'], them: GroupMember['role']) =>
  me === 'owner' ? them !== 'owner' : me === 'admin' ? them === 'member' : false;

function InvitePopup({ group, visible, onClose }: { group: Group; visible: boolean; onClose: () => void }) {
  const friends = useQuery({ queryKey: friendKeys.list(''), queryFn: () => getFriends(), enabled: visible });
  const [picked, setPicked] = useState<number[]>([]);
  const act = useGroupAction(group.id);
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
      <List header="邀请好友入群">
        {friends.isPending ? <List.Item>加载中…</List.Item> : null}
        {friends.data?.list.length === 0 ? <List.Item>还没有好友</List.Item> : null}
      </List>
      <CheckList multiple value={picked} onChange={(v) => setPicked(v as number[])}>
        {friends.data?.list.map((f) => (
          <CheckList.Item key={f.friendId} value={f.friendId} data-testid={`invite-friend-${f.friendId}`}>
            {f.remark || f.nickname}
          </CheckList.Item>
        ))}
      </CheckList>
      <div className="cl-group-manage__actions">
        <Button
          block
          color="primary"
          disabled={picked.length === 0}
          onClick={async () => {
            if (await act(() => inviteToGroup(group.id, picked), `已向${picked.length}位好友发出邀请`)) {
              setPicked([]);
              onClose();
            }
          }}
          data-testid="invite-send"
        >
          发送邀请
        </Button>
      </div>
    </Popup>
  );
}

/** Members with roles, paged (50 a page); the owner and admins act on those they outrank. */
export function GroupMembersSection({ group }: { group: Group }) {
  const [filter, setFilter] = useState<RoleFilter>('all');
  const role = filter === 'admin' ? 'admin' : undefined;
  const list = usePagedQuery(groupKeys.members(group.id, filter), (page) =>
    getGroupMembers(group.id, page, role),
  );
  const [acting, setActing] = useState<GroupMember | null>(null);
  const [muting, setMuting] = useState<GroupMember | null>(null);
  const [inviting, setInviting] = useState(false);
  const act = useGroupAction(group.id);
  const active = group.status === 'active';
  const canInvite = active && (group.role !== 'member' || group.allowMemberInvite);

  const actionsFor = (m: GroupMember): ActionSheetProps['actions'] => {
    const out: ActionSheetProps['actions'] = [];
    const run = (work: () => Promise<unknown>, done: string, confirm?: string) => () => {
      setActing(null);
      void act(work, done, confirm).then(() => list.refresh());
    };
    if (group.role === 'owner' && m.role !== 'owner') {
      out.push(
        m.role === 'admin'
          ? {
              key: 'demote',
              text: '取消管理员',
              onClick: run(() => setMemberRole(group.id, m.userId, 'member'), '已取消管理员'),
            }
          : {
              key: 'promote',
              text: '设为管理员',
              onClick: run(() => setMemberRole(group.id, m.userId, 'admin'), '已设为管理员'),
            },
      );
    }
    if (outranks(group.role, m.role)) {
      out.push(
        m.mutedUntil
          ? {
              key: 'unmute',
              text: '解除禁言',
              onClick: run(() => unmuteMember(group.id, m.userId), '已解除禁言'),
            }
          : {
              key: 'mute',
              text: '禁言',
              onClick: () => {
                setActing(null);
                setMuting(m);
              },
            },
        {
          key: 'remove',
          text: '移出群聊',
          danger: true,
          onClick: run(
            () => removeMember(group.id, m.userId),
            '已移出群聊',
            `将「${m.user.nickname}」移出群聊？`,
          ),
        },
      );
    }
    if (group.role === 'owner' && m.role !== 'owner') {
      out.push({
        key: 'transfer',
        text: '转让群主',
        danger: true,
        onClick: run(
          () => transferGroup(group.id, m.userId),
          '群主已转让',
          `将群主转让给「${m.user.nickname}」？转让后你将成为管理员`,
        ),
      });
    }
    return out;
  };

  const { query, items } = list;
  return (
    <>
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 8,
          padding: '8px 12px',
          background: 'var(--cl-card)',
        }}
      >
        <Selector
          value={[filter]}
          onChange={(v) => v[0] && setFilter(v[0] as RoleFilter)}
          options={[
            { label: `全部（${group.memberCount}）`, value: 'all' },
            { label: '管理员', value: 'admin' },
          ]}
        />
        {canInvite ? (
          <Button
            size="small"
            color="primary"
            fill="outline"
            onClick={() => setInviting(true)}
            data-testid="members-invite"
          >
            邀请
          </Button>
        ) : null}
      </div>
      <PullLoadList
        loading={query.isPending}
        error={query.isError ? '成员加载失败' : null}
        empty={query.isSuccess && items.length === 0}
        emptyText="暂无成员"
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
        onRefresh={list.refresh}
        onRetry={() => void query.refetch()}
      >
        <List>
          {items.map((m) => (
            <List.Item
              key={m.userId}
              prefix={<Avatar alt="" src={m.user.avatar ?? ''} style={{ '--size': '36px' }} />}
              description={
                m.mutedUntil
                  ? `禁言至 ${formatUntil(m.mutedUntil)}${m.muteReason ? `（${m.muteReason}）` : ''}`
                  : undefined
              }
              extra={
                m.role !== 'member' ? (
                  <Tag color={m.role === 'owner' ? 'danger' : 'warning'}>{ROLE_NAMES[m.role]}</Tag>
                ) : null
              }
              onClick={active && (actionsFor(m)?.length ?? 0) > 0 ? () => setActing(m) : undefined}
              data-testid={`member-${m.userId}`}
            >
              {m.user.nickname}
            </List.Item>
          ))}
        </List>
      </PullLoadList>
      <ActionSheet
        visible={acting !== null}
        onClose={() => setActing(null)}
        cancelText="取消"
        extra={acting ? acting.user.nickname : undefined}
        actions={acting ? (actionsFor(acting) ?? []) : []}
      />
      <ActionSheet
        visible={muting !== null}
        onClose={() => setMuting(null)}
        cancelText="取消"
        extra={muting ? `禁言「${muting.user.nickname}」多久？` : undefined}
        actions={MUTE_DURATIONS.map((d) => ({
          key: String(d.value),
          text: d.label,
          onClick: () => {
            const m = muting!;
            setMuting(null);
            void act(() => muteMember(group.id, m.userId, d.value), `已禁言${d.label}`).then(() =>
              list.refresh(),
            );
          },
        }))}
      />
      <InvitePopup group={group} visible={inviting} onClose={() => setInviting(false)} />
    </>
  );
}
