import { sql } from 'kysely';
import type { GatewayConfig } from '../config';
import type { KontorExecutor } from '../db/database';
import { locked } from '../http/errors';

type LockoutConfig = Pick<GatewayConfig, 'maxFailedLogins' | 'lockoutMs'>;

/** Throws 423 login_locked while the email is locked. */
export async function assertNotLocked(db: KontorExecutor, email: string): Promise<void> {
  const lock = await db
    .selectFrom('lockouts')
    .select('locked_until')
    .where('email', '=', email)
    .executeTakeFirst();
  const remainingMs = lock ? new Date(lock.locked_until).getTime() - Date.now() : 0;
  if (remainingMs > 0) throw locked(Math.ceil(remainingMs / 1000));
}

export async function recordSuccess(db: KontorExecutor, email: string): Promise<void> {
  await db.insertInto('login_attempts').values({ email, succeeded: true }).execute();
}

/**
 * Records a failed password or code; the 5th failure within the lockout window since the last
 * success locks the login for 15 minutes (and answers 423 at once).
 */
export async function recordFailure(db: KontorExecutor, config: LockoutConfig, email: string): Promise<void> {
  await db.insertInto('login_attempts').values({ email, succeeded: false }).execute();
  const windowStart = new Date(Date.now() - config.lockoutMs);
  const row = await db
    .selectFrom('login_attempts')
    .select(sql<string>`count(*)::text`.as('failures'))
    .where('email', '=', email)
    .where('succeeded', '=', false)
    .where('attempted_at', '>', windowStart)
    .where(({ eb, selectFrom }) =>
      eb(
        'attempted_at',
        '>',
        selectFrom('login_attempts as s')
          .select(sql<Date>`coalesce(max(s.attempted_at), '-infinity'::timestamptz)`.as('last'))
          .where('s.email', '=', email)
          .where('s.succeeded', '=', true),
      ),
    )
    .executeTakeFirstOrThrow();
  if (Number(row.failures) >= config.maxFailedLogins) {
    const lockedUntil = new Date(Date.now() + config.lockoutMs);
    await db
      .insertInto('lockouts')
      .values({ email, locked_until: lockedUntil })
      .onConflict((oc) => oc.column('email').doUpdateSet({ locked_until: lockedUntil }))
      .execute();
    throw locked(Math.ceil(config.lockoutMs / 1000));
  }
}
