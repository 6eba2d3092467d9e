/**
 * eBill: participants, billers, biller relations, invoices and standing approvals.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */
import { ISO_DATE, OWNER_TYPE } from './columns';

export const EBILL_TABLES: readonly string[] = [
  `create table ebill_participants (
    uid text primary key,
    owner_uid text not null unique,
    owner_type ${OWNER_TYPE},
    status text not null check (status in ('REQUESTED','ACTIVE','INACTIVE','BLOCKED')),
    email text not null,
    created_at timestamptz not null default now()
  )`,
  `create table ebill_billers (
    biller_id text primary key,
    name text not null,
    iban text not null,
    city text not null
  )`,
  `create table ebill_biller_relations (
    uid text primary key,
    owner_uid text not null,
    biller_id text not null references ebill_billers(biller_id),
    customer_reference text not null,
    created_at timestamptz not null default now(),
    unique (owner_uid, biller_id)
  )`,
  `create table ebill_invoices (
    uid text primary key,
    business_case_id text not null unique,
    owner_uid text not null,
    biller_id text not null references ebill_billers(biller_id),
    biller_relation_id text not null references ebill_biller_relations(uid),
    type text not null check (type in ('bill','credit','advice','reminder')),
    status text not null check (status in ('OPEN','SETTLED','REJECTED')),
    invoice_date text not null check (invoice_date ${ISO_DATE}),
    due_date text not null check (due_date ${ISO_DATE}),
    amount_value bigint not null,
    amount_factor integer not null,
    currency text not null,
    single_payment boolean not null default true,
    instalments jsonb not null default '[]',
    reference text not null,
    created_at timestamptz not null default now()
  )`,
  `create table ebill_standing_approvals (
    uid text primary key,
    owner_uid text not null,
    biller_id text not null references ebill_billers(biller_id),
    biller_relation_id text not null references ebill_biller_relations(uid),
    cash_account_uid text not null references cash_accounts(uid),
    type text not null check (type in ('upperLimit','exactAmount')),
    period text not null check (period in ('month','quarter','semester','year')),
    amount_value bigint not null,
    amount_factor integer not null,
    currency text not null check (currency = 'CHF'),
    created_at timestamptz not null default now(),
    unique (owner_uid, biller_relation_id)
  )`,
];
