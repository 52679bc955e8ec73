import { expect, vi } from 'vitest';
import { createHttpClient, type HttpClientDeps } from './client';
import { ApiError } from './errors';

/** Shared fakes of the http client tests: a scripted fetch and recorded side effects. */
export type Reply = Response | Error | ((init: RequestInit) => Promise<Response>);

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = (data: unknown, message?: string) =>
  json(200, { success: true, code: 'OK', message, data });
export const networkDown = () => new TypeError('Failed to fetch');

export function setup(replies: Reply[], overrides: Partial<HttpClientDeps> = {}) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const reports: Array<Record<string, unknown>> = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    if (url.endsWith('/api/log/error')) {
      reports.push(JSON.parse(String(init.body)));
      return ok(null);
    }
    calls.push({ url, init });
    const next = replies.shift();
    if (next === undefined) throw new Error(`unexpected fetch ${url}`);
    if (next instanceof Error) throw next;
    return typeof next === 'function' ? next(init) : next;
  });
  const deps = {
    fetch,
    toast: vi.fn(),
    navigateToLogin: vi.fn(),
    sleep: vi.fn(async (_ms: number) => undefined),
    storage: { getToken: vi.fn((): string | null => 'tok-1'), clearSession: vi.fn() },
    ...overrides,
  };
  return { client: createHttpClient(deps), deps, calls, reports };
}

export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}
