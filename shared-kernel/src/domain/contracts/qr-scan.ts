/**
 * Scan payment's contract, once (spec §4 "Scan modal", §7 `POST /agents/{contextUid}/notify-qr-scan`, issue 30
 * item 3): the answer of the scan notification the desktop's modal sends, and (local and sandbox only, where the
 * phone is a page of the app) what the mobile scan page reads with its one-time token. The page creates its order
 * with the payment form's own body (PaymentForm, contracts/payments.ts). See docs/scan-payment.md.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { arrayOf, closed, day, nullableText, text, timestamp, uuid } from './pieces';

/** Spec §9 "Scan trigger button disabled 5 s". */
export const SCAN_TRIGGER_DISABLED_MS = 5_000;
/** How long a scan link may be used (it is used at most once). */
export const SCAN_TOKEN_TTL_MS = 10 * 60_000;
/** The order statuses that mark the modal as scanned (spec §4). */
export const SCAN_OUTCOME_STATUSES = ['draft', 'accepted', 'executed'] as const;

/** The scan token in a path: 32 random bytes, base64url. */
export const scanTokenPathParams = closed({
  token: { type: 'string', minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$' },
});

/** POST /api/v2/agents/{contextUid}/notify-qr-scan: what the modal needs to watch for the phone's order. */
export const qrScanNotificationSchema = closed(
  {
    uid: uuid,
    /** Server time of the notification: orders created from then on by the same agent count. */
    notifiedAt: timestamp,
    expiresAt: timestamp,
    /** The phone's link, in local and sandbox only (it is in the sandbox outbox as well). */
    sandboxLink: nullableText,
  },
  ['sandboxLink'],
);

/** GET /api/v2/qr-scans/{token}: the context and the accounts the agent may pay from (the kernel's rule). */
export const qrScanSessionSchema = closed({
  contextName: text,
  contextType: { type: 'string', enum: ['private', 'partnership'] },
  expiresAt: timestamp,
  /** The bank's today: the payment date the phone sends. */
  today: day,
  accounts: arrayOf(closed({ uid: uuid, name: text, iban: text, currency: text })),
});

export type ScanTokenPathParams = FromSchema<typeof scanTokenPathParams>;
export type QrScanNotification = FromSchema<typeof qrScanNotificationSchema>;
export type QrScanSession = FromSchema<typeof qrScanSessionSchema>;
