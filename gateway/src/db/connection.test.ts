/**
 * The PostgreSQL connections survive the server ending them (a restart, an administrator's terminate): the pool's
 * next query gets a new connection, a LISTEN connection is opened again and hears the next notification, and the
 * process keeps running. PostgreSQL only (PGlite has no server).
 */
import pg from 'pg';
import { sql } from 'kysely';
import { createTestApp, until, type TestApp } from '../../test/helpers';
import { openDatabase } from './connection';

const onPostgres = process.env.KONTOR_TEST_DB === 'postgres' ? test : test.skip;

let t: TestApp;

/** Ends these server processes as an administrator would (pg_terminate_backend), from a connection of its own. */
async function terminate(pids: number[]): Promise<void> {
  const admin = new pg.Client({ connectionString: t.config.databaseUrl ?? undefined });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where pid = any($1::int[])',
      [pids],
    );
    expect(rows.length).toBe(pids.length);
    expect(rows.every((row) => row.ended)).toBe(true);
  } finally {
    await admin.end();
  }
}

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

onPostgres('a query after the server ended every idle connection of the pool gets a new one', async () => {
  // Several connections at once, all idle in the pool afterwards.
  const before = await Promise.all(
    Array.from({ length: 4 }, () => sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db)),
  );
  const pids = before.map((result) => result.rows[0]!.pid);

  await terminate(pids);
  // The pool hears of the ended connections (an 'error' event per idle client) before the next query.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
  expect(pids).not.toContain(after.rows[0]!.pid);
});

onPostgres(
  'a LISTEN connection the server ended is opened again and hears the next notification',
  async () => {
    const database = await openDatabase(t.config);
    const heard: string[] = [];
    const unlisten = await database.listen('kontor_test_reconnect', (payload) => heard.push(payload));
    try {
      const notify = (payload: string) =>
        sql`select pg_notify('kontor_test_reconnect', ${payload})`.execute(t.db);
      await notify('before');
      await until(async () => heard.includes('before'), 'the first notification');

      const { rows } = await sql<{ pid: number }>`
        select pid from pg_stat_activity
        where datname = current_database() and query ilike 'listen%kontor_test_reconnect%'`.execute(t.db);
      expect(rows).toHaveLength(1);
      await terminate([rows[0]!.pid]);

      // Sent until heard: the connection comes back after a short wait; what is sent before that is lost.
      await until(
        async () => {
          await notify('after');
          return heard.includes('after');
        },
        'a notification after the LISTEN connection was ended',
        10_000,
      );
    } finally {
      await unlisten();
      await database.close();
    }
  },
);
