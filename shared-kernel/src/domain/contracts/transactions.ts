/**
 * The transactions resource's contract, once (issue 27 item 1): a booking as listed and read, its receipt and the
 * tag profile, the spendings timeseries, and the requests (the list's query string, a receipt change, the
 * timeseries request). The gateway declares them as its routes' schemas; remote-accounts reads the types.
 * (Before, the gateway allowed a merchant without a name and remote-accounts a booking without a value date:
 * neither ever happens, and the contract says so.)
 */
import type { FromSchema } from 'json-schema-to-ts';
import {
  amountSchema,
  arrayOf,
  boolean,
  closed,
  day,
  integer,
  nullableText,
  text,
  timestamp,
  uuid,
} from './pieces';
import type { QueryOf } from './request-pieces';

/** Spec §4 transaction status. */
export const TRANSACTION_STATUSES = ['booked', 'reserved', 'cancelled', 'rejected', 'fraud'] as const;
/** Spec §4 decline reasons of card transactions. */
export const DECLINE_REASONS = [
  'decline',
  'reversed_by_merchant',
  'manual_release',
  'reversed_issuer_expiration',
] as const;

/**
 * Transaction categories (spec §3 "category", default general). Labels are catalogue keys
 * `dict.category.<code>` in shared-kernel/catalogues, so the customize schema and the UI share one text.
 */
export const TRANSACTION_CATEGORIES = [
  'general',
  'groceries',
  'restaurants',
  'transport',
  'travel',
  'shopping',
  'health',
  'housing',
  'utilities',
  'telecom',
  'insurance',
  'leisure',
  'education',
  'taxes',
  'salary',
  'savings',
  'transfer',
  'cash',
  'fees',
  'donations',
  'suppliers',
  'payroll',
  'rent',
  'other_income',
] as const;
/** Spec §7 POST /spendings/timeseries patterns: by month or by day. */
export const SPENDING_PATTERNS = ['YYYY-MM', 'YYYY-MM-DD'] as const;

const hrefLink = {
  type: 'object',
  additionalProperties: false,
  required: ['href'],
  properties: { href: text },
} as const;

/** Spec §3 Transaction: a booking on a cash account (GET /v2/cash-accounts/{id}/transactions, /v2/transactions/{id}). */
export const transactionSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'uid',
    'cashAccountUid',
    'status',
    'direction',
    'amount',
    'declineReason',
    'merchant',
    'counterparty',
    'category',
    'bookingText',
    'reference',
    'bookingDate',
    'valueDate',
    'createdAt',
    'cardUid',
    'attachedReceipt',
    '_links',
    '_actions',
  ],
  properties: {
    uid: text,
    cashAccountUid: text,
    status: { type: 'string', enum: TRANSACTION_STATUSES },
    direction: { type: 'string', enum: ['credit', 'debit'] },
    /** Unsigned; the direction says whether money left or arrived. */
    amount: amountSchema,
    declineReason: { anyOf: [{ type: 'string', enum: DECLINE_REASONS }, { type: 'null' }] },
    /** A card payment's merchant (always named), else null. */
    merchant: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'city'],
          properties: { name: text, city: nullableText },
        },
        { type: 'null' },
      ],
    },
    counterparty: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'iban'],
      properties: { name: nullableText, iban: nullableText },
    },
    category: text,
    bookingText: text,
    reference: nullableText,
    bookingDate: day,
    valueDate: day,
    createdAt: timestamp,
    cardUid: nullableText,
    attachedReceipt: {
      type: 'object',
      additionalProperties: false,
      required: ['hasAttachment', 'hasNote'],
      properties: { hasAttachment: boolean, hasNote: boolean },
    },
    _links: {
      type: 'object',
      additionalProperties: false,
      required: ['self', 'receipt'],
      properties: { self: hrefLink, receipt: hrefLink },
    },
    _actions: {
      type: 'object',
      additionalProperties: false,
      required: ['editReceipt'],
      properties: {
        editReceipt: {
          type: 'object',
          additionalProperties: false,
          required: ['method', 'href'],
          properties: { method: text, href: text },
        },
      },
    },
  },
} as const;

/** A file attached to a receipt (spec §3 "File resource"). */
export const receiptFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resourceUid', 'bucketFileName', 'displayName', 'mime', 'fileSize'],
  properties: { resourceUid: text, bucketFileName: text, displayName: text, mime: text, fileSize: integer },
} as const;

