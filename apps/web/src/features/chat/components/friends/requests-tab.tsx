import type { FriendRequest } from '@cailiao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, List, Toast } from 'antd-mobile';
import { useState } from 'react';
import { PillTabs } from '../../../../components/pill-tabs';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../hooks/use-paged-query';
import { acceptFriendRequest, friendKeys, getFriendRequests, rejectFriendRequest } from '../../api/friends';
import { refreshConversations, refreshPendingRequests } from '../../realtime/sync';

const STATUS_TEXT: Record<FriendRequest['status'], string> = {
  pending: '等待验证',
  accepted: '已添加',
  rejected: '已拒绝',
  expired: '已过期',
};

/** Friend requests received (accept or reject) and sent (their status), 50 a page like the friends. */
export function RequestsTab() {
  const [type, setType] = useState<'received' | 'sent'>('received');
  const queryClient = useQueryClient();
  const requests = usePagedQuery(friendKeys.requests(type), (page) => getFriendRequests(type, page));
  const [busy, setBusy] = useState<number | null>(null);

  const respond = async (r: FriendRequest, accept: boolean) => {
    setBusy(r.id);
    try {
      await (accept ? acceptFriendRequest(r.id) : rejectFriendRequest(r.id));
      Toast.show({ icon: 'success', content: accept ? '已添加为好友' : '已拒绝' });
      await queryClient.invalidateQueries({ queryKey: friendKeys.all });
      void refreshPendingRequests().catch(() => undefined);
      if (accept) void refreshConversations().catch(() => undefined);
    } catch {
      // toasted
    } finally {
      setBusy(null);
    }
  };

  const list = requests.items;
  return (
    <div>
      <div className="cl-chat-search">
        <PillTabs
          label="好友申请"
          activeKey={type}
          onChange={(key) => setType(key as 'received' | 'sent')}
          tabs={[
            { key: 'received', title: '收到的申请' },
            { key: 'sent', title: '发出的申请' },
          ]}
        />
      </div>
      <PullLoadList
        loading={requests.query.isPending}
        error={requests.query.isError && list.length === 0 ? '好友申请加载失败' : null}
        onRetry={() => void requests.refresh()}
        empty={list.length === 0}
        emptyText="暂无好友申请"
        hasMore={requests.hasMore}
        loadMore={requests.loadMore}
        onRefresh={requests.refresh}
      >
        <List data-testid="request-list">
          {list.map((r) => {
            const other = type === 'received' ? r.fromUser : r.toUser;
            const pendingReceived = type === 'received' && r.status === 'pending';
            return (
              <List.Item
                key={r.id}
                prefix={<Avatar alt="" src={other.avatar ?? ''} style={{ '--size': '40px' }} />}
                description={r.message || `用户名：${other.username}`}
                extra={
                  pendingReceived ? (
                    <span className="cl-request-actions">
                      <Button
                        size="mini"
                        color="primary"
                        loading={busy === r.id}
                        onClick={() => respond(r, true)}
                        data-testid={`request-accept-${r.id}`}
                      >
                        同意
                      </Button>
                      <Button
                        size="mini"
                        disabled={busy === r.id}
                        onClick={() => respond(r, false)}
                        data-testid={`request-reject-${r.id}`}
                      >
                        拒绝
                      </Button>
                    </span>
                  ) : (
                    <span className="cl-muted" data-testid={`request-status-${r.id}`}>
                      {STATUS_TEXT[r.status]}
                    </span>
                  )
                }
                data-testid={`request-${r.id}`}
              >
                {other.nickname}
              </List.Item>
            );
          })}
        </List>
      </PullLoadList>
    </div>
  );
}
