import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * A response body serialised once, with its entity tag. Bytes, not text: sent as they are, with no
 * UTF-8 encoding and no length count per request.
 */
export interface Precomputed {
  body: Buffer;
  etag: string;
}

const MAX_ENTRIES = 512;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((t) => {
    const tag = t.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/**
 * Answers for hot, cacheable reads (site config, game list, odds): each payload is checked against
 * its contract and serialised once per key, then sent as is with an ETag; a client holding the same
 * ETag gets 304 with no body. The key must change whenever the payload would (the caller builds it
 * from what the payload depends on), so nothing is invalidated by time here.
 */
export function createPayloadCache() {
  const entries = new Map<string, Precomputed>();

  async function get(key: string, schema: z.ZodType, build: () => unknown): Promise<Precomputed> {
    const hit = entries.get(key);
    if (hit) return hit;
    // Checked once per payload, not per request: a payload drifting from its contract still fails.
    const body = Buffer.from(JSON.stringify(schema.parse(await build())));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    if (entries.size >= MAX_ENTRIES) entries.clear();
    const entry = { body, etag };
    entries.set(key, entry);
    return entry;
  }

  /** Sends a payload, or 304 when the client has it already. */
  function answer(req: FastifyRequest, reply: FastifyReply, { body, etag }: Precomputed) {
    reply.header('etag', etag).header('cache-control', 'no-cache');
    if (matches(req.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
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
