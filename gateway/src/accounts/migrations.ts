/**
 * The accounts resource's migrations (listed in db/migrations/index.ts). One statement per query (PGlite).
 */
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** The unique index behind "another account has this name" (accounts/opening.ts). */
export const ACCOUNT_NAME_INDEX = 'cash_accounts_owner_name';

/** An owner's accounts have different names, whatever the case: decided by the database (issue 10 item 4). */
export const accountsUniqueNames: Migration = {
  async up(db) {
    await sql
      .raw(`create unique index ${ACCOUNT_NAME_INDEX} on cash_accounts (owner_uid, lower(account_name))`)
      .execute(db);
  },
};
