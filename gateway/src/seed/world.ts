/**
 * What the seed's pieces share: the database, the anchor day and the uids created so far. Each piece draws
 * from a random stream of its own (every uid, IBAN and amount comes from it), seeded from the global seed and
 * the piece's name: a piece that draws more, or a piece added anywhere, moves no other piece's uids, IBANs or
 * amounts.
 */
import type { Insertable } from 'kysely';
import type { Database, KontorExecutor } from '../db/database';
import type { PersonaKey } from './personas';
import { addDays, SeededRandom, streamSeed } from './random';

export type Row<T extends keyof Database> = Insertable<Database[T]>;

export type PartnershipKey = 'baeckerei' | 'asl' | 'duboisConseil' | 'kellerRobotics' | 'favreArchitectes';

export interface SeedWorld {
  readonly db: KontorExecutor;
  /** The random stream of the piece this world was handed to (SeedRun.forPiece). */
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

/** One piece of the seed (./index.ts runs them in order: each reads what the earlier ones built). */
export interface SeedPiece {
  /** Seeds the piece's random stream: renaming a piece changes its own uids and amounts, no other piece's. */
  readonly name: string;
  run(world: SeedWorld): Promise<void>;
}

/** One seeding: the shared world, handed to each piece with that piece's own random stream. */
export interface SeedRun extends Omit<SeedWorld, 'rng'> {
  /** The world as the piece `name` sees it; a name asked twice would repeat a stream (same uids), so it throws. */
  forPiece(name: string): SeedWorld;
}

export function createSeedWorld(db: KontorExecutor, seed: number, anchorDay: string): SeedRun {
  const shared: Omit<SeedWorld, 'rng'> = {
    db,
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
  const streamNames = new Set<string>();
  return {
    ...shared,
    forPiece(name) {
      if (streamNames.has(name)) throw new Error(`seed: the random stream ${name} is taken`);
      streamNames.add(name);
      return { ...shared, rng: new SeededRandom(streamSeed(seed, name)) };
    },
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
