/**
 * The payments resource's migrations (listed in db/migrations/index.ts). They extend the core tables
 * payment_orders, beneficiaries and pending_approvals (never edited) for spec §3–§5 and add the
 * idempotency record and the sandbox clock. One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const ISO_DATE = `~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`;

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const ORDER_COLUMNS = [
  // Spec §7 "Other bases by type": the base an order was created through.
  `alter table payment_orders add column base text not null default 'iban-payment-orders'
    check (base in ('iban-payment-orders','esr-payment-orders','wise-payment-orders','wisebusiness-payment-orders'))`,
  // Why an order was rejected, blocked or quarantined (an app.payments.{reason} key).
  `alter table payment_orders add column status_reason text`,
  `alter table payment_orders add column payment_kind text not null default 'SIC' check (payment_kind in ('SIC','SEPA','SWIFT'))`,
  `alter table payment_orders add column is_internal boolean not null default false`,
  `alter table payment_orders add column is_incore boolean not null default false`,
  // The credited account when the beneficiary IBAN is one of the bank's own.
  `alter table payment_orders add column target_account_uid text references cash_accounts(uid)`,
  // What the debit account paid (its currency, minor units) and the fee: set when executed.
  `alter table payment_orders add column debit_value bigint check (debit_value > 0)`,
  `alter table payment_orders add column fee_value bigint check (fee_value >= 0)`,
  // Standing orders: occurrences share the first order's uid; one row per occurrence.
  `alter table payment_orders add column series_uid text`,
  `alter table payment_orders add column occurrence integer not null default 0 check (occurrence >= 0)`,
  `alter table payment_orders add constraint payment_orders_payment_time_iso check (payment_time is null or payment_time ${ISO_DATE})`,
  `update payment_orders set payment_time = execution_date where payment_time is null`,
  `create unique index payment_orders_series_occurrence on payment_orders(series_uid, occurrence) where series_uid is not null`,
  // The scheduler's scan: accepted orders by execution day.
  `create index payment_orders_due on payment_orders(status, execution_date)`,
  `create index payment_orders_beneficiary on payment_orders(beneficiary_uid)`,
  // One beneficiary per context, IBAN and name: parallel submits to a new beneficiary create it once.
  `create unique index beneficiaries_owner_iban_name on beneficiaries(owner_uid, iban, name)`,
];

const APPROVALS = [
  // An edited or deleted order withdraws its open approval.
  `alter table pending_approvals drop constraint pending_approvals_status_check`,
  `alter table pending_approvals add constraint pending_approvals_status_check
    check (status in ('pending','approved','rejected','withdrawn'))`,
  // At most one open approval per subject: parallel submits or releases cannot open a second.
  `create unique index pending_approvals_open_subject on pending_approvals(subject_type, subject_uid) where status = 'pending'`,
];

const NEW_TABLES = [
  // Idempotent submission (issue 11 item 6): a key claimed in the submit's transaction, with the answer.
  `create table payment_submissions (
    person_uid text not null references natural_persons(uid),
    idempotency_key text not null,
    request_hash text not null,
    order_uid text,
    status_code integer,
    response jsonb,
    created_at timestamptz not null default now(),
    primary key (person_uid, idempotency_key)
  )`,
  // The sandbox clock: how many days the bank's today runs ahead of the real Zurich date (one row).
  `create table sandbox_clock (
    id integer primary key check (id = 1),
    offset_days integer not null default 0 check (offset_days >= 0),
    updated_at timestamptz not null default now()
  )`,
  `insert into sandbox_clock (id, offset_days) values (1, 0)`,
];

export const paymentsEngine: Migration = {
  up: (db) => runAll(db, [...ORDER_COLUMNS, ...APPROVALS, ...NEW_TABLES]),
  down: (db) =>
    runAll(db, [
      'drop table if exists sandbox_clock',
      'drop table if exists payment_submissions',
      'drop index if exists pending_approvals_open_subject',
      `delete from pending_approvals where status = 'withdrawn'`,
      'alter table pending_approvals drop constraint pending_approvals_status_check',
      `alter table pending_approvals add constraint pending_approvals_status_check check (status in ('pending','approved','rejected'))`,
      'drop index if exists beneficiaries_owner_iban_name',
      'drop index if exists payment_orders_beneficiary',
      'drop index if exists payment_orders_due',
      'drop index if exists payment_orders_series_occurrence',
      ...['payment_orders_payment_time_iso'].map(
        (name) => `alter table payment_orders drop constraint ${name}`,
      ),
      ...[
        'occurrence',
        'series_uid',
        'fee_value',
        'debit_value',
        'target_account_uid',
        'is_incore',
        'is_internal',
        'payment_kind',
        'status_reason',
        'base',
      ].map((column) => `alter table payment_orders drop column ${column}`),
    ]),
};

/**
 * The sandbox clearing (docs/payments-api.md "Clearing, review and compliance"): delivery attempts of an order
 * the clearing refuses, the day of the next attempt, and the operator's release of a held order.
 */
