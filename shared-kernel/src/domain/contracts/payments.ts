/**
 * The payments resource's answers, once (issue 27 item 1): the gateway declares them as its routes' response
 * schemas, the remotes read the types derived from them. docs/payments-api.md is the readable contract.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_ORDER_STATUSES, VOTING_RULES } from '../entities';
import { PAYMENT_KINDS } from '../format/paymentKind';
import {
  PAYMENT_ORDER_BASES,
  PAYMENT_ORDER_STATUS_REASONS,
  PAYMENT_TYPES,
  RECURRENCES,
  REFERENCE_TYPES,
} from '../payments/api';
import {
  amountSchema,
  arrayOf,
  boolean,
  closed,
  day,
  integer,
  nullableDay,
  nullableText,
  nullableTimestamp,
  text,
  timestamp,
  uriLink,
} from './pieces';

const nullable = <S extends object>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** Spec §3 structured address of the payment form (country: 3 letters). */
export const paymentFormAddressSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    street: text,
    number: text,
    postalCode: text,
    city: text,
    country: text,
    postBoxAddrs: text,
  },
} as const;

const unstructuredAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['addressLines', 'country'],
  properties: { addressLines: { type: 'array', items: text }, country: text },
} as const;

/** Issue 28: the most a signer's reason for a rejection may say. */
export const DECISION_REASON_MAX_LENGTH = 140;

/** A person named on an order (its capturer, a signer): readers of the order only. */
const namedPersonSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uid', 'name'],
  properties: { uid: text, name: text },
} as const;

/** One signature of an approval: the signer and when they signed (null for signatures older than issue 28). */
const signatureSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['personUid', 'name', 'signedAt'],
  properties: { personUid: text, name: text, signedAt: nullableTimestamp },
} as const;

/** The voting state of an order (or a beneficiary) awaiting signatures. */
export const approvalStateSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'uid',
    'status',
    'votingRule',
    'requiredApprovals',
    'approvedBy',
    'stillNeeded',
    'rejectedBy',
    'mayApprove',
  ],
  properties: {
    /** POST /api/v2/partnerships/pending-approvals/{uid}/approve|reject. */
    uid: text,
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    votingRule: { type: 'string', enum: VOTING_RULES },
    requiredApprovals: integer,
    /** Person uids who signed; each signer counts once. */
    approvedBy: { type: 'array', items: text },
    /** Signatures still needed for release under the voting rule (0 once released). */
    stillNeeded: integer,
    rejectedBy: nullableText,
    /** Whether the reader may sign it now (approve right, not yet signed, spec §4 rule). */
    mayApprove: boolean,
    /** Who signed and when, in signing order (names for the order's readers only, issue 28). */
    signatures: { type: 'array', items: signatureSchema },
    /** Who rejected it, named; null unless rejected. */
    rejectedByName: nullableText,
  },
} as const;

const linkedActionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'uri'],
  properties: { method: { type: 'string', enum: ['PATCH', 'DELETE', 'POST'] }, uri: text },
} as const;

const attachedFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bucketFileName', 'displayName', 'mime', 'resourceUid'],
  properties: { bucketFileName: text, displayName: text, mime: text, resourceUid: text },
} as const;

