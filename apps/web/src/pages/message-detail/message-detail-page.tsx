import { PLAYER_MESSAGE_KIND_NAMES } from '@cailiao/contracts';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState } from '../../components/empty-state';
import { Page } from '../../components/page';
import { PageLoading } from '../../components/page-loading';
import { selectIsLoggedIn, useAuthStore } from '../../features/auth/store/auth-store';
import { useMessage, useReadMessage } from '../../features/messages/api/get-message';
import { useNotice, useReadNotice } from '../../features/messages/api/notices';
import '../../features/messages/components/messages.css';
import { RequireLogin } from '../../features/wallet/components/require-login';
import { formatDateTime } from '../../lib/format/time';
import { errorMessage, isApiError } from '../../lib/http';

const idOf = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

function Detail({ title, meta, content }: { title: string; meta: string; content: string }) {
  return (
    <article className="cl-message-detail" data-testid="message-detail">
      <h2>{title}</h2>
      <p className="cl-message-detail__meta">{meta}</p>
      <p className="cl-message-detail__content">{content}</p>
    </article>
  );
}

function MessageDetail({ id }: { id: number }) {
  const query = useMessage(id);
  const read = useReadMessage();
  const unread = query.data && !query.data.isRead;
  const markRead = read.mutate;
  useEffect(() => {
    if (unread) markRead(id);
  }, [unread, id, markRead]);
  if (!id) return <EmptyState title="消息不存在" />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <EmptyState title="消息不存在" />;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const m = query.data;
  const kind = PLAYER_MESSAGE_KIND_NAMES[m.kind] ?? '系统';
  return <Detail title={m.title} meta={`${kind}消息 · ${formatDateTime(m.createdAt)}`} content={m.content} />;
}

function NoticeDetail({ id }: { id: number }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const query = useNotice(id);
  const read = useReadNotice();
  const unread = loggedIn && query.data && !query.data.isRead;
  const markRead = read.mutate;
  useEffect(() => {
    if (unread) markRead(id);
  }, [unread, id, markRead]);
  if (!id) return <EmptyState title="公告不存在" />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <EmptyState title="公告不存在" />;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const n = query.data;
  return <Detail title={n.title} meta={`平台公告 · ${formatDateTime(n.publishedAt)}`} content={n.content} />;
}

/** 消息详情: a message (?id=) or a notice (?noticeId=), marked read when opened. */
export function MessageDetailPage() {
  const [params] = useSearchParams();
  if (params.has('noticeId'))
    return (
      <Page title="消息详情">
        <NoticeDetail id={idOf(params.get('noticeId'))} />
      </Page>
    );
  return (
    <Page title="消息详情">
      <RequireLogin>
        <MessageDetail id={idOf(params.get('id'))} />
      </RequireLogin>
    </Page>
  );
}
