/**
 * The eBill resource's contract, once (issue 31; spec §3 "Invoice", "Biller", "Standing approval", §4 invoice and
 * eBill subscription status, standing approval save, §5 standing approval rules, §7 "eBill"): the subscription of
 * a person or a partnership, the biller directory and the context's related billers, invoices with their receipt,
 * standing approvals, the eBill events' names and the sandbox eBill network (a biller issuing an invoice, the
 * network confirming a subscription). The gateway declares them as its routes' schemas on both bases (private
 * `/api/v2/ebill`, business `/api/v2/ebill-business/partnerships/{uid}`); remote-ebill and remote-payments read
 * the types. The rules (who may read or manage eBill, the save rule, the subscription's menu facts) are in
 * ../rules/ebill.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { REFERENCE_TYPES } from '../payments/api';
import {
  amountSchema,
  arrayOf,
  boolean,
  closed,
  day,
  integer,
  nullableText,
  nullableTimestamp,
  orNull,
  query,
  text,
  timestamp,
  uuid,
} from './pieces';
import type { QueryOf } from './request-pieces';

/** Spec §4 eBill subscription status. */
export const EBILL_SUBSCRIPTION_STATUSES = ['REQUESTED', 'ACTIVE', 'INACTIVE', 'BLOCKED'] as const;
/** Spec §4 invoice status. */
export const EBILL_INVOICE_STATUSES = ['OPEN', 'SETTLED', 'REJECTED'] as const;
/** Spec §4 invoice types. */
export const EBILL_INVOICE_TYPES = ['bill', 'credit', 'advice', 'reminder'] as const;
/** Spec §5/§9 standing approval periods. */
export const STANDING_APPROVAL_PERIODS = ['month', 'quarter', 'semester', 'year'] as const;
/** Spec §5 standing approval types. */
export const STANDING_APPROVAL_TYPES = ['upperLimit', 'exactAmount'] as const;
/** Spec §2 the standing approval editor's three choices (none is saved by deleting, spec §4). */
export const STANDING_APPROVAL_CHOICES = ['none', 'upperLimit', 'exactAmount'] as const;
/** Spec §9: a standing approval's currency is CHF only. */
export const STANDING_APPROVAL_CURRENCIES = ['CHF'] as const;
/** Whose eBill: a person's (private base) or a partnership's (business base). */
export const EBILL_OWNER_TYPES = ['person', 'partnership'] as const;
/** What a standing approval did with an invoice on its due date (ebill-pay writes it). */
export const EBILL_AUTO_PAYMENT_OUTCOMES = ['paid', 'notCovered'] as const;
/**
 * Why a standing approval did not pay an invoice: above the upper limit within the period, not the exact amount,
 * the account lacks the funds, the account can no longer be paid from (closed, not CHF, the right withdrawn),
 * the invoice is paid by instalments the approval does not cover, the payment engine refused the order.
 */
export const EBILL_AUTO_PAYMENT_REASONS = [
  'aboveLimit',
  'notExactAmount',
  'noAccountFunds',
  'accountNotUsable',
  'instalments',
  'paymentRefused',
] as const;
/** The invoice actions its reader may take now (the kernel's invoiceActions). */
export const EBILL_INVOICE_ACTIONS = ['pay', 'reject'] as const;
/**
 * The eBill event stream types (spec §7 "Event stream", Kontor's eBill additions): an invoice arrived (a biller
 * issued it), was rejected, settled (an order paid it), not covered (its standing approval did not pay it: the
 * customer is told); the subscription changed (activation requested, confirmed, deactivated, settings). Their
 * message carries `businessCaseId` (invoices) or `ownerUid` (subscription), `status` and `partnershipUid` in a
 * business context. Published by the gateway's ebill (arrived, rejected, subscription) and payments (settled,
 * not covered) resources.
 */
export const EBILL_EVENT_TYPES = [
  'ebillInvoiceArrived',
  'ebillInvoiceRejected',
  'ebillInvoiceSettled',
  'ebillInvoiceNotCovered',
  'ebillSubscription',
] as const;
/**
 * The refusals of the eBill routes (spec §8 error bodies `{code, message}`, 4xx; remote-ebill shows
 * `webapp.ebill.errors.{code}`, as remote-cards does): eBill not active in the context, already active or requested, blocked, no right to
 * manage, the invoice no longer open or paid by a live order, a standing approval already on the relation, the
 * account not one the caller may pay from in CHF, unknown biller / relation / invoice / standing approval, the
 * biller already related.
 */
