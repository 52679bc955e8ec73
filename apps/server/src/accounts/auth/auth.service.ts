import { randomUUID } from 'node:crypto';
import type {
  LoginBody,
  LoginOutcome,
  PublicUser,
  RegisterBody,
  RegisterFriendBody,
  Session,
  SmsPurpose,
  SmsSendBody,
  SocketTicket,
} from '@cailiao/contracts';
import { SOCKET_TICKET_TTL_SECONDS } from '@cailiao/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/db-errors.ts';
import {
  businessRule,
  conflict,
  forbidden,
  invalid,
  rateLimited,
  unauthenticated,
  unavailable,
} from '../../platform/errors.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/lib/passwords.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import { newToken, randomCode, randomDigits, sha256 } from '../../platform/lib/tokens.ts';
import type { AuthContext } from '../../platform/session.ts';
import type { SystemService } from '../system/system.service.ts';
import { userRepository } from '../user/user.repository.ts';
import type { UserRow } from '../user/user.schema.ts';
import { publicUserOf } from '../user/user.service.ts';
import type { WalletPort } from '../wallet-port.ts';
import { authRepository } from './auth.repository.ts';
import { renderCaptchaSvg } from './captcha.ts';
import { loginHistory } from './login-history.ts';
import type { SmsProvider } from './sms.ts';

export interface RequestMeta {
  ip: string;
  userAgent?: string;
}

export type { AuthContext };

const CAPTCHA_TTL_MS = 5 * 60_000;
const SMS_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;
/** Marks a socket ticket apart from a bearer token (base64url never holds a '.'). */
const SOCKET_TICKET_PREFIX = 'st.';

interface Deps {
  db: Db;
  config: Config;
  limiter: RateLimiter;
  bus: EventBus;
  sms: SmsProvider;
  wallet: WalletPort;
  system: SystemService;
}

