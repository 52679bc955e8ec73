import type { FieldError } from '@cailiao/contracts';

/** A domain error: services throw these; the error handler maps them to the API envelope. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message = '请求参数有误', errors?: FieldError[]) =>
  new AppError(400, 'VALIDATION_FAILED', message, errors);
export const unauthenticated = (message = '登录已过期，请重新登录') =>
  new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message = '没有操作权限') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = '请求的资源不存在') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const businessRule = (code: string, message: string) => new AppError(422, code, message);
export const rateLimited = (message = '操作过于频繁，请稍后再试') =>
  new AppError(429, 'RATE_LIMITED', message);
