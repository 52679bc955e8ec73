import { ISSUE_STATUSES } from '@cailiao/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../../platform/db/constraints.ts';
import { games } from '../game/game.schema.ts';

/**
 * One draw of one game (GAMES.md §1–2). `seed` is secret until the draw: only `seedHash` is shown
 * before. `numbers` exist exactly when the issue is drawn or settled (a check enforces it); no code
 * path writes them except the draw, which derives them from the seed. Issues are history of their
 * game (RESTRICT).
 */
export const issues = pgTable(
  'issues',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    gameId: integer()
      .notNull()
      .references(() => games.id, { onDelete: 'restrict' }),
    issueNo: text().notNull(),
    status: text({ enum: ISSUE_STATUSES }).notNull().default('open'),
    openAt: timestamp({ withTimezone: true }).notNull(),
    closeAt: timestamp({ withTimezone: true }).notNull(),
    drawAt: timestamp({ withTimezone: true }).notNull(),
    seed: text().notNull(),
    seedHash: text().notNull(),
    numbers: integer().array(),
    drawnAt: timestamp({ withTimezone: true }),
    /** When every bet was paid (settled) or refunded (void); null while work remains. */
    settledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issues_game_issue_no_uq').on(t.gameId, t.issueNo),
    // What a slip's one key to its issue and game refers to (bet_orders_issue_fk).
    unique('issues_game_key').on(t.id, t.gameId),
    index('issues_game_draw_at_idx').on(t.gameId, t.drawAt),
    index('issues_unfinished_idx').on(t.drawAt).where(sql`${t.settledAt} IS NULL`),
    check(
      'issues_numbers_iff_drawn',
      sql`(${t.numbers} IS NOT NULL) = (${t.status} IN ('drawn', 'settled'))`,
    ),
    check('issues_times', sql`${t.openAt} <= ${t.closeAt} AND ${t.closeAt} <= ${t.drawAt}`),
    check('issues_status_known', oneOf(t.status, ISSUE_STATUSES)),
  ],
);
export type IssueRow = typeof issues.$inferSelect;
