import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { StreamEventType, StreamMessage } from 'shared-kernel/bus';
import type { KontorExecutor } from '../db/database';
import { recipientsOf, type EventAudience } from './audience';

export type { EventAudience } from './audience';

/** The Postgres channel of new events; the payload is the event id (delivery happens after commit). */
export const EVENTS_CHANNEL = 'kontor_events';

export interface PublishedEvent {
  type: StreamEventType;
  message: StreamMessage['message'];
  /** What the event is about: decides who receives it (./audience.ts). */
  audience: EventAudience;
  /** Defaults to a random uuid; pass the entity's uid to let clients group by entity. */
  guid?: string;
}

/**
 * Writes the event in the caller's transaction (so it exists exactly when the change commits), with its
 * recipients decided by the read rights as they are in that transaction, and notifies `kontor_events`;
 * Postgres (and PGlite) deliver a NOTIFY only on commit.
 */
export async function publishEvent(trx: KontorExecutor, event: PublishedEvent): Promise<string> {
  const audience = event.audience;
  if (!audience.personUids?.length && !audience.partnershipUid && !audience.subject) {
    throw new Error(`publishEvent(${event.type}): an event needs an audience`);
  }
  const row = await trx
    .insertInto('events')
    .values({
      type: event.type,
      guid: event.guid ?? randomUUID(),
      payload: JSON.stringify(event.message),
      audience_person_uids: audience.personUids ?? [],
      audience_partnership_uid: audience.partnershipUid ?? null,
      audience_subject_kind: audience.subject?.kind ?? null,
      audience_subject_uid: audience.subject?.uid ?? null,
      recipients: await recipientsOf(trx, audience),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${row.id})`.execute(trx);
  return row.id;
}
