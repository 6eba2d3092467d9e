/**
 * Scan payment's migration (listed in db/migrations/index.ts): the scan requests, each with its one-time phone
 * token stored hashed. One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

const STATEMENTS = [
  `create table qr_scan_requests (
    uid text primary key,
    agent_uid text not null,
    person_uid text not null references natural_persons(uid),
    partnership_uid text references partnerships(uid),
    token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    used_at timestamptz,
    order_uid text references payment_orders(uid),
    check (expires_at > created_at),
    check (order_uid is null or used_at is not null)
  )`,
  `create index qr_scan_requests_person on qr_scan_requests(person_uid, created_at)`,
];

export const qrScanRequests: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of STATEMENTS) await sql.raw(statement).execute(db);
  },
};

/**
 * The session that notified: the gateway keeps the modal's 5 s between two notifications per session (spec §9, the
 * trigger's rule), as the screen does; two browsers of one person each have their own.
 */
export const qrScanRequestsSession: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table qr_scan_requests add column session_id text`.execute(db);
    await sql`create index qr_scan_requests_session on qr_scan_requests(session_id, created_at)`.execute(db);
  },
};
