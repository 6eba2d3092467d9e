/**
 * The payment-order schema of a debit account (spec §5: "Payment form schema is fetched from the server
 * for each debit account"): the form kit renders and checks `paymentOrderFormSchema`, the gateway
 * validates bodies with `paymentOrderBodySchema` built from the very same object.
 */
import type { FieldSchema, FormSchema } from '../../forms/schema';
import { PAYMENT_TYPES, RECURRENCES, REFERENCE_TYPES } from './api';

/** The bank's bounds per owner: per order (payment currency) and per day and account (minor units, account currency). */
export const PAYMENT_LIMITS = {
  person: { perOrder: 100_000, perDayMinor: 20_000_000 },
  partnership: { perOrder: 1_000_000, perDayMinor: 200_000_000 },
} as const;
export type PaymentOwnerType = keyof typeof PAYMENT_LIMITS;

/** Spec §2: up to 5 attachments. */
export const MAX_PAYMENT_ATTACHMENTS = 5;

export interface PaymentSchemaBounds {
  ownerType: PaymentOwnerType;
  /** Currencies the form offers (account currency first). */
  currencies: readonly string[];
  /** Transaction category codes (default general). */
  categories: readonly string[];
  /** Bank's today and the last date, yyyy-MM-dd; omitted for the route's static schema. */
  minDate?: string;
  maxDate?: string;
}

const UUID_PATTERN = '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';
/** Printable text: no control characters (SIC and SEPA refuse them). */
const TEXT_PATTERN = '^[^\\u0000-\\u001f\\u007f]*$';
export const IBAN_PATTERN = '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$';
export const BIC_PATTERN = '^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$';
export const REFERENCE_PATTERN = '^([0-9]{27}|RF[0-9]{2}[A-Za-z0-9]{1,21})$';
const COUNTRY_PATTERN = '^[A-Z]{3}$';

const title = (field: string) => `webapp.payments.form.${field}`;
const text = (field: string, maxLength: number, minLength?: number): FieldSchema => ({
  type: 'string',
  title: title(field),
  maxLength,
  ...(minLength ? { minLength } : {}),
  pattern: TEXT_PATTERN,
});

const addressSchema = (): FieldSchema => ({
  type: 'object',
  title: title('address'),
  additionalProperties: false,
  properties: {
    street: text('street', 70),
    number: text('number', 16),
    postalCode: text('postalCode', 16),
    city: text('city', 35),
    country: { type: 'string', title: title('country'), pattern: COUNTRY_PATTERN },
    postBoxAddrs: text('postBoxAddrs', 70),
  },
});

/** The user-governed fields with the bank's bounds (the form kit's keyword subset only). */
export function paymentOrderFormSchema(bounds: PaymentSchemaBounds): FormSchema {
  const limits = PAYMENT_LIMITS[bounds.ownerType];
  return {
    type: 'object',
    additionalProperties: false,
    required: ['beneficiary', 'amount', 'currency', 'paymentTime', 'recurrence', 'category'],
    properties: {
      beneficiary: {
        type: 'object',
        title: title('beneficiary'),
        additionalProperties: false,
        required: ['name', 'iban'],
        properties: {
          name: text('name', 70, 1),
          iban: { type: 'string', title: title('iban'), maxLength: 34, pattern: IBAN_PATTERN },
          swiftBIC: { type: 'string', title: title('bic'), pattern: BIC_PATTERN },
          address: addressSchema(),
        },
      },
      amount: { type: 'number', title: title('amount'), minimum: 0.01, maximum: limits.perOrder },
      currency: { type: 'string', title: title('currency'), enum: [...bounds.currencies] },
      structuredReference: {
        type: 'string',
        title: title('structuredReference'),
        maxLength: 27,
        pattern: REFERENCE_PATTERN,
      },
      paymentReason: text('paymentReason', 140),
      paymentTime: {
        type: 'string',
        title: title('paymentTime'),
        format: 'date',
        ...(bounds.minDate ? { formatMinimum: bounds.minDate } : {}),
        ...(bounds.maxDate ? { formatMaximum: bounds.maxDate } : {}),
      },
      recurrence: {
        type: 'string',
        title: title('recurrence'),
        enum: [...RECURRENCES],
        enumTitles: RECURRENCES.map((recurrence) => `webapp.payments.recurrence.${recurrence}`),
      },
      // Issue 28: a standing order's optional last payment date (its rule: validation.ts recurrenceEndIssues).
      recurrenceEndDate: { type: 'string', title: title('recurrenceEndDate'), format: 'date' },
      category: {
        type: 'string',
        title: title('category'),
        enum: [...bounds.categories],
        enumTitles: bounds.categories.map((category) => `dict.category.${category}`),
      },
      noteText: text('noteText', 500),
    },
  };
}

/** A JSON schema (ajv) beyond the form kit's subset: arrays for the non-form fields. */
export type JsonSchema = Record<string, unknown>;

const uuid = { type: 'string', pattern: UUID_PATTERN };

/**
 * The request body schema: the form schema, unchanged, plus the fields no user types (ids, flags,
 * derived types, attachments, the scanned-bill address), every object closed.
 */
export function paymentOrderBodySchema(form: FormSchema): JsonSchema {
  const beneficiary = form.properties.beneficiary as FieldSchema;
  return {
    ...form,
    required: [...(form.required ?? []), 'accountUid', 'customerTransactionId', 'isDraftPO'],
    properties: {
      ...form.properties,
      beneficiary: {
        ...beneficiary,
        properties: {
          ...beneficiary.properties,
          uid: uuid,
          unstructuredAddress: {
            type: 'object',
            additionalProperties: false,
            required: ['addressLines', 'country'],
            properties: {
              addressLines: {
                type: 'array',
                minItems: 1,
                maxItems: 2,
                items: { type: 'string', minLength: 1, maxLength: 70, pattern: TEXT_PATTERN },
              },
              country: { type: 'string', pattern: COUNTRY_PATTERN },
            },
          },
        },
      },
      accountUid: uuid,
      customerTransactionId: uuid,
      isDraftPO: { type: 'boolean' },
      paymentType: { type: 'string', enum: [...PAYMENT_TYPES] },
      referenceType: { type: 'string', enum: [...REFERENCE_TYPES] },
      e2eReference: { type: 'string', minLength: 1, maxLength: 35, pattern: '^[A-Za-z0-9 ./:?()+,-]*$' },
      attachedFileUids: { type: 'array', maxItems: MAX_PAYMENT_ATTACHMENTS, uniqueItems: true, items: uuid },
      // Issue 31: an order paying an eBill invoice (the gateway checks it against the invoice).
      isEBillOrder: { type: 'boolean' },
      ebillBCId: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    },
  };
}
