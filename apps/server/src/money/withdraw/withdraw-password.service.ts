import type { Db } from '../../platform/db/client.ts';
import { businessRule, conflict, rateLimited } from '../../platform/errors.ts';
import { hashPassword, verifyPassword } from '../../platform/lib/passwords.ts';
import type { RateLimiter } from '../../platform/lib/rate-limiter.ts';
import { withdrawRepository as repo } from './withdraw.repository.ts';

export const MAX_PASSWORD_ATTEMPTS = 5;
export const PASSWORD_LOCK_MS = 15 * 60_000;

interface Deps {
  db: Db;
  limiter: RateLimiter;
  now?: () => Date;
}

const lockedError = (until: Date, now: Date) =>
  businessRule(
    'WITHDRAW_PASSWORD_LOCKED',
    `提现密码错误次数过多，请${Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000))}分钟后再试`,
  );

/**
 * The six-digit withdraw password. Five wrong tries lock it for fifteen minutes; the count lives
 * in the database, so neither a restart nor a second server process resets it.
 */
export function createWithdrawPasswordService({ db, limiter, now = () => new Date() }: Deps) {
  /** Throws unless `password` is the player's withdraw password; counts wrong tries. */
  async function verify(userId: number, password: string, field = 'withdrawPassword'): Promise<void> {
    const row = await repo.findPassword(db, userId);
    if (!row) throw businessRule('WITHDRAW_PASSWORD_NOT_SET', '请先设置提现密码');
    const at = now();
    if (row.lockedUntil && row.lockedUntil > at) throw lockedError(row.lockedUntil, at);
    // Parallel guesses all pass the lock check above before any failure is counted; this bound
    // on tries per window (shared across processes with Redis) keeps a burst from guessing more.
    if (!(await limiter.hit(`withdraw-password:user:${userId}`, 30, 15 * 60))) throw rateLimited();
    if (await verifyPassword(row.passwordHash, password)) {
      if (row.failedAttempts > 0 || row.lockedUntil) await repo.resetAttempts(db, userId);
      return;
    }
    const failed = await repo.recordFailure(
      db,
      userId,
      at,
      new Date(at.getTime() + PASSWORD_LOCK_MS),
      MAX_PASSWORD_ATTEMPTS,
    );
    if (failed?.lockedUntil && failed.lockedUntil > at) throw lockedError(failed.lockedUntil, at);
    const left = MAX_PASSWORD_ATTEMPTS - (failed?.failedAttempts ?? 0);
    const message = `提现密码错误，还可尝试${left}次`;
    throw businessRule('WITHDRAW_PASSWORD_INVALID', message, [{ field, message }]);
  }

  return {
    verify,

    async status(userId: number) {
      const row = await repo.findPassword(db, userId);
      const at = now();
      const locked = !!row?.lockedUntil && row.lockedUntil > at;
      const lockExpired = !!row?.lockedUntil && row.lockedUntil <= at;
      return {
        isSet: !!row,
        locked,
        lockedUntil: locked ? row!.lockedUntil!.toISOString() : null,
        remainingAttempts:
          !row || lockExpired
            ? MAX_PASSWORD_ATTEMPTS
            : locked
              ? 0
              : MAX_PASSWORD_ATTEMPTS - row.failedAttempts,
      };
    },

    /** Sets the first password; changing it needs the old one (`change`). */
    async set(userId: number, password: string) {
      if (await repo.findPassword(db, userId))
        throw conflict('WITHDRAW_PASSWORD_EXISTS', '提现密码已设置，如需修改请使用修改密码');
      if (!(await repo.insertPassword(db, userId, await hashPassword(password)))) {
        throw conflict('WITHDRAW_PASSWORD_EXISTS', '提现密码已设置，如需修改请使用修改密码');
      }
    },

    async change(userId: number, oldPassword: string, newPassword: string) {
      await verify(userId, oldPassword, 'oldPassword');
      if (oldPassword === newPassword) throw businessRule('SAME_PASSWORD', '新密码不能与原密码相同');
      await repo.replacePassword(db, userId, await hashPassword(newPassword));
    },
  };
}
export type WithdrawPasswordService = ReturnType<typeof createWithdrawPasswordService>;
