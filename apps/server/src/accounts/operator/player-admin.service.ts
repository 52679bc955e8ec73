import { type AdminPlayer, type Page, toPage } from '@cailiao/contracts';
import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { sessions } from '../auth/auth.schema.ts';
import { type UserRow, users } from '../user/user.schema.ts';

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

/** The console's players: search, freeze (sign-in refused, every session ended) and unfreeze. */
export function createPlayerAdminService(db: Db, bus: EventBus) {
  async function setStatus(tx: Tx, id: number, status: UserRow['status']): Promise<AdminPlayer> {
    const [row] = await tx.update(users).set({ status }).where(eq(users.id, id)).returning();
    if (!row) throw notFound('玩家不存在');
    return view(row);
  }
  return {
    async search(q: { page: number; limit: number; q?: string }): Promise<Page<AdminPlayer>> {
      const term = q.q?.trim();
      const like = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where: SQL | undefined = like
        ? or(
            ilike(users.username, like),
            ilike(users.nickname, like),
            ilike(users.phone, like),
            /^\d{1,9}$/.test(term ?? '') ? eq(users.id, Number(term)) : undefined,
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
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)))
          .returning({ tokenHash: sessions.tokenHash });
        await audit(tx);
        return { player, revoked };
      });
      // Open sockets of the frozen player close too (the gateway listens for this).
      if (revoked.length > 0)
        await bus.publish({
          type: 'SessionRevoked',
          userId: id,
          tokenHashes: revoked.map((r) => r.tokenHash),
        });
      return player;
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
