/**
 * A partnership's card programs and the cards.
 * Part of the released migration `domainCore` (../domain-2026-11-21.ts): never edit a statement.
 */

export const CARD_TABLES: readonly string[] = [
  `create table card_programs (
    uid text primary key,
    partnership_uid text not null references partnerships(uid),
    contract_uid text not null unique,
    contract_status text not null check (contract_status in ('new','active','cancelling','cancelled','expired','offered','retired','signed')),
    default_atm_monthly_limit_value bigint not null,
    allowed_debit_account_uids text[] not null default '{}',
    created_at timestamptz not null default now()
  )`,
  `create table cards (
    uid text primary key,
    holder_uid text not null references natural_persons(uid),
    cash_account_uid text not null references cash_accounts(uid),
    card_program_uid text references card_programs(uid),
    kind text not null check (kind in ('combo','virtual')),
    brand text not null,
    status text not null check (status in ('new','funded','active','frozen','locked','blocked','retired','deleted','pin_locked')),
    masked_pan text not null,
    expiry text not null,
    embossed_name text not null,
    spending_limit_value bigint not null,
    atm_monthly_limit_value bigint not null,
    created_at timestamptz not null default now()
  )`,
];
