import type { SmsPurpose } from '@cailiao/contracts';
import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';
import { executeNamed } from '../../platform/db/named-statement.ts';
import type { UserRow } from '../user/user.schema.ts';
import { captchas, sessions, smsCodes, socketTickets } from './auth.schema.ts';

/** SQL condition on `sessions s`: the session of `tokenHash` is neither revoked nor expired. */
const liveSessionOf = (tokenHash: string | SQL, now: Date | SQL): SQL =>
  sql`s.token_hash = ${tokenHash} AND s.revoked_at IS NULL AND s.expires_at > ${now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now}`;

/**
 * SQL condition: the session of `tokenHash` is live and belongs to `userId`, an active player (as
 * findLiveSession and the guards judge it). A statement that acts on a session it did not look up
 * (the bet slip) carries it, so a session revoked or expired meanwhile, by any process, writes
 * nothing. Each argument is a value, or an SQL expression (a column of a statement's rows).
 */
export function liveSessionSql(tokenHash: string | SQL, userId: number | SQL, now: Date | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE ${liveSessionOf(tokenHash, now)} AND s.user_id = ${userId} AND u.status = 'active')`;
}

export const authRepository = {
  async insertSession(db: DbOrTx, row: typeof sessions.$inferInsert) {
    await db.insert(sessions).values(row);
  },

  /**
   * The live session of a token hash with its user's roles and status. Runs on every authenticated
   * request, so it is plain SQL: through the query builder it cost about twice as much (bench/).
   */
  async findLiveSession(db: DbOrTx, tokenHash: string, now: Date) {
    // Named: every authenticated request runs it, so PostgreSQL plans it once per connection.
    const { rows } = await executeNamed<{
      user_id: number;
      expires_at: Date | string;
      roles: UserRow['roles'];
      status: UserRow['status'];
    }>(
      db,
      'live_session',
      sql`
      SELECT s.user_id, s.expires_at, u.roles, u.status FROM sessions s JOIN users u ON u.id = s.user_id
      WHERE ${liveSessionOf(tokenHash, now)}
      LIMIT 1`,
    );
    const row = rows[0];
    return (
      row && {
        userId: row.user_id,
        expiresAt: new Date(row.expires_at),
        roles: row.roles,
        status: row.status,
      }
    );
  },

  async revokeSession(db: DbOrTx, tokenHash: string) {
    await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.tokenHash, tokenHash));
  },

  /** Revokes every live session of a user except `keep`; answers the revoked token hashes. */
  async revokeOtherSessions(db: DbOrTx, userId: number, keep: string): Promise<string[]> {
    const rows = await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep), isNull(sessions.revokedAt)))
      .returning({ tokenHash: sessions.tokenHash });
    return rows.map((r) => r.tokenHash);
  },

  async insertSocketTicket(db: DbOrTx, row: typeof socketTickets.$inferInsert) {
    await db.insert(socketTickets).values(row);
  },

  /** Deletes a ticket and answers its session's token hash if it was still valid; once. */
  async consumeSocketTicket(db: DbOrTx, ticketHash: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .delete(socketTickets)
      .where(and(eq(socketTickets.ticketHash, ticketHash), gt(socketTickets.expiresAt, now)))
      .returning({ tokenHash: socketTickets.tokenHash });
    return row?.tokenHash;
  },

  async insertCaptcha(db: DbOrTx, row: typeof captchas.$inferInsert) {
    await db.insert(captchas).values(row);
  },

  /** Marks a captcha used and answers its code hash, once; a second call answers undefined. */
  async consumeCaptcha(db: DbOrTx, id: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(captchas)
      .set({ used: true })
      .where(and(eq(captchas.id, id), eq(captchas.used, false), gt(captchas.expiresAt, now)))
      .returning({ codeHash: captchas.codeHash });
    return row?.codeHash;
  },

  async purgeExpired(db: DbOrTx, now: Date) {
    await db.delete(captchas).where(sql`${captchas.expiresAt} < ${now}`);
    await db.delete(socketTickets).where(sql`${socketTickets.expiresAt} < ${now}`);
    await db.delete(smsCodes).where(sql`${smsCodes.expiresAt} < ${now}`);
    await db.delete(sessions).where(sql`${sessions.expiresAt} < ${now}`);
  },

  async insertSmsCode(db: DbOrTx, row: typeof smsCodes.$inferInsert) {
    await db.insert(smsCodes).values(row);
  },

  async latestSmsCode(db: DbOrTx, phone: string, purpose: SmsPurpose, now: Date) {
    const [row] = await db
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.phone, phone),
          eq(smsCodes.purpose, purpose),
          isNull(smsCodes.usedAt),
          gt(smsCodes.expiresAt, now),
        ),
      )
      .orderBy(sql`${smsCodes.createdAt} desc`)
      .limit(1);
    return row;
  },

  async recordSmsAttempt(db: DbOrTx, id: string, used: boolean) {
    await db
      .update(smsCodes)
      .set(used ? { usedAt: new Date() } : { attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, id));
  },
};
