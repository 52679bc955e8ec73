import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The zone every per-day figure is counted in (packages/domain shanghai-time.ts is its TypeScript side). */
export const SHANGHAI_TZ = 'Asia/Shanghai';

/**
 * `YYYY-MM-DD` of the Asia/Shanghai day a timestamptz falls on, in SQL: for a Drizzle column, or a
 * column name as written in hand-made SQL (`'l.created_at'`; never user input, it is not escaped).
 */
export function shanghaiDayOf(column: AnyPgColumn | string): SQL<string> {
  const col = typeof column === 'string' ? sql.raw(column) : sql`${column}`;
  return sql<string>`to_char(${col} AT TIME ZONE '${sql.raw(SHANGHAI_TZ)}', 'YYYY-MM-DD')`;
}
