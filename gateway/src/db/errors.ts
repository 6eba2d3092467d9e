/** Database errors the gateway answers as client errors rather than 500s. */

/**
 * A unique-index violation (SQLSTATE 23505 on PostgreSQL and PGlite), optionally of one named index: the
 * database decided that a racing request lost (e.g. a second account of the same name).
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint: violated } = error as { code?: unknown; constraint?: unknown };
  return code === '23505' && (constraint === undefined || violated === constraint);
}
