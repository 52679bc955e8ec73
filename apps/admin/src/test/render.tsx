import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';

/** Renders a page with the console's providers, at `path`, with a stand-in page at `/`. */
export function renderPage(page: ReactElement, path = '/page') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AntApp>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="/" element={<p>首页</p>} />
          </Routes>
        </MemoryRouter>
      </AntApp>
    </QueryClientProvider>,
  );
}

/** Replaces fetch with answers in order; returns the mock to read the calls from. */
export function answer(...bodies: { status?: number; body: unknown }[]) {
  const queue = [...bodies];
  const mock = vi.fn(async () => {
    const next = queue.shift() ?? { status: 500, body: { success: false, message: '没有更多回答' } };
    return new Response(JSON.stringify(next.body), {
      status: next.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
