import { useSearchParams } from 'react-router';
import { Page } from '../../components/page';
import { ActivityDetailView } from '../../features/activity/components/activity-detail-view';

/** 活动详情 (?activityId=): content, rules, time window, and sign-up or the way to take part. */
export function ActivityDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('activityId') ?? params.get('id'));
  return (
    <Page title="活动详情">
      <ActivityDetailView activityId={Number.isSafeInteger(id) ? id : 0} />
    </Page>
  );
}
