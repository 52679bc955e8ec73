import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * The tables an operator acts on, by the name an audit target uses (`recharge_orders:12`), with
 * how to read one row as JSON. A player (`users:7`) is read with the wallet, so a balance
 * adjustment or a freeze shows its effect. Anything else has no snapshot.
 */
const SNAPSHOTS: Record<string, (key: string) => SQL> = {
  users: (
    key,
  ) => sql`SELECT to_jsonb(u) || jsonb_build_object('wallet', (SELECT to_jsonb(w) FROM wallets w WHERE w.user_id = u.id)) AS row
    FROM users u WHERE u.id = ${key}`,
  recharge_orders: (key) => sql`SELECT to_jsonb(t) AS row FROM recharge_orders t WHERE t.id = ${key}`,
  withdraw_orders: (key) => sql`SELECT to_jsonb(t) AS row FROM withdraw_orders t WHERE t.id = ${key}`,
  activity_applications: (key) =>
    sql`SELECT to_jsonb(t) AS row FROM activity_applications t WHERE t.id = ${key}`,
  activities: (key) => sql`SELECT to_jsonb(t) AS row FROM activities t WHERE t.id = ${key}`,
  notices: (key) => sql`SELECT to_jsonb(t) AS row FROM notices t WHERE t.id = ${key}`,
  chat_groups: (key) => sql`SELECT to_jsonb(t) AS row FROM chat_groups t WHERE t.id = ${key}`,
  games: (key) => sql`SELECT to_jsonb(t) AS row FROM games t WHERE t.id = ${key}`,
  system_settings: (key) => sql`SELECT to_jsonb(t) AS row FROM system_settings t WHERE t.key = ${key}`,
};

/** Ids the int columns can hold: a larger one would abort the action's transaction on a cast error. */
const INT_KEY = /^\d{1,9}$/;

/**
 * The row an audit target names, as JSON (`null` when there is none or the target names no
 * known table). Read in the caller's transaction for the state after an action.
 */
export async function snapshotRow(db: DbOrTx, target: string | null): Promise<unknown> {
  if (!target) return null;
  const at = target.indexOf(':');
  const table = target.slice(0, at);
  const key = target.slice(at + 1);
  const query = at > 0 ? SNAPSHOTS[table] : undefined;
  if (!query || (table !== 'system_settings' && !INT_KEY.test(key))) return null;
  const result = (await db.execute(query(key))) as unknown as { rows: { row: unknown }[] };
  return result.rows[0]?.row ?? null;
}
