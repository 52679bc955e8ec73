import {
  type AdminLoginEvent,
  type AdminReferralMember,
  LOGIN_OUTCOME_NAMES,
  type Page,
  toPage,
} from '@cailiao/contracts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { sessions } from '../auth/auth.schema.ts';
import { loginHistory } from '../auth/login-history.ts';
import { inviteRepository } from '../user/invite.repository.ts';
import { userRepository } from '../user/user.repository.ts';
import type { UserRow } from '../user/user.schema.ts';

/** How far up the inviter chain the console looks. */
const INVITER_DEPTH = 10;

type Rows<T> = { rows: T[] };
const ref = (id: number, p: { username: string; nickname: string } | undefined) => ({
  id,
  username: p?.username ?? '',
  nickname: p?.nickname ?? '',
});

/** What accounts knows of one player for the console's detail page (reads only). */
export function createPlayerRecords(db: Db) {
  async function player(id: number): Promise<UserRow> {
    const row = await userRepository.findById(db, id);
    if (!row) throw notFound('玩家不存在');
    return row;
  }
  return {
    /** The player row, or 404 (the sub-lists of the detail page check it first). */
    player,

    /** Who invited them, their last login and how many sessions are live. */
    async profile(id: number) {
      const user = await player(id);
      const [inviter, last, [live]] = await Promise.all([
        user.invitedBy ? inviteRepository.profiles(db, [user.invitedBy]) : undefined,
        loginHistory.lastSuccess(db, id),
        db
          .select({ n: count() })
          .from(sessions)
          .where(
            and(eq(sessions.userId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
          ),
      ]);
      return {
        user,
        invitedBy: user.invitedBy ? ref(user.invitedBy, inviter?.get(user.invitedBy)) : null,
        lastLoginAt: last?.at.toISOString() ?? null,
        lastLoginIp: last?.ip ?? null,
        activeSessions: live?.n ?? 0,
      };
    },

    async logins(id: number, q: { page: number; limit: number }): Promise<Page<AdminLoginEvent>> {
      await player(id);
      const { rows, total } = await loginHistory.page(db, id, q.page, q.limit);
      return toPage(
        rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          ip: r.ip,
          userAgent: r.userAgent,
          success: r.outcome === 'success',
          outcome: r.outcome,
          outcomeName: LOGIN_OUTCOME_NAMES[r.outcome],
        })),
        q,
        total,
      );
    },

    /** The inviter chain above (nearest first) and a page of the team below, with counts. */
    async referrals(id: number, q: { page: number; limit: number; level?: number }) {
      await player(id);
      const [chain, counts, team] = await Promise.all([
        inviteRepository.inviterChain(db, id, INVITER_DEPTH),
        inviteRepository.teamCounts(db, id, new Date()),
        inviteRepository.teamPage(db, id, q.level, q.page, q.limit),
      ]);
      const ids = team.rows.map((m) => m.userId);
      const [faces, extra] = await Promise.all([
        inviteRepository.profiles(db, chain),
        ids.length
          ? (db.execute(sql`
              SELECT u.id, u.status, (SELECT count(*) FROM users c WHERE c.invited_by = u.id)::int AS invitees
              FROM users u WHERE u.id = ANY(${sql.param(ids)}::int[])`) as unknown as Promise<
              Rows<{ id: number; status: UserRow['status']; invitees: number }>
            >)
          : { rows: [] },
      ]);
      const more = new Map(extra.rows.map((r) => [Number(r.id), r]));
      const invitees: AdminReferralMember[] = team.rows.map((m) => ({
        id: m.userId,
        username: m.username,
        nickname: m.nickname,
        level: m.level,
        invitees: Number(more.get(m.userId)?.invitees ?? 0),
        status: more.get(m.userId)?.status ?? 'active',
        createdAt: m.createdAt.toISOString(),
      }));
      return {
        inviters: chain.map((inviterId, i) => ({ ...ref(inviterId, faces.get(inviterId)), level: i + 1 })),
        levelCounts: counts.levels,
        invitees: toPage(invitees, q, team.total),
      };
    },
  };
}
