/**
 * One fetch with a timeout (AbortController) and the caller's abort signal, classified into the
 * transport failures of SPEC.md §8. The whole body is read before the timer stops.
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type TransportFailureKind = 'timeout' | 'network' | 'abort';

export class TransportFailure extends Error {
  constructor(
    readonly kind: TransportFailureKind,
    cause?: unknown,
  ) {
    super(kind, { cause });
    this.name = 'TransportFailure';
  }
}

export interface RawResponse {
  status: number;
  text: string;
}

export async function sendOnce(
  fetchFn: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<RawResponse> {
  if (signal?.aborted) throw new TransportFailure('abort');
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onCallerAbort = () => controller.abort();
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const response = await fetchFn(url, { ...init, signal: controller.signal });
    const text = await response.text();
    return { status: response.status, text };
  } catch (error) {
    if (timedOut) throw new TransportFailure('timeout', error);
    if (signal?.aborted || controller.signal.aborted) throw new TransportFailure('abort', error);
    throw new TransportFailure('network', error);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export interface ParsedEnvelope {
  success: boolean;
  code?: string;
  message?: string;
  data?: unknown;
  errors?: Array<{ field: string; message: string }>;
}

/** The body as an API envelope, or null when it is not one (HTML error pages, empty bodies). */
export function asEnvelope(body: unknown): ParsedEnvelope | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const b = body as Record<string, unknown>;
  if (typeof b.success !== 'boolean') return null;
  return {
    success: b.success,
    code: typeof b.code === 'string' ? b.code : undefined,
    message: typeof b.message === 'string' && b.message !== '' ? b.message : undefined,
    data: b.data,
    errors: Array.isArray(b.errors) ? (b.errors as ParsedEnvelope['errors']) : undefined,
  };
}

export function buildQuery(params?: Record<string, unknown>): string {
  if (!params) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}

export function joinUrl(base: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (!base) return url;
  return `${base.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}
