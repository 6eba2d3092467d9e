/**
 * The sandbox resource's migrations (listed in db/migrations/index.ts). One statement per query (PGlite).
 */
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A clearing booking's Idempotency-Key (issue 10 item 7): claimed in the booking's transaction, so a repeat or
 * a racing twin (which waits on the key until the first commits) answers the first booking instead of another.
 */
export const sandboxClearingKeys: Migration = {
  async up(db) {
    await sql
      .raw(
        `create table sandbox_clearing_keys (
          idempotency_key text primary key,
          request_hash text not null,
          transaction_uid text references transactions(uid),
          balance_value bigint,
          created_at timestamptz not null default now()
        )`,
      )
      .execute(db);
  },
};

/**
 * The session a code was sent for (null: a prospect code, sent before any session). A persona reading its own
 * outbox sees only the codes of the session it reads with, so two logins of one persona at the same time (two
 * devices, parallel test workers) never take each other's code and burn the code step's failure count.
 */
export const sandboxOutboxSession: Migration = {
  async up(db) {
    await sql.raw('alter table outbox add column session_id text').execute(db);
  },
};
