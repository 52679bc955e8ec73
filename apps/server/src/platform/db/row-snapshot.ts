import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

const row = (table: string, column: string) => (key: string) =>
  sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(table)} t WHERE t.${sql.identifier(column)} = ${key}`;

/**
 * The tables an operator acts on, by the name an audit target uses (`recharge_orders:12`), with
 * how to read one row as JSON and whether its key is an int id or a text key. A player
 * (`users:7`) is read with the wallet, so a balance adjustment or a freeze shows its effect; a game
 * with its odds overrides (`play:option` → odds), so an odds change keeps the odds it replaced.
 * Anything else has no snapshot.
 */
const SNAPSHOTS: Record<string, { key: 'int' | 'text'; read: (key: string) => SQL }> = {
  users: {
    key: 'int',
    read: (
      key,
    ) => sql`SELECT to_jsonb(u) || jsonb_build_object('wallet', (SELECT to_jsonb(w) FROM wallets w WHERE w.user_id = u.id)) AS row
    FROM users u WHERE u.id = ${key}`,
  },
  recharge_orders: { key: 'int', read: row('recharge_orders', 'id') },
  withdraw_orders: { key: 'int', read: row('withdraw_orders', 'id') },
  activity_applications: { key: 'int', read: row('activity_applications', 'id') },
  activities: { key: 'int', read: row('activities', 'id') },
  notices: { key: 'int', read: row('notices', 'id') },
  chat_groups: { key: 'int', read: row('chat_groups', 'id') },
  messages: { key: 'int', read: row('messages', 'id') },
  feedback: { key: 'int', read: row('feedback', 'id') },
  games: {
    key: 'int',
    read: (key) => sql`SELECT to_jsonb(t) || jsonb_build_object('oddsOverrides', COALESCE(
        (SELECT jsonb_object_agg(o.play || COALESCE(':' || o.option, ''), round(o.odds_hundredths / 100.0, 2))
          FROM odds_overrides o WHERE o.game_id = t.id),
        '{}'::jsonb)) AS row
      FROM games t WHERE t.id = ${key}`,
  },
  recharge_channels: { key: 'text', read: row('recharge_channels', 'code') },
  system_settings: { key: 'text', read: row('system_settings', 'key') },
  engagement_settings: { key: 'text', read: row('engagement_settings', 'key') },
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
  const snapshot = at > 0 && Object.hasOwn(SNAPSHOTS, table) ? SNAPSHOTS[table] : undefined;
  if (!snapshot || (snapshot.key === 'int' && !INT_KEY.test(key))) return null;
  const result = (await db.execute(snapshot.read(key))) as unknown as { rows: { row: unknown }[] };
  return result.rows[0]?.row ?? null;
}
