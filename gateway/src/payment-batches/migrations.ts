/**
 * The payment batches' migration (issue 30 item 4; listed in db/migrations/index.ts): the batch table and the
 * batch an order belongs to. A batch's orders are ordinary payment_orders rows; the batch keeps the file's
 * identity, its idempotency id and the signatures its signers gave for all of its orders. One statement per
 * query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const paymentBatchesTables: Migration = {
  up: (db) =>
    runAll(db, [
      `create table payment_batches (
        uid text primary key,
        cash_account_uid text not null references cash_accounts(uid),
        partnership_uid text references partnerships(uid),
        created_by text not null references natural_persons(uid),
        customer_batch_id text not null,
        file_name text not null,
        file_sha256 text not null,
        format text not null check (format in ('pain.001.001.09','csv')),
        approved_by text[] not null default '{}',
        rejected_by text,
        created_at timestamptz not null default now()
      )`,
      // A replayed create (same id) finds the batch it made; two parallel creates with one id make one batch.
      `create unique index payment_batches_customer_batch_id on payment_batches(customer_batch_id)`,
      `create index payment_batches_account on payment_batches(cash_account_uid, created_at)`,
      `alter table payment_orders add column batch_uid text references payment_batches(uid)`,
      `create index payment_orders_batch on payment_orders(batch_uid) where batch_uid is not null`,
    ]),
  down: (db) =>
    runAll(db, ['alter table payment_orders drop column batch_uid', 'drop table payment_batches']),
};
