import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { MIGRATIONS } from './migrations';

/** The registry (./migrations/index.ts) as Kysely's provider: name → migration. */
export class KontorMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(MIGRATIONS.map((entry) => [entry.name, entry.migration]));
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>, schema: string | null = null): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new KontorMigrationProvider(),
    allowUnorderedMigrations: true,
    // With a schema of its own (tests), Kysely must look for its bookkeeping tables there, not in any schema.
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
