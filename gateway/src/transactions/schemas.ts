/** Response shapes of the transactions routes (spec §3 Transaction, Receipt). */
import { amount, arrayOf, boolean, day, integer, nullable, object, text, timestamp } from '../http/schemas';

const href = object({ href: text });

/** transactions/views.ts transactionView. */
export const transactionSchema = object({
  uid: text,
  cashAccountUid: text,
  status: text,
  direction: { type: 'string', enum: ['credit', 'debit'] },
  amount,
  declineReason: nullable(text),
  merchant: nullable(object({ name: nullable(text), city: nullable(text) })),
  counterparty: object({ name: nullable(text), iban: nullable(text) }),
  category: text,
  bookingText: text,
  reference: nullable(text),
  bookingDate: day,
  valueDate: day,
  createdAt: timestamp,
  cardUid: nullable(text),
  attachedReceipt: object({ hasAttachment: boolean, hasNote: boolean }),
  _links: object({ self: href, receipt: href }),
  _actions: object({ editReceipt: object({ method: text, href: text }) }),
});

export const receiptSchema = object({
  transactionUid: text,
  category: text,
  noteText: nullable(text),
  tags: arrayOf(text),
  mentions: arrayOf(text),
  attachedFiles: arrayOf(
    object({ resourceUid: text, bucketFileName: text, displayName: text, mime: text, fileSize: integer }),
  ),
});

export const tagProfileSchema = object({ tags: arrayOf(text), mentions: arrayOf(text) });

export const timeseriesSchema = object({
  pattern: text,
  series: arrayOf(object({ period: text, spending: amount })),
});

/** The customize form's JSON schema (spec §7): a schema document, kept whole. */
export const customizeSchema = { type: 'object', additionalProperties: true };
