import { ACTIVITY_STATUS_NAMES, type ActivityStatus } from '@cailiao/contracts';
import { Tag } from 'antd-mobile';

const COLORS: Record<ActivityStatus, string> = { upcoming: 'warning', ongoing: 'success', ended: 'default' };

export function ActivityStatusTag({ status }: { status: ActivityStatus }) {
  return (
    <Tag color={COLORS[status]} fill="outline">
      {ACTIVITY_STATUS_NAMES[status]}
    </Tag>
  );
}
