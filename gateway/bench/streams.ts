// `pnpm --filter gateway bench:streams` (DATABASE_URL = PostgreSQL): 1,000 open event streams for 60 s while an
// event commits every 100 ms (issue 10 item 3: one query per wake, not per stream). Measures the process's memory
// sampled through the run (flat or growing), whether every stream received every event it is entitled to exactly
// once, and the p99 of an unrelated read (Anna's transactions) beside the streams against the same read with no
// streams open (same publisher running). Writes the figures under "## Event streams" in docs/performance.md.
// The streams' client runs in a child process of its own (this file with the argument `client`), so the
// gateway's memory and event loop are measured alone.
import { readFileSync, writeFileSync } from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { loadConfig, sessionCookieName } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { publishEvent, type EventAudience } from '../src/events/publish';
import { seedIfEmpty } from '../src/seed';
import { buildServer } from '../src/server';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 1_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const EVENT_EVERY_MS = 100;
const SAMPLE_EVERY_MS = 2_000;
const BASELINE_READS = 300;
const PASSWORD = 'Kontor-Sandbox-1';
const ANNA = 'anna@kontor.test';
const NORA = 'nora@kontor.test';
const LUCA = 'luca@kontor.test';
const RITA = 'rita@kontor.test';
const CLAIRE = 'claire@kontor.test';
const PERSONAS = [ANNA, NORA, LUCA, RITA, CLAIRE];
const WEB = { 'x-api-key': 'kontor-web', 'accept-language': 'de', 'content-type': 'application/json' };

// ---- The client (child process): opens the streams, counts, reports counts when asked.
type ClientMessage =
  | { type: 'open'; url: string; plan: { email: string; cookie: string }[] }
  | { type: 'report' }
  | { type: 'close' };

/**
 * A stream as the bench sees it, in constant memory (the figures are the gateway's, not a growing record of
 * ids): how many events arrived, the sum of their ids, and whether each id was above the one before (a stream
 * delivers in id order, so a repeat or a step back shows there).
 */
interface OpenStream {
  email: string;
  received: number;
  idSum: number;
  lastId: number;
  outOfOrder: number;
  request: http.ClientRequest;
}

type StreamCount = Omit<OpenStream, 'request'>;

function openStream(url: string, email: string, cookie: string): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/api/dispatcher/events`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    const stream: OpenStream = { email, received: 0, idSum: 0, lastId: 0, outOfOrder: 0, request };
    request.on('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`event stream answered ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const id = /^id: (\d+)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (id === undefined) continue;
          const value = Number(id);
          if (value <= stream.lastId) stream.outOfOrder += 1;
          stream.lastId = value;
          stream.received += 1;
          stream.idSum += value;
        }
      });
      resolve(stream);
    });
    request.on('error', reject);
    request.end();
  });
}

async function runClient(): Promise<void> {
  const streams: OpenStream[] = [];
  process.on('message', async (message: ClientMessage) => {
    if (message.type === 'open') {
      for (let i = 0; i < message.plan.length; i += 50)
        streams.push(
          ...(await Promise.all(
            message.plan.slice(i, i + 50).map(({ email, cookie }) => openStream(message.url, email, cookie)),
          )),
        );
      process.send!({ type: 'opened' });
    } else if (message.type === 'report') {
      const counts: StreamCount[] = streams.map(({ request: _request, ...count }) => count);
      process.send!({ type: 'counts', counts });
    } else {
      for (const stream of streams) stream.request.destroy();
      process.disconnect();
    }
  });
}

/** Asks the client and waits for its answer of `type`. */
function ask<T>(child: ChildProcess, message: ClientMessage, type: string): Promise<T> {
  return new Promise((resolve) => {
    const listener = (answer: { type: string }) => {
      if (answer.type !== type) return;
      child.off('message', listener);
      resolve(answer as T);
    };
    child.on('message', listener);
    child.send(message);
  });
}

