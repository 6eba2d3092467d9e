import type { Kysely } from 'kysely';
import type { Database } from './database';
import { isModuleNotFound } from './migrate';

// A variable specifier: the domain seed (gateway/src/domain/seed/index.ts, `seedIfEmpty`) may not exist yet.
const DOMAIN_SEED_MODULE: string = '../domain/seed/index';

/** Runs the domain's persona seed when it exists; it decides itself whether the database is empty. */
export async function seedDomainIfEmpty(db: Kysely<Database>): Promise<boolean> {
  try {
    const module = (await import(DOMAIN_SEED_MODULE)) as {
      seedIfEmpty?: (db: Kysely<Database>) => Promise<unknown>;
    };
    if (!module.seedIfEmpty) return false;
    await module.seedIfEmpty(db);
    return true;
  } catch (error) {
    if (isModuleNotFound(error)) return false;
    throw error;
  }
}
