/**
 * The invitations' migration (issue 32; listed in db/migrations/index.ts). It extends the core `invites` table
 * (db/migrations/domain-2026-11-21/team.ts, never edited): the link's token as a SHA-256 hash (the clear token
 * exists only in the mail), the account rights the invitation gives, the person it registered, when it was last
 * sent. One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const teamInvites: Migration = {
  up: (db) =>
    runAll(db, [
      `alter table invites add column token_hash text`,
      `create unique index invites_token_hash on invites(token_hash)`,
      `alter table invites add column account_rights jsonb not null default '[]'`,
      `alter table invites add column registered_person_uid text references natural_persons(uid)`,
      `alter table invites add column sent_at timestamptz not null default now()`,
      `create index invites_partnership on invites(partnership_uid, created_at)`,
      // One open invitation per address and partnership: a second invite of the same person is a 409.
      `create unique index invites_open_email on invites(partnership_uid, email) where status in ('new','active')`,
    ]),
  down: (db) =>
    runAll(db, [
      'drop index if exists invites_open_email',
      'drop index if exists invites_partnership',
      'alter table invites drop column if exists sent_at',
      'alter table invites drop column if exists registered_person_uid',
      'alter table invites drop column if exists account_rights',
      'drop index if exists invites_token_hash',
      'alter table invites drop column if exists token_hash',
    ]),
};
