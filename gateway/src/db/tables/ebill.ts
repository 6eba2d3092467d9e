/** eBill participants, billers, invoices and standing approvals (spec §3); the eBill resource owns them. */
import type {
  CreatedAt,
  MoneyValue,
  Json,
  Defaulted,
  NullableTimestamp,
  OwnerType,
  UpdatedAt,
} from './columns';

/**
 * An instalment of an invoice paid by instalments (minor units at the invoice's factor). The payments resource
 * sets `paymentOrderUid` when an order pays it and `settledAt` when it settled.
 */
export interface EbillInstalmentJson {
  dueDate: string;
  amountValue: string;
  paymentOrderUid?: string | null;
  settledAt?: string | null;
}

export interface EbillParticipantsTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  /** REQUESTED, ACTIVE, INACTIVE, BLOCKED. */
  status: string;
  email: string;
  created_at: CreatedAt;
  notify_new_invoice: Defaulted<boolean>;
  notify_not_covered: Defaulted<boolean>;
  status_changed_at: UpdatedAt;
}

export interface EbillBillersTable {
  biller_id: string;
  name: string;
  iban: string;
  city: string;
}

export interface EbillBillerRelationsTable {
  uid: string;
  owner_uid: string;
  biller_id: string;
  customer_reference: string;
  created_at: CreatedAt;
}

export interface EbillInvoicesTable {
  uid: string;
  business_case_id: string;
  owner_uid: string;
  biller_id: string;
  biller_relation_id: string;
  /** bill, credit, advice, reminder. */
  type: string;
  /** OPEN, SETTLED, REJECTED. */
  status: string;
  invoice_date: string;
  due_date: string;
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  single_payment: Defaulted<boolean>;
  instalments: Json<EbillInstalmentJson[]>;
  reference: string;
  created_at: CreatedAt;
  /** The order paying it (written by the payments resource). */
  payment_order_uid: string | null;
  /** What its standing approval did on the due date: 'paid' | 'notCovered' (contracts/ebill.ts). */
  auto_payment_outcome: string | null;
  /** contracts/ebill.ts EBILL_AUTO_PAYMENT_REASONS. */
  auto_payment_reason: string | null;
  settled_at: NullableTimestamp;
  rejected_at: NullableTimestamp;
  updated_at: UpdatedAt;
}

export interface EbillStandingApprovalsTable {
  uid: string;
  owner_uid: string;
  biller_id: string;
  biller_relation_id: string;
  cash_account_uid: string;
  /** none is not stored: deleting is how "none" is saved (spec §4). upperLimit or exactAmount. */
  type: string;
  /** month, quarter, semester, year. */
  period: string;
  amount_value: MoneyValue;
  amount_factor: number;
  currency: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
