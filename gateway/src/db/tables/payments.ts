/** Beneficiaries and payment orders (spec §3, §4); the payments resource owns them. */
import type {
  CreatedAt,
  UpdatedAt,
  NullableTimestamp,
  MoneyValue,
  TextArray,
  Json,
  NullableJson,
  Defaulted,
  OwnerType,
  PostalAddressJson,
} from './columns';
import type { ColumnType } from 'kysely';

/** int8 money value in minor units, nullable (set once known). */
type NullableMoneyValue = ColumnType<
  string | null,
  string | number | bigint | null | undefined,
  string | number | bigint | null
>;

export interface BeneficiariesTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  name: string;
  iban: string;
  swift_bic: string | null;
  address: NullableJson<PostalAddressJson>;
  /** A new beneficiary of a partnership must be signed (approved) before payments to it execute. */
  signed: Defaulted<boolean>;
  created_at: CreatedAt;
}

export interface PaymentOrdersTable {
  uid: string;
  cash_account_uid: string;
  requested_by: string;
  partnership_uid: string | null;
  /** draft, approval, accepted, blocked, executed, in-progress, rejected, retired, retrying, manual, quarantine. */
  status: string;
  payment_type: string;
  beneficiary_uid: string | null;
  beneficiary: Json<Record<string, unknown>>;
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  structured_reference: string | null;
  reference_type: string | null;
  payment_reason: string | null;
  recurrence: Defaulted<string>;
  user_category: Defaulted<string>;
  payment_time: string | null;
  execution_date: string;
  executed_at: NullableTimestamp;
  e2e_reference: string | null;
  customer_transaction_id: string | null;
  is_ebill_order: Defaulted<boolean>;
  ebill_business_case_id: string | null;
  /** Issue 31: the instalment an eBill order pays (index in the invoice's instalments); null: the total. */
  ebill_instalment: Defaulted<number | null>;
  partner_category: string | null;
  note_text: string | null;
  attached_file_uids: TextArray;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** iban-payment-orders, esr-payment-orders, wise-payment-orders, wisebusiness-payment-orders. */
  base: Defaulted<string>;
  /** Why rejected, blocked or quarantined (app.payments.{reason}). */
  status_reason: string | null;
  /** SIC, SEPA or SWIFT (spec §5). */
  payment_kind: Defaulted<string>;
  is_internal: Defaulted<boolean>;
  is_incore: Defaulted<boolean>;
  /** The credited account when the beneficiary is one of the bank's own IBANs. */
  target_account_uid: string | null;
  /** Paid by the debit account (its currency, minor units) and the fee; set when executed. */
  debit_value: NullableMoneyValue;
  fee_value: NullableMoneyValue;
  /** A standing order's first order; null for single payments. */
  series_uid: string | null;
  /** Deliveries the sandbox clearing refused so far (payments/clearing.ts). */
  clearing_attempts: Defaulted<number>;
  /** in-progress: the day the clearing confirms; retrying: the day of the next delivery attempt. */
  next_attempt_date: string | null;
  /** When the sandbox operator released an order held in manual or quarantine. */
  reviewed_at: NullableTimestamp;
  occurrence: Defaulted<number>;
  /** A signer's reason for rejecting the order (issue 28, at most 140 characters). */
  rejection_reason: string | null;
  /** A standing order's last payment date, yyyy-MM-dd (issue 28); null: until cancelled. Every occurrence carries it. */
  recurrence_end_date: string | null;
  /** The payment batch the order was created in (issue 30); null for single orders. */
  batch_uid: string | null;
}

/** Idempotent submission: a key claimed in the submit's transaction, with the original answer. */
export interface PaymentSubmissionsTable {
  person_uid: string;
  idempotency_key: string;
  request_hash: string;
  order_uid: string | null;
  status_code: number | null;
  response: NullableJson<unknown>;
  created_at: CreatedAt;
}

/** The sandbox clock (one row): the bank's today = the real Zurich date + offset_days. */
export interface SandboxClockTable {
  id: number;
  offset_days: Defaulted<number>;
  updated_at: UpdatedAt;
}