/** Registration, login, sessions, captcha and SMS codes. */
export function createAuthService({ db, config, limiter, bus, sms, wallet, system }: Deps) {
  const ttlMs = config.tokenTtlHours * 3_600_000;

  async function limit(key: string, max: number, windowSeconds: number) {
    if (!(await limiter.hit(key, max, windowSeconds))) throw rateLimited();
  }

  async function checkCaptcha(captchaId?: string, code?: string) {
    if (!config.captcha) return;
    if (!captchaId || !code)
      throw invalid('INVALID_CAPTCHA', '请输入验证码', [{ field: 'captchaCode', message: '请输入验证码' }]);
    const stored = await authRepository.consumeCaptcha(db, captchaId, new Date());
    if (!stored || stored !== sha256(code.trim().toUpperCase())) {
      throw invalid('INVALID_CAPTCHA', '验证码错误或已过期', [
        { field: 'captchaCode', message: '验证码错误或已过期' },
      ]);
    }
  }

  async function sessionOf(tokenHash: string): Promise<AuthContext | null> {
    const row = await authRepository.findLiveSession(db, tokenHash, new Date());
    if (row?.status !== 'active') return null;
    return { userId: row.userId, roles: row.roles, tokenHash };
  }

  async function openSession(user: UserRow, meta: RequestMeta): Promise<Session> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + ttlMs);
    await authRepository.insertSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300),
    });
    return { token, expiresAt: expiresAt.toISOString(), user: await publicUser(user) };
  }

  const publicUser = (user: UserRow): Promise<PublicUser> => publicUserOf(user, wallet);

  async function verifySmsCode(phone: string, purpose: SmsPurpose, code: string | undefined) {
    const row = await authRepository.latestSmsCode(db, phone, purpose, new Date());
    if (!row || !code || row.attempts >= SMS_MAX_ATTEMPTS) {
      throw invalid('INVALID_SMS_CODE', '短信验证码错误或已过期', [
        { field: 'smsCode', message: '短信验证码错误或已过期' },
      ]);
    }
    const match = row.codeHash === sha256(code);
    await authRepository.recordSmsAttempt(db, row.id, match);
    if (!match)
      throw invalid('INVALID_SMS_CODE', '短信验证码错误', [{ field: 'smsCode', message: '短信验证码错误' }]);
  }

  async function checkRegistrationOpen() {
    const cfg = await system.config();
    if (!cfg.registration_enabled) throw forbidden('暂未开放注册');
  }

  /** A new player with an empty wallet, in one transaction; 409 when the username is taken. */
  async function createPlayer(
    body: { username: string; password: string; nickname?: string },
    invitedBy: number | null,
    phone: string | null,
  ): Promise<UserRow> {
    if (await userRepository.findByUsername(db, body.username)) {
      throw conflict('USERNAME_TAKEN', '用户名已被注册', [{ field: 'username', message: '用户名已被注册' }]);
    }
    const passwordHash = await hashPassword(body.password);
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        return await db.transaction(async (tx) => {
          const row = await userRepository.insert(tx, {
            username: body.username,
            passwordHash,
            nickname: body.nickname || body.username,
            inviteCode: randomCode(8),
            invitedBy,
            phone,
          });
          await wallet.open(tx, row.id);
          return row;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // Either the username was taken a moment ago, or the random invite code collided.
        if (await userRepository.findByUsername(db, body.username))
          throw conflict('USERNAME_TAKEN', '用户名已被注册');
      }
    }
    throw unavailable();
  }

  return {
    publicUser,

    async captcha() {
      const captchaId = randomUUID();
      const code = randomCode(4);
      await authRepository.insertCaptcha(db, {
        id: captchaId,
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
      });
      // Opportunistic clean-up keeps the tables small without a separate job.
      if (Math.random() < 0.01) await authRepository.purgeExpired(db, new Date());
      return { captchaId, image: renderCaptchaSvg(code), enabled: config.captcha };
    },

    async limitCaptcha(meta: RequestMeta) {
      await limit(`captcha:ip:${meta.ip}`, 60, 60);
    },

    async sendSms(body: SmsSendBody, meta: RequestMeta) {
      await limit(`sms:phone:${body.phone}`, 1, 60);
      await limit(`sms:ip:${meta.ip}`, 10, 3600);
      const code = randomDigits(6);
      await authRepository.insertSmsCode(db, {
        id: randomUUID(),
        phone: body.phone,
        purpose: body.type,
        codeHash: sha256(code),
        expiresAt: new Date(Date.now() + SMS_TTL_MS),
      });
      await sms.send(body.phone, code, body.type);
      return { sent: true, expiresIn: SMS_TTL_MS / 1000 };
    },

    async register(body: RegisterBody, meta: RequestMeta): Promise<Session> {
      await limit(`register:ip:${meta.ip}`, 10, 3600);
      await checkRegistrationOpen();
      await checkCaptcha(body.captchaId, body.captchaCode);
      if (body.phone) await verifySmsCode(body.phone, 'register', body.smsCode);

      let invitedBy: number | null = null;
      if (body.inviteCode) {
        const inviter = await userRepository.findByInviteCode(db, body.inviteCode);
        if (!inviter) {
          throw businessRule('INVALID_INVITE_CODE', '邀请码不存在，请核对后重新输入', [
            { field: 'inviteCode', message: '邀请码不存在，请核对后重新输入' },
          ]);
        }
        invitedBy = inviter.id;
      }
      const user = await createPlayer(body, invitedBy, body.phone || null);
      return openSession(user, meta);
    },

    /**
     * A player registers an account for a friend, bound to them as its inviter, with the checks of
     * registration (open registration, captcha, username, rate limits; at most 20 a day per player).
     * The friend logs in with the password; no session is opened here.
     */
    async registerFriend(inviterId: number, body: RegisterFriendBody, meta: RequestMeta): Promise<UserRow> {
      await limit(`register:ip:${meta.ip}`, 10, 3600);
      await limit(`register-friend:user:${inviterId}`, 20, 86_400);
      await checkRegistrationOpen();
      await checkCaptcha(body.captchaId, body.captchaCode);
      const inviter = await userRepository.findById(db, inviterId);
      if (inviter?.status !== 'active') throw forbidden('账号已被停用，请联系客服');
      return createPlayer(body, inviter.id, null);
    },

    async login(body: LoginBody, meta: RequestMeta): Promise<Session> {
      const name = body.username.toLowerCase();
      await limit(`login:ip:${meta.ip}`, 30, 60);
      await limit(`login:user:${name}`, 10, 15 * 60);
      await checkCaptcha(body.captchaId, body.captchaCode);
      const user = await userRepository.findByUsername(db, body.username);
      if (!user) {
        await burnPasswordCheck(body.password);
        throw unauthenticated('用户名或密码错误', 'INVALID_CREDENTIALS');
      }
      // The console's login history: one row per password check, success or not.
      const record = (outcome: LoginOutcome) =>
        loginHistory.record(db, { userId: user.id, ip: meta.ip, userAgent: meta.userAgent, outcome });
      if (!(await verifyPassword(user.passwordHash, body.password))) {
        await record('bad_password');
        throw unauthenticated('用户名或密码错误', 'INVALID_CREDENTIALS');
      }
      if (user.status !== 'active') {
        await record('disabled');
        throw forbidden('账号已被停用，请联系客服');
      }
      await limiter.reset(`login:user:${name}`);
      await record('success');
      return openSession(user, meta);
    },

    /** The session behind a bearer token, or null when missing, unknown, expired or revoked. */
    async authenticate(token: string | undefined): Promise<AuthContext | null> {
      if (!token || token.length > 200) return null;
      return sessionOf(sha256(token));
    },

    /**
     * A ticket for one socket connection of this session, good once within
     * SOCKET_TICKET_TTL_SECONDS (stored hashed, so any process can take it).
     */
    async issueSocketTicket(auth: AuthContext): Promise<SocketTicket> {
      await limit(`socket-ticket:user:${auth.userId}`, 60, 60);
      const ticket = `${SOCKET_TICKET_PREFIX}${newToken()}`;
      const expiresAt = new Date(Date.now() + SOCKET_TICKET_TTL_SECONDS * 1000);
      await authRepository.insertSocketTicket(db, {
        ticketHash: sha256(ticket),
        tokenHash: auth.tokenHash,
        expiresAt,
      });
      return { ticket, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The session behind a socket's `token`: a ticket (consumed: a second use, or one after its
     * expiry, finds nothing) or, as SPEC.md §4 allows other clients, a bearer token.
     */
    async authenticateSocket(token: string | undefined): Promise<AuthContext | null> {
      if (!token || token.length > 200) return null;
      if (!token.startsWith(SOCKET_TICKET_PREFIX)) return this.authenticate(token);
      const tokenHash = await authRepository.consumeSocketTicket(db, sha256(token), new Date());
      return tokenHash ? sessionOf(tokenHash) : null;
    },

    async logout(auth: AuthContext) {
      await authRepository.revokeSession(db, auth.tokenHash);
      await bus.publish({ type: 'SessionRevoked', userId: auth.userId, tokenHashes: [auth.tokenHash] });
    },

    async changePassword(auth: AuthContext, oldPassword: string, newPassword: string) {
      await limit(`password:user:${auth.userId}`, 10, 15 * 60);
      const user = await userRepository.findById(db, auth.userId);
      if (!user) throw unauthenticated();
      if (!(await verifyPassword(user.passwordHash, oldPassword))) {
        throw businessRule('INVALID_CREDENTIALS', '原密码错误', [
          { field: 'oldPassword', message: '原密码错误' },
        ]);
      }
      if (oldPassword === newPassword) throw businessRule('SAME_PASSWORD', '新密码不能与原密码相同');
      await userRepository.update(db, auth.userId, { passwordHash: await hashPassword(newPassword) });
      const revoked = await authRepository.revokeOtherSessions(db, auth.userId, auth.tokenHash);
      if (revoked.length)
        await bus.publish({ type: 'SessionRevoked', userId: auth.userId, tokenHashes: revoked });
      return { revokedSessions: revoked.length };
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