export const paymentsClearing: Migration = {
  up: (db) =>
    runAll(db, [
      `alter table payment_orders add column clearing_attempts integer not null default 0 check (clearing_attempts >= 0)`,
      `alter table payment_orders add column next_attempt_date text check (next_attempt_date is null or next_attempt_date ${ISO_DATE})`,
      `alter table payment_orders add column reviewed_at timestamptz`,
      // The scheduler's scans of orders waiting for the clearing.
      `create index payment_orders_clearing on payment_orders(status, next_attempt_date) where status in ('in-progress','retrying')`,
    ]),
  down: (db) =>
    runAll(db, [
      'drop index if exists payment_orders_clearing',
      ...['reviewed_at', 'next_attempt_date', 'clearing_attempts'].map(
        (column) => `alter table payment_orders drop column ${column}`,
      ),
    ]),
};

/**
 * Decisions shown (issue 28): a signer's reason for rejecting an order, and when each signature was given
 * (person uid → timestamp, beside approved_by's order of signing).
 */
export const paymentsDecisions: Migration = {
  up: (db) =>
    runAll(db, [
      `alter table payment_orders add column rejection_reason text check (char_length(rejection_reason) <= 140)`,
      `alter table pending_approvals add column signed_at jsonb not null default '{}'::jsonb`,
    ]),
  down: (db) =>
    runAll(db, [
      'alter table pending_approvals drop column signed_at',
      'alter table payment_orders drop column rejection_reason',
    ]),
};

/**
 * A standing order's optional last payment date (issue 28): every occurrence carries it (execute.ts copies the
 * row), and no occurrence after it is created.
 */
export const paymentsRecurrenceEnd: Migration = {
  up: (db) =>
    runAll(db, [
      `alter table payment_orders add column recurrence_end_date text
        check (recurrence_end_date is null or recurrence_end_date ${ISO_DATE})`,
    ]),
  down: (db) => runAll(db, ['alter table payment_orders drop column recurrence_end_date']),
};

/**
 * Orders paying eBill invoices (issue 31; docs/payments-api.md "eBill payments"): the instalment an order pays
 * (null: the invoice's total), and one live order per invoice and instalment (live: neither retired nor
 * rejected), which keeps two writers from both paying it on PostgreSQL whatever they read before.
 */
export const paymentsEbillOrders: Migration = {
  up: (db) =>
    runAll(db, [
      `alter table payment_orders add column ebill_instalment integer check (ebill_instalment is null or ebill_instalment >= 0)`,
      `create unique index payment_orders_ebill_live on payment_orders (ebill_business_case_id, (coalesce(ebill_instalment, -1)))
        where ebill_business_case_id is not null and status not in ('retired','rejected')`,
    ]),
  down: (db) =>
    runAll(db, [
      'drop index if exists payment_orders_ebill_live',
      'alter table payment_orders drop column ebill_instalment',
    ]),
};