/** Spec §3 "Payment order as read": the order's data (docs/payments-api.md "Order as read"). */
export const paymentOrderDataSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'beneficiary',
    'paymentAmount',
    'structuredReference',
    'referenceType',
    'paymentReason',
    'recurrence',
    'userCategory',
    'paymentTime',
    'expectedExecutionDate',
    'expectedExecutionTime',
    'executedAt',
    'paymentType',
    'paymentOrderType',
    'paymentKind',
    'internal',
    'incore',
    'e2eReference',
    'customerTransactionId',
    'originator',
    'debitAmount',
    'fee',
    'isEBillOrder',
    'ebillBCId',
    'requestingAgentUid',
    'partnerCategory',
    'seriesUid',
    'clearingAttempts',
    'nextAttemptDate',
  ],
  properties: {
    beneficiary: {
      type: 'object',
      additionalProperties: false,
      required: ['uid', 'name', 'iban', 'swiftBIC', 'address', 'unstructuredAddress'],
      properties: {
        uid: nullableText,
        name: text,
        iban: nullableText,
        swiftBIC: nullableText,
        address: nullable(paymentFormAddressSchema),
        unstructuredAddress: nullable(unstructuredAddressSchema),
      },
    },
    /** amount: decimal string with 2 decimals ("1234.50"); value/factor the exact integer form. */
    paymentAmount: {
      type: 'object',
      additionalProperties: false,
      required: ['amount', 'currency', 'value', 'factor'],
      properties: { amount: text, currency: text, value: integer, factor: integer },
    },
    structuredReference: nullableText,
    referenceType: { type: 'string', enum: REFERENCE_TYPES },
    paymentReason: nullableText,
    recurrence: { type: 'string', enum: RECURRENCES },
    /**
     * A standing order's last payment date (no occurrence after it); null: until cancelled, or no recurrence. The
     * gateway always sends it; optional in the type so the field came in a kernel minor.
     */
    recurrenceEndDate: nullableDay,
    userCategory: text,
    /** Requested date. */
    paymentTime: day,
    /** The banking day it executes (paymentTime or the next banking day). */
    expectedExecutionDate: day,
    /** That day's start in Europe/Zurich. */
    expectedExecutionTime: timestamp,
    /** When it was booked; null until executed (the form's "executed payment time"). */
    executedAt: nullableTimestamp,
    paymentType: { type: 'string', enum: PAYMENT_TYPES },
    /** Same value as paymentType (the spec reads either name). */
    paymentOrderType: { type: 'string', enum: PAYMENT_TYPES },
    paymentKind: { type: 'string', enum: PAYMENT_KINDS },
    /** To another account of this bank (credited here). */
    internal: boolean,
    /** Routed through the incore provider (SEPA, SWIFT or a non-CHF currency). */
    incore: boolean,
    e2eReference: nullableText,
    customerTransactionId: nullableText,
    originator: {
      type: 'object',
      additionalProperties: false,
      required: ['accountUid', 'iban', 'currency'],
      properties: { accountUid: text, iban: text, currency: text },
    },
    /** What the debit account pays (FX applied, fee included) once executed, else the estimate. */
    debitAmount: amountSchema,
    fee: amountSchema,
    isEBillOrder: boolean,
    ebillBCId: nullableText,
    requestingAgentUid: text,
    partnerCategory: nullableText,
    /** The first order of a standing order's series (itself for the first); null for single payments. */
    seriesUid: nullableText,
    /** Deliveries the clearing refused so far (docs/payments-api.md "Clearing, review and compliance"). */
    clearingAttempts: integer,
    /** A retrying order's next delivery attempt; null otherwise. */
    nextAttemptDate: nullableDay,
  },
} as const;

