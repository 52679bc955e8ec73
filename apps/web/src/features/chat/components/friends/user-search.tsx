import { Avatar, Button, List, Toast } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { EmptyState } from '../../../../components/empty-state';
import { TestIdInput } from '../../../../components/testid-input';
import { navigateTo } from '../../../../lib/navigation';
import { searchUsers, sendFriendRequest, type UserSearchItem } from '../../api/friends';
import { chatDetailUrl } from '../../conversation-id';
import { TextPopup } from './text-popup';

const REQUEST_FIELDS = [
  {
    name: 'message',
    label: '验证消息',
    placeholder: '我是…',
    maxLength: 100,
    testId: 'friend-request-message',
  },
  {
    name: 'remark',
    label: '备注名（对方同意后显示）',
    placeholder: '选填',
    maxLength: 20,
    testId: 'friend-request-remark',
  },
];

/** Find players by username or nickname and send them a friend request with a remark. */
export function UserSearch({ onSent }: { onSent: () => void }) {
  const [keyword, setKeyword] = useState('');
  const [results, setResults] = useState<UserSearchItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [adding, setAdding] = useState<UserSearchItem | null>(null);

  const search = async () => {
    const k = keyword.trim();
    if (!k) {
      Toast.show({ content: '请输入用户名或昵称' });
      return;
    }
    setBusy(true);
    try {
      setResults((await searchUsers(k)).list);
    } catch {
      // toasted
    } finally {
      setBusy(false);
    }
  };

  const send = async (values: Record<string, string>) => {
    if (!adding) return false;
    try {
      const result = await sendFriendRequest({
        friendId: adding.id,
        remark: values.remark?.trim() || undefined,
        message: values.message?.trim() || undefined,
      });
      Toast.show({ icon: 'success', content: result?.autoAccepted ? '你们已成为好友' : '好友申请已发送' });
      const id = adding.id;
      setResults(
        (list) =>
          list?.map((u) =>
            u.id === id ? { ...u, pendingRequest: 'sent', isFriend: !!result?.autoAccepted } : u,
          ) ?? null,
      );
      onSent();
      return true;
    } catch {
      return false;
    }
  };

  const action = (u: UserSearchItem) => {
    if (u.isFriend) {
      return (
        <Button
          size="mini"
          onClick={() => void navigateTo(chatDetailUrl({ targetId: u.id, type: 'PRIVATE' }))}
        >
          发消息
        </Button>
      );
    }
    if (u.pendingRequest === 'sent') return <span className="cl-muted">已申请</span>;
    return (
      <Button size="mini" color="primary" onClick={() => setAdding(u)} data-testid={`friend-add-${u.id}`}>
        {u.pendingRequest === 'received' ? '同意并添加' : '添加'}
      </Button>
    );
  };

  return (
    <div>
      <div className="cl-search-row">
        <div className="cl-search-input">
          <SearchOutline />
          <TestIdInput
            testId="friend-search"
            placeholder="用户名或昵称"
            value={keyword}
            onChange={setKeyword}
            onEnterPress={search}
            clearable
          />
        </div>
        <Button
          size="small"
          color="primary"
          loading={busy}
          onClick={search}
          data-testid="friend-search-submit"
        >
          搜索
        </Button>
      </div>
      {results && results.length === 0 ? <EmptyState title="没有找到该用户" /> : null}
      {results && results.length > 0 ? (
        <List>
          {results.map((u) => (
            <List.Item
              key={u.id}
              prefix={<Avatar alt="" src={u.avatar ?? ''} style={{ '--size': '40px' }} />}
              description={`用户名：${u.username}`}
              extra={action(u)}
              data-testid={`search-user-${u.id}`}
            >
              {u.nickname}
            </List.Item>
          ))}
        </List>
      ) : null}
      <TextPopup
        visible={adding !== null}
        title={`添加 ${adding?.nickname ?? ''} 为好友`}
        fields={REQUEST_FIELDS}
        submitText="发送申请"
        submitTestId="friend-request-send"
        onSubmit={send}
        onClose={() => setAdding(null)}
      />
    </div>
  );
}
