import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { levelRewardClaims, playerLevels } from './vip.schema.ts';

type Rows<T> = { rows: T[] };

export const vipRepository = {
  async findLevel(db: DbOrTx, userId: number) {
    const [row] = await db.select().from(playerLevels).where(eq(playerLevels.userId, userId));
    return row;
  },

  /**
   * Records `level` unless the player already holds it or higher. Answers true when this call
   * raised it: of concurrent calls (several processes hear the same BetSettled), one alone does.
   */
  async raiseLevel(db: DbOrTx, userId: number, level: number, turnoverFen: number): Promise<boolean> {
    const res = (await db.execute(sql`
      INSERT INTO player_levels (user_id, level, turnover_fen) VALUES (${userId}, ${level}, ${turnoverFen})
      ON CONFLICT (user_id) DO UPDATE
        SET level = excluded.level, turnover_fen = excluded.turnover_fen, updated_at = now()
        WHERE player_levels.level < excluded.level
      RETURNING level`)) as unknown as Rows<{ level: number }>;
    return res.rows.length > 0 && level > 0;
  },

  async claims(db: DbOrTx, userId: number) {
    return db.select().from(levelRewardClaims).where(eq(levelRewardClaims.userId, userId));
  },

  /** Records a claim unless (userId, level) exists; answers whether this call recorded it. */
  async insertClaim(db: DbOrTx, row: typeof levelRewardClaims.$inferInsert): Promise<boolean> {
    const rows = await db
      .insert(levelRewardClaims)
      .values(row)
      .onConflictDoNothing({ target: [levelRewardClaims.userId, levelRewardClaims.level] })
      .returning({ id: levelRewardClaims.id });
    return rows.length > 0;
  },

  async findClaim(db: DbOrTx, userId: number, level: number) {
    const [row] = await db
      .select()
      .from(levelRewardClaims)
      .where(and(eq(levelRewardClaims.userId, userId), eq(levelRewardClaims.level, level)));
    return row;
  },
};
