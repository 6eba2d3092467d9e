import type { ColumnType, Generated, Kysely, Transaction } from 'kysely';
import type { DomainTables } from '../domain/schema';

export type AuthLevel = 'none' | 'pin' | 'weak' | 'strong';
export type CodePurpose = 'strong' | 'prospect';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

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
  rotated_from: string | null;
  revoked_at: NullableTimestamp;
}

export interface LoginAttemptsTable {
  id: Generated<number>;
  email: string;
  succeeded: boolean;
  attempted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LockoutsTable {
  email: string;
  locked_until: Timestamp;
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
  purpose: CodePurpose;
  code: string;
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
  audience_account_uid: string | null;
}

export interface PlatformTables {
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  lockouts: LockoutsTable;
  auth_codes: AuthCodesTable;
  outbox: OutboxTable;
  events: EventsTable;
}

/** The whole database: platform tables (gateway/src/db) and domain tables (gateway/src/domain/schema.ts). */
export type Database = PlatformTables & DomainTables;
export type KontorDb = Kysely<Database>;
/** Either the database or an open transaction: what writers accept. */
export type KontorExecutor = Kysely<Database> | Transaction<Database>;

/**
 * The columns of domain tables the platform reads (auth, authorization, event audience).
 * Queried through `platformView(db)` so the platform does not depend on the domain's exact types.
 */
export interface ReliedDomainTables {
  natural_persons: {
    uid: string;
    email: string;
    password_hash: string | null;
    status: string;
    language: string;
  };
  partnership_engagements: { person_uid: string; partnership_uid: string; roles: string[] };
  entitlements: {
    person_uid: string;
    partnership_uid: string;
    entity_uid: string;
    entity_type: string;
    action: string;
  };
  cash_accounts: { uid: string; owner_uid: string; owner_type: 'person' | 'partnership' };
  prospects: { uid: string; email: string; status: string };
}

export function platformView(db: KontorExecutor): Kysely<ReliedDomainTables & PlatformTables> {
  return db as unknown as Kysely<ReliedDomainTables & PlatformTables>;
}
