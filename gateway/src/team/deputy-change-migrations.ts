/**
 * The deputy change's migration (issue 32; listed in db/migrations/index.ts). A change awaiting signatures may be
 * discarded: the core table's status check (db/migrations/domain-2026-11-21/team.ts, never edited) gains
 * `discarded`, with who discarded it; and one open change (approve or edit) per partnership is a unique index,
 * so two racing openings cannot both win even outside the partnership lock.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const teamDeputyChangeDiscard: Migration = {
  up: (db) =>
    runAll(db, [
      'alter table deputy_changes drop constraint deputy_changes_change_status_check',
      `alter table deputy_changes add constraint deputy_changes_change_status_check
         check (change_status in ('start','approve','edit','done','discarded'))`,
      'alter table deputy_changes add column discarded_by text references natural_persons(uid)',
      `create unique index deputy_changes_one_open on deputy_changes(partnership_uid)
         where change_status in ('approve','edit')`,
    ]),
  down: (db) =>
    runAll(db, [
      'drop index if exists deputy_changes_one_open',
      'alter table deputy_changes drop column if exists discarded_by',
      `delete from deputy_changes where change_status = 'discarded'`,
      'alter table deputy_changes drop constraint deputy_changes_change_status_check',
      `alter table deputy_changes add constraint deputy_changes_change_status_check
         check (change_status in ('start','approve','edit','done'))`,
    ]),
};
