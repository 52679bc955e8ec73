import type { Group } from '@cailiao/contracts';
import { ActionSheet, Avatar, Button, List } from 'antd-mobile';
import { useState } from 'react';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../lib/query/paged-query';
import {
  getMutedMembers,
  groupAdminKeys,
  muteGroup,
  unmuteGroup,
  unmuteMember,
  useMuteStatus,
} from '../../api/group-admin';
import { formatUntil, MUTE_DURATIONS } from '../groups/group-format';
import { useGroupAction } from './use-group-action';

/** Whole-group mute (owner and admins keep speaking) and the members muted now. */
export function GroupMuteSection({ group }: { group: Group }) {
  const manager = group.role === 'owner' || group.role === 'admin';
  const status = useMuteStatus(group.id, group.status === 'active');
  const muted = usePagedQuery(groupAdminKeys.muted(group.id), (page) => getMutedMembers(group.id, page));
  const act = useGroupAction(group.id);
  const [choosing, setChoosing] = useState(false);
  const groupMuted = status.data?.groupMuted ?? group.isMuted;
  const refresh = () => Promise.all([status.refetch(), muted.refresh()]);

  const { query, items } = muted;
  return (
    <>
      <List mode="card" header="全员禁言">
        <List.Item
          description={
            groupMuted && status.data?.groupMutedUntil
              ? `禁言中，${formatUntil(status.data.groupMutedUntil)}${status.data.groupMutedUntil.startsWith('9999') ? '' : '解除'}；群主和管理员仍可发言`
              : '开启后只有群主和管理员可以发言'
          }
          extra={
            manager ? (
              groupMuted ? (
                <Button
                  size="small"
                  onClick={() => void act(() => unmuteGroup(group.id), '已关闭全员禁言').then(refresh)}
                  data-testid="unmute-group"
                >
                  关闭
                </Button>
              ) : (
                <Button
                  size="small"
                  color="danger"
                  onClick={() => setChoosing(true)}
                  data-testid="mute-group"
                >
                  开启
                </Button>
              )
            ) : null
          }
        >
          {groupMuted ? '已开启' : '未开启'}
        </List.Item>
      </List>
      <div className="cl-group-section-title">被禁言的成员</div>
      <PullLoadList
        loading={query.isPending}
        error={query.isError ? '加载失败' : null}
        empty={query.isSuccess && items.length === 0}
        emptyText="没有被禁言的成员"
        hasMore={query.hasNextPage}
        loadMore={async () => {
          await query.fetchNextPage({ throwOnError: true });
        }}
        onRefresh={muted.refresh}
        onRetry={() => void query.refetch()}
      >
        <List>
          {items.map((m) => (
            <List.Item
              key={m.userId}
              prefix={<Avatar alt="" src={m.user.avatar ?? ''} style={{ '--size': '36px' }} />}
              description={`至 ${formatUntil(m.mutedUntil)}${m.muteReason ? ` · ${m.muteReason}` : ''}${m.mutedBy ? ` · 由${m.mutedBy.nickname}禁言` : ''}`}
              extra={
                manager ? (
                  <Button
                    size="mini"
                    onClick={() =>
                      void act(() => unmuteMember(group.id, m.userId), '已解除禁言').then(refresh)
                    }
                  >
                    解除
                  </Button>
                ) : null
              }
            >
              {m.user.nickname}
            </List.Item>
          ))}
        </List>
      </PullLoadList>
      <ActionSheet
        visible={choosing}
        onClose={() => setChoosing(false)}
        cancelText="取消"
        extra="全员禁言多久？"
        actions={[
          ...MUTE_DURATIONS.slice(0, 4).map((d) => ({
            key: String(d.value),
            text: d.label,
            duration: d.value,
          })),
          { key: 'forever', text: '直到手动关闭', duration: undefined as number | undefined },
        ].map(({ key, text, duration }) => ({
          key,
          text,
          onClick: () => {
            setChoosing(false);
            void act(() => muteGroup(group.id, duration), '已开启全员禁言').then(refresh);
          },
        }))}
      />
    </>
  );
}
