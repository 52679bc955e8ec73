// Helpers of the referral tests (not a test file itself).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { bearer, uniqueUsername } from '../../test/test-app.ts';

type Rows<T> = { rows: T[] };

export interface Member {
  token: string;
  userId: number;
  username: string;
  inviteCode: string;
}

/** Registers a player through the API, with an inviter's code when given. */
export async function join(app: FastifyInstance, inviter?: Member): Promise<Member> {
  const username = uniqueUsername('r');
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password: 'secret123', ...(inviter ? { inviteCode: inviter.inviteCode } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { token, user } = res.json().data;
  return { token, userId: user.id, username, inviteCode: user.inviteCode };
}

/** A chain of players, each invited by the one before (chain[0] invited by nobody). */
export async function chain(app: FastifyInstance, length: number): Promise<Member[]> {
  const members: Member[] = [];
  for (let i = 0; i < length; i++) members.push(await join(app, members[i - 1]));
  return members;
}

export const api = (app: FastifyInstance, m: Member, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(m.token), payload });

/** Σ accrued units and the count of accruals of a beneficiary. */
export async function accrued(database: Database, userId: number) {
  const res = (await database.db.execute(
    sql`SELECT coalesce(sum(units), 0)::bigint AS units, count(*)::int AS n FROM referral_commissions WHERE beneficiary_id = ${userId}`,
  )) as unknown as Rows<{ units: number | string; n: number }>;
  return { units: Number(res.rows[0]!.units), n: Number(res.rows[0]!.n) };
}

export async function commissionLedger(database: Database, userId: number) {
  const res = (await database.db.execute(
    sql`SELECT amount_fen, reference FROM wallet_ledger WHERE user_id = ${userId} AND kind = 'referral_commission' ORDER BY id`,
  )) as unknown as Rows<{ amount_fen: number | string; reference: string }>;
  return res.rows.map((r) => ({ amountFen: Number(r.amount_fen), reference: r.reference }));
}
