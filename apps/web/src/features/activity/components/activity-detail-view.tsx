import { type ActivityDetail, APPLICATION_STATUS_NAMES } from '@cailiao/contracts';
import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { EmptyState, ErrorState } from '../../../components/empty-state';
import { PageLoading } from '../../../components/page-loading';
import { formatMoney } from '../../../lib/format/money';
import { currentRoute, errorMessage, isApiError, loginUrlFor } from '../../../lib/http';
import { isKnownRoute, navigateTo, openPage } from '../../../lib/navigation';
import { selectIsLoggedIn, useAuthStore } from '../../auth/store/auth-store';
import { useActivity } from '../api/get-activity';
import { useJoinActivity } from '../api/join-activity';
import { ActivityContent } from './activity-content';
import { ActivityStatusTag } from './activity-status-tag';
import { activityWindow } from './activity-window';
import './activity.css';

function Action({ activity }: { activity: ActivityDetail }) {
  const loggedIn = useAuthStore(selectIsLoggedIn);
  const join = useJoinActivity();
  if (activity.status === 'ended')
    return (
      <Button block disabled>
        活动已结束
      </Button>
    );
  if (activity.status === 'upcoming')
    return (
      <Button block disabled>
        活动尚未开始
      </Button>
    );
  if (activity.link && isKnownRoute(activity.link))
    return (
      <Button block color="primary" onClick={() => void openPage(activity.link!)} data-testid="activity-go">
        立即参与
      </Button>
    );
  if (!activity.requiresApplication) return null;
  if (activity.application)
    return (
      <div className="cl-activity-application" data-testid="activity-application">
        <span>
          报名状态：
          <Tag color={activity.application.status === 'rejected' ? 'danger' : 'primary'} fill="outline">
            {APPLICATION_STATUS_NAMES[activity.application.status]}
          </Tag>
        </span>
        {activity.application.reason ? <span>说明：{activity.application.reason}</span> : null}
      </div>
    );
  const onJoin = async () => {
    if (!loggedIn) {
      navigateTo(loginUrlFor(currentRoute()));
      return;
    }
    const ok = await Dialog.confirm({
      title: '报名活动',
      content: `确认报名「${activity.title}」？提交后由工作人员审核。`,
      confirmText: '确认报名',
      cancelText: '取消',
    });
    if (!ok) return;
    try {
      await join.mutateAsync({ activityId: activity.activityId });
      Toast.show({ icon: 'success', content: '报名成功，请等待审核' });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Button
      block
      color="primary"
      loading={join.isPending}
      onClick={() => void onJoin()}
      data-testid="activity-join"
    >
      {loggedIn ? '立即报名' : '登录后报名'}
    </Button>
  );
}

/** One activity in full: cover, window, rich content, rules, and how to take part. */
export function ActivityDetailView({ activityId }: { activityId: number }) {
  const query = useActivity(activityId);
  if (!(activityId > 0)) return <EmptyState title="活动不存在" />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <EmptyState title="活动不存在" />;
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  }
  const a = query.data;
  const hasCoverInContent = a.content.some((b) => b.type === 'image' && b.url === a.coverImage);
  return (
    <article className="cl-activity-detail" data-testid="activity-detail">
      {a.coverImage && !hasCoverInContent ? (
        <img className="cl-activity-detail__cover" src={a.coverImage} alt={a.title} />
      ) : null}
      <section className="cl-section">
        <div className="cl-activity-detail__head">
          <h2>{a.title}</h2>
          <ActivityStatusTag status={a.status} />
        </div>
        <p className="cl-activity-card__time">活动时间：{activityWindow(a)}</p>
        {a.reward > 0 ? (
          <p className="cl-activity-detail__reward">活动奖励：{formatMoney(a.reward)} 元</p>
        ) : null}
      </section>
      {a.content.length ? (
        <section className="cl-section">
          <ActivityContent blocks={a.content} />
        </section>
      ) : null}
      {a.rules.length ? (
        <section className="cl-section">
          <h3 className="cl-section__title">活动规则</h3>
          <ol className="cl-activity-rules">
            {a.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}
      <div className="cl-activity-detail__action">
        <Action activity={a} />
      </div>
    </article>
  );
}
