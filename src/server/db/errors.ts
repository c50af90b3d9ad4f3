/**
 * Whether a database error (PGlite or node-postgres, possibly wrapped by drizzle in a
 * DrizzleQueryError's `cause`) is a unique violation, optionally of one constraint.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
  }
  return false;
}
