import type { FieldError } from '@cailiao/contracts';

/**
 * What went wrong, in the domain's words. Services say which kind of failure it is; only the
 * HTTP error handler (platform/http/error-handler.ts) knows which status answers each kind.
 */
export type ErrorKind =
  /** The input is malformed or missing (a field, a captcha, an upload). */
  | 'invalid'
  /** Nobody is logged in, or the credentials are wrong. */
  | 'unauthenticated'
  /** The caller may not do this. */
  | 'forbidden'
  | 'not_found'
  /** The state changed or already exists: taken, claimed, already reviewed. */
  | 'conflict'
  /** A business rule refuses it: balance, limits, betting closed, muted. */
  | 'rule'
  | 'too_large'
  | 'unsupported_media'
  | 'rate_limited'
  /** A dependency is missing or not ready; retrying later may succeed. */
  | 'unavailable';

/** A domain error: services throw these; the HTTP error handler maps kinds to the API envelope. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (code: string, message: string, errors?: FieldError[]) =>
  new DomainError('invalid', code, message, errors);
export const badRequest = (message = '请求参数有误', errors?: FieldError[]) =>
  invalid('VALIDATION_FAILED', message, errors);
export const unauthenticated = (message = '登录已过期，请重新登录', code = 'UNAUTHENTICATED') =>
  new DomainError('unauthenticated', code, message);
export const forbidden = (message = '没有操作权限', code = 'FORBIDDEN') =>
  new DomainError('forbidden', code, message);
export const notFound = (message = '请求的资源不存在') => new DomainError('not_found', 'NOT_FOUND', message);
export const conflict = (code: string, message: string, errors?: FieldError[]) =>
  new DomainError('conflict', code, message, errors);
export const businessRule = (code: string, message: string, errors?: FieldError[]) =>
  new DomainError('rule', code, message, errors);
export const tooLarge = (message: string) => new DomainError('too_large', 'PAYLOAD_TOO_LARGE', message);
export const unsupportedMedia = (message: string) =>
  new DomainError('unsupported_media', 'UNSUPPORTED_MEDIA', message);
export const rateLimited = (message = '操作过于频繁，请稍后再试') =>
  new DomainError('rate_limited', 'RATE_LIMITED', message);
export const unavailable = (message = '服务暂时不可用', code = 'UNAVAILABLE') =>
  new DomainError('unavailable', code, message);
