/** Cash accounts (spec §3 "Cash account"). */
import type { CreatedAt, MoneyValue, Defaulted, OwnerType } from './columns';

export interface CashAccountsTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  iban: string;
  currency: string;
  status: string;
  account_name: string;
  account_type: string;
  billing_account: Defaulted<boolean>;
  international_payments_available: Defaulted<boolean>;
  /** Sum of booked transactions (credits minus debits), kept in step by bookTransaction. */
  balance_value: MoneyValue;
  balance_factor: Defaulted<number>;
  opened_at: CreatedAt;
}