export const EBILL_ERROR_CODES = [
  'ebill_not_active',
  'ebill_already_active',
  'ebill_blocked',
  'ebill_forbidden',
  'ebill_invoice_not_open',
  'ebill_invoice_in_payment',
  'ebill_standing_approval_exists',
  'ebill_standing_approval_account',
  'ebill_biller_unknown',
  'ebill_biller_relation_unknown',
  'ebill_biller_already_related',
  'ebill_invoice_unknown',
  'ebill_standing_approval_unknown',
] as const;

const subscriptionStatus = { type: 'string', enum: EBILL_SUBSCRIPTION_STATUSES } as const;
const invoiceStatus = { type: 'string', enum: EBILL_INVOICE_STATUSES } as const;
const invoiceType = { type: 'string', enum: EBILL_INVOICE_TYPES } as const;
const period = { type: 'string', enum: STANDING_APPROVAL_PERIODS } as const;
const approvalType = { type: 'string', enum: STANDING_APPROVAL_TYPES } as const;

/** An eBill biller id (PostFinance's eBill network: 17 digits). */
export const billerIdSchema = { type: 'string', pattern: '^[0-9]{17}$' } as const;
/** A business case id (the invoice's id in the eBill network: 8 to 40 letters and digits). */
export const businessCaseIdSchema = { type: 'string', pattern: '^[A-Za-z0-9]{8,40}$' } as const;
/** The customer's reference at the biller (customer or contract number as printed on the biller's bills). */
export const customerReferenceSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 35,
  pattern: '^[A-Za-z0-9][A-Za-z0-9 ./-]*$',
} as const;
/**
 * Spec §5: a standing approval's amount: up to 20 digits with optional 1 to 4 decimals (a decimal point, no
 * sign, no grouping).
 */
export const standingApprovalAmountSchema = {
  type: 'string',
  pattern: '^[0-9]{1,20}(\\.[0-9]{1,4})?$',
} as const;
/** Spec §5: currency three capital letters, CHF only (§9). */
export const standingApprovalCurrencySchema = {
  type: 'string',
  pattern: '^[A-Z]{3}$',
  enum: STANDING_APPROVAL_CURRENCIES,
} as const;
const email = { type: 'string', format: 'email', minLength: 3, maxLength: 254 } as const;

/** GET {base}/subscription: the context's eBill subscription, and what the reader may do with it. */
export const ebillSubscriptionSchema = closed({
  /** The person (private base) or the partnership (business base). */
  ownerUid: text,
  ownerType: { type: 'string', enum: EBILL_OWNER_TYPES },
  /** Null: never registered for eBill. */
  status: orNull(subscriptionStatus),
  /** Where the eBill network sends its notifications. */
  email: nullableText,
  /** Notification settings: a new invoice arrived; a standing approval did not pay an invoice. */
  notifyNewInvoice: boolean,
  notifyNotCovered: boolean,
  /** When the subscription was first requested, and when its status last changed. */
  requestedAt: nullableTimestamp,
  statusChangedAt: nullableTimestamp,
  /** The reader's rights in this context (the kernel's ebillReadAllowed / ebillManageAllowed). */
  rights: closed({ read: boolean, manage: boolean }),
});

/** POST {base}/subscription: activate (REQUESTED until the eBill network confirms it). */
export const ebillActivationBodySchema = closed({
  email,
  /** The eBill terms (agreement code EBSTC) accepted. */
  acceptedTerms: { type: 'boolean', const: true },
});

/** PATCH {base}/subscription: the notification settings (at least one). */
export const ebillSettingsBodySchema = {
  ...closed({ email, notifyNewInvoice: boolean, notifyNotCovered: boolean }, [
    'email',
    'notifyNewInvoice',
    'notifyNotCovered',
  ]),
  minProperties: 1,
} as const;

/** Spec §3 Standing approval as the server reads it back (cashAccountUid, standingApprovalId, period, type, amount). */
export const standingApprovalSchema = closed({
  standingApprovalId: text,
  cashAccountUid: text,
  billerId: text,
  billerRelationId: text,
  period,
  type: approvalType,
  /** A decimal string with at least 2 decimals ("150.00"). */
  amount: text,
  currency: text,
  createdAt: timestamp,
});
export const standingApprovalsSchema = arrayOf(standingApprovalSchema);

/** Spec §5 the five fields of a standing approval: all required, no others. */
const standingApprovalFields = {
  accountUid: uuid,
  amount: standingApprovalAmountSchema,
  currency: standingApprovalCurrencySchema,
  period,
  type: approvalType,
} as const;

/** PATCH {base}/standing-approvals/{standingApprovalId}: the five fields, all required, no others (spec §5). */
export const standingApprovalUpdateBodySchema = closed(standingApprovalFields);

/** POST {base}/related-billers/standing-approvals: the five fields plus the biller and its relation (spec §3). */
export const standingApprovalCreateBodySchema = closed({
  ...standingApprovalFields,
  billerId: billerIdSchema,
  billerRelationId: uuid,
});

