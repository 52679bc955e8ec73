import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RecalledSession } from '../session.ts';
import { type AuthContext, bearerToken, type Guards } from './auth-guard.ts';

/** How long a session looked up on this process is taken again without a lookup. */
const RECALL_MS = 60_000;
/** Sessions remembered at most (the oldest go first). */
const MAX_REMEMBERED = 10_000;

/**
 * The guard of the hottest writes (bet slips, chat sends), which saves the session lookup of a
 * player who acts again: a session looked up on this process within RECALL_MS is taken from
 * memory, and the statement that writes re-checks its row (revoked, expired, another user's or a
 * disabled player's: nothing is written). Revocation stays exact, across processes too, because
 * nothing is written without that check, and every other answer first looks the session up
 * (`verify`): a logged-out session gets 401 and never a business error or a replay. `requireAuth`
 * by name, as the guard it stands for (the OpenAPI document marks the routes as needing a login).
 */
export function createSessionRecall(guards: Guards) {
  // By the bearer token itself (not its hash): hashing it on every slip cost more than the lookup.
  const remembered = new Map<string, { auth: AuthContext; at: number }>();

  function remember(token: string, auth: AuthContext) {
    remembered.delete(token);
    if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.keys().next().value!);
    remembered.set(token, { auth, at: Date.now() });
  }

  /**
   * Looks the session up (401 when it is not live) and remembers it; a session that is gone is
   * forgotten, so no later request takes it from memory.
   */
  async function lookUp(request: FastifyRequest, reply: FastifyReply, token = bearerToken(request)) {
    if (token) remembered.delete(token);
    await guards.requireAuth(request, reply);
    if (token) remember(token, request.auth!);
  }

  async function requireAuth(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request);
    const hit = token && token.length <= 200 ? remembered.get(token) : undefined;
    if (hit && Date.now() - hit.at < RECALL_MS) {
      request.auth = hit.auth;
      request.sessionRecalled = true;
      return;
    }
    await lookUp(request, reply, token);
  }

  /** The session of a request behind requireAuth, with `verify` when it was not looked up. */
  function sessionOf(request: FastifyRequest, reply: FastifyReply): RecalledSession {
    const auth = request.auth!;
    if (!request.sessionRecalled) return { tokenHash: auth.tokenHash };
    return new UncheckedSession(auth.tokenHash, request, reply, lookUp);
  }

  return { requireAuth, sessionOf };
}

/**
 * A session taken from memory; `verify` looks it up once. A class, not a closure per request: the
 * TypeScript loader names every closure it compiles, and naming one on every slip cost about 1 % of
 * the server's time.
 */
class UncheckedSession implements RecalledSession {
  private verified: Promise<void> | undefined;

  constructor(
    readonly tokenHash: string,
    private readonly request: FastifyRequest,
    private readonly reply: FastifyReply,
    private readonly lookUp: (request: FastifyRequest, reply: FastifyReply) => Promise<void>,
  ) {}

  verify(): Promise<void> {
    this.verified ??= this.lookUp(this.request, this.reply);
    return this.verified;
  }
}
