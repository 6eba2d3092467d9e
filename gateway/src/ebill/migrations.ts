/**
 * The eBill resource's migrations (listed in db/migrations/index.ts). They extend the core eBill tables
 * (db/migrations/domain-2026-11-21/ebill.ts, never edited) for issue 31: the subscription's notification
 * settings, the invoice's payment facts (written by the payments resource: the order paying it, the standing
 * approval's outcome, when it settled), the standing approval's amount of spec §5 (20 digits and 4 decimals do
 * not fit a bigint) and the indexes of the reads. One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** contracts/ebill.ts EBILL_AUTO_PAYMENT_REASONS. */
const REASONS = `'aboveLimit','notExactAmount','noAccountFunds','accountNotUsable','instalments','paymentRefused'`;

const STATEMENTS = [
  // The subscription: notification settings, and when its status last changed.
  `alter table ebill_participants add column notify_new_invoice boolean not null default true`,
  `alter table ebill_participants add column notify_not_covered boolean not null default true`,
  `alter table ebill_participants add column status_changed_at timestamptz not null default now()`,
  // The invoice's payment facts (ebill-pay writes them; the invoice view reads them).
  `alter table ebill_invoices add column payment_order_uid text`,
  `alter table ebill_invoices add column auto_payment_outcome text check (auto_payment_outcome in ('paid','notCovered'))`,
  `alter table ebill_invoices add column auto_payment_reason text check (auto_payment_reason in (${REASONS}))`,
  `alter table ebill_invoices add column settled_at timestamptz`,
  `alter table ebill_invoices add column rejected_at timestamptz`,
  `alter table ebill_invoices add column updated_at timestamptz not null default now()`,
  `create index ebill_invoices_owner_due on ebill_invoices(owner_uid, status, due_date)`,
  `create index ebill_invoices_relation on ebill_invoices(biller_relation_id)`,
  `create index ebill_invoices_payment_order on ebill_invoices(payment_order_uid) where payment_order_uid is not null`,
  // Spec §5: up to 20 digits with up to 4 decimals: minor units up to 24 digits.
  `alter table ebill_standing_approvals alter column amount_value type numeric(24,0)`,
  `alter table ebill_standing_approvals add constraint ebill_standing_approvals_amount
    check (amount_value >= 0 and amount_factor between 2 and 4)`,
  `alter table ebill_standing_approvals add column updated_at timestamptz not null default now()`,
  `create index ebill_standing_approvals_account on ebill_standing_approvals(cash_account_uid)`,
  `create index ebill_biller_relations_owner on ebill_biller_relations(owner_uid)`,
];

export const ebillCore: Migration = {
  up: (db) => runAll(db, STATEMENTS),
  down: (db) =>
    runAll(db, [
      'drop index if exists ebill_biller_relations_owner',
      'drop index if exists ebill_standing_approvals_account',
      'alter table ebill_standing_approvals drop column updated_at',
      'alter table ebill_standing_approvals drop constraint ebill_standing_approvals_amount',
      'alter table ebill_standing_approvals alter column amount_value type bigint',
      'drop index if exists ebill_invoices_payment_order',
      'drop index if exists ebill_invoices_relation',
      'drop index if exists ebill_invoices_owner_due',
      ...[
        'updated_at',
        'rejected_at',
        'settled_at',
        'auto_payment_reason',
        'auto_payment_outcome',
        'payment_order_uid',
      ].map((column) => `alter table ebill_invoices drop column ${column}`),
      ...['status_changed_at', 'notify_not_covered', 'notify_new_invoice'].map(
        (column) => `alter table ebill_participants drop column ${column}`,
      ),
    ]),
};
