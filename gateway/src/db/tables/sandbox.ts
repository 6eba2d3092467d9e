/** Sandbox tools' tables (local and sandbox only in use). */
import type { ColumnType } from 'kysely';
import type { CreatedAt } from './columns';

/** An Idempotency-Key of the sandbox clearing (sandbox/bookings.ts) and the booking it made. */
export interface SandboxClearingKeysTable {
  idempotency_key: string;
  request_hash: string;
  transaction_uid: string | null;
  /** The balance after the booking, minor units (int8 as string); set with transaction_uid. */
  balance_value: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  created_at: CreatedAt;
}
