import type { Amount } from 'shared-kernel/domain';

/** Spec §4 transaction status and direction; decline reasons of card transactions. */
export const TRANSACTION_STATUSES = ['booked', 'reserved', 'cancelled', 'rejected', 'fraud'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];
export type TransactionDirection = 'credit' | 'debit';
export const DECLINE_REASONS = [
  'decline',
  'reversed_by_merchant',
  'manual_release',
  'reversed_issuer_expiration',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/** A booking on a cash account as GET /v2/cash-accounts/{id}/transactions returns it. */
export interface Transaction {
  uid: string;
  cashAccountUid: string;
  status: TransactionStatus;
  direction: TransactionDirection;
  /** Unsigned; the direction says whether money left or arrived. */
  amount: Amount;
  declineReason: DeclineReason | null;
  merchant: { name: string; city: string | null } | null;
  counterparty: { name: string | null; iban: string | null };
  category: string;
  bookingText: string;
  reference: string | null;
  bookingDate: string;
  valueDate: string | null;
  createdAt: string;
  cardUid: string | null;
  attachedReceipt: { hasAttachment: boolean; hasNote: boolean };
  _links?: Record<string, { href: string }>;
  _actions?: Record<string, { method: string; href: string }>;
}

/** A file attached to a receipt (spec §3 "File resource"). */
export interface ReceiptFile {
  resourceUid: string;
  bucketFileName: string;
  displayName: string;
  mime: string;
  fileSize?: number;
}

/** GET/PATCH /v2/transactions/{id}/receipt. */
export interface Receipt {
  transactionUid: string;
  noteText: string | null;
  tags: string[];
  mentions: string[];
  attachedFiles: ReceiptFile[];
  /** Present once the gateway accepts category changes on the receipt. */
  category?: string;
}

/** Spec §3 "Tag profile": tags (#) and mentions (@) used before, most used first. */
export interface TagProfile {
  tags: string[];
  mentions: string[];
}

/** GET /v2/transactions/1/customize: the category enum with labels. */
export interface CustomizeSchema {
  type: 'object';
  properties: {
    category: { type: 'string'; enum: string[]; enumLabels?: string[]; default?: string };
    noteText?: { type: 'string'; maxLength?: number };
  };
}
