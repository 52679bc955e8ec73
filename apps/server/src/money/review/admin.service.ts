import { toPage } from '@cailiao/contracts';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { snapshotRow } from '../../platform/db/row-snapshot.ts';
import { adminRepository as repo } from './admin.repository.ts';
import { ledgerAuditReport } from './ledger-audit.ts';

export interface AuditEntry {
  adminUserId: number | null;
  action: string;
  method: string;
  path: string;
  target: string | null;
  payload: unknown;
  ip: string | null;
  statusCode: number;
  /** The target row before and after an action (`snapshotRow`). */
  before?: unknown;
  after?: unknown;
}

const PAYLOAD_MAX_CHARS = 4_000;
const SECRET_KEY = /password|token|secret|hash/i;

/** A copy of a request body or query fit for the audit log: secrets redacted, size bounded. */
export function auditPayload(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  const redacted = JSON.parse(
    JSON.stringify(value, (key, v) => (key && SECRET_KEY.test(key) ? '[redacted]' : v)) ?? 'null',
  );
  const text = JSON.stringify(redacted);
  return text.length > PAYLOAD_MAX_CHARS
    ? { truncated: true, preview: text.slice(0, PAYLOAD_MAX_CHARS) }
    : redacted;
}

/** Operator tools: the audit log of /api/admin calls and the ledger audit. */
export function createAdminService(db: Db) {
  return {
    /** Writes an audit row; inside an action's transaction when `within` is its handle. */
    async record(entry: AuditEntry, within: DbOrTx = db) {
      await repo.insertAuditLog(within, {
        ...entry,
        payload: auditPayload(entry.payload),
        before: auditPayload(entry.before),
        after: auditPayload(entry.after),
      });
    },

    /** The row an audit target names, as it is now (inside an action's transaction: after it). */
    snapshot: (target: string | null, within: DbOrTx = db) => snapshotRow(within, target),

    async auditLogs(q: {
      page: number;
      limit: number;
      adminUserId?: number;
      action?: string;
      target?: string;
    }) {
      const { rows, total } = await repo.listAuditLogs(db, q, q.page, q.limit);
      return toPage(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        q,
        total,
      );
    },

    ledgerAudit: () => ledgerAuditReport(db),
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
