/**
 * The auth resource's migrations (listed in db/migrations/index.ts): login throttles that hold under
 * concurrency, known devices, and the absolute session lifetime (issue 10 item 1, docs/security.md).
 * One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const authThrottles: Migration = {
  async up(db) {
    await runAll(db, [
      // One row per throttled subject: an account, or an account seen from one client (address or known
      // device). Attempts are taken with one conditional upsert on this row, so parallel guesses queue on it.
      `create table auth_throttles (
        scope text not null check (scope in ('password', 'code', 'prospect')),
        subject text not null,
        failures integer not null default 0 check (failures >= 0),
        window_started_at timestamptz not null default now(),
        locked_until timestamptz,
        lock_count integer not null default 0 check (lock_count >= 0),
        primary key (scope, subject)
      )`,
      // A browser that completed a strong login: the account-wide lock never holds it off.
      `create table known_devices (
        token_hash text primary key,
        email text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      )`,
      `create index known_devices_email on known_devices (email)`,
      // The sign-in's absolute end, carried unchanged through every rotation of the session.
      `alter table sessions add column absolute_expires_at timestamptz`,
      `update sessions set absolute_expires_at = created_at + interval '12 hours'`,
      `alter table sessions alter column absolute_expires_at set not null`,
      // Replaced by auth_throttles (read-then-write counting that parallel requests could outrun).
      `drop table login_attempts`,
      `drop table lockouts`,
    ]);
  },
};

/**
 * Password reset links (issue 33, docs/security.md "Password reset"): only the token's hash is kept; a link is
 * good once (used_at, set by one conditional update) and until it expires; a newer link ends the older ones.
 */
export const authPasswordResets: Migration = {
  async up(db) {
    await runAll(db, [
      `create table password_resets (
        id text primary key,
        person_uid text not null references natural_persons(uid) on delete cascade,
        token_hash text not null unique,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      )`,
      `create index password_resets_person on password_resets (person_uid)`,
    ]);
  },
};