/** GET/PATCH /v2/transactions/{id}/receipt. */
export const receiptSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['transactionUid', 'category', 'noteText', 'tags', 'mentions', 'attachedFiles'],
  properties: {
    transactionUid: text,
    category: text,
    noteText: nullableText,
    tags: { type: 'array', items: text },
    mentions: { type: 'array', items: text },
    attachedFiles: { type: 'array', items: receiptFileSchema },
  },
} as const;

/** Spec §3 "Tag profile": tags (#) and mentions (@) used before, most used first. */
export const tagProfileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['tags', 'mentions'],
  properties: { tags: { type: 'array', items: text }, mentions: { type: 'array', items: text } },
} as const;

export const transactionsSchema = arrayOf(transactionSchema);

/** GET /v2/cash-accounts/{id}/transactions: filters (all optional) and the page, newest first. */
export const transactionListQuerySchema = {
  type: 'object',
  properties: {
    /** Booking dates, both included. */
    from: day,
    to: day,
    direction: { type: 'string', enum: ['credit', 'debit'] },
    status: { type: 'array', items: { type: 'string', enum: TRANSACTION_STATUSES } },
    category: { type: 'array', items: { type: 'string', enum: TRANSACTION_CATEGORIES } },
    /** In the booking text, the counterparty, the note and the tags. */
    search: { type: 'string', maxLength: 140 },
    count: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
} as const;

/** PATCH /v2/transactions/{id}/receipt: what changes (what is left out stays). */
export const receiptChangeSchema = closed(
  {
    noteText: { type: ['string', 'null'], maxLength: 500 },
    tags: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^#\\S{1,40}$' } },
    mentions: { type: 'array', maxItems: 20, items: { type: 'string', pattern: '^@.{1,60}$' } },
    /** Files uploaded for this booking (POST /v2/file-resources), at most 5. */
    attachedFileUids: { type: 'array', maxItems: 5, items: uuid },
    /** The category editor (spec §2 "category picker", the customize schema's enum). */
    category: { type: 'string', enum: TRANSACTION_CATEGORIES },
  },
  ['noteText', 'tags', 'mentions', 'attachedFileUids', 'category'],
);

/** POST /spendings/timeseries: booked debits of the viewable accounts per month or day. */
export const spendingsRequestSchema = closed(
  {
    from: day,
    to: day,
    pattern: { type: 'string', enum: SPENDING_PATTERNS },
    /** The person (own context only) and the accounts (all viewable ones without). */
    filter: closed({ naturalPerson: text, accountUids: arrayOf(uuid) }, ['naturalPerson', 'accountUids']),
  },
  ['filter'],
);

/** The spendings per period and currency (an account's currency alone adds up). */
export const spendingSeriesSchema = closed({
  pattern: { type: 'string', enum: SPENDING_PATTERNS },
  series: arrayOf(closed({ period: text, spending: amountSchema })),
});

/** GET /v2/transactions/{id}/customize: the generic schema is id 1. */
export const customizeParams = closed({ id: text });

/**
 * The receipt customisation form's JSON schema (spec §7 customize): a schema document, served as it is (the
 * answer stays open, as the OpenAPI document's and the payment forms' schemas do).
 */
export const customizeSchemaDocument = { type: 'object', additionalProperties: true } as const;

/** What the customize document holds: the category enum with labels in the caller's language. */
export interface CustomizeSchema {
  type: 'object';
  properties: {
    category: { type: 'string'; enum: TransactionCategory[]; enumLabels?: string[]; default?: string };
    noteText?: { type: 'string'; maxLength?: number };
  };
}

export type TransactionCategory = (typeof TRANSACTION_CATEGORIES)[number];
export type SpendingPattern = (typeof SPENDING_PATTERNS)[number];
export type TransactionListQuery = QueryOf<typeof transactionListQuerySchema>;
export type ReceiptChange = FromSchema<typeof receiptChangeSchema>;
export type SpendingsRequest = FromSchema<typeof spendingsRequestSchema>;
export type SpendingSeries = FromSchema<typeof spendingSeriesSchema>;
export type CustomizeParams = FromSchema<typeof customizeParams>;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type TransactionDirection = 'credit' | 'debit';
export type Transaction = FromSchema<typeof transactionSchema>;
export type ReceiptFile = FromSchema<typeof receiptFileSchema>;
export type Receipt = FromSchema<typeof receiptSchema>;
export type TagProfile = FromSchema<typeof tagProfileSchema>;
