/**
 * Cash accounts, their transactions and the receipts (notes, tags, files) of a transaction.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */
import { ISO_DATE, OWNER_TYPE } from './columns';

export const ACCOUNT_TABLES: readonly string[] = [
  `create table cash_accounts (
    uid text primary key,
    owner_uid text not null,
    owner_type ${OWNER_TYPE},
    iban text not null unique,
    currency text not null check (currency ~ '^[A-Z]{3}$'),
    status text not null,
    account_name text not null,
    account_type text not null,
    billing_account boolean not null default false,
    international_payments_available boolean not null default false,
    balance_value bigint not null default 0,
    balance_factor integer not null default 2,
    opened_at timestamptz not null default now()
  )`,
  `create index cash_accounts_owner on cash_accounts(owner_uid)`,
  `create table transactions (
    uid text primary key,
    cash_account_uid text not null references cash_accounts(uid),
    status text not null check (status in ('booked','cancelled','fraud','rejected','reserved')),
    direction text not null check (direction in ('credit','debit')),
    amount_value bigint not null check (amount_value >= 0),
    amount_factor integer not null,
    currency text not null,
    decline_reason text check (decline_reason in ('decline','reversed_by_merchant','manual_release','reversed_issuer_expiration')),
    merchant_name text,
    merchant_city text,
    counterparty_name text,
    counterparty_iban text,
    category text not null,
    booking_text text not null,
    reference text,
    booking_date text not null check (booking_date ${ISO_DATE}),
    value_date text not null check (value_date ${ISO_DATE}),
    card_uid text,
    payment_order_uid text,
    created_at timestamptz not null
  )`,
  `create index transactions_account_created on transactions(cash_account_uid, created_at desc)`,
  `create table transaction_receipts (
    transaction_uid text primary key references transactions(uid) on delete cascade,
    note_text text,
    tags text[] not null default '{}',
    mentions text[] not null default '{}',
    attached_file_uids text[] not null default '{}',
    updated_at timestamptz not null default now()
  )`,
];
