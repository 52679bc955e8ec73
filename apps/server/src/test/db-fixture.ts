import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, MIGRATIONS_DIR } from '../platform/db/client.ts';

/**
 * A copy of the migrations folder holding only the migrations before `tag`, so a test can fill a
 * database as it was before that migration and then apply the rest.
 */
export function migrationsBefore(tag: string): string {
  return migrationsUntil(tag, 0);
}

/** A copy of the migrations folder holding the migrations up to and including `tag`. */
export function migrationsThrough(tag: string): string {
  return migrationsUntil(tag, 1);
}

function migrationsUntil(tag: string, include: 0 | 1): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cailiao-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  journal.entries = journal.entries.slice(0, at + include);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

/** Runs SQL statements one by one (PGlite's extended protocol takes one at a time). */
export async function execAll(db: Db, statements: readonly string[]): Promise<void> {
  for (const s of statements) await db.execute(sql.raw(s));
}

/**
 * Representative rows of every table, written as SQL that holds under the initial schema (0000)
 * and under every constraint added since: three users (1 an operator, 2 invited by 1, 3 without a
 * wallet), a ledger that matches its wallets, orders, a settled bet, chats, friends and a group.
 */
export const FIXTURE_ROWS: readonly string[] = [
  `INSERT INTO users (id, username, password_hash, nickname, invite_code, invited_by, roles, status) VALUES
    (1, 'alice', 'h', 'Alice', 'INV1', NULL, ARRAY['player', 'admin'], 'active'),
    (2, 'bob', 'h', 'Bob', 'INV2', 1, ARRAY['player'], 'active'),
    (3, 'carol', 'h', 'Carol', 'INV3', NULL, ARRAY['player'], 'disabled')`,
  `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('tok1', 1, now() + interval '1 day')`,
  `INSERT INTO captchas (id, code_hash, expires_at) VALUES ('cap1', 'h', now())`,
  `INSERT INTO sms_codes (id, phone, purpose, code_hash, expires_at) VALUES ('sms1', '13800000000', 'register', 'h', now())`,
  `INSERT INTO system_settings (key, value) VALUES ('site', '{"name": "彩聊"}')`,
  `INSERT INTO feedback (user_id, type, content) VALUES (2, 'bug', '按钮点不动了'), (NULL, 'other', '匿名意见')`,
  `INSERT INTO error_reports (user_id, message) VALUES (1, 'TypeError'), (NULL, 'ReferenceError')`,
  `INSERT INTO wallets (user_id, balance_fen, frozen_fen) VALUES (1, 500, 0), (2, 10960, 2100)`,
  `INSERT INTO wallet_ledger (user_id, kind, amount_fen, frozen_delta_fen, balance_after_fen, frozen_after_fen, reference) VALUES
    (1, 'adjust', 500, 0, 500, 0, 'seed:1'),
    (2, 'recharge', 10000, 0, 10000, 0, 'recharge:1'),
    (2, 'withdraw_freeze', 0, 2100, 10000, 2100, 'withdraw:1:freeze'),
    (2, 'bet', -1000, 0, 9000, 2100, 'bet-order:1'),
    (2, 'payout', 1960, 0, 10960, 2100, 'payout:1')`,
  `INSERT INTO recharge_channels (id, code, type, name, min_fen, max_fen, fee_bps) VALUES
    (1, 'demo', 'demo', '演示', 100, 1000000, 0), (2, 'bank1', 'bank', '银行卡', 100, 1000000, 100)`,
  `INSERT INTO recharge_orders (id, order_no, user_id, channel_id, channel_code, channel_type, channel_name,
      amount_fen, fee_fen, credit_fen, status, payment, reviewed_by, expires_at) VALUES
    (1, 'R1', 2, 1, 'demo', 'demo', '演示', 10000, 0, 10000, 'completed', '{}', NULL, now()),
    (2, 'R2', 3, 2, 'bank1', 'bank', '银行卡', 20000, 200, 19800, 'pending', '{}', NULL, now()),
    (3, 'R3', 2, 2, 'bank1', 'bank', '银行卡', 5000, 50, 4950, 'rejected', '{}', 1, now())`,
  `INSERT INTO withdraw_accounts (id, user_id, type, account_name, account_no, bank_name, is_default) VALUES
    (1, 2, 'bank', 'Bob', '6222000011112222', '工商银行', true)`,
  `INSERT INTO withdraw_passwords (user_id, password_hash) VALUES (2, 'h')`,
  `INSERT INTO withdraw_orders (id, order_no, user_id, account_id, account_type, account_name, account_no,
      amount_fen, fee_fen, total_fen, status) VALUES
    (1, 'W1', 2, 1, 'bank', 'Bob', '6222000011112222', 2000, 100, 2100, 'pending')`,
  `INSERT INTO game_categories (id, code, name) VALUES (1, 'k3', '快3')`,
  `INSERT INTO games (id, code, type, name, category_id, status, interval_seconds) VALUES
    (1, 'jsk3', 'k3', '极速快3', 1, 'active', 60), (2, 'jsssc', 'ssc', '极速时时彩', 1, 'disabled', 60)`,
  `INSERT INTO odds_overrides (game_id, play, option, odds_hundredths, created_by) VALUES (1, 'sum', '4', 5000, 1)`,
  `INSERT INTO issues (id, game_id, issue_no, status, open_at, close_at, draw_at, seed, seed_hash, numbers) VALUES
    (1, 1, '20261124-0001', 'settled', now(), now(), now(), 's', 'h', ARRAY[1, 2, 3]),
    (2, 1, '20261124-0002', 'open', now(), now(), now(), 's', 'h', NULL)`,
  `INSERT INTO bet_orders (id, user_id, game_id, issue_id, issue_no, total_fen, item_count) VALUES
    (1, 2, 1, 1, '20261124-0001', 1000, 1)`,
  `INSERT INTO bets (id, order_id, user_id, game_id, game_type, issue_id, issue_no, play, option, amount_fen,
      odds_hundredths, status, payout_fen, settled_at) VALUES
    (1, 1, 2, 1, 'k3', 1, '20261124-0001', 'bigSmall', 'big', 1000, 196, 'won', 1960, now())`,
  `INSERT INTO conversations (id, type, last_seq) VALUES ('private_1_2', 'private', 2), ('group_1', 'group', 1)`,
  `INSERT INTO conversation_members (conversation_id, user_id, read_seq) VALUES
    ('private_1_2', 1, 2), ('private_1_2', 2, 1), ('group_1', 1, 1), ('group_1', 2, 0)`,
  `INSERT INTO messages (id, conversation_id, seq, conversation_type, sender_id, target_id, message_type, content,
      reply_to_id, recalled_at, recalled_by) VALUES
    (1, 'private_1_2', 1, 'PRIVATE', 1, 2, 'TEXT', '你好', NULL, NULL, NULL),
    (2, 'private_1_2', 2, 'PRIVATE', 2, 1, 'TEXT', '', 1, now(), 2),
    (3, 'group_1', 1, 'GROUP', NULL, 1, 'SYSTEM', '欢迎', NULL, NULL, NULL)`,
  `INSERT INTO message_deletions (user_id, message_id) VALUES (1, 1)`,
  `INSERT INTO chat_settings (user_id, sound_enabled) VALUES (1, false)`,
  `INSERT INTO friend_groups (id, user_id, name) VALUES (1, 1, '家人')`,
  `INSERT INTO friendships (user_id, friend_id, group_id) VALUES (1, 2, 1), (2, 1, NULL)`,
  `INSERT INTO user_blocks (user_id, blocked_id) VALUES (3, 2)`,
  `INSERT INTO friend_requests (id, from_user_id, to_user_id, group_id, status, expires_at) VALUES
    (1, 3, 1, NULL, 'pending', now()), (2, 1, 2, 1, 'accepted', now())`,
  `INSERT INTO chat_groups (id, name, owner_id, join_code, lottery_game_ids) VALUES (1, '快3群', 1, 'J1', ARRAY[1])`,
  `INSERT INTO group_members (group_id, user_id, role) VALUES (1, 1, 'owner'), (1, 2, 'member')`,
  `INSERT INTO group_invites (id, group_id, inviter_id, invitee_id, status, expires_at) VALUES (1, 1, 1, 3, 'pending', now())`,
  `INSERT INTO presence_connections (id, user_id, instance_id, expires_at) VALUES ('sock1', 1, 'i1', now())`,
  `INSERT INTO user_presence (user_id, status) VALUES (1, 'busy')`,
  `INSERT INTO admin_audit_logs (admin_user_id, action, method, path, status_code) VALUES
    (1, 'recharge.reject', 'POST', '/api/admin/recharge/orders/3/reject', 200),
    (NULL, 'unknown', 'GET', '/api/admin/stats', 401)`,
];

/** Every table of the public schema, with its row count and a digest of its rows' contents. */
export async function tableDigests(db: Db): Promise<Record<string, { rows: number; digest: string }>> {
  const tables = (await db.execute(
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, { rows: number; digest: string }> = {};
  for (const { name } of tables.rows) {
    const r = (await db.execute(
      sql.raw(`SELECT count(*)::int AS n, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS d
               FROM "${name}" AS t`),
    )) as unknown as { rows: { n: number; d: string }[] };
    out[name] = { rows: r.rows[0]!.n, digest: r.rows[0]!.d };
  }
  return out;
}
