/** Card programs and cards (spec §3), their filters, wallet tokens and bulk orders; the cards resource owns them. */
import type { CreatedAt, Defaulted, MoneyValue, NullableTimestamp, TextArray } from './columns';

export interface CardProgramsTable {
  uid: string;
  partnership_uid: string;
  contract_uid: string;
  /** new, active, cancelling, cancelled, expired, offered, retired, signed. */
  contract_status: string;
  default_atm_monthly_limit_value: MoneyValue;
  allowed_debit_account_uids: TextArray;
  created_at: CreatedAt;
}

export interface CardsTable {
  uid: string;
  holder_uid: string;
  cash_account_uid: string;
  card_program_uid: string | null;
  /** combo, virtual. */
  kind: string;
  brand: string;
  /** new, funded, active, frozen, locked, blocked, retired, deleted, pin_locked. */
  status: string;
  masked_pan: string;
  expiry: string;
  embossed_name: string;
  spending_limit_value: MoneyValue;
  atm_monthly_limit_value: MoneyValue;
  created_at: CreatedAt;
  blocked_merchant_categories: TextArray;
  /** argon2id hash of the PIN; null until one is set or shown. */
  pin_hash: string | null;
  /** When the bank's PIN was shown (once). */
  pin_shown_at: NullableTimestamp;
  wrong_pin_count: Defaulted<number>;
  replaces_card_uid: string | null;
  /** lost, stolen, expiring, renewal. */
  replacement_reason: string | null;
  voucher_code: string | null;
  voucher_valid_until: NullableTimestamp;
  updated_at: Defaulted<Date>;
}

export interface CardTransactionFiltersTable {
  uid: string;
  card_uid: string;
  label: string;
  max_amount_value: MoneyValue;
  merchant_categories: TextArray;
  created_at: CreatedAt;
}

export interface CardWalletTokensTable {
  uid: string;
  card_uid: string;
  /** APPLE_PAY, ANDROID_PAY, SAMSUNG_PAY. */
  wallet_type: string;
  device_name: string;
  /** active, suspended. */
  status: string;
  created_at: CreatedAt;
}

export interface CardBulkOrdersTable {
  uid: string;
  card_program_uid: string;
  /** new, executed, failed, expired. */
  status: string;
  ordered_by: string;
  failure_reason: string | null;
  created_at: CreatedAt;
}

export interface CardBulkOrderItemsTable {
  bulk_order_uid: string;
  position: number;
  holder_uid: string;
  kind: string;
  debit_account_uid: string;
  card_uid: string | null;
}
