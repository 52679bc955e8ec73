import { Tag } from 'antd-mobile';

const COLORS: Record<string, string> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'danger',
  cancelled: 'default',
  expired: 'default',
};

/** An order status with its Chinese name (from the server's `statusName`). */
export function StatusTag({ status, name }: { status: string; name: string }) {
  return (
    <Tag color={COLORS[status] ?? 'default'} fill="outline" data-testid="order-status" data-status={status}>
      {name}
    </Tag>
  );
}
