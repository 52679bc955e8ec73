import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import {
  type GameCategoryRow,
  type GameRow,
  gameCategories,
  games,
  type OddsOverrideRow,
  oddsOverrides,
} from './game.schema.ts';

export type NewGame = typeof games.$inferInsert;
export type NewGameCategory = typeof gameCategories.$inferInsert;

export const gameRepository = {
  listGames(db: DbOrTx): Promise<GameRow[]> {
    return db.select().from(games).orderBy(asc(games.sort), asc(games.id));
  },

  listCategories(db: DbOrTx): Promise<GameCategoryRow[]> {
    return db.select().from(gameCategories).orderBy(asc(gameCategories.sort), asc(gameCategories.id));
  },

  async insertCategoryIfNew(db: DbOrTx, row: NewGameCategory): Promise<void> {
    await db.insert(gameCategories).values(row).onConflictDoNothing({ target: gameCategories.code });
  },

  async findCategoryByCode(db: DbOrTx, code: string): Promise<GameCategoryRow | undefined> {
    const [row] = await db.select().from(gameCategories).where(eq(gameCategories.code, code)).limit(1);
    return row;
  },

  async insertGameIfNew(db: DbOrTx, row: NewGame): Promise<void> {
    await db.insert(games).values(row).onConflictDoNothing({ target: games.code });
  },

  listOverrides(db: DbOrTx, gameId?: number): Promise<OddsOverrideRow[]> {
    return db
      .select()
      .from(oddsOverrides)
      .where(gameId === undefined ? undefined : eq(oddsOverrides.gameId, gameId));
  },

  /** Inserts or replaces the override of (game, play, option); option null means the whole play. */
  async upsertOverride(
    db: DbOrTx,
    row: {
      gameId: number;
      play: string;
      option: string | null;
      oddsHundredths: number;
      createdBy?: number | null;
    },
  ) {
    await db
      .insert(oddsOverrides)
      .values(row)
      .onConflictDoUpdate({
        target: [oddsOverrides.gameId, oddsOverrides.play, oddsOverrides.option],
        set: { oddsHundredths: row.oddsHundredths, createdBy: row.createdBy ?? null, updatedAt: new Date() },
      });
  },

  async deleteOverride(db: DbOrTx, gameId: number, play: string, option: string | null) {
    await db
      .delete(oddsOverrides)
      .where(
        and(
          eq(oddsOverrides.gameId, gameId),
          eq(oddsOverrides.play, play),
          option === null ? isNull(oddsOverrides.option) : eq(oddsOverrides.option, option),
        ),
      );
  },
};
