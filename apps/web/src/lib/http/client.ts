import { LIMITS } from '@cailiao/domain';
import { createErrorReporter, ERROR_LOG_PATH } from './error-report';
import { ApiError, CLIENT_ERROR_CODES, ERROR_MESSAGES, isBetSubmitUrl, messageForStatus } from './errors';
import { maintenanceSignal } from './maintenance';
import {
  asEnvelope,
  buildQuery,
  type FetchLike,
  joinUrl,
  parseJson,
  type RawResponse,
  sendOnce,
  TransportFailure,
} from './transport';
import { handleUnauthorized } from './unauthorized';

export interface HttpClientDeps {
  fetch: FetchLike;
  /** Shows a short message to the user. */
  toast: (message: string) => void;
  /** Goes to the login page (called 1 s after a 401). */
  navigateToLogin: () => void;
  sleep?: (ms: number) => Promise<void>;
  storage: { getToken: () => string | null; clearSession: () => void };
  /** Prefix of every relative URL; '' is the page's own origin. */
  baseUrl?: string;
  /** Servers tried once each after the retries on the main one fail with a network error. */
  backupBaseUrls?: () => string[];
  timeoutMs?: number;
  uploadTimeoutMs?: number;
  retries?: number;
  retryDelayMs?: number;
  /** Context added to error reports. */
  pageUrl?: () => string | undefined;
  userAgent?: () => string | undefined;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** No toast on failure (the caller shows its own text or the call runs in the background). */
  silent?: boolean;
  /** Treat a 401 as an ordinary failure: no session clearing, no redirect (login form, logout). */
  ignoreUnauthorized?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface UploadOptions {
  /** Form field of the file: `file` by default, `avatar` for the avatar upload. */
  field?: string;
  fileName?: string;
  fields?: Record<string, string>;
  silent?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** The server's answer while the operator has switched maintenance mode on. */
const MAINTENANCE_CODE = 'MAINTENANCE';
const MAINTENANCE_MESSAGE = '系统维护中，请稍后再试';

export interface ApiResult<T> {
  data: T;
  message: string;
  code: string;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type HttpClient = ReturnType<typeof createHttpClient>;

export function createHttpClient(deps: HttpClientDeps) {
  const sleep = deps.sleep ?? defaultSleep;
  const baseUrl = deps.baseUrl ?? '';
  const timeoutMs = deps.timeoutMs ?? LIMITS.requestTimeoutMs;
  const retries = deps.retries ?? LIMITS.requestRetries;
  const retryDelayMs = deps.retryDelayMs ?? LIMITS.requestRetryDelayMs;

  function authHeaders(): Record<string, string> {
    const token = deps.storage.getToken();
    return token ? { Authorization: `Bearer ${token}` } : {};
  }

  const reportError = createErrorReporter({
    fetch: deps.fetch,
    endpoint: joinUrl(baseUrl, ERROR_LOG_PATH),
    authHeaders,
    pageUrl: deps.pageUrl,
    userAgent: deps.userAgent,
  });

  function fail(error: ApiError, url: string, notify: boolean, report: boolean): never {
    if (notify) deps.toast(error.message);
    if (report)
      reportError({ message: error.message, url, code: error.code, status: error.status || undefined });
    throw error;
  }

  function transportError(failure: TransportFailure): ApiError {
    const { kind } = failure;
    const code = CLIENT_ERROR_CODES[kind];
    return new ApiError(0, code, ERROR_MESSAGES[kind]);
  }

  function unauthorized(message: string | undefined) {
    handleUnauthorized(message ?? ERROR_MESSAGES.unauthorized, {
      toast: deps.toast,
      clearSession: deps.storage.clearSession,
      navigateToLogin: deps.navigateToLogin,
      sleep,
    });
  }

  /** Main server with retries on network failure, then each backup server once (SPEC.md §8). */
  async function sendWithFailover(
    path: string,
    init: RequestInit,
    opts: RequestOptions,
  ): Promise<RawResponse> {
    const timeout = opts.timeoutMs ?? timeoutMs;
    let lastFailure: TransportFailure | undefined;
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) await sleep(retryDelayMs * attempt);
      try {
        return await sendOnce(deps.fetch, joinUrl(baseUrl, path), init, timeout, opts.signal);
      } catch (error) {
        if (!(error instanceof TransportFailure) || error.kind !== 'network') throw error;
        lastFailure = error;
      }
    }
    if (!/^https?:\/\//i.test(path)) {
      for (const backup of deps.backupBaseUrls?.() ?? []) {
        if (!backup || backup === baseUrl) continue;
        try {
          return await sendOnce(deps.fetch, joinUrl(backup, path), init, timeout, opts.signal);
        } catch (error) {
          if (!(error instanceof TransportFailure) || error.kind !== 'network') throw error;
          lastFailure = error;
        }
      }
    }
    throw lastFailure ?? new TransportFailure('network');
  }

  async function requestFull<T>(url: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const method = opts.method ?? 'GET';
    const path = url + buildQuery(opts.params);
    const quiet = opts.silent === true || isBetSubmitUrl(url);
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH' || opts.data !== undefined;
    const init: RequestInit = {
      method,
      headers: { 'Content-Type': 'application/json', ...authHeaders(), ...opts.headers },
      // A JSON content type with an empty body is refused by the server: always send an object.
      body: hasBody && method !== 'GET' ? JSON.stringify(opts.data ?? {}) : undefined,
    };

    let raw: RawResponse;
    try {
      raw = await sendWithFailover(path, init, opts);
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error;
      const apiError = transportError(error);
      // A cancelled request is the caller's own doing: no toast, no report.
      const aborted = error.kind === 'abort';
      return fail(apiError, url, !quiet && !aborted, !aborted);
    }

    return interpret<T>(raw, url, opts, quiet);
  }

  function interpret<T>(raw: RawResponse, url: string, opts: RequestOptions, quiet: boolean): ApiResult<T> {
    const { status } = raw;
    const envelope = asEnvelope(parseJson(raw.text));
    if (status >= 200 && status < 500) {
      if (envelope?.success === true) {
        return {
          data: envelope.data as T,
          message: envelope.message ?? ERROR_MESSAGES.success,
          code: envelope.code ?? 'OK',
        };
      }
      if (status === 401 && !opts.ignoreUnauthorized) {
        const error = new ApiError(
          401,
          envelope?.code ?? 'UNAUTHENTICATED',
          envelope?.message ?? ERROR_MESSAGES.unauthorized,
          envelope?.errors,
        );
        unauthorized(envelope?.message);
        throw error;
      }
      if (envelope) {
        const error = new ApiError(
          status,
          envelope.code ?? CLIENT_ERROR_CODES.http,
          envelope.message ?? ERROR_MESSAGES.businessDefault,
          envelope.errors,
        );
        return fail(error, url, !quiet, false);
      }
      // Not an envelope (a proxy's page, an empty body): the status catalogue speaks.
      const code = status < 300 ? CLIENT_ERROR_CODES.badResponse : CLIENT_ERROR_CODES.http;
      return fail(new ApiError(status, code, messageForStatus(status)), url, !quiet, status < 300);
    }
    if (status === 503 && envelope?.code === MAINTENANCE_CODE) {
      // Not a failure to toast or report: the app shows its maintenance screen.
      const said = envelope.message ?? MAINTENANCE_MESSAGE;
      maintenanceSignal.report(said);
      throw new ApiError(status, MAINTENANCE_CODE, said);
    }
    const error = new ApiError(
      status,
      envelope?.code ?? CLIENT_ERROR_CODES.http,
      messageForStatus(status),
      envelope?.errors,
    );
    return fail(error, url, !quiet, true);
  }

  async function request<T>(url: string, opts?: RequestOptions): Promise<T> {
    return (await requestFull<T>(url, opts)).data;
  }

  /** Multipart upload (SPEC.md §7): no retries; its own failure texts (SPEC.md §8). */
  async function upload<T>(url: string, file: Blob, opts: UploadOptions = {}): Promise<T> {
    const form = new FormData();
    for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
    const fileName = opts.fileName ?? (file instanceof File ? file.name : 'upload');
    form.append(opts.field ?? 'file', file, fileName);
    const quiet = opts.silent === true;

    let raw: RawResponse;
    try {
      // No Content-Type: the browser writes the multipart boundary itself.
      raw = await sendOnce(
        deps.fetch,
        joinUrl(baseUrl, url),
        { method: 'POST', headers: authHeaders(), body: form },
        // Longer than a request's 10 s on purpose: see LIMITS.uploadTimeoutMs.
        opts.timeoutMs ?? deps.uploadTimeoutMs ?? LIMITS.uploadTimeoutMs,
        opts.signal,
      );
    } catch (error) {
      if (!(error instanceof TransportFailure)) throw error;
      const aborted = error.kind === 'abort';
      const message = error.kind === 'network' ? ERROR_MESSAGES.uploadDefault : ERROR_MESSAGES[error.kind];
      const apiError = new ApiError(0, CLIENT_ERROR_CODES[error.kind], message);
      return fail(apiError, url, !quiet && !aborted, !aborted);
    }

    const body = parseJson(raw.text);
    const envelope = asEnvelope(body);
    if (raw.status === 401) {
      unauthorized(envelope?.message);
      throw new ApiError(
        401,
        envelope?.code ?? 'UNAUTHENTICATED',
        envelope?.message ?? ERROR_MESSAGES.unauthorized,
      );
    }
    if (!envelope) {
      const apiError = new ApiError(
        raw.status,
        CLIENT_ERROR_CODES.badResponse,
        ERROR_MESSAGES.uploadBadResponse,
      );
      return fail(apiError, url, !quiet, true);
    }
    if (envelope.success && raw.status < 400) return envelope.data as T;
    const apiError = new ApiError(
      raw.status,
      envelope.code ?? CLIENT_ERROR_CODES.http,
      envelope.message ?? ERROR_MESSAGES.uploadDefault,
      envelope.errors,
    );
    return fail(apiError, url, !quiet, raw.status >= 500);
  }

  return {
    request,
    requestFull,
    get: <T>(url: string, opts?: Omit<RequestOptions, 'method'>) =>
      request<T>(url, { ...opts, method: 'GET' }),
    post: <T>(url: string, data?: unknown, opts?: Omit<RequestOptions, 'method' | 'data'>) =>
      request<T>(url, { ...opts, method: 'POST', data }),
    put: <T>(url: string, data?: unknown, opts?: Omit<RequestOptions, 'method' | 'data'>) =>
      request<T>(url, { ...opts, method: 'PUT', data }),
    del: <T>(url: string, opts?: Omit<RequestOptions, 'method'>) =>
      request<T>(url, { ...opts, method: 'DELETE' }),
    upload,
    reportError,
  };
}
