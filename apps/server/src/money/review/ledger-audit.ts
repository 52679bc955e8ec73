import type { LedgerMismatch } from '@cailiao/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

// The audit reads across the money modules' tables on purpose: it checks that they agree.
const LIMIT = 500;

type Row = Record<string, unknown>;
async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));

interface Check {
  name: string;
  query: SQL;
  detail: (r: Row) => string;
}

const CHECKS: Check[] = [
  {
    name: 'wallet_equals_ledger',
    query: sql`SELECT w.user_id, w.balance_fen, w.frozen_fen, coalesce(l.bal, 0)::bigint AS bal, coalesce(l.frz, 0)::bigint AS frz
      FROM wallets w
      LEFT JOIN (SELECT user_id, sum(amount_fen) AS bal, sum(frozen_delta_fen) AS frz FROM wallet_ledger GROUP BY user_id) l
        ON l.user_id = w.user_id
      WHERE w.balance_fen <> coalesce(l.bal, 0) OR w.frozen_fen <> coalesce(l.frz, 0)
      LIMIT ${LIMIT}`,
    detail: (r) => `余额${r.balance_fen}≠流水合计${r.bal}，或冻结${r.frozen_fen}≠冻结流水合计${r.frz}（分）`,
  },
  {
    name: 'ledger_without_wallet',
    query: sql`SELECT DISTINCT l.user_id FROM wallet_ledger l
      WHERE NOT EXISTS (SELECT 1 FROM wallets w WHERE w.user_id = l.user_id) LIMIT ${LIMIT}`,
    detail: () => '有流水但没有钱包',
  },
  {
    name: 'wallet_invariants',
    query: sql`SELECT user_id, balance_fen, frozen_fen FROM wallets
      WHERE balance_fen < 0 OR frozen_fen < 0 OR frozen_fen > balance_fen LIMIT ${LIMIT}`,
    detail: (r) => `余额${r.balance_fen}、冻结${r.frozen_fen}（可用余额为负或金额为负）`,
  },
  {
    name: 'ledger_running_balance',
    query: sql`SELECT user_id, reference, balance_after_fen, frozen_after_fen, run_bal, run_frz FROM (
        SELECT user_id, reference, balance_after_fen, frozen_after_fen,
          sum(amount_fen) OVER w AS run_bal, sum(frozen_delta_fen) OVER w AS run_frz
        FROM wallet_ledger WINDOW w AS (PARTITION BY user_id ORDER BY id)
      ) x WHERE balance_after_fen <> run_bal OR frozen_after_fen <> run_frz LIMIT ${LIMIT}`,
    detail: (r) =>
      `记录的变动后余额${r.balance_after_fen}/冻结${r.frozen_after_fen}≠累计${r.run_bal}/${r.run_frz}`,
  },
  {
    name: 'duplicate_reference',
    query: sql`SELECT reference, count(*)::int AS n FROM wallet_ledger GROUP BY reference HAVING count(*) > 1 LIMIT ${LIMIT}`,
    detail: (r) => `同一交易编号出现${r.n}次`,
  },
  {
    name: 'frozen_equals_pending_withdrawals',
    // What is frozen: pending withdrawals, and the issues of running 追号 not placed yet (raw SQL
    // on the lottery's table: the money context may not import it, and the audit reads only).
    query: sql`SELECT w.user_id, w.frozen_fen, coalesce(p.total, 0)::bigint AS pending, coalesce(c.total, 0)::bigint AS chases
      FROM wallets w
      LEFT JOIN (SELECT user_id, sum(total_fen) AS total FROM withdraw_orders WHERE status = 'pending' GROUP BY user_id) p
        ON p.user_id = w.user_id
      LEFT JOIN (SELECT user_id, sum(amount_fen) AS total FROM chase_issues WHERE status = 'waiting' GROUP BY user_id) c
        ON c.user_id = w.user_id
      WHERE w.frozen_fen <> coalesce(p.total, 0) + coalesce(c.total, 0) LIMIT ${LIMIT}`,
    detail: (r) => `冻结${r.frozen_fen}≠待审核提现合计${r.pending}+追号待投${r.chases}（分）`,
  },
  {
    name: 'recharge_credited_once',
    query: sql`SELECT o.id, o.user_id, o.status, o.credit_fen, l.amount_fen, 'recharge:' || o.id AS reference
      FROM recharge_orders o LEFT JOIN wallet_ledger l ON l.reference = 'recharge:' || o.id
      WHERE (o.status = 'completed' AND (l.id IS NULL OR l.amount_fen <> o.credit_fen OR l.user_id <> o.user_id OR l.kind <> 'recharge'))
         OR (o.status <> 'completed' AND l.id IS NOT NULL)
      LIMIT ${LIMIT}`,
    detail: (r) => `充值订单状态${r.status}，应入账${r.credit_fen}，流水${r.amount_fen ?? '无'}`,
  },
  {
    name: 'recharge_ledger_has_order',
    query: sql`SELECT l.user_id, l.reference FROM wallet_ledger l
      WHERE l.kind = 'recharge' AND NOT EXISTS (SELECT 1 FROM recharge_orders o WHERE 'recharge:' || o.id = l.reference)
      LIMIT ${LIMIT}`,
    detail: () => '充值流水没有对应的订单',
  },
  {
    name: 'withdraw_ledger_has_order',
    query: sql`SELECT l.user_id, l.reference FROM wallet_ledger l
      WHERE l.kind IN ('withdraw_freeze', 'withdraw_unfreeze', 'withdraw_paid') AND NOT EXISTS (
        SELECT 1 FROM withdraw_orders o
        WHERE o.id = (CASE WHEN split_part(l.reference, ':', 2) ~ '^[0-9]{1,18}$' THEN split_part(l.reference, ':', 2)::bigint END)
          AND l.reference = 'withdraw:' || o.id || ':' || replace(l.kind, 'withdraw_', ''))
      LIMIT ${LIMIT}`,
    detail: () => '提现流水没有对应的订单',
  },
  {
    name: 'withdraw_ledger_matches_status',
    query: sql`SELECT o.id, o.user_id, o.status, o.total_fen, 'withdraw:' || o.id AS reference,
        f.frozen_delta_fen AS freeze, p.amount_fen AS paid, u.frozen_delta_fen AS unfreeze
      FROM withdraw_orders o
      LEFT JOIN wallet_ledger f ON f.reference = 'withdraw:' || o.id || ':freeze'
      LEFT JOIN wallet_ledger p ON p.reference = 'withdraw:' || o.id || ':paid'
      LEFT JOIN wallet_ledger u ON u.reference = 'withdraw:' || o.id || ':unfreeze'
      WHERE f.id IS NULL OR f.frozen_delta_fen <> o.total_fen OR f.amount_fen <> 0 OR f.user_id <> o.user_id
         OR (o.status = 'completed') <> (p.id IS NOT NULL)
         OR (p.id IS NOT NULL AND (p.amount_fen <> -o.total_fen OR p.frozen_delta_fen <> -o.total_fen OR p.user_id <> o.user_id))
         OR (o.status IN ('cancelled', 'rejected')) <> (u.id IS NOT NULL)
         OR (u.id IS NOT NULL AND (u.frozen_delta_fen <> -o.total_fen OR u.amount_fen <> 0 OR u.user_id <> o.user_id))
      LIMIT ${LIMIT}`,
    detail: (r) =>
      `提现订单状态${r.status}，合计${r.total_fen}；冻结${r.freeze ?? '无'}，支付${r.paid ?? '无'}，解冻${r.unfreeze ?? '无'}`,
  },
  {
    // Manual adjustments: each admin_adjust row has its adjustment (operator, reason) and agrees with it.
    name: 'adjustment_matches_ledger',
    query: sql`SELECT l.user_id, l.reference, l.amount_fen, a.amount_fen AS adjusted
      FROM wallet_ledger l LEFT JOIN balance_adjustments a ON a.ledger_id = l.id
      WHERE l.kind = 'admin_adjust' AND (a.id IS NULL OR a.amount_fen <> l.amount_fen OR a.user_id <> l.user_id
        OR l.reference <> 'admin_adjust:' || a.request_id OR l.frozen_delta_fen <> 0)
      UNION ALL
      SELECT a.user_id, 'admin_adjust:' || a.request_id, l.amount_fen, a.amount_fen
      FROM balance_adjustments a JOIN wallet_ledger l ON l.id = a.ledger_id WHERE l.kind <> 'admin_adjust'
      LIMIT ${LIMIT}`,
    detail: (r) => `人工调整${r.adjusted ?? '无记录'}，流水${r.amount_fen}（分）`,
  },
];

