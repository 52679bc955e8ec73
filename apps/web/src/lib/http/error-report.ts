import type { ErrorReportBody } from '@cailiao/contracts';
import type { FetchLike } from './transport';

export const ERROR_LOG_PATH = '/api/log/error';

export interface ErrorReporterDeps {
  fetch: FetchLike;
  /** Full URL of the log endpoint. */
  endpoint: string;
  authHeaders: () => Record<string, string>;
  pageUrl?: () => string | undefined;
  userAgent?: () => string | undefined;
}

/**
 * Fire-and-forget POST of client errors to /api/log/error (SPEC.md §8). Never for a failure of the
 * log endpoint itself (no loops), never throws, never awaited; fields are cut to the server limits.
 */
export function createErrorReporter(deps: ErrorReporterDeps): (report: ErrorReportBody) => void {
  return (report) => {
    if (report.url?.includes(ERROR_LOG_PATH)) return;
    const body: ErrorReportBody = {
      ...report,
      message: report.message.slice(0, 2000),
      stack: report.stack?.slice(0, 8000),
      url: (report.url ?? deps.pageUrl?.())?.slice(0, 500),
      userAgent: (report.userAgent ?? deps.userAgent?.())?.slice(0, 500),
    };
    try {
      deps
        .fetch(deps.endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...deps.authHeaders() },
          body: JSON.stringify(body),
        })
        .catch(() => undefined);
    } catch {
      // reporting must never throw
    }
  };
}
