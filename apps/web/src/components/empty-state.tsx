import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { StatusBlock } from './status-block';

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  actionText?: string;
  onAction?: () => void;
}

/** Nothing to show (an empty list, a missing item), with an optional way forward. */
export function EmptyState({ title = '暂无数据', description = '', actionText, onAction }: EmptyStateProps) {
  return (
    <StatusBlock className="cl-empty" kind="empty" title={title} description={description}>
      {actionText && onAction ? (
        <Button color="primary" size="small" onClick={onAction}>
          {actionText}
        </Button>
      ) : null}
    </StatusBlock>
  );
}

/** A failed load with a retry. */
export function ErrorState({
  message = '加载失败，请稍后重试',
  onRetry,
}: {
  message?: string;
  onRetry?: () => void;
}) {
  return (
    <StatusBlock className="cl-empty" kind="error" title="加载失败" description={message}>
      {onRetry ? (
        <Button color="primary" size="small" onClick={onRetry}>
          重新加载
        </Button>
      ) : null}
    </StatusBlock>
  );
}
