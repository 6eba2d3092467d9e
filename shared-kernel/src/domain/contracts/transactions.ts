/**
 * The transactions resource's answers, once (issue 27 item 1): a booking as listed and read, its receipt and the
 * tag profile. The gateway declares them as its routes' response schemas; remote-accounts reads the types.
 * (Before, the gateway allowed a merchant without a name and remote-accounts a booking without a value date:
 * neither ever happens, and the contract says so.)
 */
import type { FromSchema } from 'json-schema-to-ts';
import { amountSchema, boolean, day, integer, nullableText, text, timestamp } from './pieces';

/** Spec §4 transaction status. */
export const TRANSACTION_STATUSES = ['booked', 'reserved', 'cancelled', 'rejected', 'fraud'] as const;
/** Spec §4 decline reasons of card transactions. */
export const DECLINE_REASONS = [
  'decline',
  'reversed_by_merchant',
  'manual_release',
  'reversed_issuer_expiration',
] as const;

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

export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export type TransactionDirection = 'credit' | 'debit';
export type Transaction = FromSchema<typeof transactionSchema>;
export type ReceiptFile = FromSchema<typeof receiptFileSchema>;
export type Receipt = FromSchema<typeof receiptSchema>;
export type TagProfile = FromSchema<typeof tagProfileSchema>;
