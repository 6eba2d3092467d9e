/**
 * The sandbox tools' calls, once (issue 27 item 1; docs/security.md "Sandbox tools", local and sandbox only):
 * the mail catcher, other banks' clearing and the signing office. The gateway declares them as its routes'
 * schemas; test runners and people read them in the OpenAPI document. (The clock is in ./payment-helpers.ts.)
 */
import type { FromSchema } from 'json-schema-to-ts';
import { emailAddressSchema } from './auth';
import { arrayOf, closed, integer, text, timestamp } from './pieces';
import type { QueryOf } from './request-pieces';

/** GET /api/sandbox/outbox?email= */
export const sandboxOutboxQuerySchema = {
  type: 'object',
  properties: { email: emailAddressSchema },
  required: ['email'],
} as const;

/** GET /api/sandbox/outbox: the codes that would have been mailed, newest first. */
export const sandboxOutboxSchema = arrayOf(
  closed({
    email: text,
    code: text,
    // qrScan: the scan payment's link to the phone (`code` holds the link, docs/scan-payment.md).
    // ebillNotCovered: a standing approval did not pay an invoice (`code`: "<businessCaseId> <reason>", issue 31);
    // ebillNewInvoice: an invoice arrived, when the subscription asks for it (`code`: "<businessCaseId> <biller>").
    // passwordReset: the reset link of /login/more-info (`code` holds the link, issue 33; docs/security.md).
    // invite: an invitation to a partnership (`code`: the link `/invitation/<token>`, issue 32).
    purpose: {
      type: 'string',
      enum: ['strong', 'prospect', 'qrScan', 'ebillNotCovered', 'ebillNewInvoice', 'passwordReset', 'invite'],
    },
    createdAt: timestamp,
  }),
);

/** POST /api/sandbox/bookings: an Idempotency-Key books once. */
export const sandboxBookingHeadersSchema = {
  type: 'object',
  properties: { 'idempotency-key': { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** POST /api/sandbox/bookings: a transfer from or to another bank on one of our accounts. */
export const sandboxBookingBodySchema = closed(
  {
    iban: { type: 'string', pattern: '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$' },
    direction: { type: 'string', enum: ['credit', 'debit'] },
    /** Minor units of the account's currency (integer: money is never a float). */
    amountValue: { type: 'integer', minimum: 1, maximum: 100_000_000_00 },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    counterpartyName: { type: 'string', minLength: 1, maxLength: 70 },
    bookingText: { type: 'string', minLength: 1, maxLength: 140 },
  },
  ['bookingText'],
);

/** POST /api/sandbox/bookings (201): the booking and the account's balance after it (minor units). */
export const sandboxBookingSchema = closed({ uid: text, balanceValue: integer });

/** POST /api/sandbox/confirmations: a qualified-signature confirmation asked of a person in a partnership. */
export const sandboxConfirmationBodySchema = closed({
  email: emailAddressSchema,
  partnershipName: { type: 'string', minLength: 1, maxLength: 140 },
});

/** POST /api/sandbox/confirmations (201) */
export const sandboxConfirmationSchema = closed({ confirmationHandle: text, contextUid: text });

export type SandboxOutboxQuery = QueryOf<typeof sandboxOutboxQuerySchema>;
export type SandboxOutbox = FromSchema<typeof sandboxOutboxSchema>;
export type SandboxBookingHeaders = FromSchema<typeof sandboxBookingHeadersSchema>;
export type SandboxBookingBody = FromSchema<typeof sandboxBookingBodySchema>;
export type SandboxBooking = FromSchema<typeof sandboxBookingSchema>;
export type SandboxConfirmationBody = FromSchema<typeof sandboxConfirmationBodySchema>;
export type SandboxConfirmation = FromSchema<typeof sandboxConfirmationSchema>;
