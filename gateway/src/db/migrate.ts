import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { platformMigrations } from './migrations/platform';

/**
 * The domain helper's migrations (gateway/src/domain/migrations.ts, `domainMigrations`), loaded
 * lazily so the platform runs before the domain exists.
 */
// A variable specifier: the module may not exist yet, and the type checker must not require it.
const DOMAIN_MIGRATIONS_MODULE: string = '../domain/migrations';

async function loadDomainMigrations(): Promise<Record<string, Migration>> {
  try {
    const module = (await import(DOMAIN_MIGRATIONS_MODULE)) as {
      domainMigrations?: Record<string, Migration>;
    };
    return module.domainMigrations ?? {};
  } catch (error) {
    if (isModuleNotFound(error)) return {};
    throw error;
  }
}

export function isModuleNotFound(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'ERR_MODULE_NOT_FOUND' || code === 'MODULE_NOT_FOUND';
}

/** Platform first, then domain: names are prefixed so Kysely's alphabetical order keeps that order. */
export class KontorMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const all: Record<string, Migration> = {};
    for (const [name, migration] of Object.entries(platformMigrations)) all[`0_platform/${name}`] = migration;
    for (const [name, migration] of Object.entries(await loadDomainMigrations()))
      all[`1_domain/${name}`] = migration;
    return all;
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
