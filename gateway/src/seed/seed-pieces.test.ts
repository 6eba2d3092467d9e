/**
 * The seed by pieces: each piece draws from a random stream of its own, so a piece added early that draws a lot
 * leaves every other piece's rows (uids, IBANs, amounts) as they were.
 */
import { sql } from 'kysely';
import type { KontorDb } from '../db/database';
import { createTestApp, type TestApp } from '../../test/helpers';
import { SEED_PIECES, seedDatabase } from './index';
import { PERSONAS } from './personas';
import { createSeedWorld, type SeedPiece } from './world';

const ANCHOR_DAY = '2026-11-20';
const EXTRA_EMAIL = 'extra.prospect@kontor.test';

/** A new piece before all the others: it draws a thousand values and writes one row of its own. */
const extraProspect: SeedPiece = {
  name: 'extra-prospect',
  async run({ db, rng }) {
    for (let draw = 0; draw < 1_000; draw += 1) rng.next();
    await db
      .insertInto('prospects')
      .values({ uid: rng.uuid(), email: EXTRA_EMAIL, status: 'new', nick_name: 'Extra', condition_codes: [] })
      .execute();
  },
};

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((app) => app.close())));

describe('seed pieces', () => {
  it('leaves every other row as it was when a piece is added early and draws from its stream', async () => {
    const before = await seededRows(SEED_PIECES);
    const after = await seededRows([extraProspect, ...SEED_PIECES]);

    const added = after.prospects?.filter((row) => row.includes(EXTRA_EMAIL)) ?? [];
    expect(added).toHaveLength(1);
    after.prospects = after.prospects?.filter((row) => !row.includes(EXTRA_EMAIL)) ?? [];
    expect(before.transactions?.length).toBeGreaterThan(1_000);
    expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
    const moved = Object.keys(before)
      .map((table) => ({ table, rows: differingRows(before[table] ?? [], after[table] ?? []) }))
      .filter(({ rows }) => rows > 0)
      .map(({ table, rows }) => `${table}: ${rows} rows differ`);
    expect(moved).toEqual([]);
  });

  it('refuses a stream name asked for twice (two pieces would draw the same uids)', () => {
    const world = createSeedWorld({} as KontorDb, 1, ANCHOR_DAY);
    world.forPiece('cards');
    expect(() => world.forPiece('cards')).toThrow(/cards/);
  });
});

/** Every row of every table of a fresh database seeded with `pieces`: sorted JSON per table. */
async function seededRows(pieces: readonly SeedPiece[]): Promise<Record<string, string[]>> {
  const app = await createTestApp({ seed: false });
  apps.push(app);
  const passwordHashes = PERSONAS.map(() => 'not-a-password-hash');
  await app.db.transaction().execute((trx) => seedDatabase(trx, ANCHOR_DAY, passwordHashes, pieces));
  return tableRows(app.db);
}

/** The rows without the columns the database fills in itself (`default now()` differs between two runs). */
async function tableRows(db: KontorDb): Promise<Record<string, string[]>> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
      and c.table_name not like 'kysely_%' and coalesce(c.column_default, '') not like '%now()%'
    order by c.table_name, c.ordinal_position`.execute(db);
  const tables: Record<string, string[]> = {};
  for (const { table_name: table, column_name: column } of columns) (tables[table] ??= []).push(column);
  const rows: Record<string, string[]> = {};
  for (const [table, kept] of Object.entries(tables)) {
    const { rows: found } = await sql<Record<string, unknown>>`
      select ${sql.join(kept.map((column) => sql.ref(column)))} from ${sql.table(table)}`.execute(db);
    rows[table] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

/** How many rows one list holds that the other does not (counted with their repetitions). */
function differingRows(before: string[], after: string[]): number {
  const count = new Map<string, number>();
  for (const row of before) count.set(row, (count.get(row) ?? 0) + 1);
  for (const row of after) count.set(row, (count.get(row) ?? 0) - 1);
  return [...count.values()].reduce((total, difference) => total + Math.abs(difference), 0);
}
