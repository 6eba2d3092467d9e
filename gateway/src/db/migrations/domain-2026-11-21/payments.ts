/**
 * Beneficiaries and payment orders.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */
import { ISO_DATE, OWNER_TYPE } from './columns';

export const PAYMENT_TABLES: readonly string[] = [
  `create table beneficiaries (
    uid text primary key,
    owner_uid text not null,
    owner_type ${OWNER_TYPE},
    name text not null,
    iban text not null,
    swift_bic text,
    address jsonb,
    signed boolean not null default true,
    created_at timestamptz not null default now()
  )`,
  `create table payment_orders (
    uid text primary key,
    cash_account_uid text not null references cash_accounts(uid),
    requested_by text not null references natural_persons(uid),
    partnership_uid text references partnerships(uid),
    status text not null check (status in ('draft','approval','accepted','blocked','executed','in-progress','rejected','retired','retrying','manual','quarantine')),
    payment_type text not null,
    beneficiary_uid text references beneficiaries(uid),
    beneficiary jsonb not null,
    amount_value bigint not null check (amount_value > 0),
    amount_factor integer not null,
    currency text not null,
    structured_reference text,
    reference_type text,
    payment_reason text,
    recurrence text not null default 'single',
    user_category text not null default 'general',
    payment_time text,
    execution_date text not null check (execution_date ${ISO_DATE}),
    executed_at timestamptz,
    e2e_reference text,
    customer_transaction_id text unique,
    is_ebill_order boolean not null default false,
    ebill_business_case_id text,
    partner_category text,
    note_text text,
    attached_file_uids text[] not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  `create index payment_orders_account on payment_orders(cash_account_uid, status)`,
];
