import { type Activity, PAGE_SIZE, type Page } from '@cailiao/contracts';
import { usePagedQuery } from '../../../hooks/use-paged-query';
import { http } from '../../../lib/http';
import { activityKeys } from './keys';

export type ActivityListStatus = 'current' | 'ended' | 'all';

/** GET /api/activity/list: current (upcoming and ongoing) or ended activities, a page at a time. */
export function getActivities(status: ActivityListStatus, page: number): Promise<Page<Activity>> {
  return http.get<Page<Activity>>('/api/activity/list', {
    params: { status, page, limit: PAGE_SIZE.default },
  });
}

export function useActivities(status: ActivityListStatus) {
  return usePagedQuery(activityKeys.list(status), (page) => getActivities(status, page));
}
