/**
 * Fans committed events out to the open streams of this gateway instance (issue 10 items 2 and 3).
 * - One query per wake, whatever the number of streams: a wake (NOTIFY kontor_events, or the periodic check)
 *   numbers what has committed (./sequencer.ts), reads the events after the hub's cursor once, in position
 *   order, and hands each to the open streams of its recipients (resolved when it was published).
 * - A stream that resumes (Last-Event-ID) first reads what it missed, in the same serial work queue, so a
 *   replay and live delivery never overlap: every stream gets each of its events exactly once.
 * - A stream lives as long as the session it was opened with: it ends when that session is revoked (logout,
 *   rotation, sign-out elsewhere: NOTIFY kontor_sessions) or expires, and the periodic check ends any whose
 *   session is no longer live.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { StreamMessage } from 'shared-kernel/bus';
import type { KontorDb } from '../db/database';
import { sequenceEvents } from './sequencer';

export interface DeliveredEvent {
  /** The event's position: the SSE id a browser resumes from. */
  id: string;
  message: StreamMessage;
}

export interface StreamOwner {
  personUid: string;
  sessionId: string;
  sessionExpiresAt: Date;
}

export interface StreamSink {
  send(event: DeliveredEvent): void;
  /** The hub ends the stream (its session ended). */
  end(): void;
}

/** One open stream. */
export interface EventSubscription {
  close(): void;
}

interface Stream extends StreamOwner, StreamSink {
  /** Position of the last event this stream has been given (or skipped as before its start). */
  position: bigint;
  expiryTimer: NodeJS.Timeout | null;
}

interface EventRow {
  position: string;
  type: string;
  guid: string;
  time: Date;
  payload: StreamMessage['message'];
  recipients: string[];
}

const BATCH = 500;

const toDelivered = (row: EventRow): DeliveredEvent => ({
  id: row.position,
  message: {
    type: row.type as StreamMessage['type'],
    guid: row.guid,
    time: new Date(row.time).toISOString(),
    message: row.payload,
  },
});

