import {
  OPERATOR_ROLE_NAMES,
  type Operator,
  type OperatorLoginBody,
  type OperatorLoginResult,
  type OperatorRole,
  ROLE_PERMISSIONS,
} from '@cailiao/contracts';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db, DbOrTx } from '../../platform/db/client.ts';
import { businessRule, conflict, rateLimited, unauthenticated } from '../../platform/errors.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/lib/passwords.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import { newToken, sha256 } from '../../platform/lib/tokens.ts';
import type { AuthContext } from '../../platform/session.ts';
import { users } from '../user/user.schema.ts';
import { type OperatorRow, operatorSessions, operators } from './operator.schema.ts';

interface Deps {
  db: Db;
  limiter: RateLimiter;
  idleMinutes: number;
  now?: () => Date;
}

/** Codes of the step before and after the current one still count: clocks drift. */
const CLOCK_TOLERANCE_SECONDS = 30;
/** lastSeenAt is written at most this often, so a busy console does not write on every request. */
const TOUCH_EVERY_MS = 15_000;
/**
 * Writes the audit row of a sign-in or sign-out in its transaction (the console's audit log lives
 * in money; the route hands this down), so a session never opens or ends unrecorded.
 */
export type SessionAudit = (tx: DbOrTx, operatorId: number) => Promise<void>;
const unaudited: SessionAudit = async () => {};

const badCredentials = () => unauthenticated('账号或密码错误', 'INVALID_CREDENTIALS');

export const operatorView = (row: { userId: number; role: OperatorRole }, username: string): Operator => ({
  id: row.userId,
  username,
  role: row.role,
  roleName: OPERATOR_ROLE_NAMES[row.role],
  permissions: [...ROLE_PERMISSIONS[row.role]],
});

