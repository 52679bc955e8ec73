import type { Activity } from '@cailiao/contracts';
import { GiftOutline } from 'antd-mobile-icons';
import { navigateTo } from '../../../lib/navigation';
import { ActivityStatusTag } from './activity-status-tag';
import { activityWindow } from './activity-window';
import './activity.css';

/** One activity in a list: cover, title, summary, window and status; opens its detail. */
export function ActivityCard({ activity }: { activity: Activity }) {
  return (
    <button
      type="button"
      className={`cl-activity-card${activity.status === 'ended' ? ' is-ended' : ''}`}
      onClick={() => navigateTo(`/pages/activity-detail/activity-detail?activityId=${activity.activityId}`)}
      data-testid={`activity-${activity.activityId}`}
    >
      <div className="cl-activity-card__cover">
        {activity.coverImage ? (
          <img src={activity.coverImage} alt={activity.title} loading="lazy" />
        ) : (
          <GiftOutline />
        )}
      </div>
      <div className="cl-activity-card__body">
        <div className="cl-activity-card__title">
          <span>{activity.title}</span>
          <ActivityStatusTag status={activity.status} />
        </div>
        {activity.summary ? <p className="cl-activity-card__summary">{activity.summary}</p> : null}
        <p className="cl-activity-card__time">{activityWindow(activity)}</p>
      </div>
    </button>
  );
}
