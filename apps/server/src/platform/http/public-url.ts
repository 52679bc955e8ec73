import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * The base (no trailing slash) of every absolute link the server hands out: PUBLIC_URL, else the
 * origin the request came to. Fastify reads X-Forwarded-Proto and X-Forwarded-Host only under
 * TRUST_PROXY, so a client cannot choose the address behind a proxy that does not set them.
 */
export function publicUrlOf(req: FastifyRequest, config: Pick<Config, 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const protocol = req.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${req.host}`;
}
