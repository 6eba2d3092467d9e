/**
 * The payments calls of spec §7 as the gateway serves them (docs/payments-api.md is the readable
 * contract; these types are its source of truth for the gateway and remote-payments alike).
 */
import type { Amount, PaymentOrder, PaymentOrderStatus, VotingRule } from '../entities';
import type { FormSchema } from '../../forms/schema';
import type { PaymentKind } from '../format/paymentKind';

/** Spec §9 payment types. */
export const PAYMENT_TYPES = [
  'domestic_iban',
  'domestic_qr_iban',
  'domestic_qr_qriban',
  'domestic_esr',
  'international_iban',
  'international_wise',
  'international_wisebusiness',
] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** The order bases of spec §7 ("Other bases by type"): one engine, a payment type family per base. */
export const PAYMENT_ORDER_BASES = [
  'iban-payment-orders',
  'esr-payment-orders',
  'wise-payment-orders',
  'wisebusiness-payment-orders',
] as const;
export type PaymentOrderBase = (typeof PAYMENT_ORDER_BASES)[number];

/** Spec §3 recurrence (default single; monthlylast = last day of every month). */
export const RECURRENCES = [
  'single',
  'weekly',
  'monthly',
  'monthlylast',
  'quarterly',
  'halfyearly',
  'yearly',
] as const;
export type Recurrence = (typeof RECURRENCES)[number];

/** ISO 20022 / Swiss QR reference types: QR reference, creditor reference (ISO 11649), none. */
export const REFERENCE_TYPES = ['QRR', 'SCOR', 'NON'] as const;
export type ReferenceType = (typeof REFERENCE_TYPES)[number];

/** Statuses still open (dashboard count, side-menu badge): neither final nor withdrawn. */
export const OPEN_PAYMENT_ORDER_STATUSES: readonly PaymentOrderStatus[] = [
  'draft',
  'approval',
  'accepted',
  'blocked',
  'in-progress',
  'retrying',
  'manual',
  'quarantine',
];

/** Why an order ended rejected (or stays blocked/quarantined); an i18n key app.payments.{reason}. */
export type PaymentOrderStatusReason =
  | 'insufficient_funds'
  | 'rejected_by_signer'
  | 'beneficiary_rejected'
  | 'account_not_active'
  | 'compliance_review'
  | 'beneficiary_approval_required'
  | 'clearing_refused'
  | 'manual_review'
  | 'review_rejected';

// ---------------------------------------------------------------------------------------------------
// The payment form (request body of create and update)
// ---------------------------------------------------------------------------------------------------

/** Structured address of the form (spec §3): country is a 3-letter code (CHE). */
export interface PaymentFormAddress {
  street?: string;
  number?: string;
  postalCode?: string;
  city?: string;
  country?: string;
  postBoxAddrs?: string;
}

export interface PaymentFormBeneficiary {
  /** An existing beneficiary of the context (from a previous payment); name/iban must then match it. */
  uid?: string;
  name: string;
  /** Electronic format: upper case, no spaces (normalizeIban). Required for new payments. */
  iban?: string;
  swiftBIC?: string;
  address?: PaymentFormAddress;
  /** Up to two free lines (international payments from scanned bills). */
  unstructuredAddress?: { addressLines: string[]; country: string };
}

/** Spec §3 "Payment form": the body of POST .../{base} and PATCH /v2/{base}/{uid}. */
export interface PaymentForm {
  beneficiary: PaymentFormBeneficiary;
  /** Sent as a number with at most 2 decimals (12.5, 1234.05); the server reads it exactly. */
  amount: number;
  /** Default CHF. */
  currency: string;
  structuredReference?: string;
  /** Derived from structuredReference when absent; must agree with it when sent. */
  referenceType?: ReferenceType;
  paymentReason?: string;
  /** The requested execution date, yyyy-MM-dd (Europe/Zurich). */
  paymentTime: string;
  recurrence: Recurrence;
  /** Default general (a transaction category code). */
  category: string;
  /** The debit account; must equal the path's account on create. */
  accountUid: string;
  /** Optional: the server derives the type (and forces international_iban on international IBANs). */
  paymentType?: PaymentType;
  e2eReference?: string;
  /** A uuid per payment the user means to make: repeating it answers the original result. */
  customerTransactionId: string;
  noteText?: string;
  /** File resources (POST /v2/file-resources), at most 5. */
  attachedFileUids?: string[];
  /** true saves a draft (no rules on date/funds/approval, no execution). */
  isDraftPO: boolean;
}

/** The payment-order schema of one debit account: the form kit renders it, the server enforces it. */
export interface PaymentOrderSchemaResponse {
  /** Where the generated form submits (spec §7: "method and URI come from the form itself"). */
  method: 'POST';
  uri: string;
  /** The user-governed fields with the bank's bounds; the server validates bodies with this same schema. */
  schema: FormSchema;
  /** The debit account's facts the form needs. */
  account: {
    uid: string;
    iban: string;
    currency: string;
    internationalPaymentsAvailable: boolean;
    /** What the currency field offers: the account's own first. */
    currencies: string[];
  };
  /** Bank's today (Europe/Zurich, sandbox clock applied), yyyy-MM-dd. */
  today: string;
  /** Plan features present for this context (spec §6 gating of international payments). */
  features: { sepaOut: boolean; swiftOut: boolean };
}

