import { z } from 'zod';
import { PAGE_SIZE, pageQuery } from './pagination.ts';
import { RechargeStatus } from './recharge.ts';
import { WithdrawStatus } from './withdraw.ts';

/** Body of an operator's approve or reject (API.md "Operator"); the whole body may be omitted. */
export const ReviewBody = z
  .object({ reason: z.string().trim().max(200, '原因最多200个字符').optional() })
  .nullish();

const userIdFilter = z.coerce.number().int().positive().max(2_147_483_647).optional();
export const AdminRechargeOrdersQuery = pageQuery(PAGE_SIZE.default, {
  status: RechargeStatus.optional(),
  userId: userIdFilter,
});
export const AdminWithdrawOrdersQuery = pageQuery(PAGE_SIZE.default, {
  status: WithdrawStatus.optional(),
  userId: userIdFilter,
});

/** One row of the operator audit log: who called which /api/admin route, with what, and the outcome. */
export const AuditLogEntry = z.object({
  id: z.number().int(),
  adminUserId: z.number().int().nullable(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  target: z.string().nullable(),
  payload: z.unknown(),
  /** The target row before and after a change (secrets redacted); null for reads and refusals. */
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  statusCode: z.number().int(),
  createdAt: z.string(),
});
export type AuditLogEntry = z.infer<typeof AuditLogEntry>;
export const AuditLogQuery = pageQuery(PAGE_SIZE.auditLog, {
  adminUserId: userIdFilter,
  action: z.string().max(64).optional(),
  /** `recharge_orders:12`: every call about one order. */
  target: z.string().max(64).optional(),
});

/** One finding of the ledger audit (`npm run audit:ledger`, GET /api/admin/ledger/audit). */
export const LedgerMismatch = z.object({
  check: z.string(),
  userId: z.number().int().nullable(),
  reference: z.string().nullable(),
  detail: z.string(),
});
export type LedgerMismatch = z.infer<typeof LedgerMismatch>;
export const LedgerAuditReport = z.object({
  ok: z.boolean(),
  wallets: z.number().int(),
  ledgerRows: z.number().int(),
  mismatches: z.array(LedgerMismatch),
});
