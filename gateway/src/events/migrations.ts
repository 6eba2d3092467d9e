/**
 * The events resource's migrations (listed in db/migrations/index.ts): the delivery order and the resolved
 * audience of each event, and the signal that ends a session's streams (issue 10 items 2 and 3,
 * docs/security.md "Events"). One statement per query (PGlite).
 */
import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

async function runAll(db: Kysely<unknown>, statements: string[]): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export const eventsDeliveryOrder: Migration = {
  async up(db) {
    await runAll(db, [
      // The stream's order: numbered after commit by one sequencer at a time (events/sequencer.ts), so a
      // position once read is never followed by a smaller one (ids are taken before commit and can be).
      `alter table events add column position bigint`,
      `create sequence events_position_seq`,
      `update events set position = numbered.position
         from (select id, row_number() over (order by id) as position from events) numbered
         where events.id = numbered.id`,
      `select setval('events_position_seq', (select coalesce(max(position), 0) + 1 from events), false)`,
      `create unique index events_position on events (position)`,
      `create index events_unsequenced on events (id) where position is null`,
      // Who may receive it, decided by the read rights when it is published (events/audience.ts).
      `alter table events add column recipients text[] not null default '{}'`,
      `update events set recipients = audience_person_uids`,
      // A session that ends (logout, rotation, sign-out elsewhere) ends its event streams at once.
      `create function kontor_session_ended() returns trigger language plpgsql as $$
         begin perform pg_notify('kontor_sessions', new.id); return new; end $$`,
      `create trigger sessions_ended after update of revoked_at on sessions for each row
         when (old.revoked_at is null and new.revoked_at is not null) execute function kontor_session_ended()`,
    ]);
  },
};

/**
 * Issue 27 item 5: an event's subject is any resource's entity (its kind and uid, events/audience.ts), no
 * longer a cash account the platform knows: the account column becomes the subject's uid, with its kind.
 */
export const eventsSubject: Migration = {
  async up(db) {
    await runAll(db, [
      `alter table events rename column audience_account_uid to audience_subject_uid`,
      `alter table events add column audience_subject_kind text`,
      `update events set audience_subject_kind = 'cashAccount' where audience_subject_uid is not null`,
    ]);
  },
};
