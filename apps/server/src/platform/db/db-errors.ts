/**
 * PostgreSQL errors that services turn into domain answers, recognised on either driver. Drizzle
 * wraps driver errors, so the cause chain is walked.
 */
interface PgError {
  code?: string;
  constraint?: string;
  cause?: unknown;
}

function findPgError(err: unknown, code: string): PgError | undefined {
  for (let e = err as PgError | undefined, depth = 0; e && depth < 5; e = e.cause as PgError, depth++) {
    if (typeof e === 'object' && e.code === code) return e;
  }
  return undefined;
}

/** The constraint named by a unique_violation (23505), '' when unnamed, undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  const e = findPgError(err, '23505');
  return e ? (e.constraint ?? '') : undefined;
}

/** True when the error is a unique_violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return findPgError(err, '23505') !== undefined;
}

/** The constraint named by a foreign_key_violation (23503), '' when unnamed, undefined otherwise. */
export function foreignKeyViolation(err: unknown): string | undefined {
  const e = findPgError(err, '23503');
  return e ? (e.constraint ?? '') : undefined;
}

const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'connection error',
  'Client was closed',
  'Cannot use a pool after calling end',
];

/**
 * True when the database could not be reached or dropped the connection (PostgreSQL restarting,
 * failing over, refusing connections): the request may succeed a moment later, so it is answered
 * 503, not 500. SQLSTATE class 08 and the shutdown codes, or the driver's socket errors.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err as (PgError & { message?: string }) | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e !== 'object') return false;
    const code = e.code ?? '';
    if (CONNECTION_CODES.has(code) || CONNECTION_SQLSTATES.has(code) || code.startsWith('08')) return true;
    if (typeof e.message === 'string' && CONNECTION_MESSAGES.some((m) => e?.message?.includes(m)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** The constraint named by a check_violation (23514), '' when unnamed, undefined for any other error. */
export function checkViolation(err: unknown): string | undefined {
  const e = findPgError(err, '23514');
  return e ? (e.constraint ?? '') : undefined;
}

/**
 * True when PostgreSQL rolled the transaction back to resolve a conflict with another one: a
 * deadlock (40P01) or a serialization failure (40001). Nothing of it was written, and the same
 * request a moment later can succeed, so it is answered 503 with Retry-After, not 500.
 */
export function isTransactionConflict(err: unknown): boolean {
  return findPgError(err, '40P01') !== undefined || findPgError(err, '40001') !== undefined;
}