/**
 * Checks the money invariants (ARCHITECTURE.md "Money") and answers every mismatch found (empty
 * when all hold): each wallet equals the sum of its ledger, balances after each row add up, no
 * reference repeats, the frozen amount equals the pending withdrawals, every recharge and
 * withdraw order has exactly the ledger rows its status implies, and every manual adjustment has
 * its one ledger row.
 */
export async function auditLedger(db: DbOrTx): Promise<LedgerMismatch[]> {
  const found: LedgerMismatch[] = [];
  for (const check of CHECKS) {
    for (const r of await rows(db, check.query)) {
      found.push({
        check: check.name,
        userId: num(r.user_id),
        reference: str(r.reference),
        detail: check.detail(r),
      });
    }
  }
  return found;
}

/** The audit with the size of what was checked (for the operator endpoint and the script). */
export async function ledgerAuditReport(db: DbOrTx) {
  const mismatches = await auditLedger(db);
  const [counts] = await rows(
    db,
    sql`SELECT (SELECT count(*) FROM wallets)::int AS wallets, (SELECT count(*) FROM wallet_ledger)::int AS ledger_rows`,
  );
  return {
    ok: mismatches.length === 0,
    wallets: Number(counts?.wallets ?? 0),
    ledgerRows: Number(counts?.ledger_rows ?? 0),
    mismatches,
  };
}
