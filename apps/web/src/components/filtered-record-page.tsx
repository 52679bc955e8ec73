import { Tabs } from 'antd-mobile';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LOGIN_ROUTE, navigateTo, redirectTo } from '../lib/navigation';
import { EmptyState } from './empty-state';
import { Page } from './page';

/** A status tab; '' is every record. */
export interface RecordFilter<S extends string> {
  key: '' | S;
  title: string;
}

interface FilteredRecordPageProps<S extends string> {
  title: string;
  /** The page's route; the chosen tab is its `?status=`, so back and reload keep it. */
  route: string;
  filters: readonly RecordFilter<S>[];
  /** Test ids of the tabs are `${testIdPrefix}-filter-${key || 'all'}`. */
  testIdPrefix: string;
  tabsClassName?: string;
  /** A guest is asked to log in instead (components do not read the session themselves). */
  loggedIn: boolean;
  /** The list for a status (undefined: all); remounted when the tab changes. */
  list: (status: S | undefined) => ReactNode;
}

/** A player's records under status tabs (投注记录, 追号记录): asks a guest to log in first. */
export function FilteredRecordPage<S extends string>(props: FilteredRecordPageProps<S>) {
  const { title, route, filters, testIdPrefix, list, loggedIn } = props;
  const [params] = useSearchParams();
  const raw = params.get('status') ?? '';
  const filter = filters.find((f) => f.key === raw)?.key ?? '';

  return (
    <Page title={title}>
      {!loggedIn ? (
        <EmptyState title="请先登录" actionText="去登录" onAction={() => navigateTo(LOGIN_ROUTE)} />
      ) : (
        <>
          <Tabs
            activeKey={filter || 'all'}
            onChange={(key) => redirectTo(key === 'all' ? route : `${route}?status=${key}`)}
            className={props.tabsClassName}
          >
            {filters.map((f) => (
              <Tabs.Tab
                key={f.key || 'all'}
                title={<span data-testid={`${testIdPrefix}-filter-${f.key || 'all'}`}>{f.title}</span>}
              />
            ))}
          </Tabs>
          <Fragment key={filter || 'all'}>{list(filter || undefined)}</Fragment>
        </>
      )}
    </Page>
  );
}
