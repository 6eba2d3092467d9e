/**
 * The payment batches' contract, once (issue 30 item 4, docs/payment-batches-api.md): a bulk payment file (an
 * ISO 20022 pain.001.001.09 of the Swiss Payment Standards or a CSV with the header below) uploaded for a cash
 * account, its validation answer (every row with its result and errors), the batch it becomes (one batch of
 * ordinary payment orders signed together) and the batch decision. The gateway declares them as its routes'
 * schemas; remote-payments reads the types. The rules that decide who may upload or sign a batch and which
 * rows are duplicates are in ../rules/payment-batches.ts.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { VOTING_RULES } from '../entities';
import { DECISION_REASON_MAX_LENGTH, paymentOrderReadSchema } from './payments';
import {
  amountSchema,
  arrayOf,
  boolean,
  closed,
  integer,
  nullableDay,
  nullableText,
  orNull,
  text,
  timestamp,
  uuid,
} from './pieces';

/** The formats a batch file may have, told apart by its content (not its name). */
export const PAYMENT_BATCH_FORMATS = ['pain.001.001.09', 'csv'] as const;
export type PaymentBatchFormat = (typeof PAYMENT_BATCH_FORMATS)[number];

/** Most payment rows one file may hold; a longer file is refused whole (`batch_too_many_rows`). */
export const MAX_PAYMENT_BATCH_ROWS = 1_000;
/** Largest file accepted, in bytes (a 1,000-row pain.001 with full addresses is about 1 MB). */
export const MAX_PAYMENT_BATCH_FILE_BYTES = 3 * 1024 * 1024;
/** Its base64 length: what the upload body carries. */
export const MAX_PAYMENT_BATCH_BASE64_CHARS = Math.ceil(MAX_PAYMENT_BATCH_FILE_BYTES / 3) * 4;
/**
 * Two payments are duplicates when they pay the same IBAN the same amount in the same currency with the same
 * reference on dates at most this many days apart (rules/payment-batches.ts `batchDuplicateOf`).
 */
export const PAYMENT_BATCH_DUPLICATE_DAYS = 3;

/**
 * The CSV format's header, in this order (comma or semicolon separated, UTF-8, one payment per line, amounts
 * with a dot and at most two decimals, dates yyyy-MM-dd, countries ISO alpha-2 or alpha-3). Required columns:
 * name, iban, amount, currency, date; the others may be empty.
 */
export const PAYMENT_BATCH_CSV_HEADER = [
  'name',
  'iban',
  'amount',
  'currency',
  'date',
  'reference',
  'message',
  'street',
  'number',
  'postalCode',
  'city',
  'country',
  'bic',
] as const;
export const PAYMENT_BATCH_CSV_REQUIRED = ['name', 'iban', 'amount', 'currency', 'date'] as const;

/**
 * Errors about the whole file (400 `{code, message, details?}`); the UI shows
 * `webapp.payments.bulk.errors.<code>`.
 */
export const PAYMENT_BATCH_FILE_ERROR_CODES = [
  /** Neither a pain.001 XML document nor a CSV text. */
  'batch_file_unreadable',
  /**
   * A pain.001 that does not validate against the Swiss Payment Standards 2022 XSD (pain.001.001.09.ch.03);
   * details: `errors`, the validator's first 10 (PaymentBatchSchemaError).
   */
  'batch_schema_invalid',
  /** A CSV whose header misses a required column or names an unknown one. */
  'batch_csv_header_invalid',
  /** No payment rows. */
  'batch_empty',
  /** More rows than MAX_PAYMENT_BATCH_ROWS. */
  'batch_too_many_rows',
  /** A file over MAX_PAYMENT_BATCH_FILE_BYTES. */
  'batch_file_too_large',
  /** A pain.001 whose debtor account is not this account. */
  'batch_debtor_mismatch',
  /** Create: no row is valid, nothing to create. */
  'batch_no_valid_rows',
  /** Create: the customerBatchId names another file's batch. */
  'batch_id_taken',
  /** Decide: nothing in the batch awaits this signer's signature. */
  'batch_not_approvable',
] as const;
export type PaymentBatchFileErrorCode = (typeof PAYMENT_BATCH_FILE_ERROR_CODES)[number];

/**
 * Row error codes besides the payment field codes (`app.payments.<code>`) and the schema keywords
 * (`required`, `pattern`, `maximum`, ...): a row repeating an earlier row, or an order of the account.
 */
export const PAYMENT_BATCH_ROW_CODES = ['duplicate_in_file', 'duplicate_of_recent_order'] as const;
export type PaymentBatchRowCode = (typeof PAYMENT_BATCH_ROW_CODES)[number];

/** The upload (validate) body: the file as base64. Its own body limit on the route, not the global one. */
export const paymentBatchUploadSchema = closed({
  fileName: { type: 'string', minLength: 1, maxLength: 200 },
  content: {
    type: 'string',
    minLength: 1,
    maxLength: MAX_PAYMENT_BATCH_BASE64_CHARS,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
  },
});

