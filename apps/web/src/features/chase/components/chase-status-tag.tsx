import { CHASE_STATUS_NAMES, type Chase, type ChaseStatus } from '@cailiao/contracts';
import { Tag } from 'antd-mobile';

const STATUS_COLOR: Record<ChaseStatus, 'primary' | 'default' | 'warning'> = {
  running: 'primary',
  finished: 'default',
  cancelled: 'warning',
};

/** 追号中 / 已结束 / 已撤销, as a tag the tests can read. */
export function ChaseStatusTag({ chase }: { chase: Pick<Chase, 'chaseId' | 'status'> }) {
  return (
    <Tag
      color={STATUS_COLOR[chase.status]}
      fill="outline"
      data-testid={`chase-status-${chase.chaseId}`}
      data-status={chase.status}
    >
      {CHASE_STATUS_NAMES[chase.status]}
    </Tag>
  );
}
