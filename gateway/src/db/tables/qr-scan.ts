/** Scan payment's table (qr-scan/, docs/scan-payment.md). */
import type { CreatedAt, NullableTimestamp, Timestamp } from './columns';

/** One scan notification: who asked, in which context, and its one-time phone token (stored hashed). */
export interface QrScanRequestsTable {
  uid: string;
  /** The context's agent: the person (private context) or the partnership. */
  agent_uid: string;
  person_uid: string;
  /** The partnership of the context; null in private context. */
  partnership_uid: string | null;
  /** sha256 of the token, hex: the token itself is only in the link. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Set once, by the conditional update that uses the token. */
  used_at: NullableTimestamp;
  /** The order the phone created with it. */
  order_uid: string | null;
  /** The session that notified (null for requests made before the column); 5 s apart per session. */
  session_id: string | null;
}
