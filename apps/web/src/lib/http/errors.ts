import type { FieldError } from '@cailiao/contracts';

/** SPEC.md §8: messages for HTTP statuses and transport failures. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: '请求参数有误',
  401: '登录已过期，请重新登录',
  403: '没有操作权限',
  404: '请求的资源不存在',
  500: '服务器内部错误',
  502: '网关错误',
  503: '服务暂时不可用',
  504: '网关超时',
};

export const ERROR_MESSAGES = {
  default: '系统异常，请稍后重试',
  timeout: '请求超时，请检查网络连接',
  network: '网络连接失败',
  abort: '请求被取消',
  businessDefault: '操作失败',
  unauthorized: '身份验证失败',
  success: '操作成功',
  uploadBadResponse: '服务器响应格式错误',
  uploadDefault: '上传失败',
} as const;

/** Codes the client gives failures that never reached an envelope. */
export const CLIENT_ERROR_CODES = {
  timeout: 'TIMEOUT',
  network: 'NETWORK_ERROR',
  abort: 'ABORTED',
  badResponse: 'BAD_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

export function messageForStatus(status: number): string {
  return STATUS_MESSAGES[status] ?? ERROR_MESSAGES.default;
}

/** Every failed call rejects with one of these. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldError[];

  constructor(status: number, code: string, message: string, errors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A message fit to show the user for any thrown value. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.default): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** Bet submissions show their own failure text on the betting page, never a global toast. */
export function isBetSubmitUrl(url: string): boolean {
  return /\/bets?\/submit(\?|$|\/)|\/k3\/bet(\?|$)|\/xy28\/bet(\?|$)/.test(url);
}