export class EventHub {
  private readonly byPerson = new Map<string, Set<Stream>>();
  /** Position of the last event fanned out; null until the first drain reads where the log stands. */
  private cursor: bigint | null = null;
  private work: Promise<void> = Promise.resolve();
  private drainQueued = false;
  private ticker: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: KontorDb,
    private readonly log: FastifyBaseLogger,
    private readonly checkMs: number,
  ) {}

  /** Starts the periodic check (sessions still live, nothing missed if a NOTIFY was lost). */
  start(): void {
    this.ticker ??= setInterval(() => this.check(), this.checkMs);
    this.ticker.unref();
    // Where the log stands, known from the first calls on (position).
    this.wake();
  }

  /**
   * The position of the last event this hub has read, null before its first read: every event numbered later
   * comes after it, so a stream resuming from it misses nothing committed since (x-kontor-event-position).
   */
  get position(): string | null {
    return this.cursor === null ? null : this.cursor.toString();
  }

  /** NOTIFY kontor_events: new events committed (or were numbered). Wakes are coalesced. */
  wake(): void {
    if (this.drainQueued) return;
    this.drainQueued = true;
    this.enqueue(async () => {
      this.drainQueued = false;
      await this.drain();
    });
  }

  /** NOTIFY kontor_sessions: the session was revoked; its streams end now. */
  sessionEnded(sessionId: string): void {
    for (const stream of [...this.streams()]) if (stream.sessionId === sessionId) this.end(stream);
  }

  /** The position of the newest numbered event: where a stream opened now starts. */
  async latestPosition(): Promise<string> {
    const { rows } = await sql<{ position: string }>`
      select coalesce(max(position), 0)::text as position from events`.execute(this.db);
    return rows[0]!.position;
  }

  /**
   * Opens a stream after `afterPosition` (Last-Event-ID, or latestPosition() when it was opened). Resolves
   * once the stream is live: the events it missed have been sent.
   */
  subscribe(owner: StreamOwner, afterPosition: string, sink: StreamSink): Promise<EventSubscription> {
    const stream: Stream = { ...owner, ...sink, position: BigInt(afterPosition), expiryTimer: null };
    return new Promise((resolve, reject) => {
      this.enqueue(async () => {
        try {
          await this.drain();
          if (this.cursor !== null && stream.position < this.cursor) {
            await this.replay(stream, stream.position, this.cursor);
            stream.position = this.cursor;
          }
          this.add(stream);
          resolve({ close: () => this.remove(stream) });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
  }

  get size(): number {
    return [...this.byPerson.values()].reduce((sum, streams) => sum + streams.size, 0);
  }

  closeAll(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    for (const stream of [...this.streams()]) this.end(stream);
  }

  private enqueue(task: () => Promise<void>): void {
    this.work = this.work.then(task).catch((error: unknown) => {
      this.log.error({ err: error }, 'event stream delivery failed');
    });
  }

  /** Reads the events after the cursor once and gives each to its recipients' open streams. */
  private async drain(): Promise<void> {
    await sequenceEvents(this.db);
    if (this.cursor === null) {
      this.cursor = BigInt(await this.latestPosition());
      return;
    }
    let rows: EventRow[];
    do {
      ({ rows } = await sql<EventRow>`
        select e.position::text as position, e.type, e.guid, e.time, e.payload, e.recipients from events e
        where e.position > ${this.cursor.toString()}::bigint order by e.position limit ${BATCH}`.execute(
        this.db,
      ));
      for (const row of rows) this.fanOut(row);
      if (rows.length > 0) this.cursor = BigInt(rows.at(-1)!.position);
    } while (rows.length === BATCH);
  }

  private fanOut(row: EventRow): void {
    const position = BigInt(row.position);
    const event = toDelivered(row);
    for (const personUid of row.recipients)
      for (const stream of this.byPerson.get(personUid) ?? [])
        if (position > stream.position) {
          stream.position = position;
          stream.send(event);
        }
  }

  /** What a stream missed: its person's events after `after`, up to the hub's cursor `until`. */
  private async replay(stream: Stream, after: bigint, until: bigint): Promise<void> {
    let from = after;
    let rows: EventRow[];
    do {
      ({ rows } = await sql<EventRow>`
        select e.position::text as position, e.type, e.guid, e.time, e.payload, e.recipients from events e
        where e.position > ${from.toString()}::bigint and e.position <= ${until.toString()}::bigint
          and ${stream.personUid} = any(e.recipients)
        order by e.position limit ${BATCH}`.execute(this.db));
      for (const row of rows) stream.send(toDelivered(row));
      if (rows.length > 0) from = BigInt(rows.at(-1)!.position);
    } while (rows.length === BATCH);
  }

  /** Ends the streams whose session is no longer live; drains in case a wake was lost. */
  private check(): void {
    this.enqueue(async () => {
      const streams = [...this.streams()];
      if (streams.length > 0) {
        const ids = [...new Set(streams.map((stream) => stream.sessionId))];
        const live = await this.db
          .selectFrom('sessions')
          .select('id')
          .where('id', 'in', ids)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', new Date())
          .execute();
        const liveIds = new Set(live.map((row) => row.id));
        for (const stream of streams) if (!liveIds.has(stream.sessionId)) this.end(stream);
      }
      await this.drain();
    });
  }

  private add(stream: Stream): void {
    const streams = this.byPerson.get(stream.personUid) ?? new Set<Stream>();
    streams.add(stream);
    this.byPerson.set(stream.personUid, streams);
    const remainingMs = stream.sessionExpiresAt.getTime() - Date.now();
    stream.expiryTimer = setTimeout(() => this.end(stream), Math.max(0, Math.min(remainingMs, 2 ** 31 - 1)));
    stream.expiryTimer.unref();
  }

  private remove(stream: Stream): void {
    if (stream.expiryTimer) clearTimeout(stream.expiryTimer);
    const streams = this.byPerson.get(stream.personUid);
    streams?.delete(stream);
    if (streams?.size === 0) this.byPerson.delete(stream.personUid);
  }

  private end(stream: Stream): void {
    this.remove(stream);
    stream.end();
  }

  private *streams(): Iterable<Stream> {
    for (const streams of this.byPerson.values()) yield* streams;
  }
}