/** Console sign-in: password, then a TOTP code (enrolled by QR code on the first sign-in). */
export function createOperatorAuthService({ db, limiter, idleMinutes, now = () => new Date() }: Deps) {
  const idleMs = idleMinutes * 60_000;

  async function limit(key: string, max: number, windowSeconds: number) {
    if (!(await limiter.hit(key, max, windowSeconds))) throw rateLimited();
  }

  /** The operator behind a username and password, or 401 (the same for every kind of miss). */
  async function checkPassword(body: OperatorLoginBody, ip: string) {
    const name = body.username.toLowerCase();
    await limit(`operator-login:ip:${ip}`, 30, 60);
    await limit(`operator-login:user:${name}`, 10, 15 * 60);
    const [found] = await db
      .select({ operator: operators, username: users.username })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(eq(sql`lower(${users.username})`, name));
    if (!found || found.operator.disabledAt) {
      await burnPasswordCheck(body.password);
      throw badCredentials();
    }
    if (!(await verifyPassword(found.operator.passwordHash, body.password))) throw badCredentials();
    return found;
  }

  /** Accepts a code of `secret` once: the step it belongs to is stored, older or equal steps are refused. */
  async function checkCode(row: OperatorRow, secret: string, code: string, enrol: boolean) {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: CLOCK_TOLERANCE_SECONDS,
      ...(row.totpLastStep === null ? {} : { afterTimeStep: row.totpLastStep }),
    });
    if (!result.valid || !('timeStep' in result)) throw unauthenticated('动态验证码错误', 'TOTP_INVALID');
    const set = enrol
      ? { totpLastStep: result.timeStep, totpSecret: secret, totpPendingSecret: null }
      : { totpLastStep: result.timeStep };
    const updated = await db
      .update(operators)
      .set(set)
      .where(
        and(
          eq(operators.userId, row.userId),
          or(isNull(operators.totpLastStep), lt(operators.totpLastStep, result.timeStep)),
        ),
      )
      .returning({ userId: operators.userId });
    if (updated.length === 0) throw unauthenticated('动态验证码错误', 'TOTP_INVALID');
  }

  async function openSession(
    row: OperatorRow,
    username: string,
    ip: string,
    audit: SessionAudit,
  ): Promise<OperatorLoginResult> {
    const token = newToken();
    await db.transaction(async (tx) => {
      await tx.insert(operatorSessions).values({ tokenHash: sha256(token), operatorId: row.userId, ip });
      await audit(tx, row.userId);
    });
    await limiter.reset(`operator-login:user:${username.toLowerCase()}`);
    return { status: 'ok', token, operator: operatorView(row, username), idleMinutes };
  }

  return {
    async login(
      body: OperatorLoginBody,
      ip: string,
      audit: SessionAudit = unaudited,
    ): Promise<OperatorLoginResult> {
      const { operator: row, username } = await checkPassword(body, ip);
      if (!row.totpSecret) {
        const secret = row.totpPendingSecret ?? generateSecret();
        if (!row.totpPendingSecret)
          await db
            .update(operators)
            .set({ totpPendingSecret: secret })
            .where(eq(operators.userId, row.userId));
        const otpauthUrl = generateURI({ issuer: '彩聊运营后台', label: username, secret });
        const qrDataUrl = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 });
        return { status: 'enrol', secret, otpauthUrl, qrDataUrl };
      }
      if (!body.code) throw unauthenticated('请输入身份验证器中的动态验证码', 'TOTP_REQUIRED');
      await checkCode(row, row.totpSecret, body.code, false);
      return openSession(row, username, ip, audit);
    },

    /** Confirms enrolment with the first code from the secret shown at login, and signs in. */
    async enrol(
      body: OperatorLoginBody & { code: string },
      ip: string,
      audit: SessionAudit = unaudited,
    ): Promise<OperatorLoginResult> {
      const { operator: row, username } = await checkPassword(body, ip);
      if (row.totpSecret) throw conflict('TOTP_ENROLLED', '已绑定身份验证器，请直接登录');
      if (!row.totpPendingSecret) throw businessRule('TOTP_NOT_STARTED', '请先登录获取绑定二维码');
      await checkCode(row, row.totpPendingSecret, body.code, true);
      return openSession(row, username, ip, audit);
    },

    /** The operator behind a console token, or null: unknown, revoked, disabled or idle too long. */
    async authenticate(
      token: string | undefined,
    ): Promise<(AuthContext & { operatorRole: OperatorRole }) | null> {
      if (!token || token.length > 200) return null;
      const tokenHash = sha256(token);
      const [row] = await db
        .select({ session: operatorSessions, role: operators.role, disabledAt: operators.disabledAt })
        .from(operatorSessions)
        .innerJoin(operators, eq(operators.userId, operatorSessions.operatorId))
        .where(and(eq(operatorSessions.tokenHash, tokenHash), isNull(operatorSessions.revokedAt)));
      if (!row || row.disabledAt) return null;
      const at = now();
      const idle = at.getTime() - row.session.lastSeenAt.getTime();
      if (idle > idleMs) {
        await db
          .update(operatorSessions)
          .set({ revokedAt: at })
          .where(eq(operatorSessions.tokenHash, tokenHash));
        return null;
      }
      if (idle > TOUCH_EVERY_MS)
        await db
          .update(operatorSessions)
          .set({ lastSeenAt: at })
          .where(eq(operatorSessions.tokenHash, tokenHash));
      return { userId: row.session.operatorId, roles: [row.role], tokenHash, operatorRole: row.role };
    },

    async logout(operatorId: number, tokenHash: string, audit: SessionAudit = unaudited) {
      await db.transaction(async (tx) => {
        await tx
          .update(operatorSessions)
          .set({ revokedAt: now() })
          .where(eq(operatorSessions.tokenHash, tokenHash));
        await audit(tx, operatorId);
      });
    },

    async me(userId: number): Promise<Operator> {
      const [row] = await db
        .select({ operator: operators, username: users.username })
        .from(operators)
        .innerJoin(users, eq(users.id, operators.userId))
        .where(eq(operators.userId, userId));
      if (!row) throw unauthenticated();
      return operatorView(row.operator, row.username);
    },
  };
}
export type OperatorAuthService = ReturnType<typeof createOperatorAuthService>;