/** The create body: the same file again (validated again) and the client's id of this batch (idempotent). */
export const paymentBatchCreateSchema = closed({
  fileName: paymentBatchUploadSchema.properties.fileName,
  content: paymentBatchUploadSchema.properties.content,
  customerBatchId: uuid,
});

/** One problem of a row: the field (the payment form's dotted path), its code and the translated message. */
export const paymentBatchRowIssueSchema = closed({ field: text, code: text, message: text });

/** One row of the file as read, with its result. */
export const paymentBatchRowSchema = closed({
  /** 1-based: the payment's position in the file (the CSV line after the header, the pain.001 transaction). */
  row: integer,
  valid: boolean,
  name: nullableText,
  iban: nullableText,
  amount: orNull(amountSchema),
  reference: nullableText,
  paymentTime: nullableDay,
  /** The row's end-to-end id (pain.001 EndToEndId), when the file has one. */
  endToEndId: nullableText,
  issues: arrayOf(paymentBatchRowIssueSchema),
});

/** The validation answer: every row with its result; nothing created. */
export const paymentBatchValidationSchema = closed({
  format: { type: 'string', enum: PAYMENT_BATCH_FORMATS },
  fileName: text,
  rowCount: integer,
  validCount: integer,
  invalidCount: integer,
  /** The valid rows' totals, one per currency. */
  totals: arrayOf(amountSchema),
  rows: arrayOf(paymentBatchRowSchema),
});

/** A batch's overall state, from its orders' statuses (rules/payment-batches.ts `paymentBatchStatus`). */
export const PAYMENT_BATCH_STATUSES = [
  'approval',
  'blocked',
  'accepted',
  'executed',
  'rejected',
  'partial',
] as const;
export type PaymentBatchStatus = (typeof PAYMENT_BATCH_STATUSES)[number];

/** A batch as listed: counts, totals, status and the signatures it still needs. */
export const paymentBatchSummarySchema = closed({
  uid: text,
  cashAccountUid: text,
  fileName: text,
  format: { type: 'string', enum: PAYMENT_BATCH_FORMATS },
  createdAt: timestamp,
  createdBy: text,
  createdByName: text,
  orderCount: integer,
  totals: arrayOf(amountSchema),
  status: { type: 'string', enum: PAYMENT_BATCH_STATUSES },
  /** Orders per status. */
  statusCounts: { type: 'object', additionalProperties: integer },
  votingRule: orNull({ type: 'string', enum: VOTING_RULES }),
  requiredApprovals: integer,
  /** The persons whose signature covers every order of the batch still awaiting signatures. */
  approvedBy: arrayOf(text),
  /** Signatures still needed before the orders awaiting approval are released (0: none awaits). */
  stillNeeded: integer,
  /** Whether the reader may sign (or reject) the batch now. */
  mayDecide: boolean,
  /** GET: the file as uploaded (the batch's attachment). */
  fileUri: text,
});

/** One batch with its orders. */
export const paymentBatchReadSchema = closed({
  ...paymentBatchSummarySchema.properties,
  orders: arrayOf(paymentOrderReadSchema),
});

export const paymentBatchListSchema = arrayOf(paymentBatchSummarySchema);

/** POST /api/v2/payment-batches/{uid}/decision: one signature (or a rejection) for every order of the batch. */
export const paymentBatchDecisionBodySchema = closed(
  {
    decision: { type: 'string', enum: ['approve', 'reject'] },
    reason: { type: 'string', maxLength: DECISION_REASON_MAX_LENGTH },
  },
  ['reason'],
);

/**
 * One error of a `batch_schema_invalid` refusal (its `errors[]`): where the file breaks the Swiss Payment
 * Standards schema. `row` is the 1-based payment (CdtTrfTxInf) holding the error's line, null outside a payment
 * (group header, payment instruction) or when the line holds several; `element` the element the validator names;
 * `message` the validator's own text (libxml2, English), without file name and namespace.
 */
export const paymentBatchSchemaErrorSchema = closed({
  line: orNull(integer),
  row: orNull(integer),
  element: nullableText,
  message: text,
});

export type PaymentBatchUpload = FromSchema<typeof paymentBatchUploadSchema>;
export type PaymentBatchCreate = FromSchema<typeof paymentBatchCreateSchema>;
export type PaymentBatchSchemaError = FromSchema<typeof paymentBatchSchemaErrorSchema>;
export type PaymentBatchRowIssue = FromSchema<typeof paymentBatchRowIssueSchema>;
export type PaymentBatchRow = FromSchema<typeof paymentBatchRowSchema>;
export type PaymentBatchValidation = FromSchema<typeof paymentBatchValidationSchema>;
export type PaymentBatchSummary = FromSchema<typeof paymentBatchSummarySchema>;
export type PaymentBatchRead = FromSchema<typeof paymentBatchReadSchema>;
export type PaymentBatchDecisionBody = FromSchema<typeof paymentBatchDecisionBodySchema>;
