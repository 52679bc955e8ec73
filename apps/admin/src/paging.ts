import type { Pagination } from '@cailiao/contracts';
import type { TablePaginationConfig } from 'antd';

/** Rows a console list asks the server for per page; its table shows pages of the same size. */
export const CONSOLE_PAGE_SIZE = 20;

/**
 * A table's paging over a list the server pages: the current page, the server's total (「共 N 条」
 * in the list's own counting word) and page changes handed back to the page's state.
 */
export function tablePaging(
  page: number,
  setPage: (page: number) => void,
  pagination: Pagination | undefined,
  unit = '条',
): TablePaginationConfig {
  return {
    current: page,
    pageSize: CONSOLE_PAGE_SIZE,
    total: pagination?.total ?? 0,
    showTotal: (total) => `共 ${total} ${unit}`,
    onChange: setPage,
  };
}
