/**
 * The stream order of events (issue 10 item 3, docs/security.md "Event delivery"). An event's id is taken
 * when it is inserted, so with concurrent writers a smaller id can commit after a larger one was read: a
 * cursor on ids skips it for good. Instead one sequencer at a time (a transaction-scoped advisory lock, shared
 * by every gateway instance on the database) numbers the events that have committed, in a transaction of its
 * own. A batch of positions becomes visible at once, and the next batch is numbered only after it committed,
 * so readers that deliver `position > cursor` in position order never skip one and never see one twice.
 */
import { sql } from 'kysely';
import type { KontorDb } from '../db/database';
import { EVENTS_CHANNEL } from './publish';

const BATCH = 1_000;

/**
 * Numbers committed, unnumbered events (up to BATCH per call); returns how many. Announces them on
 * `kontor_events` so every instance's hub reads them even when another instance numbered them.
 */
export async function sequenceEvents(db: KontorDb): Promise<number> {
  return db.transaction().execute(async (trx) => {
    // One sequencer per database schema at a time; the lock ends with the transaction.
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ':kontor_events_sequencer'))`.execute(
      trx,
    );
    const { rows } = await sql<{ numbered: string }>`
      with waiting as (
        select id from events where position is null order by id limit ${BATCH}
      ), numbered as (
        select id, nextval('events_position_seq') as position from waiting
      )
      update events set position = numbered.position from numbered where events.id = numbered.id
      returning events.id::text as numbered`.execute(trx);
    if (rows.length > 0) await sql`select pg_notify(${EVENTS_CHANNEL}, 'sequenced')`.execute(trx);
    return rows.length;
  });
}
