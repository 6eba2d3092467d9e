/**
 * The PostgreSQL pool survives the server ending its idle connections (a restart, an administrator's terminate):
 * the next query gets a new connection, and the process keeps running. PostgreSQL only (PGlite has no server).
 */
import pg from 'pg';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test/helpers';

const onPostgres = process.env.KONTOR_TEST_DB === 'postgres' ? test : test.skip;

let t: TestApp;
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

  const admin = new pg.Client({ connectionString: t.config.databaseUrl ?? undefined });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      'select pg_terminate_backend(pid) as ended from pg_stat_activity where pid = any($1::int[])',
      [pids],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.ended)).toBe(true);
  } finally {
    await admin.end();
  }
  // The pool hears of the ended connections (an 'error' event per idle client) before the next query.
  await new Promise((resolve) => setTimeout(resolve, 300));

  const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(t.db);
  expect(pids).not.toContain(after.rows[0]!.pid);
});