/** `{standingApprovalId}` in the path. */
export const standingApprovalPathParams = closed({ standingApprovalId: uuid });

/** Spec §3 Biller: a related biller of the context (GET {base}/related-billers). */
export const relatedBillerSchema = closed({
  billerId: text,
  name: text,
  city: text,
  /** The biller's creditor account (the invoices' payee). */
  iban: text,
  billerRelationId: text,
  customerReference: text,
  standingApprovals: standingApprovalsSchema,
  /** The relation's open invoices. */
  openInvoices: integer,
  createdAt: timestamp,
});
export const relatedBillersSchema = arrayOf(relatedBillerSchema);

/** GET {base}/billers: the eBill network's biller directory, searched by name or city. */
export const billerDirectoryQuerySchema = query(
  {
    search: { type: 'string', maxLength: 140 },
    count: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
  },
  ['search', 'count'],
);
export const billerDirectoryEntrySchema = closed({
  billerId: text,
  name: text,
  city: text,
  /** The context already has a relation with this biller. */
  related: boolean,
});
export const billerDirectorySchema = arrayOf(billerDirectoryEntrySchema);

/** POST {base}/related-billers: add a biller of the directory with the customer's reference at it (201). */
export const relatedBillerCreateBodySchema = closed({
  billerId: billerIdSchema,
  customerReference: customerReferenceSchema,
});

/** An instalment's amount as the eBill network writes it (spec §3 "paymentInformation amount value and currencyCode"). */
const instalmentAmount = closed({ value: integer, factor: integer, currencyCode: text });

/** One instalment of an invoice paid by instalments, in due-date order. */
export const invoiceInstalmentSchema = closed({
  /** 1, 2, ... */
  instalmentNumber: integer,
  dueDate: day,
  paymentInformation: closed({ amount: instalmentAmount }),
  /** Paid (ebill-pay sets `settledAt` in the invoice's `instalments` item). */
  settled: boolean,
  /** The order that pays this instalment, if any. */
  paymentOrderUid: nullableText,
});

/** What a standing approval did with the invoice on its due date (null: nothing yet). */
export const invoiceAutoPaymentSchema = orNull(
  closed({
    outcome: { type: 'string', enum: EBILL_AUTO_PAYMENT_OUTCOMES },
    reason: orNull({ type: 'string', enum: EBILL_AUTO_PAYMENT_REASONS }),
  }),
);

/** Spec §3 Invoice, with Kontor's status, biller, creditor, reference and payment facts. */
export const ebillInvoiceSchema = closed({
  businessCaseId: text,
  type: invoiceType,
  status: invoiceStatus,
  billerId: text,
  billerName: text,
  billerRelationId: text,
  invoiceDate: day,
  /** When the amount to pay now is due: the single payment's due date, or the next open instalment's. */
  dueDate: day,
  /** The amount to pay now: the single payment's, or the next open instalment's (the total once all are paid). */
  amount: amountSchema,
  /** The invoice's total. */
  totalAmount: amountSchema,
  currency: text,
  singlePayment: boolean,
  /** Empty for a single payment. */
  paymentsByInstalments: arrayOf(invoiceInstalmentSchema),
  /** The payee: the biller's name, creditor account and city. */
  creditor: closed({ name: text, iban: text, city: text }),
  /** The payment reference (a QR reference of 27 digits, a creditor reference or none). */
  reference: text,
  referenceType: { type: 'string', enum: REFERENCE_TYPES },
  /** The order that pays it (single payment), if any. */
  paymentOrderUid: nullableText,
  autoPayment: invoiceAutoPaymentSchema,
  settledAt: nullableTimestamp,
  /** What the reader may do with it now (the kernel's invoiceActions). */
  actions: arrayOf({ type: 'string', enum: EBILL_INVOICE_ACTIONS }),
  createdAt: timestamp,
});
export const ebillInvoicesSchema = arrayOf(ebillInvoiceSchema);

/** GET {base}/related-billers-invoices: the context's invoices, newest due date first, filtered. */
export const ebillInvoicesQuerySchema = query(
  {
    businessCaseId: businessCaseIdSchema,
    billerId: billerIdSchema,
    status: invoiceStatus,
  },
  ['businessCaseId', 'billerId', 'status'],
);

/** `{businessCaseId}` in the path. */
export const businessCasePathParams = closed({ businessCaseId: businessCaseIdSchema });

/** GET {base}/invoices/{businessCaseId}/receipt: the invoice as a PDF file (spec §7). */
export const ebillReceiptSchema = closed({
  mimeType: { type: 'string', const: 'application/pdf' },
  fileName: text,
  base64: text,
});

