import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

// PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in input would surface as a
// database error deep inside a service. It is never legitimate in this API: refuse it at the
// edge, once, for every route.
const NUL_ESCAPE = /\\u0000/i;

export function installInputGuards(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = body as string;
    if (text.includes('\u0000') || NUL_ESCAPE.test(text)) {
      done(badRequest('请求内容包含非法字符'), undefined);
      return;
    }
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('invalid JSON') as Error & { code: string; statusCode: number };
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      err.statusCode = 400;
      done(err, undefined);
    }
  });

  app.addHook('onRequest', async (request) => {
    const q = request.url.indexOf('?');
    if (q >= 0 && /%00/.test(request.url.slice(q))) throw badRequest('请求参数包含非法字符');
  });
}
