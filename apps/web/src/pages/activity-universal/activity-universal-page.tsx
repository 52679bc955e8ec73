import type { Activity } from '@cailiao/contracts';
import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { useActivities } from '../../features/activity/api/get-activities';
import { ActivityCard } from '../../features/activity/components/activity-card';
import { ActivityDetailView } from '../../features/activity/components/activity-detail-view';
import { WelfareGrid } from '../../features/activity/components/welfare-grid';
import '../../features/activity/components/activity.css';
import { PagedList } from '../../features/wallet/components/paged-list';
import '../../features/wallet/components/wallet.css';

function Hub() {
  const paged = useActivities('current');
  return (
    <>
      <WelfareGrid />
      <h3 className="cl-section__title" style={{ margin: '16px 12px 0' }}>
        精选活动
      </h3>
      <PagedList<Activity>
        paged={paged}
        testId="activity-list"
        itemKey={(a) => a.activityId}
        renderItem={(a) => <ActivityCard activity={a} />}
        emptyText="暂无进行中的活动"
      />
    </>
  );
}

/**
 * 活动 (universal): with `?activityId=` the activity in the universal template; without, the
 * welfare centre: sign-in, daily bonus and VIP at a glance, then the current activities.
 */
export function ActivityUniversalPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('activityId') ?? params.get('id'));
  const hasId = params.has('activityId') || params.has('id');
  return (
    <Page title="活动">
      {hasId ? <ActivityDetailView activityId={Number.isSafeInteger(id) ? id : 0} /> : <Hub />}
    </Page>
  );
}