// ---------------------------------------------------------------------------------------------------
// The order as read (and as the submit answers it)
// ---------------------------------------------------------------------------------------------------

/** Spec §3 "Beneficiary as read" address (other names than the form's). */
export interface BeneficiaryAddressRead {
  street: string | null;
  houseNo: string | null;
  zip: string | null;
  town: string | null;
  country: string | null;
  poBox: string | null;
}

/** An action the reader may take on an order, with where to send it (spec §7 link-derived method and URI). */
export interface LinkedAction {
  method: 'PATCH' | 'DELETE' | 'POST';
  uri: string;
}

/** The voting state of an order (or a beneficiary) awaiting signatures. */
export interface ApprovalState {
  /** Pending approval uid: POST /api/v2/partnerships/pending-approvals/{uid}/approve|reject. */
  uid: string;
  status: 'pending' | 'approved' | 'rejected';
  votingRule: VotingRule;
  requiredApprovals: number;
  /** Person uids who signed; each signer counts once. */
  approvedBy: string[];
  /** Signatures still needed for release under the voting rule (0 once released). */
  stillNeeded: number;
  rejectedBy: string | null;
  /** Whether the reader may sign it now (approve right, not yet signed, spec §4 rule). */
  mayApprove: boolean;
}

export interface PaymentOrderData {
  beneficiary: {
    uid: string | null;
    name: string;
    iban: string | null;
    swiftBIC: string | null;
    address: PaymentFormAddress | null;
    unstructuredAddress: { addressLines: string[]; country: string } | null;
  };
  /** amount: decimal string with 2 decimals ("1234.50"); value/factor the exact integer form. */
  paymentAmount: { amount: string; currency: string; value: number; factor: number };
  structuredReference: string | null;
  referenceType: ReferenceType;
  paymentReason: string | null;
  recurrence: Recurrence;
  userCategory: string;
  /** Requested date, yyyy-MM-dd. */
  paymentTime: string;
  /** The banking day it executes (paymentTime or the next banking day), yyyy-MM-dd. */
  expectedExecutionDate: string;
  /** That day's start in Europe/Zurich, ISO. */
  expectedExecutionTime: string;
  /** When it was booked, ISO; null until executed (the form's "executed payment time"). */
  executedAt: string | null;
  paymentType: PaymentType;
  /** Same value as paymentType (the spec reads either name). */
  paymentOrderType: PaymentType;
  paymentKind: PaymentKind;
  /** To another account of this bank (credited here). */
  internal: boolean;
  /** Routed through the incore provider (SEPA, SWIFT or a non-CHF currency). */
  incore: boolean;
  e2eReference: string | null;
  customerTransactionId: string | null;
  originator: { accountUid: string; iban: string; currency: string };
  /** What the debit account pays (FX applied, fee included) once executed, else the estimate. */
  debitAmount: Amount;
  fee: Amount;
  isEBillOrder: boolean;
  ebillBCId: string | null;
  requestingAgentUid: string;
  partnerCategory: string | null;
  /** The first order of a standing order's series (itself for the first); null for single payments. */
  seriesUid: string | null;
  /** Deliveries the clearing refused so far (docs/payments-api.md "Clearing, review and compliance"). */
  clearingAttempts?: number;
  /** A retrying order's next delivery attempt, yyyy-MM-dd; null otherwise. */
  nextAttemptDate?: string | null;
}

/** Spec §3 "Payment order as read"; also the submit response (status, _links.beneficiary.uri). */
export interface PaymentOrderRead extends PaymentOrder {
  uid: string;
  status: PaymentOrderStatus;
  statusReason: PaymentOrderStatusReason | null;
  createdAt: string;
  updatedAt: string;
  base: PaymentOrderBase;
  paymentOrderData: PaymentOrderData;
  transactionReceiptData: {
    noteText: string | null;
    attachedFiles: { bucketFileName: string; displayName: string; mime: string; resourceUid: string }[];
  };
  /** The order's signatures under the partnership's voting rule (status approval); else null. */
  approval: ApprovalState | null;
  /** A blocked order's new beneficiary awaiting signatures; else null. */
  beneficiaryApproval: ApprovalState | null;
  _links: { self: { uri: string }; beneficiary: { uri: string } | null };
  /** Only the actions the reader may take now (spec §4 editing, deletion, approval rules). */
  _actions: { update?: LinkedAction; delete?: LinkedAction; approve?: LinkedAction; reject?: LinkedAction };
}

/** Spec §3 "Submit response": the order as read (status draft, accepted, executed, rejected or blocked). */
export type SubmitResult = PaymentOrderRead;

/** GET /v2/cash-accounts/{id}/payment-orders: a page of orders (x-total-count header). */
export type PaymentOrderList = PaymentOrderRead[];

/** POST /v2/partnerships/pending-approvals/{uid}/approve|reject answer. */
export interface ApprovalDecision {
  uid: string;
  status: 'pending' | 'approved' | 'rejected';
  subjectType: 'paymentOrder' | 'beneficiary' | 'deputyChange';
  subjectUid: string;
  votingRule: VotingRule;
  requiredApprovals: number;
  approvedBy: string[];
  /** Signatures still needed under the voting rule after this decision. */
  stillNeeded: number;
  rejectedBy: string | null;
  /** The payment order's status after the decision (null for other subjects). */
  subjectStatus: PaymentOrderStatus | null;
}
