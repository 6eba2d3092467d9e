import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

// Migrations take Kysely<any>: they run against the schema as it was at their time, not today's types.
/* eslint-disable @typescript-eslint/no-explicit-any */

/** Platform tables: sessions, login throttling, one-time codes, the sandbox outbox, the event log. */
export const platformAuthAndEvents: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('person_uid', 'text')
      .addColumn('prospect_uid', 'text')
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('none', 'pin', 'weak', 'strong')`))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('rotated_from', 'text', (c) => c.references('sessions.id').onDelete('set null'))
      .addColumn('revoked_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('sessions_person_uid').on('sessions').column('person_uid').execute();

    await db.schema
      .createTable('login_attempts')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('succeeded', 'boolean', (c) => c.notNull())
      .addColumn('attempted_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('login_attempts_email_time')
      .on('login_attempts')
      .columns(['email', 'attempted_at'])
      .execute();

    await db.schema
      .createTable('lockouts')
      .addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('locked_until', 'timestamptz', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('auth_codes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('strong', 'prospect')`))
      .addColumn('session_id', 'text', (c) => c.references('sessions.id').onDelete('cascade'))
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema.createIndex('auth_codes_email').on('auth_codes').columns(['email', 'purpose']).execute();

    await db.schema
      .createTable('outbox')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('outbox_email').on('outbox').column('email').execute();

    await db.schema
      .createTable('events')
      .addColumn('id', 'bigserial', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('guid', 'text', (c) => c.notNull())
      .addColumn('time', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .addColumn('payload', 'jsonb', (c) => c.notNull())
      .addColumn('audience_person_uids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
      .addColumn('audience_partnership_uid', 'text')
      .addColumn('audience_account_uid', 'text')
      .execute();
  },
  async down(db: Kysely<any>) {
    for (const table of ['events', 'outbox', 'auth_codes', 'lockouts', 'login_attempts', 'sessions']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
