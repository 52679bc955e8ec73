/**
 * The constraint named by a PostgreSQL unique_violation (23505) from either driver, or undefined
 * for any other error. Drizzle wraps driver errors, so the cause chain is walked.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (
    let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return e.constraint ?? '';
  }
  return undefined;
}