/** An invoice's amount as a biller writes it: a decimal string, up to 9 digits and 2 decimals, not zero. */
const invoiceAmount = { type: 'string', pattern: '^(?!0+(\\.0+)?$)[0-9]{1,9}(\\.[0-9]{1,2})?$' } as const;

/**
 * POST /api/sandbox/ebill/invoices (local and sandbox): a biller of the directory issues an invoice to a person or
 * a partnership whose eBill is ACTIVE (the operator key, or a persona for itself or a partnership it may manage
 * eBill of). Without a relation to the biller one is made (with `customerReference`, or a generated one).
 * `instalments` (2 to 12) make an invoice paid by instalments, their amounts summing to `amount`.
 */
export const sandboxEbillInvoiceBodySchema = closed(
  {
    ownerUid: uuid,
    billerId: billerIdSchema,
    type: invoiceType,
    amount: invoiceAmount,
    dueDate: day,
    invoiceDate: day,
    customerReference: customerReferenceSchema,
    /** A QR reference (27 digits); generated when left out. */
    reference: { type: 'string', pattern: '^[0-9]{27}$' },
    instalments: {
      type: 'array',
      minItems: 2,
      maxItems: 12,
      items: closed({ dueDate: day, amount: invoiceAmount }),
    },
  },
  ['type', 'invoiceDate', 'customerReference', 'reference', 'instalments'],
);

/** POST /api/sandbox/ebill/subscriptions/{ownerUid}/confirm (operator key): the eBill network's answer to a request. */
export const sandboxEbillConfirmBodySchema = closed(
  { status: { type: 'string', enum: ['ACTIVE', 'BLOCKED'] } },
  ['status'],
);
/** `{ownerUid}` in the sandbox confirm path. */
export const ebillOwnerPathParams = closed({ ownerUid: uuid });

export type EbillSubscriptionStatus = (typeof EBILL_SUBSCRIPTION_STATUSES)[number];
export type EbillInvoiceStatus = (typeof EBILL_INVOICE_STATUSES)[number];
export type EbillInvoiceType = (typeof EBILL_INVOICE_TYPES)[number];
export type StandingApprovalPeriod = (typeof STANDING_APPROVAL_PERIODS)[number];
export type StandingApprovalType = (typeof STANDING_APPROVAL_TYPES)[number];
export type StandingApprovalChoice = (typeof STANDING_APPROVAL_CHOICES)[number];
export type EbillOwnerType = (typeof EBILL_OWNER_TYPES)[number];
export type EbillAutoPaymentOutcome = (typeof EBILL_AUTO_PAYMENT_OUTCOMES)[number];
export type EbillAutoPaymentReason = (typeof EBILL_AUTO_PAYMENT_REASONS)[number];
export type EbillInvoiceAction = (typeof EBILL_INVOICE_ACTIONS)[number];
export type EbillEventType = (typeof EBILL_EVENT_TYPES)[number];
export type EbillErrorCode = (typeof EBILL_ERROR_CODES)[number];
export type EbillSubscription = FromSchema<typeof ebillSubscriptionSchema>;
export type EbillActivationBody = FromSchema<typeof ebillActivationBodySchema>;
export type EbillSettingsBody = FromSchema<typeof ebillSettingsBodySchema>;
export type StandingApproval = FromSchema<typeof standingApprovalSchema>;
export type StandingApprovalUpdateBody = FromSchema<typeof standingApprovalUpdateBodySchema>;
export type StandingApprovalCreateBody = FromSchema<typeof standingApprovalCreateBodySchema>;
export type StandingApprovalPathParams = FromSchema<typeof standingApprovalPathParams>;
export type RelatedBiller = FromSchema<typeof relatedBillerSchema>;
export type BillerDirectoryQuery = QueryOf<typeof billerDirectoryQuerySchema>;
export type BillerDirectoryEntry = FromSchema<typeof billerDirectoryEntrySchema>;
export type RelatedBillerCreateBody = FromSchema<typeof relatedBillerCreateBodySchema>;
export type EbillInvoiceInstalment = FromSchema<typeof invoiceInstalmentSchema>;
export type EbillInvoiceAutoPayment = FromSchema<typeof invoiceAutoPaymentSchema>;
export type EbillInvoice = FromSchema<typeof ebillInvoiceSchema>;
export type EbillInvoicesQuery = QueryOf<typeof ebillInvoicesQuerySchema>;
export type BusinessCasePathParams = FromSchema<typeof businessCasePathParams>;
export type EbillReceipt = FromSchema<typeof ebillReceiptSchema>;
export type SandboxEbillInvoiceBody = FromSchema<typeof sandboxEbillInvoiceBodySchema>;
export type SandboxEbillConfirmBody = FromSchema<typeof sandboxEbillConfirmBodySchema>;
export type EbillOwnerPathParams = FromSchema<typeof ebillOwnerPathParams>;
