import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** One form of a payload: its bytes, sent as they are, and its entity tag. */
interface Representation {
  body: Buffer;
  etag: string;
  /** The content coding of `body`; absent for the payload as it is. */
  coding?: Coding;
}

/**
 * A response body serialised once, with its entity tag, and compressed once in each coding a
 * browser may ask for when it is large enough to gain from it: no JSON encoding, no UTF-8 encoding,
 * no length count and no compression per request.
 */
export interface Precomputed extends Representation {
  encoded: readonly Representation[];
}

type Coding = 'br' | 'gzip';
/** In order of preference, as @fastify/compress has them for the other answers. */
const CODINGS: Coding[] = ['br', 'gzip'];
/** Below this a payload is sent as it is, as @fastify/compress does for the other answers. */
const COMPRESS_FROM = 1024;
const MAX_ENTRIES = 512;

const tagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Once per payload, not per request. Brotli at 6, not its best (11): the game list is rebuilt every
 * few seconds and 11 held the event loop 4 ms for its 4 KB (6: 0.2 ms, 12 % larger); gzip at its
 * best costs 0.1 ms.
 */
function compressed(body: Buffer, etag: string): Representation[] {
  if (body.length < COMPRESS_FROM) return [];
  const forms: Array<[Coding, Buffer]> = [
    [
      'br',
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ],
    ['gzip', gzipSync(body, { level: constants.Z_BEST_COMPRESSION })],
  ];
  // A coding's tag is the payload's with the coding appended (RFC 9110 §8.8.3: each
  // representation has its own strong tag), so a 304 never confirms a form the client lacks.
  return forms
    .filter(([, encoded]) => encoded.length < body.length)
    .map(([coding, encoded]) => ({ coding, body: encoded, etag: `${etag.slice(0, -1)}-${coding}"` }));
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** The form of `payload` the request's Accept-Encoding prefers (RFC 9110 §12.5.3, q-values too). */
function chosenForm(req: FastifyRequest, payload: Precomputed): Representation {
  if (payload.encoded.length === 0) return payload;
  const accepted = req.headers['accept-encoding'];
  const coding = accepted ? negotiate(accepted, CODINGS) : null;
  return payload.encoded.find((form) => form.coding === coding) ?? payload;
}

/**
 * Answers for hot, cacheable reads (site config, game list, odds): each payload is checked against
 * its contract, serialised and compressed once per key, then sent as is with an ETag; a client
 * holding the same ETag gets 304 with no body. The key must change whenever the payload would (the
 * caller builds it from what the payload depends on), so nothing is invalidated by time here.
 * Routes answered from here opt out of @fastify/compress (`PRECOMPUTED_ROUTE`), whose hooks would
 * otherwise run on each of their requests to find the answer compressed already.
 */
export function createPayloadCache() {
  const entries = new Map<string, Precomputed>();

  async function get(key: string, schema: z.ZodType, build: () => unknown): Promise<Precomputed> {
    const hit = entries.get(key);
    if (hit) return hit;
    // Checked once per payload, not per request: a payload drifting from its contract still fails.
    const body = Buffer.from(JSON.stringify(schema.parse(await build())));
    const etag = tagOf(body);
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const entry: Precomputed = { body, etag, encoded: compressed(body, etag) };
    entries.set(key, entry);
    return entry;
  }

  /** Sends a payload in the form the client accepts, or 304 when the client has that form already. */
  function answer(req: FastifyRequest, reply: FastifyReply, payload: Precomputed) {
    const form = chosenForm(req, payload);
    reply.header('etag', form.etag).header('cache-control', 'no-cache');
    // Caches must key a payload sent in several forms by the coding asked for.
    if (payload.encoded.length > 0) reply.header('vary', 'accept-encoding');
    if (matches(req.headers['if-none-match'], form.etag)) return reply.code(304).send();
    if (form.coding) reply.header('content-encoding', form.coding);
    return reply.type('application/json; charset=utf-8').send(form.body);
  }

  return {
    get,
    /** The payload of `key` when it is built already (a caller's path without a promise). */
    peek: (key: string): Precomputed | undefined => entries.get(key),
    answer,
    /** Sends the payload of `key` (built on first use), or 304 when the client has it already. */
    async send(
      req: FastifyRequest,
      reply: FastifyReply,
      key: string,
      schema: z.ZodType,
      build: () => unknown,
    ) {
      return answer(req, reply, await get(key, schema, build));
    },
    clear() {
      entries.clear();
    },
  };
}
export type PayloadCache = ReturnType<typeof createPayloadCache>;

/** Route options of a route answered from a payload cache: compressed here, not by the plugin. */
export const PRECOMPUTED_ROUTE = { compress: false } as const;
