// `pnpm --filter gateway bench`: the dashboard's read calls as Anna against the real gateway, on both databases
// (seeded in-memory PGlite, and PostgreSQL at DATABASE_URL or the local test server, in a schema of its own
// dropped afterwards), each beside a bare Fastify route run in the same minute, the ratio, and the SQL
// statements each read makes (counted through the database layer by a Kysely plugin).
// Writes the figures under "## Gateway" in docs/performance.md. BENCH_DATABASES=pglite (or postgres) runs one.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannonModule from 'autocannon';
import Fastify from 'fastify';
import { sql, type KyselyPlugin, type QueryResult, type RootOperationNode, type UnknownRow } from 'kysely';
import pg from 'pg';
import * as prettier from 'prettier';
import { loadConfig, sessionCookieName, type GatewayConfig } from '../src/config';
import { openDatabase, quoteIdent, type DatabaseHandle, type DatabaseKind } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed';
import { buildServer } from '../src/server';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Cannon = (options: Record<string, unknown>) => Promise<CannonResult>;
const autocannon = autocannonModule as unknown as Cannon;

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as DatabaseKind[];
const ANNA = 'anna@kontor.test';
const WEB = { 'x-api-key': 'kontor-web', 'accept-language': 'de' };

/** Counts every statement the gateway sends through Kysely (query builder and raw `sql` alike). */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: { node: RootOperationNode }): RootOperationNode {
    return args.node;
  }
  async transformResult(args: { result: QueryResult<UnknownRow> }): Promise<QueryResult<UnknownRow>> {
    this.count += 1;
    return args.result;
  }
}

