import type { Activity } from '@cailiao/contracts';
import { useState } from 'react';
import { Page } from '../../components/page';
import { type ActivityListStatus, useActivities } from '../../features/activity/api/get-activities';
import { ActivityCard } from '../../features/activity/components/activity-card';
import '../../features/activity/components/activity.css';
import { PagedList } from '../../features/wallet/components/paged-list';
import { StatusTabs } from '../../features/wallet/components/status-tabs';
import '../../features/wallet/components/wallet.css';

const TABS = [
  { key: 'current', title: '进行中' },
  { key: 'ended', title: '已结束' },
];

function Activities({ status }: { status: ActivityListStatus }) {
  const paged = useActivities(status);
  return (
    <PagedList<Activity>
      paged={paged}
      testId="activity-list"
      itemKey={(a) => a.activityId}
      renderItem={(a) => <ActivityCard activity={a} />}
      emptyText={status === 'ended' ? '暂无已结束的活动' : '暂无进行中的活动'}
    />
  );
}

/** 最新活动: current and ended activities, pull to refresh, load more. */
export function ActivePage() {
  const [status, setStatus] = useState<ActivityListStatus>('current');
  return (
    <Page title="最新活动">
      <StatusTabs
        tabs={TABS}
        active={status}
        onChange={(key) => setStatus(key as ActivityListStatus)}
        prefix="activity"
      />
      <Activities key={status} status={status} />
    </Page>
  );
}
