/** Seed: entitlements in partnership contexts (spec §6). */
import { ALL_ACTIONS, entitler, insertMany, people, type SeedWorld } from './world';

/** Entitlements in partnership contexts (spec §6: capture, approve, view per entity); inserted with the cards' (seedCardHolderEntitlements). */
export async function seedPartnershipEntitlements(world: SeedWorld): Promise<void> {
  const { partnerships, accounts } = world;
  const { anna, nora, luca, claire, quentin, rita } = people(world);
  const entitle = entitler(world);
  const bakeryAccounts = [accounts.baeckereiOperating!, accounts.baeckereiPayroll!];
  const all = ALL_ACTIONS;
  for (const signatory of [anna, nora]) {
    entitle(signatory, partnerships.baeckerei, partnerships.baeckerei, 'Partnership', all, [
      'CashAccount',
      'CardProgram',
    ]);
    entitle(signatory, partnerships.baeckerei, partnerships.baeckerei, 'PartnershipContract', ['view']);
    for (const account of bakeryAccounts)
      entitle(signatory, partnerships.baeckerei, account, 'CashAccount', all);
  }
  entitle(luca, partnerships.baeckerei, partnerships.baeckerei, 'PartnershipContract', ['view']);
  entitle(luca, partnerships.baeckerei, accounts.baeckereiOperating!, 'CashAccount', ['view', 'capture']);
  entitle(luca, partnerships.baeckerei, accounts.baeckereiPayroll!, 'CashAccount', ['view']);
  entitle(rita, partnerships.baeckerei, partnerships.baeckerei, 'PartnershipContract', ['view']);
  entitle(claire, partnerships.asl, partnerships.asl, 'PartnershipContract', ['view']);
  entitle(claire, partnerships.asl, accounts.aslMain!, 'CashAccount', ['view', 'approve']);
  entitle(claire, partnerships.duboisConseil, partnerships.duboisConseil, 'PartnershipContract', ['view']);
  entitle(quentin, partnerships.favreArchitectes, partnerships.favreArchitectes, 'PartnershipContract', [
    'view',
  ]);
}

/** Card holders see their business card; then every entitlement collected so far is written. */
export async function seedCardHolderEntitlements(world: SeedWorld): Promise<void> {
  const { db, partnerships, cards, entitlementRows } = world;
  const { anna, luca } = people(world);
  const entitle = entitler(world);
  entitle(luca, partnerships.baeckerei, cards.lucaBusiness!, 'CardIdentity', ['view']);
  entitle(anna, partnerships.baeckerei, cards.annaBusiness!, 'CardIdentity', ['view']);
  await insertMany(db, 'entitlements', entitlementRows);
}