interface Run {
  title: string;
  rps: number;
  p50: number;
  p99: number;
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
  return {
    title,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  } satisfies Run;
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

interface DatabaseResult {
  kind: DatabaseKind;
  dashboard: Run;
  bare: Run;
  statements: { path: string; count: number }[];
}

async function benchDatabase(kind: DatabaseKind): Promise<DatabaseResult> {
  const schema = kind === 'postgres' ? `bench_${randomBytes(4).toString('hex')}` : null;
  if (schema) await withAdminClient((client) => client.query(`create schema ${quoteIdent(schema)}`));
  const config: GatewayConfig = loadConfig(
    { ...process.env, KONTOR_ENV: 'local', KONTOR_DATA_DIR: 'memory', LOG_LEVEL: 'silent' },
    { databaseUrl: kind === 'postgres' ? POSTGRES_URL : null, dataDir: null, schema },
  );
  const opened = await openDatabase(config);
  try {
    await migrateToLatest(opened.db, schema);
    await seedIfEmpty(opened.db);
    const counter = new StatementCounter();
    const database: DatabaseHandle = { ...opened, db: opened.db.withPlugin(counter) };
    const gateway = await buildServer({ config, db: database });
    const gatewayUrl = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const bare = Fastify({ logger: false });
    bare.get('/api/bare', async () => ({ status: 'ok' }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const call = (path: string, init: RequestInit & { cookie?: string } = {}) => {
        const headers: Record<string, string> = { ...WEB, 'content-type': 'application/json' };
        if (init.cookie) headers.cookie = init.cookie;
        return fetch(`${gatewayUrl}${path}`, { ...init, headers });
      };
      const cookieOf = (response: Response): string => {
        const name = sessionCookieName(config.env);
        const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
        if (!setCookie) throw new Error(`no session cookie (${response.status})`);
        return setCookie.split(';')[0]!;
      };

      // Anna signs in like the web app: password, then the code from the sandbox outbox.
      const weak = await call('/api/v3/auth/login', {
        method: 'POST',
        body: JSON.stringify({ email: ANNA, password: 'Kontor-Sandbox-1' }),
      });
      const weakCookie = cookieOf(weak);
      // Anna reads her own code with the session of her password (sandbox tools: docs/security.md).
      const outbox = await fetch(`${gatewayUrl}/api/sandbox/outbox?email=${ANNA}`, {
        headers: { cookie: weakCookie },
      });
      const [latestCode] = (await outbox.json()) as { code: string }[];
      if (!latestCode) throw new Error('no strong-auth code in the outbox');
      const strong = await call('/api/v3/auth/strong', {
        method: 'POST',
        cookie: weakCookie,
        body: JSON.stringify({ code: latestCode.code }),
      });
      const cookie = cookieOf(strong);

      const anna = (
        await sql<{ uid: string }>`select uid from natural_persons where email = ${ANNA}`.execute(opened.db)
      ).rows[0]!.uid;
      const privatkonto = (
        await sql<{ uid: string }>`select uid from cash_accounts where owner_uid = ${anna}
          order by opened_at, uid limit 1`.execute(opened.db)
      ).rows[0]!.uid;

      // What the private dashboard loads (spec §7): the user, profile, accounts, open payments, suggestions,
      // transactions.
      const dashboardCalls = [
        '/api/v2/natural-person?contactDetails=true',
        '/api/v2/profile',
        `/api/v2/agents/${anna}/accounts`,
        '/api/v2/open-payment-stats',
        `/api/v2/agents/${anna}/suggestions`,
        `/api/v2/cash-accounts/${privatkonto}/transactions?count=20`,
      ];
      // Warm up once, then count each read's statements on its second call (the steady state under load).
      for (const path of dashboardCalls) {
        const response = await call(path, { cookie });
        if (response.status !== 200) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      }
      const statements: { path: string; count: number }[] = [];
      for (const path of dashboardCalls) {
        counter.count = 0;
        const response = await call(path, { cookie });
        if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
        statements.push({ path, count: counter.count });
      }

      const dashboard = await run(
        `gateway dashboard reads (Anna), ${kind}`,
        gatewayUrl,
        dashboardCalls.map((path) => ({ path })),
        // As a browser asks: answers over 1 KB (the transactions page) are compressed (gateway/src/server.ts).
        { ...WEB, cookie, 'accept-encoding': 'gzip, deflate, br' },
      );
      const bareRun = await run(`bare Fastify route (beside ${kind})`, bareUrl, [{ path: '/api/bare' }], {});
      return { kind, dashboard, bare: bareRun, statements };
    } finally {
      await gateway.close();
      await bare.close();
    }
  } finally {
    await opened.close();
    if (schema) await withAdminClient((client) => client.query(`drop schema ${quoteIdent(schema)} cascade`));
  }
}

const results: DatabaseResult[] = [];
for (const kind of DATABASES) results.push(await benchDatabase(kind));

const rows = results.flatMap((r) =>
  [r.dashboard, r.bare].map((run) => `| ${run.title} | ${run.rps.toFixed(0)} | ${run.p50} | ${run.p99} |`),
);
const ratios = results.map((r) => `${r.kind} ${(r.dashboard.rps / r.bare.rps).toFixed(3)}`);
const shortPath = (path: string) => path.replace(/[0-9a-f-]{36}/g, ':uid').replace(/\?.*$/, '');
const statementRows = results[0]!.statements.map(
  (s, i) => `| ${shortPath(s.path)} | ${results.map((r) => r.statements[i]!.count).join(' | ')} |`,
);
const average = (r: DatabaseResult) =>
  (r.statements.reduce((sum, s) => sum + s.count, 0) / r.statements.length).toFixed(2);
const rawSection = [
  '## Gateway',
  '',
  `Measured by \`pnpm --filter gateway bench\` (gateway/bench/dashboard.ts) on ${new Date().toISOString().slice(0, 10)}:`,
  `${CONNECTIONS} connections, ${DURATION_S} s per run, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end`,
  '(the machine is shared with other work: compare the ratio, not the absolute figures).',
  "The dashboard run cycles through Anna's 6 dashboard reads with a strong session (every request passes the",
  'api-key, session and context checks and reads the database), asking for compressed answers as a browser does',
  '(four of the six are over 1 KB and go out brotli-compressed); the bare route is Fastify alone, run right after',
  'each database. PostgreSQL is the local server (a pool of 10), PGlite the embedded in-memory database.',
  '',
  '| run | req/s | p50 ms | p99 ms |',
  '|---|---|---|---|',
  ...rows,
  '',
  `Ratio gateway/bare (req/s): ${ratios.join(', ')}.`,
  '',
  'SQL statements per read (the whole request: session, access checks, data; counted by a Kysely plugin):',
  '',
  `| read | ${results.map((r) => r.kind).join(' | ')} |`,
  `|---|${results.map(() => '---').join('|')}|`,
  ...statementRows,
  `| average | ${results.map(average).join(' | ')} |`,
  '',
].join('\n');
// Written as the repository's prettier formats it (aligned tables), so docs/performance.md stays checked.
const docFile = fileURLToPath(new URL('../../docs/performance.md', import.meta.url));
const prettierOptions = (await prettier.resolveConfig(docFile)) ?? {};
const section = await prettier.format(rawSection, { ...prettierOptions, parser: 'markdown' });
console.log(section);

// BENCH_WRITE_DOC=0: print only (a quick look that must not replace the recorded figures).
if (process.env.BENCH_WRITE_DOC !== '0') {
  const docPath = docFile;
  const existing = existsSync(docPath) ? readFileSync(docPath, 'utf8') : '# Performance\n\n';
  // Replace only the measured figures: other sections, and the hand-written "### Gateway: ..." notes, stay.
  const pattern = /## Gateway\n[\s\S]*?(?=\n## |\n### Gateway|$)/;
  const updated = pattern.test(existing)
    ? existing.replace(pattern, section.trimEnd() + '\n')
    : `${existing.trimEnd()}\n\n${section}`;
  writeFileSync(docPath, updated);
  console.log(`updated ${docPath}`);
}
