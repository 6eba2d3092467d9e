/**
 * Sandbox seed: the personas of /work/shared/PERSONAS.md with realistic Swiss data, in small named pieces.
 * Deterministic for a given anchor day: the anchor is today (UTC) so the dashboard always shows recent
 * activity. The pieces run in the order below because each reads what the earlier ones built (the persons'
 * uids, the accounts, the cards), but each draws its uids, IBANs and amounts from a random stream of its own,
 * seeded from SEED and the piece's name (./world.ts): a piece that draws more, or a new piece anywhere in
 * SEED_PIECES (where its order needs it), leaves every other piece's data as it was. Renaming a piece reseeds
 * its own data only.
 */
import { sql } from 'kysely';
import { hashPassword } from '../auth/password';
import type { KontorExecutor } from '../db/database';
import { seedCashAccounts } from './accounts';
import { seedActivities, seedQuentinsConfirmation } from './activities';
import { seedContracts, seedSubscriptions, seedSuggestions } from './agents';
import { seedAccountHistories } from './bookings';
import { seedBakeryCardProgram, seedCardWalletTokens, seedCards } from './cards';
import { seedAnnasEbill } from './ebill';
import { seedBakeryEbill, seedEbillDirectory } from './ebill-business';
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
import { todayIso } from './random';
import { seedAnnasReceipts } from './receipts';
import { seedReferenceData } from './reference';
import { seedBakeryTeamChanges } from './team';
import { createSeedWorld, type PartnershipKey, type SeedPiece } from './world';

export const SEED_PASSWORD = 'Kontor-Sandbox-1';
const SEED = 0x4b6f6e74; // "Kont"

/** The seed in order (after the reference data and the persons): each piece reads the world the earlier ones built. */
export const SEED_PIECES: readonly SeedPiece[] = [
  { name: 'annas-ebill-identity', run: seedAnnasEbillIdentity },
  { name: 'paul-the-prospect', run: seedPaulTheProspect },
  { name: 'partnerships', run: seedPartnerships },
  { name: 'engagements', run: seedEngagements },
  { name: 'cash-accounts', run: seedCashAccounts },
  { name: 'partnership-entitlements', run: seedPartnershipEntitlements },
  { name: 'bakery-card-program', run: seedBakeryCardProgram },
  { name: 'cards', run: seedCards },
  { name: 'card-holder-entitlements', run: seedCardHolderEntitlements },
  { name: 'account-histories', run: seedAccountHistories },
  { name: 'annas-receipts', run: seedAnnasReceipts },
  { name: 'annas-declarations', run: seedAnnasDeclarations },
  { name: 'subscriptions', run: seedSubscriptions },
  { name: 'contracts', run: seedContracts },
  { name: 'suggestions', run: seedSuggestions },
  { name: 'annas-ebill', run: seedAnnasEbill },
  { name: 'ebill-directory', run: seedEbillDirectory },
  { name: 'bakery-ebill', run: seedBakeryEbill },
  { name: 'bakery-orders-awaiting-approval', run: seedBakeryOrdersAwaitingApproval },
  { name: 'bakery-team-changes', run: seedBakeryTeamChanges },
  { name: 'activities', run: seedActivities },
  { name: 'quentins-confirmation', run: seedQuentinsConfirmation },
  { name: 'annas-data-sharing', run: seedAnnasDataSharing },
  { name: 'annas-export-ticket', run: seedAnnasExportTicket },
  { name: 'annas-prospective-clients', run: seedAnnasProspectiveClients },
  { name: 'card-wallet-tokens', run: seedCardWalletTokens },
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
    return db.transaction().execute((trx) => seedDatabase(trx, todayIso(now), passwordHashes));
  }
  return seedDatabase(db, todayIso(now), passwordHashes);
}

/** Seeds the anchor day's world with the given pieces (SEED_PIECES; a test adds one) into an empty database. */
export async function seedDatabase(
  db: KontorExecutor,
  anchorDay: string,
  passwordHashes: string[],
  pieces: readonly SeedPiece[] = SEED_PIECES,
): Promise<SeedResult> {
  const world = createSeedWorld(db, SEED, anchorDay);
  await seedReferenceData(world.forPiece('reference-data'));
  await seedPersons(world.forPiece('persons'), passwordHashes);
  for (const piece of pieces) await piece.run(world.forPiece(piece.name));
  const { persons, partnerships, accounts, cards } = world;
  return { anchorDay, persons, partnerships, accounts, cards };
}
