import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type Db, migrateDatabase } from '../platform/db/client.ts';
import { execAll, FIXTURE_ROWS, migrationsBefore, migrationsThrough, tableDigests } from './db-fixture.ts';
import { createTestDatabase } from './test-app.ts';

// Integrity in the database (ARCHITECTURE.md "Money"): foreign keys, money checks and enum checks,
// added to existing databases by migration 0001. Runs on PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set (the server-postgres project).
const MIGRATION = '0001_integrity-constraints';

interface PgErrorLike {
  code?: string;
  constraint?: string;
  message?: string;
  cause?: unknown;
}

/** The PostgreSQL error under Drizzle's wrapper: its SQLSTATE and the constraint it names. */
function pgError(err: unknown): { code?: string; constraint?: string; message: string } {
  for (
    let e = err as PgErrorLike | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as PgErrorLike, depth++
  ) {
    if (typeof e === 'object' && e.code && /^[0-9A-Z]{5}$/.test(e.code)) {
      return { code: e.code, constraint: e.constraint, message: e.message ?? '' };
    }
  }
  return { message: String(err) };
}

async function refusal(run: () => Promise<unknown>) {
  try {
    await run();
  } catch (err) {
    return pgError(err);
  }
  throw new Error('the database accepted it');
}

const appliedMigrations = async (db: Db) =>
  (
    (await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

const rowsOf = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

describe(`migration ${MIGRATION}`, () => {
  const previous = migrationsBefore(MIGRATION);
  const through = migrationsThrough(MIGRATION);

  it('keeps every row of a database filled under the previous schema', async () => {
    const database = await createTestDatabase(previous);
    try {
      await execAll(database.db, FIXTURE_ROWS);
      const before = await tableDigests(database.db);
      expect(before.users!.rows).toBe(3);
      expect(Object.values(before).every((t) => t.rows > 0)).toBe(true);

      await migrateDatabase(database, through);

      expect(await tableDigests(database.db)).toEqual(before);
      expect(await appliedMigrations(database.db)).toBe(2);
    } finally {
      await database.close();
    }
  });

  it('repairs what the cascade or set-null rules cover, without losing a money row', async () => {
    const database = await createTestDatabase(previous);
    try {
      await execAll(database.db, [
        ...FIXTURE_ROWS,
        // User 99 was deleted by hand, withdraw account 42 by its player, friend group 77 by its owner.
        `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('tok99', 99, now())`,
        `INSERT INTO presence_connections (id, user_id, instance_id, expires_at) VALUES ('sock99', 99, 'i1', now())`,
        `INSERT INTO feedback (user_id, type, content) VALUES (99, 'bug', '旧反馈')`,
        `INSERT INTO withdraw_orders (id, order_no, user_id, account_id, account_type, account_name, account_no,
            amount_fen, fee_fen, total_fen, status) VALUES (2, 'W2', 2, 42, 'alipay', 'Bob', 'bob@example.com', 500, 0, 500, 'cancelled')`,
        `INSERT INTO friendships (user_id, friend_id, group_id) VALUES (2, 3, 77)`,
        // Sticky before the first message: a member row with no conversation row.
        `INSERT INTO conversation_members (conversation_id, user_id, is_sticky) VALUES ('private_2_3', 2, true)`,
      ]);
      const before = await tableDigests(database.db);

      await migrateDatabase(database, through);

      const after = await tableDigests(database.db);
      for (const money of [
        'wallets',
        'wallet_ledger',
        'recharge_orders',
        'withdraw_orders',
        'bet_orders',
        'bets',
      ]) {
        expect(after[money]!.rows, money).toBe(before[money]!.rows);
      }
      expect(await rowsOf(database.db, `SELECT token_hash FROM sessions ORDER BY 1`)).toEqual([
        { token_hash: 'tok1' },
      ]);
      expect(await rowsOf(database.db, `SELECT id FROM presence_connections`)).toEqual([{ id: 'sock1' }]);
      expect(await rowsOf(database.db, `SELECT user_id FROM feedback WHERE content = '旧反馈'`)).toEqual([
        { user_id: null },
      ]);
      expect(
        await rowsOf(
          database.db,
          `SELECT account_id, account_type, account_no FROM withdraw_orders WHERE id = 2`,
        ),
      ).toEqual([{ account_id: null, account_type: 'alipay', account_no: 'bob@example.com' }]);
      expect(
        await rowsOf(database.db, `SELECT group_id FROM friendships WHERE user_id = 2 AND friend_id = 3`),
      ).toEqual([{ group_id: null }]);
      expect(
        await rowsOf(database.db, `SELECT type, last_seq FROM conversations WHERE id = 'private_2_3'`),
      ).toEqual([{ type: 'private', last_seq: 0 }]);
      expect(
        await rowsOf(
          database.db,
          `SELECT is_sticky FROM conversation_members WHERE conversation_id = 'private_2_3'`,
        ),
      ).toEqual([{ is_sticky: true }]);
    } finally {
      await database.close();
    }
  });

  it('stops on a money row or status it cannot keep, changes nothing, and goes through once fixed', async () => {
    const database = await createTestDatabase(previous);
    try {
      await execAll(database.db, FIXTURE_ROWS);
      const cases = [
        {
          bad: `INSERT INTO wallet_ledger (id, user_id, kind, amount_fen, balance_after_fen, reference) VALUES (100, 3, 'adjust', 100, 100, 'x:1')`,
          undo: `DELETE FROM wallet_ledger WHERE id = 100`,
          constraint: 'wallet_ledger_user_id_wallets_user_id_fk',
        },
        {
          bad: `INSERT INTO bets (id, order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen, odds_hundredths)
                VALUES (100, 1, 99, 1, 'k3', 2, '20261124-0002', 'bigSmall', 'big', 100, 196)`,
          undo: `DELETE FROM bets WHERE id = 100`,
          constraint: 'bets_user_id_users_id_fk',
        },
        {
          bad: `INSERT INTO wallet_ledger (id, user_id, kind, amount_fen, balance_after_fen, reference) VALUES (100, 1, 'bonus', 100, 600, 'x:2')`,
          undo: `DELETE FROM wallet_ledger WHERE id = 100`,
          constraint: 'wallet_ledger_kind_known',
        },
        {
          bad: `UPDATE recharge_orders SET status = 'paid' WHERE id = 2`,
          undo: `UPDATE recharge_orders SET status = 'pending' WHERE id = 2`,
          constraint: 'recharge_orders_status_known',
        },
      ];
      for (const c of cases) {
        await execAll(database.db, [c.bad]);
        const before = await tableDigests(database.db);
        const err = await refusal(() => migrateDatabase(database, through));
        expect(err.constraint ?? err.message, c.bad).toContain(c.constraint);
        expect(await appliedMigrations(database.db)).toBe(1);
        expect(await tableDigests(database.db)).toEqual(before);
        await execAll(database.db, [c.undo]);
      }
      await migrateDatabase(database, through);
      expect(await appliedMigrations(database.db)).toBe(2);
    } finally {
      await database.close();
    }
  });
});

describe('the migrated database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await execAll(database.db, FIXTURE_ROWS);
  });
  afterAll(() => database?.close());

  const ledger = (userId: number, kind: string, amount: number, frozenDelta: number, balanceAfter: number) =>
    `INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference)
     VALUES (${userId}, '${kind}', ${amount}, ${frozenDelta}, ${balanceAfter}, 0, 'refused:${Math.random()}')`;

  it.each([
    [
      'a negative balance',
      `UPDATE wallets SET balance_fen = -1 WHERE user_id = 1`,
      '23514',
      'wallets_balance_nonneg',
    ],
    [
      'a negative frozen amount',
      `UPDATE wallets SET frozen_fen = -1 WHERE user_id = 1`,
      '23514',
      'wallets_frozen_nonneg',
    ],
    [
      'more frozen than the balance',
      `UPDATE wallets SET frozen_fen = 10961 WHERE user_id = 2`,
      '23514',
      'wallets_frozen_le_balance',
    ],
    [
      'a wallet of a user that does not exist',
      `INSERT INTO wallets (user_id) VALUES (99)`,
      '23503',
      'wallets_user_id_users_id_fk',
    ],
    [
      'a ledger row of a user that does not exist',
      ledger(99, 'adjust', 100, 0, 100),
      '23503',
      'wallet_ledger_user_id_wallets_user_id_fk',
    ],
    [
      'a ledger row of a user without a wallet',
      ledger(3, 'adjust', 100, 0, 100),
      '23503',
      'wallet_ledger_user_id_wallets_user_id_fk',
    ],
    ['an unknown ledger kind', ledger(1, 'bonus', 100, 0, 600), '23514', 'wallet_ledger_kind_known'],
    ['a ledger row that moves nothing', ledger(1, 'adjust', 0, 0, 500), '23514', 'wallet_ledger_moves_money'],
    [
      'a ledger row leaving a negative balance',
      ledger(1, 'bet', -600, 0, -100),
      '23514',
      'wallet_ledger_after_valid',
    ],
    [
      'an unknown recharge status',
      `UPDATE recharge_orders SET status = 'paid' WHERE id = 1`,
      '23514',
      'recharge_orders_status_known',
    ],
    [
      'a recharge that credits nothing',
      `UPDATE recharge_orders SET fee_fen = amount_fen, credit_fen = 0 WHERE id = 1`,
      '23514',
      'recharge_orders_credit_positive',
    ],
    [
      'a negative channel fee',
      `UPDATE recharge_channels SET fee_bps = -1 WHERE id = 2`,
      '23514',
      'recharge_channels_fees_nonneg',
    ],
    [
      'an unknown withdraw status',
      `UPDATE withdraw_orders SET status = 'paid' WHERE id = 1`,
      '23514',
      'withdraw_orders_status_known',
    ],
    [
      'a withdrawal of nothing',
      `UPDATE withdraw_orders SET amount_fen = 0, total_fen = 100 WHERE id = 1`,
      '23514',
      'withdraw_orders_amounts',
    ],
    ['an unknown bet status', `UPDATE bets SET status = 'void' WHERE id = 1`, '23514', 'bets_status_known'],
    [
      'a bet on an issue that does not exist',
      `UPDATE bets SET issue_id = 999 WHERE id = 1`,
      '23503',
      'bets_slip_fk',
    ],
    [
      "a bet on another issue than its slip's",
      `UPDATE bets SET issue_id = 2 WHERE id = 1`,
      '23503',
      'bets_slip_fk',
    ],
    [
      "a bet of another player than its slip's",
      `UPDATE bets SET user_id = 1 WHERE id = 1`,
      '23503',
      'bets_slip_fk',
    ],
    [
      'a slip on an issue that does not exist',
      `INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count) VALUES (100, 2, 1, 999, 'x', 100, 1)`,
      '23503',
      'bet_orders_issue_fk',
    ],
    [
      "a slip on another game than its issue's",
      `INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count) VALUES (100, 2, 2, 2, '20261124-0002', 100, 1)`,
      '23503',
      'bet_orders_issue_fk',
    ],
    [
      'an unknown issue status',
      `UPDATE issues SET status = 'cancelled' WHERE id = 2`,
      '23514',
      'issues_status_known',
    ],
    ['an unknown game family', `UPDATE games SET type = 'keno' WHERE id = 2`, '23514', 'games_type_known'],
    [
      'an unknown user role',
      `UPDATE users SET roles = ARRAY['player', 'root'] WHERE id = 2`,
      '23514',
      'users_roles_known',
    ],
    [
      'an unknown friend request status',
      `UPDATE friend_requests SET status = 'ignored' WHERE id = 1`,
      '23514',
      'friend_requests_status_known',
    ],
    [
      'an unknown group role',
      `UPDATE group_members SET role = 'moderator' WHERE user_id = 2`,
      '23514',
      'group_members_role_known',
    ],
    [
      'an unknown message type',
      `UPDATE messages SET message_type = 'STICKER' WHERE id = 1`,
      '23514',
      'messages_message_type_known',
    ],
    [
      'a message in a conversation that does not exist',
      `INSERT INTO messages (id, conversation_id, seq, conversation_type, sender_id, target_id, message_type) VALUES (100, 'private_8_9', 1, 'PRIVATE', 1, 2, 'TEXT')`,
      '23503',
      'messages_conversation_id_conversations_id_fk',
    ],
    // ON DELETE RESTRICT: PostgreSQL 18 (PGlite) answers restrict_violation, 15 foreign_key_violation.
    ['deleting a user with money history', `DELETE FROM users WHERE id = 2`, '23001|23503', undefined],
    ['deleting a game with issues', `DELETE FROM games WHERE id = 1`, '23001|23503', undefined],
  ])('refuses %s', async (_what, statement, code, constraint) => {
    const err = await refusal(() => database.db.execute(sql.raw(statement)));
    expect(code.split('|'), err.message).toContain(err.code);
    if (constraint) expect(err.constraint ?? err.message).toContain(constraint);
  });

  it('lets relation rows go with their user, and keeps withdraw orders when their account goes', async () => {
    await execAll(database.db, [
      `INSERT INTO users (id, username, password_hash, nickname, invite_code) VALUES (4, 'dave', 'h', 'Dave', 'INV4')`,
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('tok4', 4, now())`,
      `INSERT INTO friendships (user_id, friend_id) VALUES (1, 4), (4, 1)`,
      `INSERT INTO group_members (group_id, user_id) VALUES (1, 4)`,
      `DELETE FROM users WHERE id = 4`,
      `DELETE FROM withdraw_accounts WHERE id = 1`,
    ]);
    expect(await rowsOf(database.db, `SELECT 1 FROM sessions WHERE user_id = 4`)).toEqual([]);
    expect(await rowsOf(database.db, `SELECT 1 FROM friendships WHERE 4 IN (user_id, friend_id)`)).toEqual(
      [],
    );
    expect(await rowsOf(database.db, `SELECT 1 FROM group_members WHERE user_id = 4`)).toEqual([]);
    expect(
      await rowsOf(database.db, `SELECT account_id, account_no FROM withdraw_orders WHERE id = 1`),
    ).toEqual([{ account_id: null, account_no: '6222000011112222' }]);
  });
});