// ---- The bench (parent process).
async function runBench(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error('bench:streams measures PostgreSQL: set DATABASE_URL');

  const schema = `bench_streams_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${quoteIdent(schema)}`);
  const config = loadConfig(
    { ...process.env, KONTOR_ENV: 'local', LOG_LEVEL: 'silent' },
    { schema, paymentSchedulerMs: 0 },
  );
  const database = await openDatabase(config);
  await migrateToLatest(database.db, schema);
  await seedIfEmpty(database.db);
  const gateway = await buildServer({ config, db: database });
  const url = await gateway.listen({ port: 0, host: '127.0.0.1' });

  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${sessionCookieName(config.env)}=`))!
      .split(';')[0]!;

  /** A strong session of a persona: password, then the code the sandbox outbox holds for that session. */
  async function login(email: string): Promise<string> {
    const weak = cookieOf(
      await fetch(`${url}/api/v3/auth/login`, {
        method: 'POST',
        headers: WEB,
        body: JSON.stringify({ email, password: PASSWORD }),
      }),
    );
    const [latest] = (await (
      await fetch(`${url}/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
        headers: { cookie: weak },
      })
    ).json()) as { code: string }[];
    const code = latest!.code;
    return cookieOf(
      await fetch(`${url}/api/v3/auth/strong`, {
        method: 'POST',
        headers: { ...WEB, cookie: weak },
        body: JSON.stringify({ code }),
      }),
    );
  }

  const cookies: Record<string, string> = {};
  for (const email of PERSONAS) cookies[email] = await login(email);
  const uidOf = async (email: string) =>
    (await sql<{ uid: string }>`select uid from natural_persons where email = ${email}`.execute(database.db))
      .rows[0]!.uid;
  const uids = Object.fromEntries(
    await Promise.all(PERSONAS.map(async (email) => [email, await uidOf(email)])),
  );
  const baeckerei = (
    await sql<{ uid: string }>`select uid from partnerships where name = 'Bäckerei Meier GmbH'`.execute(
      database.db,
    )
  ).rows[0]!.uid;
  const privatkonto = (
    await sql<{ uid: string }>`select ca.uid from cash_accounts ca where ca.owner_uid = ${uids[ANNA]!}
    and ca.account_name = 'Privatkonto'`.execute(database.db)
  ).rows[0]!.uid;

  /** Who each event is for, as delivery.test.ts: Bäckerei's members (Anna, Nora, Luca, Rita) or named persons. */
  const AUDIENCES: { audience: EventAudience; entitled: string[] }[] = [
    { audience: { partnershipUid: baeckerei }, entitled: [ANNA, NORA, LUCA, RITA] },
    { audience: { personUids: [uids[ANNA]!, uids[CLAIRE]!] }, entitled: [ANNA, CLAIRE] },
    { audience: { personUids: [uids[NORA]!] }, entitled: [NORA] },
    { audience: { personUids: [uids[LUCA]!, uids[RITA]!] }, entitled: [LUCA, RITA] },
  ];

  /** One event every 100 ms, each in its own transaction, audiences in turn; answers what it published. */
  function startPublisher() {
    const published: { id: string; entitled: string[] }[] = [];
    let index = 0;
    let stopped = false;
    const done = (async () => {
      let next = performance.now();
      while (!stopped) {
        const { audience, entitled } = AUDIENCES[index % AUDIENCES.length]!;
        index += 1;
        const id = await database.db.transaction().execute((trx) =>
          publishEvent(trx, {
            type: 'agentInPartnership',
            message: { status: `bench ${index}` },
            audience,
          }),
        );
        published.push({ id, entitled });
        next += EVENT_EVERY_MS;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
      }
    })();
    return {
      published,
      stop: async () => {
        stopped = true;
        await done;
      },
    };
  }

  async function timedRead(): Promise<number> {
    const begin = performance.now();
    const response = await fetch(`${url}/api/v2/cash-accounts/${privatkonto}/transactions?count=20`, {
      headers: { ...WEB, cookie: cookies[ANNA]! },
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`read answered ${response.status}`);
    return performance.now() - begin;
  }

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const mb = (bytes: number) => bytes / 2 ** 20;

  // Baseline: the read with the publisher running and no stream open.
  for (let i = 0; i < 30; i += 1) await timedRead(); // warm-up
  const baselinePublisher = startPublisher();
  const baseline: number[] = [];
  for (let i = 0; i < BASELINE_READS; i += 1) baseline.push(await timedRead());
  await baselinePublisher.stop();

  // The streams, spread over five personas' sessions, opened by the client process.
  const client = fork(fileURLToPath(import.meta.url), ['client'], { execArgv: process.execArgv });
  const openStarted = performance.now();
  const plan = Array.from({ length: STREAMS }, (_, i) => {
    const email = PERSONAS[i % PERSONAS.length]!;
    return { email, cookie: cookies[email]! };
  });
  await ask(client, { type: 'open', url, plan }, 'opened');
  const openMs = performance.now() - openStarted;

  const samples: { s: number; rss: number; heap: number }[] = [];
  const runStarted = performance.now();
  // With --expose-gc (the script passes it) each sample is taken after a full collection: the live heap, not
  // wherever the collector happened to be.
  const collect = (globalThis as { gc?: () => void }).gc;
  const sample = () => {
    collect?.();
    const { rss, heapUsed } = process.memoryUsage();
    samples.push({ s: (performance.now() - runStarted) / 1000, rss: mb(rss), heap: mb(heapUsed) });
  };
  sample();
  const sampler = setInterval(sample, SAMPLE_EVERY_MS);
  const publisher = startPublisher();
  const withStreams: number[] = [];
  while (performance.now() - runStarted < SECONDS * 1000) withStreams.push(await timedRead());
  await publisher.stop();
  clearInterval(sampler);
  sample();

  // Every stream must receive exactly the events it is entitled to: as many, with the same ids (sum), in order.
  // Wait (bounded) for the last ones to arrive.
  const owed = Object.fromEntries(
    PERSONAS.map((email) => {
      const ids = publisher.published
        .filter((event) => event.entitled.includes(email))
        .map((e) => Number(e.id));
      return [email, { count: ids.length, idSum: ids.reduce((a, b) => a + b, 0) }];
    }),
  );
  const complete = (stream: StreamCount) =>
    stream.received === owed[stream.email]!.count && stream.idSum === owed[stream.email]!.idSum;
  const report = async () =>
    (await ask<{ counts: StreamCount[] }>(client, { type: 'report' }, 'counts')).counts;
  const deadline = performance.now() + 30_000;
  let streams = await report();
  while (!streams.every(complete) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    streams = await report();
  }
  const short = streams.filter((stream) => stream.received < owed[stream.email]!.count);
  const missing = short.reduce((sum, stream) => sum + owed[stream.email]!.count - stream.received, 0);
  const over = streams.filter((stream) => stream.received > owed[stream.email]!.count);
  const wrongIds = streams.filter(
    (stream) => stream.received === owed[stream.email]!.count && !complete(stream),
  ).length;
  const outOfOrder = streams.reduce((sum, stream) => sum + stream.outOfOrder, 0);
  const deliveries = streams.reduce((sum, stream) => sum + owed[stream.email]!.count, 0);

  // Memory: the first 10 s are warm-up (the streams' first buffers); the rest should be flat.
  const steady = samples.filter((s) => s.s >= 10);
  const slope = (key: 'rss' | 'heap') => {
    const n = steady.length;
    const mx = steady.reduce((a, s) => a + s.s, 0) / n;
    const my = steady.reduce((a, s) => a + s[key], 0) / n;
    const num = steady.reduce((a, s) => a + (s.s - mx) * (s[key] - my), 0);
    const den = steady.reduce((a, s) => a + (s.s - mx) ** 2, 0);
    return (num / den) * 60; // MB per minute
  };
  const range = (key: 'rss' | 'heap') =>
    `${Math.min(...steady.map((s) => s[key])).toFixed(0)}–${Math.max(...steady.map((s) => s[key])).toFixed(0)}`;
  const p = (values: number[], q: number) => percentile(values, q).toFixed(1);
  const ratio = percentile(withStreams, 99) / percentile(baseline, 99);

  const section = [
    '## Event streams',
    '',
    `Measured by \`pnpm --filter gateway bench:streams\` (gateway/bench/streams.ts) on ${new Date().toISOString().slice(0, 10)}:`,
    `PostgreSQL, one gateway process, ${cpus().length} cores shared with other work (load average ${loadavg()[0]!.toFixed(1)} at the end).`,
    `${STREAMS} event streams (five personas' strong sessions, ${STREAMS / PERSONAS.length} each) open for ${SECONDS} s while an`,
    `event was due every ${EVENT_EVERY_MS} ms (each in its own transaction, one after the other: a slow commit delays`,
    "the next), to one of four audiences in turn (Bäckerei's members, Anna + Claire, Nora, Luca + Rita). The",
    "streams' client is a process of its own: memory is the gateway's process (with the publisher). Opening the",
    `streams (with starting the client) took ${(openMs / 1000).toFixed(1)} s.`,
    '',
    '| figure | value |',
    '|---|---|',
    `| events published | ${publisher.published.length} |`,
    `| deliveries owed (event × entitled stream) | ${deliveries} |`,
    `| streams missing an event they are entitled to | ${short.length} (${missing} deliveries) |`,
    `| streams with more events than entitled / other ids than entitled | ${over.length} / ${wrongIds} |`,
    `| events out of order or repeated | ${outOfOrder} |`,
    `| RSS after warm-up (10–${SECONDS} s), MB | ${range('rss')} (trend ${slope('rss').toFixed(1)} MB/min) |`,
    `| heap used after warm-up, MB | ${range('heap')} (trend ${slope('heap').toFixed(1)} MB/min) |`,
    `| unrelated read, no streams: p50 / p99 ms (${baseline.length} reads) | ${p(baseline, 50)} / ${p(baseline, 99)} |`,
    `| same read beside ${STREAMS} streams: p50 / p99 ms (${withStreams.length} reads) | ${p(withStreams, 50)} / ${p(withStreams, 99)} |`,
    `| p99 ratio (with streams / without) | ${ratio.toFixed(2)} |`,
    '',
    'The read is `GET /v2/cash-accounts/{Privatkonto}/transactions?count=20` as Anna, one at a time, with the',
    `publisher running in both runs. Memory sampled every ${SAMPLE_EVERY_MS / 1000} s${collect ? ' after a full GC' : ''} (MB, RSS / heap used):`,
    samples.map((s) => `${s.s.toFixed(0)} s ${s.rss.toFixed(0)}/${s.heap.toFixed(0)}`).join(', ') + '.',
    '',
  ].join('\n');
  console.log(section);

  const docPath = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
  const existing = readFileSync(docPath, 'utf8');
  const pattern = /## Event streams\n[\s\S]*?(?=\n## |$)/;
  writeFileSync(
    docPath,
    pattern.test(existing)
      ? existing.replace(pattern, section.trimEnd() + '\n')
      : `${existing.trimEnd()}\n\n${section}`,
  );

  client.send({ type: 'close' } satisfies ClientMessage);
  await gateway.close();
  await database.close();
  await admin.query(`drop schema ${quoteIdent(schema)} cascade`);
  await admin.end();
  if (short.length || over.length || wrongIds || outOfOrder) process.exitCode = 1;
}

if (process.argv[2] === 'client') await runClient();
else await runBench();
