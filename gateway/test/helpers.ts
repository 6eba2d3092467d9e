import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { loadConfig, sessionCookieName, type GatewayConfig } from '../src/config';
import { openDatabase, quoteIdent, type DatabaseHandle } from '../src/db/connection';
import type { KontorDb } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedIfEmpty } from '../src/seed';
import type { RouteDefinition } from '../src/http/route';
import type { SchemaCompilation } from '../src/http/schema-compilation';
import { buildServer } from '../src/server';

/** Every persona's password (PERSONAS.md). */
export const PERSONA_PASSWORD = 'Kontor-Sandbox-1';
/** The web app's headers (docs/integration.md "Gateway API"). */
export const WEB_HEADERS = { 'x-api-key': 'kontor-web', 'accept-language': 'en' } as const;
/** The sandbox operator's credential of the test gateways (sandbox tools, docs/security.md). */
export const SANDBOX_OPERATOR_KEY = 'kontor-test-operator-key';
export const SANDBOX_OPERATOR_HEADERS = { 'x-sandbox-operator-key': SANDBOX_OPERATOR_KEY } as const;

export interface TestApp {
  app: FastifyInstance;
  db: KontorDb;
  database: DatabaseHandle;
  config: GatewayConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Run the persona seed (default true). */
  seed?: boolean;
  config?: Partial<GatewayConfig>;
  extraRoutes?: readonly RouteDefinition[];
  /** When the routes' schemas compile (default on first use: a test file calls a few of the routes). */
  schemaCompilation?: SchemaCompilation;
}

const usePostgres = process.env.KONTOR_TEST_DB === 'postgres';
const postgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A gateway on a fresh database with migrations and seed: in-memory PGlite by default; with
 * KONTOR_TEST_DB=postgres, a database of its own copied from a migrated (and seeded) template and dropped on
 * close, so test files run in parallel and none pays for the migrations and the seed.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed !== false;
  const ownDatabase = usePostgres ? await createPostgresCopy(seed) : null;
  const config = loadConfig(
    { KONTOR_ENV: 'local', KONTOR_DATA_DIR: 'memory', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    {
      databaseUrl: ownDatabase ? databaseUrlOf(ownDatabase) : null,
      dataDir: null,
      schema: null,
      sandboxOperatorKey: SANDBOX_OPERATOR_KEY,
      ...options.config,
    },
  );
  let database: DatabaseHandle;
  try {
    database = ownDatabase ? await openDatabase(config) : await openPreparedPGlite(config, seed);
  } catch (error) {
    // A failed setup must not leave its database behind.
    if (ownDatabase) await dropPostgresCopy(ownDatabase);
    throw error;
  }
  const app = await buildServer({
    config,
    db: database,
    extraRoutes: options.extraRoutes,
    checkResponses: true,
    schemaCompilation: options.schemaCompilation ?? 'on-first-use',
  });
  try {
    await app.ready();
  } catch (error) {
    // A gateway that cannot start (a schema that does not compile) leaves nothing open behind it.
    await app.close().catch(() => undefined);
    await database.close();
    if (ownDatabase) await dropPostgresCopy(ownDatabase);
    throw error;
  }
  return {
    app,
    db: database.db,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      if (ownDatabase) await dropPostgresCopy(ownDatabase);
    },
  };
}

const SOURCE_ROOT = join(__dirname, '..', 'src');

/**
 * The source files that shape a fresh database, the template's cache key: the migration registry and the
 * seed with everything they import (followed through relative imports, wherever the resources keep them).
 */
function databaseSourceFiles(): string[] {
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const base = join(dirname(file), specifier!);
      visit(existsSync(`${base}.ts`) ? `${base}.ts` : join(base, 'index.ts'));
    }
  };
  visit(join(SOURCE_ROOT, 'db', 'migrate.ts'));
  visit(join(SOURCE_ROOT, 'seed', 'index.ts'));
  return [...files].sort();
}

