/** Platform tables: sessions, login throttling, one-time codes, the sandbox outbox, the event log. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Defaulted, NullableTimestamp, Timestamp } from './columns';

export type AuthLevel = 'none' | 'pin' | 'weak' | 'strong';
export type CodePurpose = 'strong' | 'prospect';

/** One row per issued token; a refresh or step-up writes a new row (rotated_from) and revokes the old one. */
export interface SessionsTable {
  id: string;
  token_hash: string;
  person_uid: string | null;
  prospect_uid: string | null;
  /** Email the session was opened for (lockout and code binding). */
  email: string;
  level: AuthLevel;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** The sign-in's absolute end (12 h): copied to every rotated row; expires_at never passes it. */
  absolute_expires_at: Timestamp;
  rotated_from: string | null;
  revoked_at: NullableTimestamp;
}

export type ThrottleScope = 'password' | 'code' | 'prospect';

/** Login throttling (auth/lockout.ts): one row per account, or per account and client. */
export interface AuthThrottlesTable {
  scope: ThrottleScope;
  subject: string;
  failures: Defaulted<number>;
  window_started_at: Defaulted<Date>;
  locked_until: NullableTimestamp;
  lock_count: Defaulted<number>;
}

/** Browsers that completed a strong login for an email (their cookie's hash). */
export interface KnownDevicesTable {
  token_hash: string;
  email: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export interface AuthCodesTable {
  id: string;
  email: string;
  code_hash: string;
  purpose: CodePurpose;
  /** The weak session a strong code belongs to (null for prospect codes). */
  session_id: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
}

/** The sandbox mail catcher: what would have been mailed (DESIGN.md "sandbox outbox"). */
export interface OutboxTable {
  id: Generated<number>;
  email: string;
  /**
   * qrScan: a scan payment's link to the phone (qr-scan/), in `code`. ebillNotCovered: payments/ebill.ts.
   * ebillNewInvoice: an invoice arrived (ebill/sandbox.ts), `code` its business case and biller.
   * invite: an invitation to a partnership (team/invites.ts), `code` the link `/invitation/<token>`.
   */
  purpose: CodePurpose | 'qrScan' | 'ebillNotCovered' | 'ebillNewInvoice' | 'passwordReset' | 'invite';
  code: string;
  /** The session the code was sent for; null for prospect codes (no session yet). */
  session_id: string | null;
  created_at: CreatedAt;
}

export interface EventsTable {
  /** bigserial: both drivers return int8 as a string. */
  id: Generated<string>;
  type: string;
  guid: string;
  time: CreatedAt;
  payload: ColumnType<Record<string, unknown>, string, never>;
  audience_person_uids: ColumnType<string[], string[] | undefined, never>;
  audience_partnership_uid: string | null;
  /** The entity the event is about, as its resource declared it (events/audience.ts EventSubject). */
  audience_subject_kind: string | null;
  audience_subject_uid: string | null;
  /** The stream order (int8 as string): null until the sequencer numbers the committed event. */
  position: ColumnType<string | null, never, string>;
  /** Person uids that may receive it, resolved by the read rights when published. */
  recipients: ColumnType<string[], string[] | undefined, never>;
}
