import type { SuccessEnvelope } from '@cailiao/contracts';

/** Wraps data in the success envelope of API.md. */
export function ok<T>(data: T, message = '操作成功'): SuccessEnvelope<T> {
  return { success: true, code: 'OK', message, data };
}
