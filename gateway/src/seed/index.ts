/**
 * Sandbox seed: the personas of /work/shared/PERSONAS.md with realistic Swiss data, in small named pieces.
 * Deterministic for a given anchor day: the anchor is today (UTC) so the dashboard always shows recent
 * activity, and every uid, IBAN and amount comes from one seeded random stream, so the pieces run in the order
 * below. A new resource appends its piece at the end of SEED_PIECES: the data before it stays the same.
 */
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { KontorExecutor } from '../db/database';
import { seedCashAccounts } from './accounts';
import { seedActivities, seedQuentinsConfirmation } from './activities';
import { seedContracts, seedSubscriptions, seedSuggestions } from './agents';
import { seedAccountHistories } from './bookings';
import { seedBakeryCardProgram, seedCards } from './cards';
import { seedAnnasEbill } from './ebill';
import { seedCardHolderEntitlements, seedPartnershipEntitlements } from './entitlements';
import { seedAnnasExportTicket } from './exports';
import { seedEngagements, seedPartnerships } from './partnerships';
import { seedBakeryOrdersAwaitingApproval } from './payments';
import { PERSONAS } from './personas';
import {
  seedAnnasDataSharing,
  seedAnnasDeclarations,
  seedAnnasEbillIdentity,
  seedAnnasProspectiveClients,
  seedPaulTheProspect,
  seedPersons,
} from './persons';
import { SeededRandom, todayIso } from './random';
import { seedAnnasReceipts } from './receipts';
import { seedReferenceData } from './reference';
import { seedBakeryTeamChanges } from './team';
import { createSeedWorld, type PartnershipKey, type SeedWorld } from './world';

export const SEED_PASSWORD = 'Kontor-Sandbox-1';
const SEED = 0x4b6f6e74; // "Kont"

/** The seed in order (after the persons): each piece reads the world the earlier ones built. */
const SEED_PIECES: readonly ((world: SeedWorld) => Promise<void>)[] = [
  seedAnnasEbillIdentity,
  seedPaulTheProspect,
  seedPartnerships,
  seedEngagements,
  seedCashAccounts,
  seedPartnershipEntitlements,
  seedBakeryCardProgram,
  seedCards,
  seedCardHolderEntitlements,
  seedAccountHistories,
  seedAnnasReceipts,
  seedAnnasDeclarations,
  seedSubscriptions,
  seedContracts,
  seedSuggestions,
  seedAnnasEbill,
  seedBakeryOrdersAwaitingApproval,
  seedBakeryTeamChanges,
  seedActivities,
  seedQuentinsConfirmation,
  seedAnnasDataSharing,
  seedAnnasExportTicket,
  seedAnnasProspectiveClients,
];

/** The seeded world, returned so tests can refer to it by persona instead of by uid. */
export interface SeedResult {
  anchorDay: string;
  persons: Record<string, string>;
  partnerships: Record<PartnershipKey, string>;
  accounts: Record<string, string>;
  cards: Record<string, string>;
}

/** Seeds an empty database (no natural person yet) in one transaction; null when there was data already. */
export async function seedIfEmpty(db: KontorExecutor, now: Date = new Date()): Promise<SeedResult | null> {
  const existing = await db
    .selectFrom('natural_persons')
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return null;
  const passwordHashes = await Promise.all(PERSONAS.map(() => hashPassword(SEED_PASSWORD)));
  if ('transaction' in db && typeof db.transaction === 'function' && !db.isTransaction) {
    return db.transaction().execute((trx) => seed(trx, todayIso(now), passwordHashes));
  }
  return seed(db, todayIso(now), passwordHashes);
}

async function seed(db: KontorExecutor, anchorDay: string, passwordHashes: string[]): Promise<SeedResult> {
  const world = createSeedWorld(db, new SeededRandom(SEED), anchorDay);
  await seedReferenceData(world);
  await seedPersons(world, passwordHashes);
  for (const piece of SEED_PIECES) await piece(world);
  const { persons, partnerships, accounts, cards } = world;
  return { anchorDay, persons, partnerships, accounts, cards };
}
