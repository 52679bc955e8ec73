import { BET_STATUS_NAMES, type BetStatus } from '@cailiao/contracts';
import { Tag } from 'antd-mobile';

const COLORS: Record<BetStatus, string> = {
  pending: 'warning',
  won: 'danger',
  lost: 'default',
  refunded: 'primary',
  cancelled: 'default',
};

/** A bet's status as a coloured tag; the test id carries the bet id and the status in data-status. */
export function BetStatusTag({ betId, status }: { betId: number; status: BetStatus }) {
  return (
    <Tag
      color={COLORS[status]}
      fill={status === 'lost' || status === 'cancelled' ? 'outline' : 'solid'}
      data-testid={`bet-status-${betId}`}
      data-status={status}
    >
      {BET_STATUS_NAMES[status] ?? status}
    </Tag>
  );
}
