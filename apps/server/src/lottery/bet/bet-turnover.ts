import { shanghaiDateStart } from '@cailiao/domain';
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { bets } from './bet.schema.ts';

/** Bets that count as valid turnover: settled and not void (a refunded stake never counts). */
const VALID = ['won', 'lost'] as const;
const DAY_MS = 86_400_000;

/**
 * Valid turnover (Σ stakes of settled, non-void bets, in fen) for the levels, daily bonus and
 * commissions of engagement. A bet counts on the Asia/Shanghai day it settled.
 */
export function createTurnoverQueries(db: Db) {
  async function sumFen(userId: number, from?: Date, to?: Date): Promise<number> {
    const [row] = await db
      .select({ fen: sql<string | number>`coalesce(sum(${bets.amountFen}), 0)` })
      .from(bets)
      .where(
        and(
          eq(bets.userId, userId),
          inArray(bets.status, [...VALID]),
          from ? gte(bets.settledAt, from) : undefined,
          to ? lt(bets.settledAt, to) : undefined,
        ),
      );
    return Number(row?.fen ?? 0);
  }
  return {
    /** Cumulative valid turnover of a player, in fen. */
    totalFen: (userId: number) => sumFen(userId),
    /** Valid turnover settled on one Asia/Shanghai day 'YYYY-MM-DD', in fen. */
    dayFen(userId: number, day: string) {
      const from = shanghaiDateStart(day);
      return sumFen(userId, from, new Date(from.getTime() + DAY_MS));
    },
  };
}
export type TurnoverQueries = ReturnType<typeof createTurnoverQueries>;
