import { Alert, Button, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ApiError } from '../../api';

/** The server's Chinese message of a failed call, or a general one. */
export const failure = (e: unknown, fallback = '操作失败，请重试') =>
  e instanceof ApiError ? e.message : fallback;

/** A load's error with a retry, above a table. */
export function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      message={failure(error, '加载失败')}
      action={<Button onClick={retry}>重试</Button>}
      style={{ marginBottom: 16 }}
    />
  );
}

/** A settings form's three states: loading, failed (retry), loaded. */
export function Loaded<T>(props: {
  query: {
    isLoading: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  // antd shows a tip only around content: the spinner wraps an empty block the size of the form.
  if (query.isLoading)
    return (
      <Spin tip="加载中…">
        <div style={{ minHeight: 120 }} />
      </Spin>
    );
  if (query.isError || query.data === undefined)
    return (
      <Result
        status="error"
        title="加载失败"
        subTitle={failure(query.error, '请稍后重试')}
        extra={<Button onClick={() => query.refetch()}>重试</Button>}
      />
    );
  return <>{props.children(query.data)}</>;
}
