/**
 * Login throttling (issue 10 item 1, docs/security.md "Lockout policy"). A guess is counted *before* the
 * password or code is checked, by one conditional upsert on the throttle's row, so parallel guesses queue on
 * that row and the sixth of forty parallel attempts is refused whatever it carries. Throttles:
 * - per account and client (`password`, `<email> <client>`; client = a known device, else the address):
 *   5 failures lock that client for that account;
 * - per account for unknown clients (`password`, `<email>`): 20 failures lock every client that is not a
 *   known device of the account, so guessing from many addresses stops too, while the customer's own browser
 *   is never held off;
 * - the code step per account (`code`, `<email>`): 5 wrong codes lock it, across password logins;
 * - prospect codes per email and client, and per email (`prospect`).
 * A lock lasts 15 minutes, doubling with each further lock up to 24 hours; a success resets the count and the
 * backoff. Failures older than the lock window no longer count.
 */
import { sql } from 'kysely';
import type { GatewayConfig } from '../config';
import type { KontorExecutor } from '../db/database';
import type { ThrottleScope } from '../db/tables/platform';
import { locked } from '../http/errors';

type LockoutConfig = Pick<GatewayConfig, 'lockoutMs' | 'maxLockoutMs'>;

export interface Throttle {
  scope: ThrottleScope;
  subject: string;
  /** Failures allowed before the lock (the limit-th failure locks). */
  limit: number;
}

/** An attempt taken on a throttle: its count including this attempt. */
export interface TakenAttempt {
  throttle: Throttle;
  failures: number;
}

interface ThrottleRow {
  failures: number;
  locked_seconds: number | null;
}

/** The lock for the n-th lock in a row: 15 minutes doubling, capped (milliseconds). */
export const lockDurationMs = (config: LockoutConfig, lockCount: number): number =>
  Math.min(config.lockoutMs * 2 ** Math.min(lockCount, 20), config.maxLockoutMs);

/**
 * Takes one attempt on each throttle, in order, atomically per row. Throws 423 login_locked (with the time
 * left) when one is locked or already at its limit; the attempt then never reaches the password check.
 */
export async function takeAttempts(
  db: KontorExecutor,
  config: LockoutConfig,
  throttles: readonly Throttle[],
): Promise<TakenAttempt[]> {
  const taken: TakenAttempt[] = [];
  for (const throttle of throttles) {
    const row = await takeOne(db, config, throttle);
    if (row.locked_seconds !== null) throw locked(Math.max(1, Math.ceil(row.locked_seconds)));
    if (row.failures > throttle.limit) throw locked(await lock(db, config, throttle));
    taken.push({ throttle, failures: row.failures });
  }
  return taken;
}

/** Throws 423 if a throttle is locked now (without taking an attempt): e.g. a code asked for a locked step. */
export async function assertNotLocked(db: KontorExecutor, throttles: readonly Throttle[]): Promise<void> {
  for (const throttle of throttles) {
    const row = await db
      .selectFrom('auth_throttles')
      .select(sql<number | null>`extract(epoch from locked_until - now())::float8`.as('seconds'))
      .where('scope', '=', throttle.scope)
      .where('subject', '=', throttle.subject)
      .where('locked_until', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (row?.seconds) throw locked(Math.max(1, Math.ceil(row.seconds)));
  }
}

/** The attempts failed: a throttle that reached its limit locks (and the answer is 423, else 401). */
export async function recordFailure(
  db: KontorExecutor,
  config: LockoutConfig,
  attempts: readonly TakenAttempt[],
): Promise<void> {
  let lockedForSeconds = 0;
  for (const attempt of attempts)
    if (attempt.failures >= attempt.throttle.limit)
      lockedForSeconds = Math.max(lockedForSeconds, await lock(db, config, attempt.throttle));
  if (lockedForSeconds > 0) throw locked(lockedForSeconds);
}

/**
 * The attempts succeeded on throttles that keep counting (the account's count of unknown clients): the
 * attempt counted up front is taken back, so successful logins never add up to a lock.
 */
export async function releaseAttempts(db: KontorExecutor, attempts: readonly TakenAttempt[]): Promise<void> {
  for (const { throttle } of attempts)
    await db
      .updateTable('auth_throttles')
      .set({ failures: sql<number>`greatest(failures - 1, 0)` })
      .where('scope', '=', throttle.scope)
      .where('subject', '=', throttle.subject)
      .where(sql<boolean>`(locked_until is null or locked_until <= now())`)
      .execute();
}

/** The attempts succeeded: their counts and backoff start over. */
export async function recordSuccess(db: KontorExecutor, attempts: readonly TakenAttempt[]): Promise<void> {
  for (const { throttle } of attempts)
    await db
      .updateTable('auth_throttles')
      .set({ failures: 0, lock_count: 0, window_started_at: sql<Date>`now()` })
      .where('scope', '=', throttle.scope)
      .where('subject', '=', throttle.subject)
      .execute();
}

/**
 * One upsert: a new row counts 1; a locked row stays as it is (and says for how long); a count whose window
 * has passed starts over; otherwise +1. The backoff is forgotten after a quiet day (maxLockoutMs).
 */
async function takeOne(db: KontorExecutor, config: LockoutConfig, throttle: Throttle): Promise<ThrottleRow> {
  const windowSeconds = config.lockoutMs / 1000;
  const forgetSeconds = config.maxLockoutMs / 1000;
  const { rows } = await sql<ThrottleRow>`
    insert into auth_throttles as t (scope, subject, failures)
    values (${throttle.scope}, ${throttle.subject}, 1)
    on conflict (scope, subject) do update set
      failures = case
        when t.locked_until > now() then t.failures
        when t.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1
        else t.failures + 1 end,
      window_started_at = case
        when t.locked_until > now() then t.window_started_at
        when t.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now()
        else t.window_started_at end,
      lock_count = case
        when t.locked_until < now() - make_interval(secs => ${forgetSeconds}) then 0
        else t.lock_count end
    returning failures,
      case when locked_until > now() then extract(epoch from locked_until - now())::float8 end as locked_seconds`.execute(
    db,
  );
  return rows[0]!;
}

/** Locks the throttle (unless a parallel attempt already did) and answers the seconds left. */
async function lock(db: KontorExecutor, config: LockoutConfig, throttle: Throttle): Promise<number> {
  const current = await db
    .selectFrom('auth_throttles')
    .select('lock_count')
    .where('scope', '=', throttle.scope)
    .where('subject', '=', throttle.subject)
    .executeTakeFirstOrThrow();
  const seconds = lockDurationMs(config, current.lock_count) / 1000;
  const { rows } = await sql<{ seconds: number }>`
    update auth_throttles set
      locked_until = now() + make_interval(secs => ${seconds}),
      lock_count = lock_count + 1,
      failures = 0,
      window_started_at = now()
    where scope = ${throttle.scope} and subject = ${throttle.subject}
      and (locked_until is null or locked_until <= now())
    returning ${seconds}::float8 as seconds`.execute(db);
  if (rows[0]) return Math.ceil(rows[0].seconds);
  // Locked by a parallel attempt in the meantime: answer what is left of that lock.
  const { rows: left } = await sql<{ seconds: number }>`
    select extract(epoch from locked_until - now())::float8 as seconds from auth_throttles
    where scope = ${throttle.scope} and subject = ${throttle.subject}`.execute(db);
  return Math.max(1, Math.ceil(left[0]?.seconds ?? 1));
}
