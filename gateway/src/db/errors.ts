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

/**
 * A deadlock or serialization failure (SQLSTATE 40P01, 40001): PostgreSQL gave up this transaction because
 * another one held what it needed while waiting for what it held. Writers take their locks in one order (each
 * resource documents its own, e.g. payments/locks.ts), so this means a lock-order slip: the caller gets a 409
 * to try again rather than a 500.
 */
export function isTransactionConflict(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return code === '40P01' || code === '40001';
}
