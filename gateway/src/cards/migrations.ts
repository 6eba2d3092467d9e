/**
 * The cards resource's migrations (listed in db/migrations/index.ts). They extend the core tables cards and
 * card_programs (never edited) for spec §4's card actions, and add the transaction filters, wallet tokens and
 * bulk card orders. One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** contracts/cards.ts MERCHANT_CATEGORIES. */
const CATEGORIES = `array['atm','gambling','adult','crypto','onlineShopping','travel','fuel','restaurants','groceries','other']::text[]`;

const CARD_COLUMNS = [
  // Spec §4 "add merchant-category blocking": the categories the card refuses at a terminal.
  `alter table cards add column blocked_merchant_categories text[] not null default '{}'
    check (blocked_merchant_categories <@ ${CATEGORIES})`,
  // The PIN: an argon2id hash only; shown once (viewPin) when the bank chose it, never when the holder set it.
  `alter table cards add column pin_hash text`,
  `alter table cards add column pin_shown_at timestamptz`,
  `alter table cards add column wrong_pin_count integer not null default 0 check (wrong_pin_count >= 0)`,
  // A replacement (lost, stolen, expiring, renewal) names the card it replaces.
  `alter table cards add column replaces_card_uid text references cards(uid)`,
  `alter table cards add column replacement_reason text check (replacement_reason in ('lost','stolen','expiring','renewal'))`,
  `alter table cards add column voucher_code text`,
  `alter table cards add column voucher_valid_until timestamptz`,
  `alter table cards add column updated_at timestamptz not null default now()`,
  // One live replacement per card: two parallel replace actions cannot order two cards.
  `create unique index cards_one_replacement on cards(replaces_card_uid) where replaces_card_uid is not null and status <> 'deleted'`,
  `create index cards_holder on cards(holder_uid)`,
  `create index cards_program on cards(card_program_uid) where card_program_uid is not null`,
];

const NEW_TABLES = [
  // Spec §4 "create transaction filters": payments over a cap in some (or all) categories are declined.
  `create table card_transaction_filters (
    uid text primary key,
    card_uid text not null references cards(uid),
    label text not null check (char_length(label) between 1 and 40),
    max_amount_value bigint not null check (max_amount_value >= 0),
    merchant_categories text[] not null default '{}' check (merchant_categories <@ ${CATEGORIES}),
    created_at timestamptz not null default now()
  )`,
  `create index card_transaction_filters_card on card_transaction_filters(card_uid)`,
  // Spec §4 "view wallet tokens", §9 wallet types.
  `create table card_wallet_tokens (
    uid text primary key,
    card_uid text not null references cards(uid),
    wallet_type text not null check (wallet_type in ('APPLE_PAY','ANDROID_PAY','SAMSUNG_PAY')),
    device_name text not null,
    status text not null check (status in ('active','suspended')),
    created_at timestamptz not null default now()
  )`,
  `create index card_wallet_tokens_card on card_wallet_tokens(card_uid)`,
  // Spec §3 "Bulk card order", §4 bulk order status; extend-bulk orders cards for members of the partnership.
  `create table card_bulk_orders (
    uid text primary key,
    card_program_uid text not null references card_programs(uid),
    status text not null check (status in ('new','executed','failed','expired')),
    ordered_by text not null references natural_persons(uid),
    failure_reason text,
    created_at timestamptz not null default now()
  )`,
  `create index card_bulk_orders_program on card_bulk_orders(card_program_uid, created_at)`,
  `create table card_bulk_order_items (
    bulk_order_uid text not null references card_bulk_orders(uid),
    position integer not null check (position >= 0),
    holder_uid text not null references natural_persons(uid),
    kind text not null check (kind in ('combo','virtual')),
    debit_account_uid text not null references cash_accounts(uid),
    card_uid text references cards(uid),
    primary key (bulk_order_uid, position)
  )`,
];

export const cardsActions: Migration = {
  up: (db) => runAll(db, [...CARD_COLUMNS, ...NEW_TABLES]),
  down: (db) =>
    runAll(db, [
      'drop table if exists card_bulk_order_items',
      'drop table if exists card_bulk_orders',
      'drop table if exists card_wallet_tokens',
      'drop table if exists card_transaction_filters',
      'drop index if exists cards_program',
      'drop index if exists cards_holder',
      'drop index if exists cards_one_replacement',
      ...[
        'updated_at',
        'voucher_valid_until',
        'voucher_code',
        'replacement_reason',
        'replaces_card_uid',
        'wrong_pin_count',
        'pin_shown_at',
        'pin_hash',
        'blocked_merchant_categories',
      ].map((column) => `alter table cards drop column ${column}`),
    ]),
};
