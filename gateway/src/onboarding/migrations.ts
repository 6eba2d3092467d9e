/**
 * The onboarding resource's migrations (listed in db/migrations/index.ts; issue 33). The released `prospects`
 * table (db/migrations/domain-2026-11-21/team.ts) is never edited: a prospect's application lives in a table of
 * its own, one row per prospect. One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** contracts/onboarding.ts APPLICATION_STATUSES. */
const STATUSES = `'draft','submitted','identified','rejected'`;

export const onboardingApplications: Migration = {
  async up(db) {
    await runAll(db, [
      // The account request's data (null for a prospect made before account requests), then each step as saved (null: not yet); the password the customer chose at
      // submission (argon2id, never in clear); the customer it became once identified.
      `create table prospect_applications (
        prospect_uid text primary key references prospects(uid) on delete cascade,
        status text not null default 'draft' check (status in (${STATUSES})),
        request jsonb,
        personal jsonb,
        profession jsonb,
        tax jsonb,
        accepted_condition_codes text[] not null default '{}',
        password_hash text,
        person_uid text unique references natural_persons(uid),
        submitted_at timestamptz,
        identified_at timestamptz,
        updated_at timestamptz not null default now(),
        check (status = 'draft' or (submitted_at is not null and password_hash is not null)),
        check ((status = 'identified') = (person_uid is not null))
      )`,
      `create index prospect_applications_status on prospect_applications (status)`,
    ]);
  },
};
