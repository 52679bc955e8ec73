import {
  type AdminPlayer,
  idInText,
  type Page,
  type ResetPasswordResult,
  type RevokeSessionsResult,
  toPage,
} from '@cailiao/contracts';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { hashPassword } from '../../platform/lib/passwords.ts';
import { randomCode } from '../../platform/lib/tokens.ts';
import { sessions } from '../auth/auth.schema.ts';
import { type UserRow, users } from '../user/user.schema.ts';
import { createPlayerRecords } from './player-records.ts';

/** Writes the operator's audit row inside the action's transaction (money's operator audit). */
type OperatorAuditWrite = (tx: Tx) => Promise<void>;

const STATUS_NAMES = { active: '正常', disabled: '已冻结' } as const;
const view = (u: UserRow): AdminPlayer => ({
  id: u.id,
  username: u.username,
  nickname: u.nickname,
  phone: u.phone,
  status: u.status,
  statusName: STATUS_NAMES[u.status],
  vipLevel: u.vipLevel,
  createdAt: u.createdAt.toISOString(),
});

/**
 * A temporary password: 10 characters without look-alikes, letters and digits both (the password
 * rule is 6–32 characters of anything), about 50 bits of randomness.
 */
function temporaryPasswordOf(): string {
  for (;;) {
    const p = randomCode(10, 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789');
    if (/\d/.test(p) && /[a-zA-Z]/.test(p)) return p;
  }
}

/**
 * The console's players: search, the detail page's records, freeze (sign-in refused, every session
 * ended) and unfreeze, reset password, revoke sessions.
 */
export function createPlayerAdminService(db: Db, bus: EventBus) {
  const revokeAll = async (tx: Tx, id: number) =>
    (
      await tx
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash })
    ).map((r) => r.tokenHash);
  /** Open sockets of those sessions close too (the gateway listens for this). */
  async function announce(userId: number, tokenHashes: string[]) {
    if (tokenHashes.length > 0) await bus.publish({ type: 'SessionRevoked', userId, tokenHashes });
  }
  async function setStatus(tx: Tx, id: number, status: UserRow['status']): Promise<AdminPlayer> {
    const [row] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
    if (!row) throw notFound('玩家不存在');
    return view(row);
  }
  return {
    ...createPlayerRecords(db),

    async search(q: { page: number; limit: number; q?: string }): Promise<Page<AdminPlayer>> {
      const term = q.q?.trim();
      const asId = idInText(term);
      const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where: SQL | undefined = like
        ? or(
            ilike(users.username, like),
            ilike(users.nickname, like),
            ilike(users.phone, like),
            asId === undefined ? undefined : eq(users.id, asId),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(users).where(where),
      ]);
      return toPage(rows.map(view), q, total?.n ?? 0);
    },

    /** `audit` writes the operator's audit row in the same transaction: no row, no freeze. */
    async freeze(id: number, audit: OperatorAuditWrite): Promise<AdminPlayer> {
      const { player, revoked } = await db.transaction(async (tx) => {
        const player = await setStatus(tx, id, 'disabled');
        const revoked = await revokeAll(tx, id);
        await audit(tx);
        return { player, revoked };
      });
      await announce(id, revoked);
      return player;
    },

    /**
     * A new random temporary password, answered once to the operator and stored only hashed (the
     * audit row holds the reason, never the password); every session of the player ends.
     */
    async resetPassword(id: number, audit: OperatorAuditWrite): Promise<ResetPasswordResult> {
      const temporaryPassword = temporaryPasswordOf();
      const passwordHash = await hashPassword(temporaryPassword);
      const revoked = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning({ id: users.id });
        if (!row) throw notFound('玩家不存在');
        const revoked = await revokeAll(tx, id);
        await audit(tx);
        return revoked;
      });
      await announce(id, revoked);
      return { temporaryPassword, revokedSessions: revoked.length };
    },

    /** Every session of the player ends at once (the next request answers 401, sockets close). */
    async revokeSessions(id: number, audit: OperatorAuditWrite): Promise<RevokeSessionsResult> {
      const revoked = await db.transaction(async (tx) => {
        const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
        if (!row) throw notFound('玩家不存在');
        const revoked = await revokeAll(tx, id);
        await audit(tx);
        return revoked;
      });
      await announce(id, revoked);
      return { revokedSessions: revoked.length };
    },

    unfreeze: (id: number, audit: OperatorAuditWrite) =>
      db.transaction(async (tx) => {
        const player = await setStatus(tx, id, 'active');
        await audit(tx);
        return player;
      }),
  };
}
export type PlayerAdminService = ReturnType<typeof createPlayerAdminService>;
