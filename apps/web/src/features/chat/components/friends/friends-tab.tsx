import type { Friend } from '@cailiao/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ActionSheet, Avatar, Dialog, List, SearchBar, Toast } from 'antd-mobile';
import { MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { PullLoadList } from '../../../../components/pull-load-list';
import { usePagedQuery } from '../../../../hooks/use-paged-query';
import { navigateTo } from '../../../../lib/navigation';
import {
  blockFriend,
  deleteFriend,
  friendKeys,
  getFriends,
  unblockFriend,
  updateFriendRemark,
} from '../../api/friends';
import { chatDetailUrl } from '../../conversation-id';
import { refreshConversations } from '../../realtime/sync';
import { useChatStore } from '../../store/chat-store';
import { TextPopup } from './text-popup';

const openChat = (f: Friend) =>
  navigateTo(
    `${chatDetailUrl({ targetId: f.friendId, type: 'PRIVATE' })}&name=${encodeURIComponent(f.remark || f.nickname)}`,
  );

/** My friends, 50 a page, with online dots; tap to chat, 更多 for remark, block and delete. */
export function FriendsTab() {
  const [keyword, setKeyword] = useState('');
  const queryClient = useQueryClient();
  const friends = usePagedQuery(friendKeys.list(keyword.trim()), (page) => getFriends(keyword.trim(), page));
  const online = useChatStore((s) => s.onlineUsers);
  const [menu, setMenu] = useState<Friend | null>(null);
  const [remarking, setRemarking] = useState<Friend | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: friendKeys.all });

  const confirmThen = async (content: string, run: () => Promise<unknown>, done: string) => {
    if (!(await Dialog.confirm({ content, confirmText: '确定', cancelText: '取消' }))) return;
    try {
      await run();
      Toast.show({ icon: 'success', content: done });
      await refresh();
      void refreshConversations().catch(() => undefined);
    } catch {
      // toasted
    }
  };

  const act = (f: Friend, key: string) => {
    setMenu(null);
    if (key === 'chat') openChat(f);
    if (key === 'remark') setRemarking(f);
    if (key === 'block') {
      void confirmThen(
        `拉黑后将不再收到「${f.remark || f.nickname}」的消息和好友申请，确定拉黑？`,
        () => blockFriend(f.friendId),
        '已拉黑',
      );
    }
    if (key === 'unblock') {
      void confirmThen(
        `确定将「${f.remark || f.nickname}」移出黑名单？`,
        () => unblockFriend(f.friendId),
        '已解除拉黑',
      );
    }
    if (key === 'delete') {
      void confirmThen(
        `删除好友「${f.remark || f.nickname}」？删除后需重新申请才能聊天`,
        () => deleteFriend(f.friendId),
        '已删除好友',
      );
    }
  };

  const saveRemark = async (values: Record<string, string>) => {
    if (!remarking) return false;
    try {
      await updateFriendRemark(remarking.friendId, values.remark?.trim() || null);
      Toast.show({ icon: 'success', content: '备注已保存' });
      await refresh();
      void refreshConversations().catch(() => undefined);
      return true;
    } catch {
      return false;
    }
  };

  const list = friends.items;
  return (
    <div>
      <div className="cl-chat-search">
        <SearchBar placeholder="搜索好友" value={keyword} onChange={setKeyword} />
      </div>
      <PullLoadList
        loading={friends.query.isPending}
        error={friends.query.isError && list.length === 0 ? '好友列表加载失败' : null}
        onRetry={() => void friends.refresh()}
        empty={list.length === 0}
        emptyText={keyword ? '没有找到好友' : '还没有好友'}
        emptyDescription="在「添加」中搜索用户名添加好友"
        hasMore={friends.hasMore}
        loadMore={friends.loadMore}
        onRefresh={friends.refresh}
      >
        <List data-testid="friend-list">
          {list.map((f) => (
            <List.Item
              key={f.friendId}
              prefix={
                <span className="cl-friend-avatar">
                  <Avatar alt="" src={f.avatar ?? ''} style={{ '--size': '40px' }} />
                  {online.has(f.friendId) ? (
                    <span className="cl-online-dot" data-testid={`online-${f.friendId}`} />
                  ) : null}
                </span>
              }
              description={
                f.status === 'blocked'
                  ? '已拉黑'
                  : online.has(f.friendId)
                    ? '在线'
                    : f.remark
                      ? f.nickname
                      : '离线'
              }
              extra={
                <button
                  type="button"
                  className="cl-icon-btn"
                  aria-label="更多"
                  onClick={(e) => {
                    e.stopPropagation();
                    setMenu(f);
                  }}
                  data-testid={`friend-more-${f.friendId}`}
                >
                  <MoreOutline />
                </button>
              }
              arrowIcon={false}
              onClick={() => openChat(f)}
              data-testid={`friend-${f.friendId}`}
            >
              {f.remark || f.nickname}
            </List.Item>
          ))}
        </List>
      </PullLoadList>
      <ActionSheet
        visible={menu !== null}
        onClose={() => setMenu(null)}
        cancelText="取消"
        actions={[
          { key: 'chat', text: '发消息' },
          { key: 'remark', text: '修改备注' },
          menu?.status === 'blocked'
            ? { key: 'unblock', text: '移出黑名单' }
            : { key: 'block', text: '拉黑', danger: true },
          { key: 'delete', text: '删除好友', danger: true },
        ].map((a) => ({ ...a, onClick: () => menu && act(menu, a.key) }))}
      />
      <TextPopup
        visible={remarking !== null}
        title="修改备注"
        fields={[
          {
            name: 'remark',
            label: '备注名',
            placeholder: remarking?.nickname,
            maxLength: 20,
            testId: 'friend-remark-input',
            initial: remarking?.remark ?? '',
          },
        ]}
        submitText="保存"
        submitTestId="friend-remark-save"
        onSubmit={saveRemark}
        onClose={() => setRemarking(null)}
      />
    </div>
  );
}
