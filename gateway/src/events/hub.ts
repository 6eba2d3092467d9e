import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { StreamMessage } from '../../../shared-kernel/src/bus/types';
import type { KontorDb } from '../db/database';

export interface DeliveredEvent {
  id: string;
  message: StreamMessage;
}

/** One open stream: a person, a cursor (last delivered id) and a sink. */
export interface EventSubscription {
  readonly personUid: string;
  close(): void;
}

interface Subscriber {
  personUid: string;
  cursor: string;
  send(event: DeliveredEvent): void;
  /** Serializes pumps: one catch-up query at a time per connection, so nothing is sent twice. */
  pumping: Promise<void>;
  again: boolean;
  closed: boolean;
}

const BATCH = 200;

/**
 * Fans committed events out to open streams. Wake-ups come from NOTIFY kontor_events (Postgres, or
 * PGlite's in-process notifications); each subscriber then reads `events` after its cursor, filtered by
 * audience at delivery time from the current tables, so a replay and live delivery are the same query.
 */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly db: KontorDb,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The id of the newest event (a fresh stream without Last-Event-ID starts after it). */
  async latestEventId(): Promise<string> {
    const row = await this.db
      .selectFrom('events')
      .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
      .executeTakeFirstOrThrow();
    return row.id;
  }

  subscribe(personUid: string, afterId: string, send: (event: DeliveredEvent) => void): EventSubscription {
    const subscriber: Subscriber = {
      personUid,
      cursor: afterId,
      send,
      pumping: Promise.resolve(),
      again: false,
      closed: false,
    };
    this.subscribers.add(subscriber);
    this.pump(subscriber);
    return {
      personUid,
      close: () => {
        subscriber.closed = true;
        this.subscribers.delete(subscriber);
      },
    };
  }

  /** Called on every NOTIFY: new events were committed. */
  wake(): void {
    for (const subscriber of this.subscribers) this.pump(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  closeAll(): void {
    for (const subscriber of this.subscribers) subscriber.closed = true;
    this.subscribers.clear();
  }

  private pump(subscriber: Subscriber): void {
    subscriber.again = true;
    subscriber.pumping = subscriber.pumping.then(async () => {
      while (subscriber.again && !subscriber.closed) {
        subscriber.again = false;
        try {
          let batch: DeliveredEvent[];
          do {
            batch = await this.visibleAfter(subscriber.personUid, subscriber.cursor);
            for (const event of batch) {
              if (subscriber.closed) return;
              subscriber.cursor = event.id;
              subscriber.send(event);
            }
          } while (batch.length === BATCH);
        } catch (error) {
          this.log.error({ err: error }, 'event stream delivery failed');
        }
      }
    });
  }

  /** Events after `cursor` whose audience includes the person: listed, engaged in the partnership, or entitled to the account. */
  async visibleAfter(personUid: string, cursor: string): Promise<DeliveredEvent[]> {
    const result = await sql<{
      id: string;
      type: string;
      guid: string;
      time: Date;
      payload: StreamMessage['message'];
    }>`
      select e.id::text as id, e.type, e.guid, e.time, e.payload
      from events e
      where e.id > ${cursor}::bigint
        and (
          ${personUid} = any(e.audience_person_uids)
          or (e.audience_partnership_uid is not null and exists (
            select 1 from partnership_engagements pe
            where pe.partnership_uid = e.audience_partnership_uid and pe.person_uid = ${personUid}))
          or (e.audience_account_uid is not null and (
            exists (select 1 from cash_accounts ca
              where ca.uid = e.audience_account_uid and ca.owner_type = 'person' and ca.owner_uid = ${personUid})
            or exists (select 1 from entitlements en
              where en.entity_uid = e.audience_account_uid and en.person_uid = ${personUid})))
        )
      order by e.id
      limit ${BATCH}`.execute(this.db);
    return result.rows.map((row) => ({
      id: row.id,
      message: {
        type: row.type as StreamMessage['type'],
        guid: row.guid,
        time: new Date(row.time).toISOString(),
        message: row.payload,
      },
    }));
  }
}
