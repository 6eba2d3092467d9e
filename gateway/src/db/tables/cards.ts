/** Card programs and cards (spec §3); the cards resource owns them. */
import type { CreatedAt, MoneyValue, TextArray } from './columns';

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
}
