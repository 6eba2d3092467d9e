/**
 * Issue 10 item 3: every committed event reaches every stream entitled to it exactly once, in spite of
 * concurrent writers whose transactions commit out of id order. On PostgreSQL two gateway instances share the
 * database (writers and streams on both); PGlite runs the same with one instance. A stream that resumes with
 * Last-Event-ID on the other instance continues without a gap or a repeat.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { defineRoute } from '../http/route';
import { buildServer } from '../server';
import { createTestApp, loginAs, type TestApp } from '../../test/helpers';
import { ANNA, BAECKEREI, CLAIRE, LUCA, NORA, RITA, partnershipUid, personUid } from '../../test/personas';
import { TestEventStream } from '../../test/sse-client';
import { publishEvent, type EventAudience } from './publish';

interface BurstBody {
  labels: string[];
  audience: EventAudience;
  holdMs: number;
}

/** Publishes one event per label in one transaction, then holds it open a while before committing. */
const burst = defineRoute<{ Body: BurstBody }>({
  method: 'POST',
  url: '/api/test/burst',
  family: 'test',
  auth: 'none',
  apiKey: false,
  async handler(request, reply) {
    const { labels, audience, holdMs } = request.body;
    await request.server.db.transaction().execute(async (trx) => {
      for (const label of labels)
        await publishEvent(trx, { type: 'agentInPartnership', message: { status: label }, audience });
      await sql`select pg_sleep(${holdMs / 1000})`.execute(trx);
    });
    return reply.status(204).send();
  },
});

const usePostgres = process.env.KONTOR_TEST_DB === 'postgres';
const EVENTS = 2_000;
const PER_BURST = 5;

let a: TestApp;
let second: { app: FastifyInstance; database: DatabaseHandle } | null = null;
const urls: string[] = [];
const cookies: Record<string, string> = {};
const uids: Record<string, string> = {};
let baeckerei = '';

beforeAll(async () => {
  a = await createTestApp({ extraRoutes: [burst], config: { heartbeatMs: 1_000 } });
  urls.push(await a.app.listen({ port: 0, host: '127.0.0.1' }));
  if (usePostgres) {
    // A second gateway process on the same database: its own pool, LISTEN connection and event hub.
    const database = await openDatabase(a.config);
    const app = await buildServer({ config: a.config, db: database, extraRoutes: [burst] });
    second = { app, database };
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
  }
  for (const email of [ANNA, NORA, LUCA, RITA, CLAIRE]) {
    cookies[email] = await loginAs(a.app, email);
    uids[email] = await personUid(a.db, email);
  }
  baeckerei = await partnershipUid(a.db, BAECKEREI);
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.database.close();
  }
  await a.close();
});

/** Audiences of the bursts and who is entitled to each (Bäckerei's members: Anna, Nora, Luca, Rita). */
function audiences(): { audience: EventAudience; entitled: string[] }[] {
  return [
    { audience: { personUids: [uids[ANNA]!, uids[CLAIRE]!] }, entitled: [ANNA, CLAIRE] },
    { audience: { personUids: [uids[NORA]!] }, entitled: [NORA] },
    { audience: { partnershipUid: baeckerei }, entitled: [ANNA, NORA, LUCA, RITA] },
    { audience: { personUids: [uids[LUCA]!, uids[RITA]!] }, entitled: [LUCA, RITA] },
  ];
}

it(`delivers ${EVENTS} events from concurrent writers exactly once to each of 20 entitled streams`, async () => {
  const people = [ANNA, NORA, LUCA, RITA, CLAIRE];
  const streams: { email: string; stream: TestEventStream }[] = [];
  for (let i = 0; i < 20; i++) {
    const email = people[i % people.length]!;
    streams.push({ email, stream: await TestEventStream.open(urls[i % urls.length]!, cookies[email]!) });
  }
  const expected: Record<string, string[]> = Object.fromEntries(people.map((email) => [email, []]));
  const kinds = audiences();
  const bursts = Array.from({ length: EVENTS / PER_BURST }, (_, b) => {
    const kind = kinds[b % kinds.length]!;
    const labels = Array.from({ length: PER_BURST }, (_, i) => `b${b}-e${i}`);
    for (const email of kind.entitled) expected[email]!.push(...labels);
    return { labels, audience: kind.audience, holdMs: (b * 7) % 40 };
  });

  // Nora's first stream leaves half way and resumes with its Last-Event-ID on the other instance.
  const leaving = streams.find((s) => s.email === NORA)!;
  let resumed: TestEventStream | null = null;
  const write = async (part: typeof bursts) => {
    let next = 0;
    const worker = async (w: number) => {
      while (next < part.length) {
        const body = part[next++]!;
        const response = await fetch(`${urls[w % urls.length]}/api/test/burst`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(204);
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => worker(w)));
  };
  await write(bursts.slice(0, bursts.length / 2));
  await leaving.stream.waitFor(1);
  leaving.stream.close();
  const lastId = leaving.stream.events.at(-1)!.id;
  resumed = await TestEventStream.open(urls[urls.length - 1]!, cookies[NORA]!, { 'last-event-id': lastId });
  await write(bursts.slice(bursts.length / 2));

  try {
    for (const { email, stream } of streams) {
      if (stream === leaving.stream) continue;
      await stream.waitFor(expected[email]!.length, 60_000);
    }
    const seenByLeaving = [
      ...leaving.stream.events,
      ...(await resumed.waitUntil(
        (events) => leaving.stream.events.length + events.length >= expected[NORA]!.length,
        60_000,
      )),
    ];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    for (const { email, stream } of streams) {
      const received = (stream === leaving.stream ? seenByLeaving : stream.events).map(
        (e) => e.message.message.status as string,
      );
      expect({ email, count: received.length }).toEqual({ email, count: expected[email]!.length });
      expect(new Set(received).size).toBe(received.length);
      expect([...received].sort()).toEqual([...expected[email]!].sort());
    }
    // Resume ids are the stream's order: strictly increasing on every stream.
    for (const { stream } of streams) {
      const ids = stream.events.map((e) => BigInt(e.id));
      expect(ids.every((id, i) => i === 0 || id > ids[i - 1]!)).toBe(true);
    }
  } finally {
    streams.forEach(({ stream }) => stream.close());
    resumed.close();
  }
});
