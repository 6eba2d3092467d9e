// `pnpm --filter gateway bench:payments` (DATABASE_URL = PostgreSQL): payment submit latency as Anna through
// the real gateway on its own schema — sequential submits dated later (saved) and today (executed at once),
// a burst of 50 concurrent distinct submits, and 50 concurrent identical submits (idempotency: one order).
// Writes the figures under "## Payments" in docs/performance.md.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'kysely';
import { addDaysIso, isBankingDay, nextBankingDay } from 'shared-kernel/domain';
import { loadConfig, sessionCookieName } from '../src/config';
import { openDatabase, quoteIdent } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { bankToday, advanceClockTo } from '../src/payments/clock';
import { seedIfEmpty } from '../src/seed';
import { buildServer } from '../src/server';

const SEQUENTIAL = Number(process.env.BENCH_SUBMITS ?? 200);
const BURST = 50;
const ANNA = 'anna@kontor.test';
const WEB = { 'x-api-key': 'kontor-web', 'accept-language': 'de', 'content-type': 'application/json' };
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('bench:payments measures PostgreSQL: set DATABASE_URL');

const schema = `bench_payments_${Date.now().toString(36)}`;
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
    body: JSON.stringify({ email: ANNA, password: 'Kontor-Sandbox-1' }),
  }),
);
// Anna reads her own code with the session of her password (sandbox tools: docs/security.md).
const codes = (await (
  await fetch(`${url}/api/sandbox/outbox?email=${ANNA}`, { headers: { cookie: weak } })
).json()) as { code: string }[];
const code = codes[0]?.code;
if (!code) throw new Error(`no code in the outbox for ${ANNA}`);
const cookie = cookieOf(
  await call('/api/v3/auth/strong', { method: 'POST', cookie: weak, body: JSON.stringify({ code }) }),
);
const account = (
  await sql<{
    uid: string;
  }>`select ca.uid from cash_accounts ca join natural_persons p on p.uid = ca.owner_uid
    where p.email = ${ANNA} and ca.account_name = 'Privatkonto'`.execute(database.db)
).rows[0]!.uid;
// A banking day, so "today" payments execute at once.
const start = await bankToday(database.db);
if (!isBankingDay(start)) await advanceClockTo(database.db, nextBankingDay(start));
const today = await bankToday(database.db);
const later = nextBankingDay(addDaysIso(today, 1));

const body = (paymentTime: string, customerTransactionId = randomUUID()) =>
  JSON.stringify({
    beneficiary: { name: 'Müller Mehl AG', iban: 'CH9300762011623852957' },
    amount: 1,
    currency: 'CHF',
    paymentTime,
    recurrence: 'single',
    category: 'general',
    accountUid: account,
    customerTransactionId,
    isDraftPO: false,
  });

async function submit(payload: string): Promise<{ ms: number; status: number; uid: string }> {
  const begin = performance.now();
  const response = await call(`/api/v2/cash-accounts/${account}/iban-payment-orders`, {
    method: 'POST',
    cookie,
    body: payload,
  });
  const json = (await response.json()) as { uid?: string };
  return { ms: performance.now() - begin, status: response.status, uid: json.uid ?? '' };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const row = (label: string, runs: { ms: number; status: number }[], wallMs?: number) => {
  const ms = runs.map((run) => run.ms);
  const ok = runs.filter((run) => run.status === 201).length;
  return `| ${label} | ${runs.length} | ${ok} | ${percentile(ms, 50).toFixed(0)} | ${percentile(ms, 99).toFixed(0)} | ${wallMs === undefined ? '' : wallMs.toFixed(0)} |`;
};

for (let i = 0; i < 10; i += 1) await submit(body(later)); // warm-up
const saved = [];
for (let i = 0; i < SEQUENTIAL; i += 1) saved.push(await submit(body(later)));
const executed = [];
for (let i = 0; i < SEQUENTIAL; i += 1) executed.push(await submit(body(today)));
let begin = performance.now();
const burst = await Promise.all(Array.from({ length: BURST }, () => submit(body(later))));
const burstWall = performance.now() - begin;
const twin = body(later);
begin = performance.now();
const twins = await Promise.all(Array.from({ length: BURST }, () => submit(twin)));
const twinsWall = performance.now() - begin;
const twinOrders = new Set(twins.map((run) => run.uid)).size;

const section = [
  '## Payments',
  '',
  `Measured by \`pnpm --filter gateway bench:payments\` (gateway/bench/payments.ts) on ${new Date().toISOString().slice(0, 10)}:`,
  `PostgreSQL (pool of 10), ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end (shared machine).`,
  'Each submit is `POST /v2/cash-accounts/{id}/iban-payment-orders` as Anna with a strong session: schema and',
  'rules, one transaction (idempotency claim, account lock, beneficiary, order, events, stored answer); "today"',
  'also books the debit through the ledger.',
  '',
  '| run | submits | 201 | p50 ms | p99 ms | wall ms |',
  '|---|---|---|---|---|---|',
  row('sequential, dated later (saved)', saved),
  row('sequential, dated today (executed at once)', executed),
  row(`${BURST} concurrent, distinct`, burst, burstWall),
  row(`${BURST} concurrent, identical (→ ${twinOrders} order)`, twins, twinsWall),
  '',
].join('\n');
console.log(section);

const docPath = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const existing = readFileSync(docPath, 'utf8');
const pattern = /## Payments\n[\s\S]*?(?=\n## |\n### Payments:|$)/;
writeFileSync(
  docPath,
  pattern.test(existing)
    ? existing.replace(pattern, section.trimEnd() + '\n')
    : `${existing.trimEnd()}\n\n${section}`,
);

await gateway.close();
await database.close();
await admin.query(`drop schema ${quoteIdent(schema)} cascade`);
await admin.end();
