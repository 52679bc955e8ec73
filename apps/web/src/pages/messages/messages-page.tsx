import type { Notice, PlayerMessage } from '@cailiao/contracts';
import { Badge, Dialog, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../components/page';
import { useReadAllMessages } from '../../features/messages/api/get-message';
import { useMessages } from '../../features/messages/api/get-messages';
import { useUnreadCounts } from '../../features/messages/api/get-unread-counts';
import { useNotices } from '../../features/messages/api/notices';
import { MessageItem, NoticeItem } from '../../features/messages/components/message-item';
import '../../features/messages/components/messages.css';
import { PagedList } from '../../features/wallet/components/paged-list';
import { RequireLogin } from '../../features/wallet/components/require-login';
import '../../features/wallet/components/wallet.css';
import { isApiError } from '../../lib/http';

type Tab = 'messages' | 'notices';

function Messages() {
  const paged = useMessages();
  return (
    <PagedList<PlayerMessage>
      paged={paged}
      testId="message-list"
      itemKey={(m) => m.id}
      renderItem={(m) => <MessageItem message={m} />}
      emptyText="暂无消息"
    />
  );
}

function Notices() {
  const paged = useNotices();
  return (
    <PagedList<Notice>
      paged={paged}
      testId="notice-list"
      itemKey={(n) => n.noticeId}
      renderItem={(n) => <NoticeItem notice={n} />}
      emptyText="暂无公告"
    />
  );
}

/** 消息中心: the player's messages and the notices, unread counts on each tab, read all. */
export function MessagesPage() {
  const [tab, setTab] = useState<Tab>('messages');
  const unread = useUnreadCounts();
  const readAll = useReadAllMessages();
  const unreadMessages = unread.data?.messages ?? 0;
  const unreadNotices = unread.data?.notices ?? 0;

  const onReadAll = async () => {
    const ok = await Dialog.confirm({
      content: '将全部消息标记为已读？',
      confirmText: '全部已读',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await readAll.mutateAsync();
      Toast.show({ icon: 'success', content: '已全部标记为已读' });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const right =
    tab === 'messages' && unreadMessages > 0 ? (
      <button
        type="button"
        className="cl-header-action"
        onClick={() => void onReadAll()}
        data-testid="read-all"
      >
        全部已读
      </button>
    ) : null;

  return (
    <Page title="消息中心" right={right}>
      <RequireLogin>
        <Tabs className="cl-wallet-tabs cl-messages-tabs" activeKey={tab} onChange={(k) => setTab(k as Tab)}>
          <Tabs.Tab
            key="messages"
            title={
              <Badge content={unreadMessages > 0 ? (unreadMessages > 99 ? '99+' : unreadMessages) : null}>
                <span data-testid="messages-tab-messages">消息</span>
              </Badge>
            }
          />
          <Tabs.Tab
            key="notices"
            title={
              <Badge content={unreadNotices > 0 ? (unreadNotices > 99 ? '99+' : unreadNotices) : null}>
                <span data-testid="messages-tab-notices">公告</span>
              </Badge>
            }
          />
        </Tabs>
        {tab === 'messages' ? <Messages /> : <Notices />}
      </RequireLogin>
    </Page>
  );
}
