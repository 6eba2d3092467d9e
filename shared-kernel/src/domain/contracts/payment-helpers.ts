/**
 * The payment form's helper answers (spec §7 "Payments": payment dates, a Kontor IBAN's holder, payment
 * options, a beneficiary, the incore quote and currencies) and the sandbox clock, once (issue 27 item 1):
 * the gateway's response schemas, the types the remotes read.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_KINDS } from '../format/paymentKind';
import { PAYMENT_TYPES, RECURRENCES, REFERENCE_TYPES } from '../payments/api';
import { amountSchema, boolean, closed, day, integer, nullableText, query, text, timestamp } from './pieces';

const currencyCode = { type: 'string', pattern: '^[A-Z]{3}$' } as const;

/** Spec §3 "Payment dates response" (GET /payment-dates). */
export const paymentDatesSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'clearingHolidays',
    'recommendedExecutionDate',
    'nextExecutionDate',
    'weekendAllowed',
    'today',
    'maxDate',
  ],
  properties: {
    /** SIX SIC clearing holidays from today for 400 days (weekends not listed). */
    clearingHolidays: { type: 'array', items: day },
    /** eBill: the latest banking day not after the due date (not before nextExecutionDate); else nextExecutionDate. */
    recommendedExecutionDate: day,
    /** The earliest banking day an order can execute: today when it is one. */
    nextExecutionDate: day,
    /** Weekends selectable: true for recurring (standing) orders. */
    weekendAllowed: boolean,
    /** The bank's today (sandbox clock applied). */
    today: day,
    /** The last date the form accepts (today + 365 days). */
    maxDate: day,
  },
} as const;

/** Spec §3 "Account info response" (GET /account-number-info?id=IBAN): a Kontor IBAN's holder. */
export const accountNumberInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'address'],
  properties: {
    name: text,
    address: {
      type: 'object',
      additionalProperties: false,
      required: ['street', 'houseNo', 'zip', 'town', 'country'],
      properties: {
        street: nullableText,
        houseNo: nullableText,
        zip: nullableText,
        town: nullableText,
        country: text,
      },
    },
  },
} as const;

/** GET /v2/cash-accounts/{id}/payment-options?targetIban=&targetCurrency= */
export const paymentOptionsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'targetAccountCurrency',
    'paymentKind',
    'paymentType',
    'internal',
    'incore',
    'international',
    'bicRequired',
    'addressRequired',
    'streetRequired',
    'eligible',
    'missingFeature',
    'foreignBankFeeNotice',
  ],
  properties: {
    /** The target account's currency when the IBAN is a Kontor account (spec §3), else null. */
    targetAccountCurrency: nullableText,
    paymentKind: { type: 'string', enum: PAYMENT_KINDS },
    paymentType: { type: 'string', enum: PAYMENT_TYPES },
    internal: boolean,
    incore: boolean,
    international: boolean,
    bicRequired: boolean,
    addressRequired: boolean,
    streetRequired: boolean,
    /** False shows the not-eligible upgrade warning (spec §5); missingFeature names why. */
    eligible: boolean,
    missingFeature: {
      anyOf: [
        {
          type: 'string',
          enum: ['InternationalPaymentSEPAOut', 'InternationalPaymentSWIFTOut', 'AccountNotInternational'],
        },
        { type: 'null' },
      ],
    },
    /** The beneficiary's bank may deduct its own fees (incore foreign payments, spec §8 notice). */
    foreignBankFeeNotice: boolean,
  },
} as const;

/** Spec §3 "Beneficiary as read": the address names (town, zip, houseNo, poBox). */
export const beneficiaryAddressReadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['street', 'houseNo', 'zip', 'town', 'country', 'poBox'],
  properties: {
    street: nullableText,
    houseNo: nullableText,
    zip: nullableText,
    town: nullableText,
    country: nullableText,
    poBox: nullableText,
  },
} as const;

/** A beneficiary's latest approval as the beneficiary read names it (signatures, not the reader's actions). */
export const beneficiaryApprovalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uid', 'status', 'requiredApprovals', 'approvedBy', 'rejectedBy'],
  properties: {
    uid: text,
    status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
    requiredApprovals: integer,
    approvedBy: { type: 'array', items: text },
    rejectedBy: nullableText,
  },
} as const;

/** Spec §3 "Beneficiary as read" (GET /beneficiaries/{uid}). */
export const beneficiaryReadSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['uid', 'name', 'iban', 'swiftBIC', 'address', 'signed', 'approval', 'paymentInputProposal'],
  properties: {
    uid: text,
    name: text,
    iban: nullableText,
    swiftBIC: nullableText,
    address: { anyOf: [beneficiaryAddressReadSchema, { type: 'null' }] },
    /** False while a partnership's new beneficiary awaits signatures. */
    signed: boolean,
    approval: { anyOf: [beneficiaryApprovalSchema, { type: 'null' }] },
    /** What the last payment to it used, to prefill the next one. */
    paymentInputProposal: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['reference', 'referenceType', 'currency', 'paymentType', 'paymentReason'],
          properties: {
            reference: nullableText,
            referenceType: { type: 'string', enum: REFERENCE_TYPES },
            currency: text,
            paymentType: { type: 'string', enum: PAYMENT_TYPES },
            paymentReason: nullableText,
          },
        },
        { type: 'null' },
      ],
    },
  },
} as const;

