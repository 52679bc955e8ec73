import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { vi } from 'vitest';
import { AppRoutes } from '../app/app-routes';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';

export interface RenderAppOptions {
  /**
   * Sizes for react-virtuoso lists, which measure what jsdom cannot lay out (its documented test
   * context): a viewport of `viewportHeight` px with items `itemHeight` px tall.
   */
  listViewport?: { viewportHeight: number; itemHeight: number };
  /** The app's query client, when a test fills it first (a new one otherwise). */
  queryClient?: QueryClient;
}

/** Renders the real routes, shell and providers at `path` (a memory router instead of the hash). */
export function renderApp(path = '/', options: RenderAppOptions = {}) {
  const queryClient = options.queryClient ?? createQueryClient();
  const withLists = (children: ReactNode) =>
    options.listViewport ? (
      <VirtuosoMockContext.Provider value={options.listViewport}>{children}</VirtuosoMockContext.Provider>
    ) : (
      children
    );
  const view = render(
    <Providers queryClient={queryClient}>
      {withLists(
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>,
      )}
    </Providers>,
  );
  return { ...view, queryClient };
}

type Handler = (body: unknown, url: URL, init: RequestInit) => { status?: number; body: unknown } | unknown;

let ticketCount = 0;
/** A new single-use socket ticket per call, as POST /api/auth/socket-ticket answers. */
export const socketTicket = () => ({
  ticket: `st.ticket-${++ticketCount}`,
  expiresAt: new Date(Date.now() + 30_000).toISOString(),
});

/**
 * Stubs fetch with API handlers keyed by "METHOD /path"; unknown calls answer a 404 envelope.
 * Socket tickets are issued unless a test says otherwise.
 */
export function mockApi(given: Record<string, Handler>) {
  const handlers: Record<string, Handler> = { 'POST /api/auth/socket-ticket': socketTicket, ...given };
  const calls: Array<{ method: string; path: string; body: unknown; headers: Record<string, string> }> = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body;
    calls.push({ method, path: url.pathname, body, headers: (init.headers ?? {}) as Record<string, string> });
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) {
      return new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: '请求的资源不存在' }),
        {
          status: 404,
        },
      );
    }
    const result = handler(body, url, init);
    const { status = 200, body: payload } =
      result && typeof result === 'object' && 'body' in result
        ? (result as { status?: number; body: unknown })
        : {
            body: { success: true, code: 'OK', message: '操作成功', data: result },
          };
    return new Response(JSON.stringify(payload), { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
