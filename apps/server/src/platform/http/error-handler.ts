import type { FailureEnvelope, FieldError } from '@cailiao/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isTransactionConflict } from '../db/db-errors.ts';
import { DomainError, type ErrorKind } from '../errors.ts';
import { timeUnmatched } from '../metrics.ts';

/** The one mapping from a domain error's kind to its HTTP status (API.md "Envelope"). */
const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rule: 422,
  rate_limited: 429,
  unavailable: 503,
};

const fail = (code: string, message: string, errors?: FieldError[]): FailureEnvelope =>
  errors ? { success: false, code, message, errors } : { success: false, code, message };

/** Fastify's own client-error codes, mapped to the envelope with Chinese messages. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: '请求体不是有效的JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_FAILED', message: '请求体不能为空' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '请求体过大' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA', message: '不支持的内容类型' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_FAILED', message: '请求长度无效' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'VALIDATION_FAILED', message: '请求内容类型无效' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '文件过大' },
  FST_PARTS_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '上传内容过多' },
  FST_FILES_LIMIT: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: '文件数量过多' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA',
    message: '请使用multipart表单上传',
  },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_FAILED', message: '请求参数有误' },
};

/**
 * Errors the router raises before any route runs (an over-long path parameter, a malformed URL):
 * Fastify's `frameworkErrors` option, answered in the envelope like everything else.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(fail('URI_TOO_LONG', '请求地址过长'));
    return;
  }
  void reply.status(400).send(fail('VALIDATION_FAILED', '请求地址无效'));
}

/**
 * One place turns every thrown error into the API envelope. Client mistakes get 4xx with a
 * Chinese message; anything unexpected is logged in full and answered as a bare 500, so no stack
 * trace or SQL ever reaches a client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(STATUS_OF[error.kind]).send(fail(error.code, error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body'),
        message: v.message ?? '格式不正确',
      }));
      return reply.status(400).send(fail('VALIDATION_FAILED', errors[0]?.message ?? '请求参数有误', errors));
    }
    const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
    if (known) return reply.status(known.status).send(fail(known.code, known.message));
    if (error.statusCode === 429) {
      return reply.status(429).send(fail('RATE_LIMITED', '操作过于频繁，请稍后再试'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return reply.status(error.statusCode).send(fail('BAD_REQUEST', '请求参数有误'));
    }
    // Answers that a retry a moment later may get right: nothing of the request was written.
    const retryLater = (seconds: number, message: string) =>
      reply.status(503).header('retry-after', String(seconds)).send(fail('SERVICE_UNAVAILABLE', message));
    if (isDatabaseUnavailable(error)) {
      // PostgreSQL is restarting or failing over: the pool reconnects by itself; ask to retry.
      request.log.warn({ err: error }, 'database unavailable');
      return retryLater(2, '服务暂时不可用，请稍后重试');
    }
    if (isTransactionConflict(error)) {
      // Rolled back whole by PostgreSQL to break a deadlock or a serialization conflict.
      request.log.warn({ err: error }, 'transaction conflict');
      return retryLater(1, '系统繁忙，请稍后重试');
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send(fail('INTERNAL', '服务器内部错误'));
  });

  app.setNotFoundHandler((request, reply) => {
    timeUnmatched(request, reply);
    reply.status(404).send(fail('NOT_FOUND', '请求的资源不存在'));
  });
}
