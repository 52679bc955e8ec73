import type { FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.ts';
import type { AuthContext, Authenticator } from '../session.ts';

export type { AuthContext, Authenticator };

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

/** The bearer token of a request: the Authorization header, else a `token` query parameter (sockets). */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  const q = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof q === 'string' && q ? q : undefined;
}

export function createGuards(auth: Authenticator) {
  /** preHandler: a live session is required; sets `request.auth`. */
  async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await auth.authenticate(bearerToken(request));
    if (!request.auth) throw unauthenticated();
  }
  /** preHandler: sets `request.auth` when a valid token is present, never refuses. */
  async function optionalAuth(request: FastifyRequest, _reply: FastifyReply) {
    request.auth = await auth.authenticate(bearerToken(request));
  }
  /** preHandler: an operator session is required. */
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    await requireAuth(request, reply);
    if (!request.auth?.roles.includes('admin')) throw forbidden();
  }
  return { requireAuth, optionalAuth, requireAdmin };
}
export type Guards = ReturnType<typeof createGuards>;

/** The session of a request behind `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
