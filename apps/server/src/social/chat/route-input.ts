import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest } from '../../platform/errors.ts';

/**
 * Input of a DELETE route, taken from the query string and/or a JSON body (clients send either;
 * the body wins). Validated with the shared schema; failures answer 400 with field errors.
 */
export function deleteInput<T extends z.ZodType>(schema: T, request: FastifyRequest): z.output<T> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const body =
    request.body && typeof request.body === 'object' && !Array.isArray(request.body) ? request.body : {};
  const parsed = schema.safeParse({ ...query, ...body });
  if (parsed.success) return parsed.data;
  const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw badRequest(errors[0]?.message ?? '请求参数有误', errors);
}
