/** Bookings and their receipts (spec §3 "Transaction", "Receipt"). */
import type { ColumnType } from 'kysely';
import type { UpdatedAt, MoneyValue, TextArray } from './columns';

export interface TransactionsTable {
  uid: string;
  cash_account_uid: string;
  /** booked, cancelled, fraud, rejected, reserved. */
  status: string;
  direction: 'credit' | 'debit';
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  /** decline, reversed_by_merchant, manual_release, reversed_issuer_expiration. */
  decline_reason: string | null;
  merchant_name: string | null;
  merchant_city: string | null;
  counterparty_name: string | null;
  counterparty_iban: string | null;
  category: string;
  booking_text: string;
  reference: string | null;
  booking_date: string;
  value_date: string;
  card_uid: string | null;
  payment_order_uid: string | null;
  created_at: ColumnType<Date, Date | string, Date | string>;
}

export interface TransactionReceiptsTable {
  transaction_uid: string;
  note_text: string | null;
  tags: TextArray;
  mentions: TextArray;
  attached_file_uids: TextArray;
  updated_at: UpdatedAt;
}
