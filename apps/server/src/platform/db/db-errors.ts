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
