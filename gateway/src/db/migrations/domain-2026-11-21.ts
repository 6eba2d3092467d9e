/**
 * The domain migrations released on 2026-11-21 (the core tables of every resource, then prospective clients),
 * listed in ./index.ts. Plain PostgreSQL DDL that PGlite and PostgreSQL 15 both run; one statement per query
 * (PGlite's extended protocol takes one). Released: never edit them; a resource adds its next migration.
 * domainCore's statements live in ./domain-2026-11-21/, one module per group of tables, in the released order.
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import { ACCOUNT_TABLES } from './domain-2026-11-21/accounts';
import { APPROVAL_TABLES } from './domain-2026-11-21/approvals';
import { CARD_TABLES } from './domain-2026-11-21/cards';
import { EBILL_TABLES } from './domain-2026-11-21/ebill';
import { FILE_TABLES } from './domain-2026-11-21/files';
import { PARTY_TABLES } from './domain-2026-11-21/parties';
import { PAYMENT_TABLES } from './domain-2026-11-21/payments';
import { SERVICE_TABLES } from './domain-2026-11-21/services';
import { TEAM_TABLES } from './domain-2026-11-21/team';

// The order the tables were created in (each references only tables before it): never reorder.
const CORE_TABLES: string[] = [
  ...PARTY_TABLES,
  ...ACCOUNT_TABLES,
  ...SERVICE_TABLES,
  ...FILE_TABLES,
  ...APPROVAL_TABLES,
  ...CARD_TABLES,
  ...PAYMENT_TABLES,
  ...EBILL_TABLES,
  ...TEAM_TABLES,
];

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

const TABLES_IN_DROP_ORDER = [
  'prospects',
  'data_sharing_agreements',
  'deputy_changes',
  'invites',
  'ebill_standing_approvals',
  'ebill_invoices',
  'ebill_biller_relations',
  'ebill_billers',
  'ebill_participants',
  'payment_orders',
  'beneficiaries',
  'cards',
  'card_programs',
  'pending_approvals',
  'confirmations',
  'activities',
  'export_tickets',
  'file_resources',
  'agreement_acceptances',
  'contracts',
  'conditions',
  'subscriptions',
  'plan_features',
  'plans',
  'suggestions',
  'transaction_receipts',
  'transactions',
  'cash_accounts',
  'entitlements',
  'partnership_engagements',
  'partnership_external_ids',
  'partnership_declarations',
  'partnerships',
  'virtual_identities',
  'profiles',
  'natural_persons',
];

/** Every core table (spec §3 entities) in one migration. */
export const domainCore: Migration = {
  up: (db) => runAll(db, CORE_TABLES),
  down: (db) =>
    runAll(
      db,
      TABLES_IN_DROP_ORDER.map((table) => `drop table if exists ${table} cascade`),
    ),
};

// Spec §7 "prospective-clients list": onboardings of a new client (a partnership) started by a customer.
export const prospectiveClients: Migration = {
  up: (db) =>
    runAll(db, [
      `create table prospective_clients (
        uid text primary key,
        person_uid text not null references natural_persons(uid) on delete cascade,
        client_name text not null,
        legal_form text not null,
        status text not null check (status in ('open','submitted','completed','cancelled')),
        created_at timestamptz not null default now()
      )`,
      `create index prospective_clients_person on prospective_clients(person_uid, status)`,
      // The dashboard's open-payment stats count open invoices per owner.
      `create index ebill_invoices_owner on ebill_invoices(owner_uid, status)`,
    ]),
  down: (db) =>
    runAll(db, ['drop index if exists ebill_invoices_owner', 'drop table if exists prospective_clients']),
};
