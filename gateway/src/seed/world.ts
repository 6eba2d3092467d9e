/**
 * What the seed's pieces share: the database, one seeded random stream (every uid, IBAN and amount comes from
 * it, so the order of the pieces in ./index.ts is part of the data) and the uids created so far.
 */
import type { Insertable } from 'kysely';
import type { Database, KontorExecutor } from '../db/database';
import type { PersonaKey } from './personas';
import { addDays, type SeededRandom } from './random';

export type Row<T extends keyof Database> = Insertable<Database[T]>;

export type PartnershipKey = 'baeckerei' | 'asl' | 'duboisConseil' | 'kellerRobotics' | 'favreArchitectes';

export interface SeedWorld {
  readonly db: KontorExecutor;
  readonly rng: SeededRandom;
  /** The day the seed is anchored to (today, UTC): recent activity is relative to it. */
  readonly anchorDay: string;
  /** 09:00 UTC on the day `daysAgo` days before the anchor. */
  createdAt(daysAgo: number): string;
  /** Person uid by persona key (filled by seedPersons). */
  readonly persons: Record<string, string>;
  readonly partnerships: Record<PartnershipKey, string>;
  readonly accounts: Record<string, string>;
  readonly cards: Record<string, string>;
  /** Card program uid by partnership key. */
  readonly cardPrograms: Record<string, string>;
  /** Collected by the entitlement pieces, written once the cards exist. */
  readonly entitlementRows: Row<'entitlements'>[];
  /** Anna's booked debits on her private account (the receipts hang on some of them). */
  readonly annaTransactionUids: string[];
}

export function createSeedWorld(db: KontorExecutor, rng: SeededRandom, anchorDay: string): SeedWorld {
  return {
    db,
    rng,
    anchorDay,
    createdAt: (daysAgo) => `${addDays(anchorDay, -daysAgo)}T09:00:00Z`,
    persons: {},
    partnerships: {} as Record<PartnershipKey, string>,
    accounts: {},
    cards: {},
    cardPrograms: {},
    entitlementRows: [],
    annaTransactionUids: [],
  };
}

/** The personas' uids by key, once seedPersons ran. */
export function people(world: SeedWorld): Record<PersonaKey, string> {
  const uid = (key: PersonaKey) => {
    const value = world.persons[key];
    if (!value) throw new Error(`seed: ${key} is not seeded yet`);
    return value;
  };
  return {
    anna: uid('anna'),
    nora: uid('nora'),
    luca: uid('luca'),
    claire: uid('claire'),
    ben: uid('ben'),
    pia: uid('pia'),
    quentin: uid('quentin'),
    rita: uid('rita'),
  };
}

export const ALL_ACTIONS = ['view', 'capture', 'approve'];

/** Adds entitlement rows (one per action) to the world's collection. */
export function entitler(world: SeedWorld) {
  return (
    personUid: string,
    partnershipUid: string,
    entityUid: string,
    entityType: string,
    actions: string[],
    includedTypes: string[] = [],
  ) => {
    for (const action of actions)
      world.entitlementRows.push({
        person_uid: personUid,
        partnership_uid: partnershipUid,
        entity_uid: entityUid,
        entity_type: entityType,
        action,
        included_types: includedTypes,
      });
  };
}

export async function insertMany<T extends keyof Database>(
  db: KontorExecutor,
  table: T,
  rows: Row<T>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += 250) {
    // Kysely cannot relate a generic table name to its row type; Row<T> of the caller already checked the rows.
    const insert = db.insertInto(table) as unknown as {
      values(rows: unknown[]): { execute(): Promise<unknown> };
    };
    await insert.values(rows.slice(index, index + 250)).execute();
  }
}
