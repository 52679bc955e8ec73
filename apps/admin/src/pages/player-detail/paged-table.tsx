import type { Pagination } from '@cailiao/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { ApiError, get, query } from '../../api';
import { CONSOLE_PAGE_SIZE, tablePaging } from '../../paging';

/** A page of a list endpoint, with its loading, empty and error states (one tab of the detail page). */
export function PagedTable<T extends object>({
  url,
  params = {},
  rowKey,
  columns,
  empty,
  pick = (d) => d as { list: T[]; pagination: Pagination },
}: {
  url: string;
  params?: Record<string, string | number | undefined>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  empty: string;
  /** Where the page sits in the answer (the referral tree nests it). */
  pick?: (data: unknown) => { list: T[]; pagination: Pagination };
}) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [url, params, page],
    queryFn: async () =>
      pick(await get<unknown>(`${url}${query({ ...params, page, limit: CONSOLE_PAGE_SIZE })}`)),
  });
  return (
    <>
      {list.isError && (
        <Alert
          type="error"
          showIcon
          message={list.error instanceof ApiError ? list.error.message : '加载失败'}
          action={<Button onClick={() => list.refetch()}>重试</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<T>
        rowKey={rowKey}
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        locale={{ emptyText: list.isError ? '加载失败' : empty }}
        columns={columns}
        pagination={{ ...tablePaging(page, setPage, list.data?.pagination), showSizeChanger: false }}
      />
    </>
  );
}
