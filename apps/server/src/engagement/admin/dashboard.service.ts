import type { Dashboard, DashboardDay } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { SHANGHAI_TZ, shanghaiDayOf } from '../../platform/db/shanghai-day.ts';

interface Row extends Record<string, unknown> {
  day: string;
  registrations: string | number;
  active: string | number;
  deposits: string | number;
  withdrawals: string | number;
  turnover: string | number;
  payouts: string | number;
}

const DAYS = 30;
const yuan = (fen: string | number) => Number(fen) / 100;

/**
 * The operator's dashboard: per Asia/Shanghai day over the last 30 days, registrations, completed
 * deposits and withdrawals, turnover (stakes of bets not refunded or cancelled, by bet day),
 * payouts and gross gaming revenue (turnover − payouts), active players (signed in, bet, or
 * connected: a connection counts on the day its user was last seen); and the sockets open now on
 * every process with their players (presence rows in PostgreSQL, which each process refreshes for
 * its own sockets and which expire when a process dies). It only reads.
 */
export function createDashboardService(db: Db, now: () => Date) {
  return {
    async figures(): Promise<Dashboard> {
      const at = now().toISOString();
      const tz = SHANGHAI_TZ;
      const today = sql`(${at}::timestamptz AT TIME ZONE ${tz})::date`;
      const first = sql`(${today} - ${sql.raw(String(DAYS - 1))})`;
      const from = sql`(${first}::timestamp AT TIME ZONE ${tz})`;
      const result = (await db.execute(sql`
        WITH days AS (
          SELECT to_char(d, 'YYYY-MM-DD') AS day
          FROM generate_series(${first}::timestamp, ${today}::timestamp, interval '1 day') AS d
        ),
        reg AS (SELECT ${shanghaiDayOf('created_at')} AS day, count(*) AS n FROM users WHERE created_at >= ${from} GROUP BY 1),
        act AS (
          SELECT day, count(DISTINCT user_id) AS n FROM (
            SELECT ${shanghaiDayOf('created_at')} AS day, user_id FROM sessions WHERE created_at >= ${from}
            UNION ALL SELECT ${shanghaiDayOf('created_at')}, user_id FROM bets WHERE created_at >= ${from}
            UNION ALL SELECT ${shanghaiDayOf('last_seen_at')}, user_id FROM user_presence WHERE last_seen_at >= ${from}
          ) seen GROUP BY day
        ),
        dep AS (
          SELECT ${shanghaiDayOf('completed_at')} AS day, sum(amount_fen) AS fen FROM recharge_orders
          WHERE status = 'completed' AND completed_at >= ${from} GROUP BY 1
        ),
        wd AS (
          SELECT ${shanghaiDayOf('completed_at')} AS day, sum(amount_fen) AS fen FROM withdraw_orders
          WHERE status = 'completed' AND completed_at >= ${from} GROUP BY 1
        ),
        bt AS (
          SELECT ${shanghaiDayOf('created_at')} AS day, sum(amount_fen) AS stake, sum(payout_fen) AS payout FROM bets
          WHERE status IN ('pending', 'won', 'lost') AND created_at >= ${from} GROUP BY 1
        )
        SELECT days.day, coalesce(reg.n, 0) AS registrations, coalesce(act.n, 0) AS active, coalesce(dep.fen, 0) AS deposits,
          coalesce(wd.fen, 0) AS withdrawals, coalesce(bt.stake, 0) AS turnover, coalesce(bt.payout, 0) AS payouts
        FROM days
        LEFT JOIN reg USING (day) LEFT JOIN act USING (day) LEFT JOIN dep USING (day) LEFT JOIN wd USING (day) LEFT JOIN bt USING (day)
        ORDER BY days.day
      `)) as unknown as { rows: Row[] };
      const days: DashboardDay[] = result.rows.map((r) => ({
        date: r.day,
        registrations: Number(r.registrations),
        activePlayers: Number(r.active),
        deposits: yuan(r.deposits),
        withdrawals: yuan(r.withdrawals),
        turnover: yuan(r.turnover),
        payouts: yuan(r.payouts),
        ggr: (Number(r.turnover) - Number(r.payouts)) / 100,
      }));
      const live = (await db.execute(sql`
        SELECT count(*) AS sockets, count(DISTINCT user_id) AS players FROM presence_connections
        WHERE expires_at > now()
      `)) as unknown as { rows: { sockets: string | number; players: string | number }[] };
      const online = {
        sockets: Number(live.rows[0]?.sockets ?? 0),
        players: Number(live.rows[0]?.players ?? 0),
      };
      return { today: days[days.length - 1]!, days, online };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
