import {
  DAILY_REPORT_COLUMNS,
  type DailyReport,
  type DailyReportQuery,
  type DailyReportRow,
  type LedgerKind,
} from '@cailiao/contracts';
import { addShanghaiDays, DAY_MS, fenToYuan, shanghaiRange } from '@cailiao/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { shanghaiDayOf } from '../../platform/db/shanghai-day.ts';
import type { AuditWrite } from '../review/operator-audit.ts';

/** The report's movement columns; every ledger kind falls in exactly one. */
type Column =
  | 'deposits'
  | 'withdrawals'
  | 'stakes'
  | 'payouts'
  | 'refunds'
  | 'rewards'
  | 'commissions'
  | 'adjustments'
  | 'other';
const COLUMNS: readonly Column[] = [
  'deposits',
  'withdrawals',
  'stakes',
  'payouts',
  'refunds',
  'rewards',
  'commissions',
  'adjustments',
  'other',
];

/** A Record over every kind, so a new kind does not compile until it is given a column. */
const COLUMN_OF: Record<LedgerKind, Column> = {
  recharge: 'deposits',
  withdraw_freeze: 'withdrawals',
  withdraw_unfreeze: 'withdrawals',
  withdraw_paid: 'withdrawals',
  bet: 'stakes',
  payout: 'payouts',
  refund: 'refunds',
  reward: 'rewards',
  vip_reward: 'rewards',
  sign_in_reward: 'rewards',
  daily_bonus: 'rewards',
  activity_reward: 'rewards',
  referral_commission: 'commissions',
  adjust: 'adjustments',
  admin_adjust: 'adjustments',
  red_envelope_send: 'other',
  red_envelope_grab: 'other',
  red_envelope_refund: 'other',
  chase_freeze: 'other',
  chase_release: 'other',
};

type Fen = Record<Column, number> & { balanceChange: number; rechargeOrders: number };
const zero = (): Fen => ({
  ...(Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<Column, number>),
  balanceChange: 0,
  rechargeOrders: 0,
});

type Rows<R> = { rows: R[] };

function toRow(date: string, f: Fen): Omit<DailyReportRow, 'date'> & { date: string } {
  const net = COLUMNS.reduce((sum, c) => sum + f[c], 0);
  const ledgerDifference = net - f.balanceChange;
  const depositDifference = f.deposits - f.rechargeOrders;
  return {
    date,
    ...(Object.fromEntries(COLUMNS.map((c) => [c, fenToYuan(f[c])])) as Record<Column, number>),
    net: fenToYuan(net),
    balanceChange: fenToYuan(f.balanceChange),
    ledgerDifference: fenToYuan(ledgerDifference),
    rechargeOrders: fenToYuan(f.rechargeOrders),
    depositDifference: fenToYuan(depositDifference),
    balanced: ledgerDifference === 0 && depositDifference === 0,
  };
}

const csvCell = (v: string | number | boolean) => {
  if (typeof v === 'boolean') return v ? '已平' : '不平';
  if (typeof v === 'number') return v.toFixed(2);
  return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
};

/**
 * The daily reconciliation report (issue 14 "Finance"): per Asia/Shanghai day the ledger's
 * movements grouped by kind, tied out twice: against the change of all balances that the ledger's
 * own running balances show (a row whose balance after does not follow from the one before shows
 * as a difference), and deposits against the recharge orders approved that day. It only reads.
 */
export function createDailyReportService(db: Db) {
  async function report({ from, to }: DailyReportQuery): Promise<DailyReport> {
    const range = shanghaiRange(from, to);
    const start = range.from!.toISOString();
    const end = range.to!.toISOString();
    const [byKind, balances, orders] = await Promise.all([
      db.execute(sql`
        SELECT ${shanghaiDayOf('created_at')} AS day, kind, sum(amount_fen)::text AS fen
        FROM wallet_ledger WHERE created_at >= ${start} AND created_at < ${end}
        GROUP BY 1, 2`) as Promise<unknown> as Promise<Rows<{ day: string; kind: LedgerKind; fen: string }>>,
      // Each row's balance after minus the balance after of the wallet's row before it (0 for the first).
      db.execute(sql`
        SELECT ${shanghaiDayOf('l.created_at')} AS day,
          sum(l.balance_after_fen - coalesce(prev.balance_after_fen, 0))::text AS fen
        FROM wallet_ledger l
        LEFT JOIN LATERAL (
          SELECT p.balance_after_fen FROM wallet_ledger p
          WHERE p.user_id = l.user_id AND p.id < l.id ORDER BY p.id DESC LIMIT 1
        ) prev ON true
        WHERE l.created_at >= ${start} AND l.created_at < ${end}
        GROUP BY 1`) as Promise<unknown> as Promise<Rows<{ day: string; fen: string }>>,
      db.execute(sql`
        SELECT ${shanghaiDayOf('completed_at')} AS day, sum(credit_fen)::text AS fen
        FROM recharge_orders
        WHERE status = 'completed' AND completed_at >= ${start} AND completed_at < ${end}
        GROUP BY 1`) as Promise<unknown> as Promise<Rows<{ day: string; fen: string }>>,
    ]);
    const days = new Map<string, Fen>();
    // By count, not by comparing date strings (the schema caps the range at REPORT_MAX_DAYS).
    const count = Math.round((range.to!.getTime() - range.from!.getTime()) / DAY_MS);
    for (let i = 0; i < count; i++) days.set(addShanghaiDays(from, i), zero());
    const at = (day: string) => days.get(day) ?? zero();
    for (const r of byKind.rows) at(r.day)[COLUMN_OF[r.kind] ?? 'other'] += Number(r.fen);
    for (const r of balances.rows) at(r.day).balanceChange += Number(r.fen);
    for (const r of orders.rows) at(r.day).rechargeOrders += Number(r.fen);

    const total = zero();
    for (const f of days.values()) for (const k of Object.keys(total) as (keyof Fen)[]) total[k] += f[k];
    const rows = [...days].map(([date, f]) => toRow(date, f));
    const sum = toRow('合计', total);
    return {
      from,
      to,
      days: rows,
      total: { ...sum, date: '合计', balanced: rows.every((r) => r.balanced) },
    };
  }

  return {
    report,

    /**
     * The same rows as CSV for Excel: UTF-8 with a byte order mark (else Excel reads GBK and the
     * Chinese headers break), CRLF line ends, the total last. Audited before it is handed out.
     */
    async csv(q: DailyReportQuery, audit: AuditWrite): Promise<string> {
      const r = await report(q);
      await db.transaction(audit);
      const lines = [DAILY_REPORT_COLUMNS.map(([, header]) => header)];
      for (const row of [...r.days, r.total])
        lines.push(DAILY_REPORT_COLUMNS.map(([key]) => csvCell(row[key])));
      return `\uFEFF${lines.map((l) => l.join(',')).join('\r\n')}\r\n`;
    },
  };
}
export type DailyReportService = ReturnType<typeof createDailyReportService>;
