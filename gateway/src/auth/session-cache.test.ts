/**
 * Issue 17 item 5: the cache of validated sessions (./session-cache.ts) never serves a session that has ended.
 * Each revocation is checked after the session was read (so it is cached), on the instance that revoked it and,
 * on PostgreSQL, on a second gateway instance on the same database (its own pool, LISTEN connection and
 * cache) over HTTP, like two gateway processes.
 */
import type { FastifyInstance } from 'fastify';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { SessionCache } from './session-cache';
import { buildServer } from '../server';
import {
  createTestApp,
  loginAs,
  sessionCookieOf,
  until,
  WEB_HEADERS,
  type TestApp,
} from '../../test/helpers';
import { ANNA } from '../../test/personas';

const usePostgres = process.env.KONTOR_TEST_DB === 'postgres';

let t: TestApp;
let urlA = '';
let second: { app: FastifyInstance; database: DatabaseHandle; url: string } | null = null;

/**
 * Entries kept for ten minutes here, far beyond any wait below: another instance can only refuse a revoked
 * session because the notification told it, which is what these tests prove.
 */
const sessionCacheTtlMs = 10 * 60_000;

beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheTtlMs } });
  urlA = await t.app.listen({ port: 0, host: '127.0.0.1' });
  if (usePostgres) {
    const database = await openDatabase(t.config);
    const app = await buildServer({ config: t.config, db: database });
    second = { app, database, url: await app.listen({ port: 0, host: '127.0.0.1' }) };
  }
});
afterAll(async () => {
  if (second) {
    await second.app.close();
    await second.database.close();
  }
  await t.close();
});

/** A read that needs a strong session, over HTTP. */
async function profileStatus(url: string, cookie: string): Promise<number> {
  const response = await fetch(`${url}/api/v2/profile`, { headers: { ...WEB_HEADERS, cookie } });
  await response.arrayBuffer();
  return response.status;
}

async function post(url: string, path: string, cookie: string): Promise<Response> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: { ...WEB_HEADERS, cookie } });
  await response.arrayBuffer();
  return response;
}

/**
 * A revocation reaches another instance through the database's notification: that instance refuses the session
 * as soon as the notification arrives (milliseconds; longer on a busy machine), long before its entry's
 * ten minutes are up. The instance that revoked refuses at once.
 */
async function expectRefusedSoon(url: string, cookie: string): Promise<void> {
  await until(
    async () => (await profileStatus(url, cookie)) === 401,
    `${url} to refuse the session after its revocation (the notification never came)`,
  );
}

/** Every instance under test (A, and B on PostgreSQL). */
const instances = (): string[] => (second ? [urlA, second.url] : [urlA]);

it('keeps a live session: repeated reads are served and the session is cached', async () => {
  const cookie = await loginAs(t.app, ANNA);
  for (let i = 0; i < 3; i++) expect(await profileStatus(urlA, cookie)).toBe(200);
  expect(t.app.sessions.size).toBeGreaterThan(0);
});

it('a logout is refused from the next request on here, and on the other instance once it is told', async () => {
  const cookie = await loginAs(t.app, ANNA);
  for (const url of instances()) expect(await profileStatus(url, cookie)).toBe(200);
  expect((await post(urlA, '/api/v3/auth/logout', cookie)).status).toBe(204);
  expect(await profileStatus(urlA, cookie)).toBe(401);
  for (const url of instances()) await expectRefusedSoon(url, cookie);
});

it('a logout on the other instance is refused here once the notification arrives', async () => {
  const cookie = await loginAs(t.app, ANNA);
  const [here, other = here] = instances();
  for (const url of instances()) expect(await profileStatus(url, cookie)).toBe(200);
  expect((await post(other!, '/api/v3/auth/logout', cookie)).status).toBe(204);
  expect(await profileStatus(other!, cookie)).toBe(401);
  await expectRefusedSoon(here!, cookie);
});

it('a refresh retires the old token everywhere and the new one works everywhere', async () => {
  const cookie = await loginAs(t.app, ANNA);
  for (const url of instances()) expect(await profileStatus(url, cookie)).toBe(200);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v3/auth/refresh',
    headers: { ...WEB_HEADERS, cookie },
  });
  expect(response.statusCode).toBe(204);
  const rotated = sessionCookieOf(response, t.config)!;
  expect(await profileStatus(urlA, cookie)).toBe(401);
  for (const url of instances()) {
    await expectRefusedSoon(url, cookie);
    expect(await profileStatus(url, rotated)).toBe(200);
  }
});

it('signing out the other sessions revokes them on every instance', async () => {
  const phone = await loginAs(t.app, ANNA);
  const laptop = await loginAs(t.app, ANNA);
  for (const url of instances()) expect(await profileStatus(url, phone)).toBe(200);
  const [, other = urlA] = instances();
  const response = await post(other, '/api/v3/auth/sessions/sign-out-others', laptop);
  expect(response.status).toBe(200);
  expect(await profileStatus(other, phone)).toBe(401);
  for (const url of instances()) {
    await expectRefusedSoon(url, phone);
    expect(await profileStatus(url, laptop)).toBe(200);
  }
});

it('a cached session still ends exactly at its idle expiry', async () => {
  const cookie = await loginAs(t.app, ANNA);
  expect(await profileStatus(urlA, cookie)).toBe(200);
  const { expires_at: expiresAt } = await t.db
    .selectFrom('sessions')
    .select('expires_at')
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const expiry = new Date(expiresAt).getTime();
  // Only Date moves: timers, promises, the driver and the cache's own freshness clock run as usual, so the
  // second read below is served from the cache and refused by the row's own expiry.
  jest.useFakeTimers({
    now: expiry - 1,
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'setInterval',
      'clearTimeout',
      'clearInterval',
      'clearImmediate',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  try {
    const status = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/v2/profile', headers: { ...WEB_HEADERS, cookie } }))
        .statusCode;
    expect(await status()).toBe(200);
    jest.setSystemTime(expiry);
    expect(await status()).toBe(401);
  } finally {
    jest.useRealTimers();
  }
});

it('a lookup that raced a revocation does not keep what it read', async () => {
  const cookie = await loginAs(t.app, ANNA);
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const cache = new SessionCache(t.db, sessionCacheTtlMs);
  // The revocation's notice arrives while the row is being read: the row is answered, not kept.
  const reading = cache.find(token);
  cache.forget('another-session');
  expect(await reading).not.toBeNull();
  expect(cache.size).toBe(0);
  // Undisturbed, the next lookup keeps it.
  expect(await cache.find(token)).not.toBeNull();
  expect(cache.size).toBe(1);
});