/** Spec §3 "Incore quote": additionalFee, sourceAmount, exchange rate. */
export const incoreQuoteSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'sourceAmount',
    'targetAmount',
    'exchangeRate',
    'exchangeRateMicros',
    'additionalFee',
    'totalDebit',
    'paymentKind',
    'foreignBankFeeNotice',
    'validUntil',
  ],
  properties: {
    sourceAmount: amountSchema,
    targetAmount: amountSchema,
    /** Source currency per 1 unit of target currency, 6 decimals (display with formatExchangeRate). */
    exchangeRate: { type: 'number' },
    /** The same rate as an exact integer: rate × 1'000'000. */
    exchangeRateMicros: integer,
    /** The bank's fee in the source currency. */
    additionalFee: amountSchema,
    /** sourceAmount + additionalFee: what the account is debited. */
    totalDebit: amountSchema,
    paymentKind: { type: 'string', enum: PAYMENT_KINDS },
    foreignBankFeeNotice: boolean,
    validUntil: timestamp,
  },
} as const;

/** Spec §3 "Currency entry" (GET /v2/incore/currencies/CHF). */
export const currencyEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['code', 'countries'],
  properties: {
    code: text,
    /** Countries (3-letter codes) using it. */
    countries: { type: 'array', items: text },
  },
} as const;

/** Sandbox clock (local and sandbox only): GET and POST /api/sandbox/clock, POST /api/sandbox/scheduler/run. */
export const sandboxClockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['today', 'offsetDays'],
  properties: {
    /** The bank's today. */
    today: day,
    /** Days the sandbox runs ahead of the real Zurich date. */
    offsetDays: integer,
    /** What the scheduler did on the way (POST only). */
    run: {
      type: 'object',
      additionalProperties: false,
      required: ['executed', 'rejected', 'occurrencesCreated', 'held', 'retried'],
      properties: {
        executed: integer,
        rejected: integer,
        occurrencesCreated: integer,
        held: integer,
        retried: integer,
        /** Issue 31: invoices standing approvals paid, and those they did not cover. */
        ebillPaid: integer,
        ebillNotCovered: integer,
      },
    },
  },
} as const;

/** GET /payment-dates?isEBill&dueDate&recurrence */
export const paymentDatesQuerySchema = query(
  { isEBill: boolean, dueDate: day, recurrence: { type: 'string', enum: RECURRENCES } },
  ['isEBill', 'dueDate', 'recurrence'],
);

/** GET /account-number-info?id={iban} */
export const accountNumberInfoQuerySchema = query({ id: { type: 'string', maxLength: 42 } });

/** GET /v2/cash-accounts/{id}/payment-options?targetIban=&targetCurrency= */
export const paymentOptionsQuerySchema = query(
  { targetIban: { type: 'string', maxLength: 42 }, targetCurrency: currencyCode },
  ['targetIban', 'targetCurrency'],
);

/** POST /v2/incore/quote/calculate: targetAmount in the target currency, at most its decimals. */
export const incoreQuoteBodySchema = closed(
  {
    targetAmount: { type: 'number', minimum: 0.01, maximum: 1_000_000 },
    sourceCurrency: currencyCode,
    targetCurrency: currencyCode,
    /** Empty, or the creditor's IBAN. */
    targetIban: { type: 'string', maxLength: 34, pattern: '^([A-Z]{2}[0-9]{2}[A-Z0-9]{11,30})?$' },
    sourceIban: { type: 'string', minLength: 5, maxLength: 34, pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]+$' },
  },
  ['targetIban'],
);

/** GET /v2/incore/currencies/{currency} */
export const currenciesParams = closed({ currency: currencyCode });

export type PaymentDatesResponse = FromSchema<typeof paymentDatesSchema>;
export type AccountNumberInfo = FromSchema<typeof accountNumberInfoSchema>;
export type PaymentOptions = FromSchema<typeof paymentOptionsSchema>;
export type BeneficiaryAddressRead = FromSchema<typeof beneficiaryAddressReadSchema>;
export type BeneficiaryRead = FromSchema<typeof beneficiaryReadSchema>;
export type IncoreQuote = FromSchema<typeof incoreQuoteSchema>;
export type CurrencyEntry = FromSchema<typeof currencyEntrySchema>;
export type SandboxClock = FromSchema<typeof sandboxClockSchema>;
export type PaymentDatesQuery = FromSchema<typeof paymentDatesQuerySchema>;
export type AccountNumberInfoQuery = FromSchema<typeof accountNumberInfoQuerySchema>;
export type PaymentOptionsQuery = FromSchema<typeof paymentOptionsQuerySchema>;
export type IncoreQuoteBody = FromSchema<typeof incoreQuoteBodySchema>;
export type CurrenciesParams = FromSchema<typeof currenciesParams>;
