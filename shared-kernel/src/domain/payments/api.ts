/**
 * The payments calls of spec §7 as the gateway serves them (docs/payments-api.md is the readable contract).
 * The answers are the wire contract of ../contracts/payments.ts (schemas, types derived from them); the form's
 * request types and the constants they use live here.
 */
import type { PaymentOrderStatus } from '../entities';
import type { FormSchema } from '../../forms/schema';
import type {
  ApprovalDecision,
  ApprovalState,
  LinkedAction,
  PaymentOrderData,
  PaymentOrderRead,
} from '../contracts/payments';

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

/**
 * The orders the open-payments badge and the dashboard count (issue 28): what still needs the user (a draft to
 * complete, an order to sign, a beneficiary to approve) or waits for its execution date (accepted). An order the
 * bank already debited or handles (in progress, retrying its clearing, in manual review or quarantine) is listed
 * in the overview but asks nothing of the user.
 */
export const AWAITING_PAYMENT_ORDER_STATUSES: readonly PaymentOrderStatus[] = [
  'draft',
  'approval',
  'blocked',
  'accepted',
];

/** Whether an order of this status counts as an open payment (badge, dashboard). */
export const countsAsOpenPayment = (status: PaymentOrderStatus): boolean =>
  AWAITING_PAYMENT_ORDER_STATUSES.includes(status);

/** Why an order ended rejected (or stays blocked/quarantined); an i18n key app.payments.{reason}. */
export const PAYMENT_ORDER_STATUS_REASONS = [
  'insufficient_funds',
  'rejected_by_signer',
  'beneficiary_rejected',
  'account_not_active',
  'compliance_review',
  'beneficiary_approval_required',
  'clearing_refused',
  'manual_review',
  'review_rejected',
] as const;
export type PaymentOrderStatusReason = (typeof PAYMENT_ORDER_STATUS_REASONS)[number];

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
  /**
   * A standing order's last payment date, yyyy-MM-dd (issue 28): no occurrence after it is created. Optional,
   * only with a recurrence, not before paymentTime; absent: until cancelled.
   */
  recurrenceEndDate?: string;
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
  /**
   * Issue 31: the order pays an eBill invoice (its businessCaseId in ebillBCId). The gateway checks it against the
   * invoice (the context's own, OPEN, creditor IBAN, reference, amount: the total or an open instalment); only on
   * create, a single payment; such an order cannot be edited afterwards (spec §4).
   */
  isEBillOrder?: boolean;
  ebillBCId?: string;
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

export type { BeneficiaryAddressRead } from '../contracts/payment-helpers';

/** The order as read, its data, its approvals and actions: one contract (../contracts/payments.ts). */
export type { ApprovalDecision, ApprovalState, LinkedAction, PaymentOrderData, PaymentOrderRead };

/** Spec §3 "Submit response": the order as read (status draft, accepted, executed, rejected or blocked). */
export type SubmitResult = PaymentOrderRead;

/** GET /v2/cash-accounts/{id}/payment-orders: a page of orders (x-total-count header). */
export type PaymentOrderList = PaymentOrderRead[];
