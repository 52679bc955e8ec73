import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client.ts';

type Rows<T> = { rows: T[] };

/** A player in someone's team: `level` steps down the invitation chain (1: invited by them). */
export interface TeamMember {
  userId: number;
  username: string;
  nickname: string;
  avatar: string | null;
  invitedBy: number;
  level: number;
  createdAt: Date;
}

/** Deepest level of a team the referral features look at. */
const MAX_DEPTH = 3;

const team = (rootId: number, depth: number) => sql`
  WITH RECURSIVE team AS (
    SELECT id, invited_by, 1 AS level FROM users WHERE invited_by = ${rootId}
    UNION ALL
    SELECT u.id, u.invited_by, t.level + 1 FROM users u JOIN team t ON u.invited_by = t.id
    WHERE t.level < ${depth}
  )`;

const toMember = (r: Record<string, unknown>): TeamMember => ({
  userId: Number(r.id),
  username: String(r.username),
  nickname: String(r.nickname),
  avatar: (r.avatar as string | null) ?? null,
  invitedBy: Number(r.invited_by),
  level: Number(r.level),
  createdAt: new Date(r.created_at as string),
});

/**
 * Who invited whom (`users.invited_by`, set once at registration), read as chains and teams for the
 * referral features of engagement. Invitations form a forest: every inviter existed before.
 */
export const inviteRepository = {
  /** The inviters of a player, nearest first, at most `depth` of them. */
  async inviterChain(db: DbOrTx, userId: number, depth = MAX_DEPTH): Promise<number[]> {
    const res = (await db.execute(sql`
      WITH RECURSIVE chain AS (
        SELECT invited_by AS id, 1 AS level FROM users WHERE id = ${userId} AND invited_by IS NOT NULL
        UNION ALL
        SELECT u.invited_by, c.level + 1 FROM users u JOIN chain c ON u.id = c.id
        WHERE u.invited_by IS NOT NULL AND c.level < ${depth}
      )
      SELECT id FROM chain ORDER BY level`)) as unknown as Rows<{ id: number }>;
    return res.rows.map((r) => Number(r.id));
  },

  /** Members of a team per level (index 0 = level 1) and how many joined since `since`. */
  async teamCounts(db: DbOrTx, rootId: number, since: Date) {
    const res = (await db.execute(sql`${team(rootId, MAX_DEPTH)}
      SELECT t.level, count(*)::int AS n, count(*) FILTER (WHERE u.created_at >= ${since.toISOString()}::timestamptz)::int AS recent
      FROM team t JOIN users u ON u.id = t.id GROUP BY t.level`)) as unknown as Rows<{
      level: number;
      n: number;
      recent: number;
    }>;
    const levels = Array.from({ length: MAX_DEPTH }, () => 0);
    let recent = 0;
    for (const r of res.rows) {
      levels[Number(r.level) - 1] = Number(r.n);
      recent += Number(r.recent);
    }
    return { levels, recent };
  },

  /** A page of a team, newest first; only one level when given. */
  async teamPage(db: DbOrTx, rootId: number, level: number | undefined, page: number, limit: number) {
    const filter = level ? sql`WHERE t.level = ${level}` : sql``;
    const [res, count] = await Promise.all([
      db.execute(sql`${team(rootId, MAX_DEPTH)}
        SELECT u.id, u.username, u.nickname, u.avatar, u.invited_by, u.created_at, t.level
        FROM team t JOIN users u ON u.id = t.id ${filter}
        ORDER BY u.id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`),
      db.execute(sql`${team(rootId, MAX_DEPTH)} SELECT count(*)::int AS n FROM team t ${filter}`),
    ]);
    const rows = (res as unknown as Rows<Record<string, unknown>>).rows.map(toMember);
    const total = Number((count as unknown as Rows<{ n: number }>).rows[0]?.n ?? 0);
    return { rows, total };
  },

  /** The first `cap` members of a team (by level, then age) and the size of the whole team. */
  async teamTree(db: DbOrTx, rootId: number, cap: number) {
    const res = (await db.execute(sql`${team(rootId, MAX_DEPTH)}
      SELECT u.id, u.username, u.nickname, u.avatar, u.invited_by, u.created_at, t.level, count(*) OVER ()::int AS total
      FROM team t JOIN users u ON u.id = t.id
      ORDER BY t.level, u.id LIMIT ${cap}`)) as unknown as Rows<Record<string, unknown>>;
    return { rows: res.rows.map(toMember), total: res.rows[0] ? Number(res.rows[0].total) : 0 };
  },

  /** The member ids of a team (at most `cap`) with their level. */
  async teamIds(db: DbOrTx, rootId: number, cap: number): Promise<Map<number, number>> {
    const res = (await db.execute(sql`${team(rootId, MAX_DEPTH)}
      SELECT id, level FROM team ORDER BY level, id LIMIT ${cap}`)) as unknown as Rows<{
      id: number;
      level: number;
    }>;
    return new Map(res.rows.map((r) => [Number(r.id), Number(r.level)]));
  },

  /** Which of these players were invited by someone. */
  async withInviters(db: DbOrTx, ids: number[]): Promise<Set<number>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Set();
    const res = (await db.execute(
      sql`SELECT id FROM users WHERE id = ANY(${sql.param(unique)}::int[]) AND invited_by IS NOT NULL`,
    )) as unknown as Rows<{ id: number }>;
    return new Set(res.rows.map((r) => Number(r.id)));
  },

  /** Public faces (nickname, username, avatar) of some players, by id. */
  async profiles(db: DbOrTx, ids: number[]) {
    const unique = [...new Set(ids)];
    if (unique.length === 0)
      return new Map<number, { nickname: string; username: string; avatar: string | null }>();
    const res = (await db.execute(
      sql`SELECT id, nickname, username, avatar FROM users WHERE id = ANY(${sql.param(unique)}::int[])`,
    )) as unknown as Rows<{ id: number; nickname: string; username: string; avatar: string | null }>;
    return new Map(
      res.rows.map((r) => [Number(r.id), { nickname: r.nickname, username: r.username, avatar: r.avatar }]),
    );
  },

  /** How far down `rootId`'s team `memberId` is (1–3), or undefined when not in it. */
  async levelInTeam(db: DbOrTx, rootId: number, memberId: number): Promise<number | undefined> {
    const chain = await this.inviterChain(db, memberId, MAX_DEPTH);
    const i = chain.indexOf(rootId);
    return i < 0 ? undefined : i + 1;
  },
};