/** Spec §3 "Payment order as read"; also the submit response. */
export const paymentOrderReadSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'uid',
    'status',
    'statusReason',
    'createdAt',
    'updatedAt',
    'base',
    'paymentOrderData',
    'transactionReceiptData',
    'approval',
    'beneficiaryApproval',
    '_links',
    '_actions',
  ],
  properties: {
    uid: text,
    status: { type: 'string', enum: PAYMENT_ORDER_STATUSES },
    statusReason: { anyOf: [{ type: 'string', enum: PAYMENT_ORDER_STATUS_REASONS }, { type: 'null' }] },
    createdAt: timestamp,
    updatedAt: timestamp,
    base: { type: 'string', enum: PAYMENT_ORDER_BASES },
    paymentOrderData: paymentOrderDataSchema,
    transactionReceiptData: {
      type: 'object',
      additionalProperties: false,
      required: ['noteText', 'attachedFiles'],
      properties: { noteText: nullableText, attachedFiles: { type: 'array', items: attachedFileSchema } },
    },
    /** The order's signatures under the partnership's voting rule (status approval); else null. */
    approval: nullable(approvalStateSchema),
    /** A blocked order's new beneficiary awaiting signatures; else null. */
    beneficiaryApproval: nullable(approvalStateSchema),
    _links: {
      type: 'object',
      additionalProperties: false,
      required: ['self', 'beneficiary'],
      properties: { self: uriLink, beneficiary: nullable(uriLink) },
    },
    /** Who captured the order, named (issue 28; the order's readers only). */
    capturer: namedPersonSchema,
    /** The signer's reason for rejecting the order (max 140 characters); null otherwise. */
    rejectionReason: nullableText,
    /** The PDF payment confirmation (GET /api/v2/payment-orders/{uid}/confirmation.pdf). */
    confirmation: uriLink,
    /** Only the actions the reader may take now (spec §4 editing, deletion, approval rules). */
    _actions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        update: linkedActionSchema,
        delete: linkedActionSchema,
        approve: linkedActionSchema,
        reject: linkedActionSchema,
      },
    },
  },
} as const;

/**
 * GET /v2/cash-accounts/{id}/standing-orders (issue 28): one standing order per series (its occurrences are
 * one order each and share the first order's uid), with the occurrence that executes next; editing or
 * deleting that occurrence edits or cancels the series (its `_actions` say what the reader may do).
 */
export const standingOrderReadSchema = closed({
  /** The series: the uid of its first order. */
  seriesUid: text,
  /** The first occurrence's requested date (the day the rhythm counts from). */
  startDate: day,
  /** The banking day the next occurrence executes on. */
  nextExecutionDate: day,
  /** The series' last payment date (the next occurrence's `recurrenceEndDate`); null: until cancelled. */
  endDate: nullableDay,
  /** The next occurrence as read: beneficiary, amount, recurrence, status, allowed actions. */
  next: paymentOrderReadSchema,
});

export const standingOrderListSchema = arrayOf(standingOrderReadSchema);

/**
 * POST /v2/partnerships/pending-approvals/{uid}/approve|reject: the body, optional (a rejection's reason);
 * an absent body reaches the validator as null.
 */
export const approvalDecisionBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { reason: { type: 'string', maxLength: DECISION_REASON_MAX_LENGTH } },
} as const;

/** POST /v2/partnerships/pending-approvals/{uid}/approve|reject: the approval after the decision. */
export const approvalDecisionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'uid',
    'status',
    'subjectType',
    'subjectUid',
    'votingRule',
    'requiredApprovals',
    'approvedBy',
    'stillNeeded',
    'rejectedBy',
    'subjectStatus',
  ],
  properties: {
    uid: text,
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    subjectType: { type: 'string', enum: ['paymentOrder', 'beneficiary', 'deputyChange'] },
    subjectUid: text,
    votingRule: { type: 'string', enum: VOTING_RULES },
    requiredApprovals: integer,
    approvedBy: { type: 'array', items: text },
    /** Signatures still needed under the voting rule after this decision. */
    stillNeeded: integer,
    rejectedBy: nullableText,
    /** The payment order's status after the decision (null for other subjects). */
    subjectStatus: { anyOf: [{ type: 'string', enum: PAYMENT_ORDER_STATUSES }, { type: 'null' }] },
  },
} as const;

export type ApprovalDecisionBody = FromSchema<typeof approvalDecisionBodySchema>;
export type ApprovalDecision = FromSchema<typeof approvalDecisionSchema>;
export type PaymentFormAddressRead = FromSchema<typeof paymentFormAddressSchema>;
export type ApprovalState = FromSchema<typeof approvalStateSchema>;
export type LinkedAction = FromSchema<typeof linkedActionSchema>;
export type PaymentOrderData = FromSchema<typeof paymentOrderDataSchema>;
export type PaymentOrderRead = FromSchema<typeof paymentOrderReadSchema>;
export type StandingOrderRead = FromSchema<typeof standingOrderReadSchema>;
