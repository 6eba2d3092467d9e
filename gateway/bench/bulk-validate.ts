// `pnpm bench:bulk` (root; gateway/bench/bulk-validate.ts): validating a 1,000-row pain.001.001.09 on the gateway
// (issue 30 item 4) — the real route POST /api/v2/cash-accounts/{id}/payment-batches/validation as Luca in the
// Bäckerei on the Betriebskonto, through HTTP: base64 body, XSD validation (xmllint-wasm), parsing, the kernel's
// payment rules per row, duplicates. PostgreSQL when DATABASE_URL is set (own schema), else PGlite in memory.
// Prints the figures (median and worst of BENCH_RUNS runs, after a warm-up); the lead copies them into
// docs/performance.md.
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { sql } from 'kysely';
import { addDaysIso, nextBankingDay } from 'shared-kernel/domain';
import { loadConfig, sessionCookieName } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { bankToday } from '../src/payments/clock';
import { pain001, validRows } from '../src/payment-batches/pain001-fixture';
import { seedIfEmpty } from '../src/seed';
import { buildServer } from '../src/server';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const ROWS = 1000;
const LUCA = 'luca@kontor.test';
const WEB = { 'x-api-key': 'kontor-web', 'accept-language': 'de', 'content-type': 'application/json' };
const databaseUrl = process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_bulk_${Date.now().toString(36)}` : undefined;
let admin: pg.Client | null = null;
if (databaseUrl && schema) {
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create schema ${quoteIdent(schema)}`);
}
const config = loadConfig(
  { ...process.env, KONTOR_ENV: 'local', LOG_LEVEL: 'silent', KONTOR_DATA_DIR: 'memory' },
  { ...(schema ? { schema } : {}), paymentSchedulerMs: 0 },
);
const database = await openDatabase(config);
await migrateToLatest(database.db, schema);
await seedIfEmpty(database.db);
const gateway = await buildServer({ config, db: database });
const url = await gateway.listen({ port: 0, host: '127.0.0.1' });

const call = (path: string, init: RequestInit & { cookie?: string } = {}) =>
  fetch(`${url}${path}`, {
    ...init,
    headers: { ...WEB, ...(init.cookie ? { cookie: init.cookie } : {}), ...(init.headers as object) },
  });
const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${sessionCookieName(config.env)}=`))!
    .split(';')[0]!;
const weak = cookieOf(
  await call('/api/v3/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email: LUCA, password: 'Kontor-Sandbox-1' }),
  }),
);
const codes = (await (
  await fetch(`${url}/api/sandbox/outbox?email=${LUCA}`, { headers: { cookie: weak } })
).json()) as { code: string }[];
const cookie = cookieOf(
  await call('/api/v3/auth/strong', {
    method: 'POST',
    cookie: weak,
    body: JSON.stringify({ code: codes[0]!.code }),
  }),
);
const { rows } = await sql<{ uid: string; iban: string; partnership: string }>`
  select ca.uid, ca.iban, p.uid as partnership from cash_accounts ca join partnerships p on p.uid = ca.owner_uid
  where p.name = 'Bäckerei Meier GmbH' and ca.account_name = 'Betriebskonto'`.execute(database.db);
const account = rows[0]!;
const later = nextBankingDay(addDaysIso(await bankToday(database.db), 1));
const xml = pain001(account.iban, later, validRows(ROWS));
const payload = JSON.stringify({ fileName: 'bench.xml', content: Buffer.from(xml).toString('base64') });

async function validateOnce(): Promise<number> {
  const begin = performance.now();
  const response = await call(`/api/v2/cash-accounts/${account.uid}/payment-batches/validation`, {
    method: 'POST',
    cookie,
    headers: { 'x-partnership-uid': account.partnership },
    body: payload,
  });
  const answer = (await response.json()) as { validCount?: number };
  if (response.status !== 200 || answer.validCount !== ROWS)
    throw new Error(`validation: ${response.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return performance.now() - begin;
}

await validateOnce(); // warm-up (the XSD compiled once per run, ajv validators, the catalogue)
const times: number[] = [];
for (let i = 0; i < RUNS; i += 1) times.push(await validateOnce());
times.sort((a, b) => a - b);
console.log(
  [
    `bench:bulk — validating a ${ROWS}-row pain.001.001.09 (${(xml.length / 1024).toFixed(0)} KB, ${(payload.length / 1024).toFixed(0)} KB as base64 JSON)`,
    `on ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}:`,
    `median ${times[Math.floor(times.length / 2)]!.toFixed(0)} ms, best ${times[0]!.toFixed(0)} ms, worst ${times.at(-1)!.toFixed(0)} ms over ${RUNS} runs`,
  ].join('\n'),
);
await gateway.close();
await database.close?.();
if (admin && schema) {
  await admin.query(`drop schema ${quoteIdent(schema)} cascade`);
  await admin.end();
}
