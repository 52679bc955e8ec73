import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

// PostgreSQL text and jsonb cannot hold U+0000, so a NUL anywhere in input would surface as a
// database error deep inside a service. It is never legitimate in this API: refuse it at the
// edge, once, for every route.
const NUL_ESCAPE = /\\u0000/i;

/** Deeper JSON than any request of this API needs; refused before any schema walks it. */
const MAX_DEPTH = 32;
/** A UTF-16 surrogate standing alone (a well-formed pair is one code point to a `u` regex). */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why a parsed body cannot be accepted, or null: a string with a lone UTF-16 surrogate (valid
 * JSON, `"\ud800"`, but not text: PostgreSQL refuses it in text and jsonb columns) anywhere in
 * it, keys included, or nesting deeper than MAX_DEPTH. One check here covers every route.
 */
export function bodyProblem(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? '请求内容包含无效的字符编码' : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return '请求内容嵌套过深';
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return '请求内容包含无效的字符编码';
    const problem = bodyProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Any UTF-16 surrogate in the text, or `\u` escaping one (a pair or not). */
const ANY_SURROGATE = /[\uD800-\uDFFF]|\\u[dD][89a-fA-F]/;

/**
 * Whether bodyProblem could find anything in the value parsed from `text`: a surrogate in it, or
 * at least MAX_DEPTH brackets. Most bodies have neither, and this scan of the text is cheaper
 * than walking what it parses to (a bet slip on the hot path).
 */
export function mayHaveProblem(text: string): boolean {
  if (ANY_SURROGATE.test(text)) return true;
  let brackets = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c === 123 || c === 91) && ++brackets >= MAX_DEPTH) return true; // { [
  }
  return false;
}

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
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      const err = new Error('invalid JSON') as Error & { code: string; statusCode: number };
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      err.statusCode = 400;
      done(err, undefined);
      return;
    }
    const problem = mayHaveProblem(text) ? bodyProblem(parsed) : null;
    if (problem) {
      done(badRequest(problem), undefined);
      return;
    }
    done(null, parsed);
  });

  // Callback style: an async hook costs a promise on every request of every route.
  app.addHook('onRequest', (request, _reply, done) => {
    const q = request.url.indexOf('?');
    if (q >= 0 && request.url.includes('%00', q)) done(badRequest('请求参数包含非法字符'));
    else done();
  });
}
