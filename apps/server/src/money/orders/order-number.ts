import { shanghaiStamp } from '@cailiao/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/db-errors.ts';

/**
 * An order number players can read out: the prefix (R recharge, W withdrawal), the Asia/Shanghai
 * time to the second, and six digits from a database sequence. Two orders would need a million
 * orders in one second to share a number (random digits collided about once in 6,000 orders at
 * 300 a second).
 */
export async function nextOrderNo(db: DbOrTx, prefix: 'R' | 'W', at: Date): Promise<string> {
  const result = (await db.execute(sql`SELECT nextval('order_numbers') AS n`)) as unknown as {
    rows: { n: number | string }[];
  };
  const n = Number(result.rows[0]!.n) % 1_000_000;
  return `${prefix}${shanghaiStamp(at)}${String(n).padStart(6, '0')}`;
}

/**
 * Runs `create` again (a fresh number each time) if its order number is taken after all: a
 * collision is a reason to retry, never a 500.
 */
export async function withFreshOrderNo<T>(
  constraint: string,
  create: () => Promise<T>,
  attempts = 3,
): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await create();
    } catch (err) {
      if (i >= attempts || uniqueViolation(err) !== constraint) throw err;
    }
  }
}
