import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Tx } from '../../platform/db/client.ts';
import { unavailable } from '../../platform/errors.ts';
import type { Guards } from '../../platform/http/auth-guard.ts';
import type { AdminService, AuditEntry } from './admin.service.ts';

/** What only the service knows once its change is made, for the action's audit row. */
export interface AuditOutcome {
  /** The row the action created (`notices:5`): its target, and its state after. */
  target?: string;
  /**
   * What the action wrote when no row of its target shows it (a message to every player); the
   * state before is then none.
   */
  after?: unknown;
}

/**
 * Writes an operator action's audit row inside the action's own transaction. A service calls it
 * once its change is made and before it commits: when the row cannot be written the transaction
 * rolls back, so the action does not happen.
 */
export type AuditWrite = (tx: Tx, outcome?: AuditOutcome) => Promise<void>;

const refused = () => unavailable('操作日志无法写入，操作未执行', 'AUDIT_UNAVAILABLE');

export interface OperatorAuditOptions {
  admin: AdminService;
  guards: Guards;
  /** What the call acts on (e.g. `recharge_orders:12`), for the log's target column. */
  target(req: FastifyRequest): string | null;
}

/**
 * The operator rules of one plugin of /api/admin routes (API.md "Operator"):
 * - the role is checked before the body is validated (a player gets 403, never field messages
 *   that tell them what an operator route expects);
 * - an action's audit row is written in the action's transaction (`auditIn(req)` handed to the
 *   service), so it fails closed;
 * - a read's row is written before its answer leaves, and when it cannot be the answer is a 503
 *   without the data;
 * - refused calls (any 4xx/5xx) are logged too, best effort: nothing happened.
 * Answers `auditIn`.
 */
export function installOperatorAudit(
  app: FastifyInstance,
  { admin, guards, target }: OperatorAuditOptions,
): (req: FastifyRequest) => AuditWrite {
  const audited = new WeakSet<FastifyRequest>();
  /** Each action's target row as it was when the (validated) call came in. */
  const before = new WeakMap<FastifyRequest, unknown>();
  const entryOf = (req: FastifyRequest, statusCode: number): AuditEntry => ({
    adminUserId: req.auth?.userId ?? null,
    action: `${req.method} ${req.routeOptions.url ?? req.url.split('?')[0]}`,
    method: req.method,
    path: req.url.split('?')[0]!.slice(0, 300),
    target: target(req),
    payload: req.method === 'GET' ? req.query : req.body,
    ip: req.ip,
    statusCode,
  });

  app.addHook('preValidation', guards.requireAdmin);

  // Before an action: its target as it stands (outside the action's transaction; a description, not a lock).
  app.addHook('preHandler', async (req) => {
    if (req.method === 'GET') return;
    try {
      before.set(req, await admin.snapshot(target(req)));
    } catch (err) {
      req.log.warn({ err }, 'audit snapshot before the action failed');
    }
  });

  // A success not yet audited (a read): its row first, else no answer.
  app.addHook('preSerialization', async (req, reply, payload) => {
    if (reply.statusCode >= 400 || audited.has(req)) return payload;
    if (req.method !== 'GET')
      req.log.error({ url: req.url }, 'operator action audited outside its transaction');
    try {
      await admin.record(entryOf(req, reply.statusCode));
    } catch (err) {
      req.log.error({ err }, 'admin audit log write failed; answer withheld');
      throw refused();
    }
    audited.add(req);
    return payload;
  });

  // Refused calls: nothing happened, the attempt is still worth a row.
  app.addHook('onSend', async (req, reply, payload) => {
    if (audited.has(req) && reply.statusCode < 400) return payload;
    try {
      await admin.record(entryOf(req, reply.statusCode));
    } catch (err) {
      req.log.error({ err }, 'admin audit log write failed');
    }
    return payload;
  });

  return (req) =>
    async (tx, outcome = {}) => {
      try {
        const t = outcome.target ?? target(req);
        const written = outcome.after !== undefined;
        await admin.record(
          {
            ...entryOf(req, 200),
            target: t,
            before: written ? null : (before.get(req) ?? null),
            after: written ? outcome.after : await admin.snapshot(t, tx),
          },
          tx,
        );
      } catch (err) {
        req.log.error({ err }, 'admin audit log write failed; action rolled back');
        throw refused();
      }
      audited.add(req);
    };
}