/** The template's cache key: a hash of the sources that shape a fresh database. */
function databaseSourceHash(): string {
  const key = createHash('sha256');
  for (const file of databaseSourceFiles()) key.update(file).update(readFileSync(file));
  return key.digest('hex').slice(0, 16);
}

/**
 * A fresh PGlite started from a migrated (and seeded) template directory: creating PGlite and seeding cost
 * seconds, so the first test file prepares the template in the temp folder and every file opens a copy.
 * (A copied folder rather than PGlite's loadDataDir: a PGlite opened from a tarball keeps Node from exiting.)
 */
async function openPreparedPGlite(config: GatewayConfig, seed: boolean): Promise<DatabaseHandle> {
  const prefix = `kontor-gateway-${databaseSourceHash()}`;
  const template = join(tmpdir(), `${prefix}-${seed ? 'seeded' : 'empty'}`);
  if (!existsSync(template))
    await withFileLock(`${template}.lock`, () => prepareTemplate(config, template, prefix, seed));
  const copy = mkdtempSync(join(tmpdir(), 'kontor-gateway-db-'));
  cpSync(template, copy, { recursive: true });
  const database = await openDatabase({ ...config, dataDir: copy });
  return {
    ...database,
    async close() {
      await database.close();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

async function prepareTemplate(
  config: GatewayConfig,
  template: string,
  prefix: string,
  seed: boolean,
): Promise<void> {
  if (existsSync(template)) return; // another worker prepared it while this one waited
  const partial = `${template}.${process.pid}.partial`;
  const database = await openDatabase({ ...config, dataDir: partial });
  await migrateToLatest(database.db);
  if (seed) await seedIfEmpty(database.db);
  await database.close();
  renameSync(partial, template);
  // Templates of older sources are dead weight (tens of MB each); one younger than an hour may still be
  // copied by a concurrent run on other sources (another helper's checkout state), so it stays.
  for (const name of readdirSync(tmpdir())) {
    if (/^kontor-gateway-[0-9a-f]{16}-(seeded|empty)$/.test(name) && !name.startsWith(prefix)) {
      const path = join(tmpdir(), name);
      if (Date.now() - statSync(path).mtimeMs > 60 * 60_000) rmSync(path, { recursive: true, force: true });
    }
  }
}

/** `postgresUrl` with another database name. */
function databaseUrlOf(database: string): string {
  const url = new URL(postgresUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A new PostgreSQL database copied from the template of the current sources (CREATE DATABASE … TEMPLATE copies
 * files: far quicker than migrating and seeding each test file's database). The first worker to need a template
 * builds it under an advisory lock; templates of other sources are dropped when unused.
 */
async function createPostgresCopy(seed: boolean): Promise<string> {
  const hash = databaseSourceHash();
  const template = `kontor_tpl_${hash}_${seed ? 'seeded' : 'empty'}`;
  const copy = `kontor_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(async (client) => {
    const exists = async (name: string) =>
      (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
    if (!(await exists(template))) {
      // Session-level lock: the other workers wait here until the template is complete.
      await client.query('select pg_advisory_lock(hashtext($1))', ['kontor_test_template']);
      try {
        if (!(await exists(template))) await preparePostgresTemplate(client, template, hash, seed);
      } finally {
        await client.query('select pg_advisory_unlock(hashtext($1))', ['kontor_test_template']);
      }
    }
    await client.query(`create database ${quoteIdent(copy)} template ${quoteIdent(template)}`);
    // A test's commit need not wait for the disk (locks and isolation are unchanged): the suite's I/O waits go.
    await client.query(`alter database ${quoteIdent(copy)} set synchronous_commit = off`);
  });
  return copy;
}

async function preparePostgresTemplate(
  client: pg.Client,
  template: string,
  hash: string,
  seed: boolean,
): Promise<void> {
  const partial = `${template}_partial_${process.pid}`;
  await client.query(`drop database if exists ${quoteIdent(partial)}`);
  await client.query(`create database ${quoteIdent(partial)}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(partial), dataDir: null, schema: null });
  try {
    await migrateToLatest(database.db);
    if (seed) await seedIfEmpty(database.db);
  } finally {
    await database.close();
  }
  await client.query(`alter database ${quoteIdent(partial)} rename to ${quoteIdent(template)}`);
  // Templates of older sources (and copies a killed run left) are dead weight; one in use stays.
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where (datname like 'kontor\\_tpl\\_%' and datname not like $1)`,
    [`kontor\\_tpl\\_${hash}\\_%`],
  );
  for (const { datname } of rows)
    await client.query(`drop database if exists ${quoteIdent(datname)}`).catch(() => undefined);
}

async function dropPostgresCopy(database: string): Promise<void> {
  await withAdminClient((client) =>
    client.query(`drop database if exists ${quoteIdent(database)} with (force)`),
  );
}

/** Resolves once `condition` holds, asking every 25 ms; fails naming `what` after `timeoutMs`. */
export async function until(
  condition: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Cross-process mutex (parallel jest workers): mkdir is atomic; a lock older than 5 minutes is stale. */
async function withFileLock<T>(lockPath: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(lockPath);
      break;
    } catch {
      try {
        if (Date.now() - statSync(lockPath).mtimeMs > 5 * 60_000)
          rmSync(lockPath, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockPath, { recursive: true, force: true });
  }
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `name=value` of the session cookie a response set (or null when it did not set one). */
export function sessionCookieOf(response: LightMyRequestResponse, config: GatewayConfig): string | null {
  const name = sessionCookieName(config.env);
  const cookie = response.cookies.find((c) => c.name === name);
  return cookie && cookie.value ? `${name}=${cookie.value}` : null;
}

/**
 * The newest sign-in code the outbox holds for an email (what a tester reads from the mail catcher): a login's or a
 * prospect's, not another mail the bank sent the same address (an eBill notice, a scan link).
 */
export async function latestOutboxCode(app: FastifyInstance, email: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/sandbox/outbox',
    query: { email },
    headers: SANDBOX_OPERATOR_HEADERS,
  });
  const latest = response
    .json<{ code: string; purpose: string }[]>()
    .find((entry) => entry.purpose === 'strong' || entry.purpose === 'prospect');
  if (!latest) throw new Error(`no code in the outbox for ${email}`);
  return latest.code;
}

/** Password login (weak): returns the session cookie. */
export async function loginWeak(
  app: FastifyInstance,
  email: string,
  password = PERSONA_PASSWORD,
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/login',
    headers: WEB_HEADERS,
    payload: { email, password },
  });
  const cookie = sessionCookieOf(response, app.config);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** Password + outbox code: the `Cookie` header value of a strong session of the persona. */
export async function loginAs(
  app: FastifyInstance,
  email: string,
  password = PERSONA_PASSWORD,
): Promise<string> {
  const weak = await loginWeak(app, email, password);
  const code = await latestOutboxCode(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v3/auth/strong',
    headers: { ...WEB_HEADERS, cookie: weak },
    payload: { code },
  });
  const cookie = sessionCookieOf(response, app.config);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`strong ${email}: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** Prospect email + outbox code: the cookie of a pin session. */
export async function loginProspect(app: FastifyInstance, email: string): Promise<string> {
  await app.inject({
    method: 'POST',
    url: '/api/v2/auth/prospects/login',
    headers: WEB_HEADERS,
    payload: { email },
  });
  const code = await latestOutboxCode(app, email);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v2/auth/prospects/verify',
    headers: WEB_HEADERS,
    payload: { email, code },
  });
  const cookie = sessionCookieOf(response, app.config);
  if (response.statusCode !== 200 || !cookie)
    throw new Error(`prospect ${email}: ${response.statusCode} ${response.body}`);
  return cookie;
}
