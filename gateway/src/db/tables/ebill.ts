/** eBill participants, billers, invoices and standing approvals (spec §3); the eBill resource owns them. */
import type { CreatedAt, MoneyValue, Json, Defaulted, OwnerType } from './columns';

export interface EbillParticipantsTable {
  uid: string;
  owner_uid: string;
  owner_type: OwnerType;
  /** REQUESTED, ACTIVE, INACTIVE, BLOCKED. */
  status: string;
  email: string;
  created_at: CreatedAt;
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
  instalments: Json<{ dueDate: string; amountValue: string }[]>;
  reference: string;
  created_at: CreatedAt;
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
}
