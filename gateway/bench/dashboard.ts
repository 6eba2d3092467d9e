// `pnpm --filter gateway bench`: the dashboard's read calls as Anna against the real gateway (seeded
// in-memory PGlite, or DATABASE_URL), beside a bare Fastify route in the same run, and the ratio.
// Writes the figures under "## Gateway" in docs/performance.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannonModule from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loadConfig, sessionCookieName } from '../src/config';
import { openDatabase } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed';
import { buildServer } from '../src/server';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  requestsCompleted?: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = autocannonModule as unknown as Cannon;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ANNA = 'anna@kontor.test';
const WEB = { 'x-api-key': 'kontor-web', 'accept-language': 'de' };

const config = loadConfig({
  ...process.env,
  KONTOR_ENV: 'local',
  KONTOR_DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
});
const database = await openDatabase(config);
await migrateToLatest(database.db);
await seedIfEmpty(database.db);
const gateway = await buildServer({ config, db: database });
const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/api/bare', async () => ({ status: 'ok' }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

async function call(path: string, init: RequestInit & { cookie?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = { ...WEB, 'content-type': 'application/json' };
  if (init.cookie) headers.cookie = init.cookie;
  return fetch(`${gatewayUrl}${path}`, { ...init, headers });
}

function cookieOf(response: Response): string {
  const name = sessionCookieName(config.env);
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  if (!setCookie) throw new Error(`no session cookie (${response.status})`);
  return setCookie.split(';')[0]!;
}

// Anna signs in like the web app: password, then the code from the sandbox outbox.
const weak = await call('/api/v3/auth/login', {
  method: 'POST',
  body: JSON.stringify({ email: ANNA, password: 'Kontor-Sandbox-1' }),
});
const weakCookie = cookieOf(weak);
// Anna reads her own code with the session of her password (sandbox tools: docs/security.md).
const [latestCode] = (await (
  await fetch(`${gatewayUrl}/api/sandbox/outbox?email=${ANNA}`, { headers: { cookie: weakCookie } })
).json()) as {
  code: string;
}[];
if (!latestCode) throw new Error('no strong-auth code in the outbox');
const { code } = latestCode;
const strong = await call('/api/v3/auth/strong', {
  method: 'POST',
  cookie: weakCookie,
  body: JSON.stringify({ code }),
});
const cookie = cookieOf(strong);

const anna = (
  await sql<{ uid: string }>`select uid from natural_persons where email = ${ANNA}`.execute(database.db)
).rows[0]!.uid;
const privatkonto = (
  await sql<{
    uid: string;
  }>`select uid from cash_accounts where owner_uid = ${anna} order by opened_at, uid limit 1`.execute(
    database.db,
  )
).rows[0]!.uid;

// What the private dashboard loads (spec §7): the user, profile, accounts, open payments, suggestions, transactions.
const dashboardCalls = [
  '/api/v2/natural-person?contactDetails=true',
  '/api/v2/profile',
  `/api/v2/agents/${anna}/accounts`,
  '/api/v2/open-payment-stats',
  `/api/v2/agents/${anna}/suggestions`,
  `/api/v2/cash-accounts/${privatkonto}/transactions?count=20`,
];
for (const path of dashboardCalls) {
  const response = await call(path, { cookie });
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

async function run(
  title: string,
  url: string,
  requests: { path: string }[],
  headers: Record<string, string>,
) {
  const result = await autocannon({
    title,
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
    requests,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const dashboard = await run(
  'gateway dashboard reads (Anna)',
  gatewayUrl,
  dashboardCalls.map((path) => ({ path })),
  { ...WEB, cookie },
);
const baseline = await run('bare Fastify route', bareUrl, [{ path: '/api/bare' }], {});
await gateway.close();
await bare.close();
await database.close();

const rows = [dashboard, baseline].map((r) => `| ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`);
const ratio = (dashboard.rps / baseline.rps).toFixed(3);
const section = [
  '## Gateway',
  '',
  `Measured by \`pnpm --filter gateway bench\` (gateway/bench/dashboard.ts) on ${new Date().toISOString().slice(0, 10)}:`,
  `${database.kind}, ${CONNECTIONS} connections, ${DURATION_S} s per run, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`,
  '(the machine is shared with other work: compare the ratio, not the absolute figures).',
  `The dashboard run cycles through Anna's ${dashboardCalls.length} dashboard reads with a strong session (every request`,
  'passes the api-key, session and context checks and reads the database); the bare route is Fastify alone.',
  '',
  '| run | req/s | p50 ms | p99 ms |',
  '|---|---|---|---|',
  ...rows,
  '',
  `Ratio gateway/bare (req/s): ${ratio}.`,
  '',
].join('\n');
console.log(section);

const docPath = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const existing = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n\n';
// Replace only the measured figures: other sections, and the hand-written "### Gateway: ..." notes, stay.
const pattern = /## Gateway\n[\s\S]*?(?=\n## |\n### Gateway|$)/;
const updated = pattern.test(existing)
  ? existing.replace(pattern, section.trimEnd() + '\n')
  : `${existing.trimEnd()}\n\n${section}`;
writeFileSync(docPath, updated);
console.log(`updated ${docPath}`);
