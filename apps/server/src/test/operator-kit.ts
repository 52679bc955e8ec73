// Console sign-in for tests: a registered player made an operator, enrolled by TOTP, signed in.
import type { OperatorRole } from '@cailiao/contracts';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { grantOperator } from '../accounts/index.ts';
import type { Database } from '../platform/db/client.ts';
import { registerPlayer } from './test-app.ts';

export const OPERATOR_PASSWORD = 'console-pass-1';

export interface TestOperator {
  /** Console (operator) session token for /api/admin. */
  token: string;
  /** The same person's player session token (player routes). */
  playerToken: string;
  userId: number;
  username: string;
  secret: string;
}

/** The code of the authenticator `secret` at `epochMs`. */
export const totpCode = (secret: string, epochMs = Date.now()) =>
  generate({ secret, epoch: Math.floor(epochMs / 1000) });

/** Enrols by the QR-code flow the console uses: login (secret shown), then the first code. */
export async function newOperator(
  t: { app: FastifyInstance; database: Database },
  role: OperatorRole = 'super_admin',
  /** An existing player to make the operator (default: a new one). */
  existing?: { token: string; userId: number; username: string },
): Promise<TestOperator> {
  const p = existing
    ? { token: existing.token, user: { id: existing.userId }, username: existing.username }
    : await registerPlayer(t.app);
  await grantOperator(t.database.db, { userId: p.user.id, role, password: OPERATOR_PASSWORD });
  const creds = { username: p.username, password: OPERATOR_PASSWORD };
  const login = await t.app.inject({ method: 'POST', url: '/api/admin/session', payload: creds });
  const { secret } = login.json().data;
  if (typeof secret !== 'string') throw new Error(`no enrolment: ${login.body}`);
  const enrol = await t.app.inject({
    method: 'POST',
    url: '/api/admin/session/enrol',
    payload: { ...creds, code: await totpCode(secret) },
  });
  if (enrol.statusCode !== 200) throw new Error(`enrol failed: ${enrol.statusCode} ${enrol.body}`);
  return {
    token: enrol.json().data.token,
    playerToken: p.token,
    userId: p.user.id,
    username: p.username,
    secret,
  };
}
