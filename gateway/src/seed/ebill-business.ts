/**
 * Seed: the eBill network's biller directory (a few Swiss billers beside Anna's Swisscom and ewz) and the
 * Bäckerei Meier GmbH's eBill business (PERSONAS.md, issue 31): ACTIVE, one biller (EKZ, its electricity) with
 * one open invoice, which needs the second signature when paid (voting rule as_two).
 */
import { ebillQrReference } from 'shared-kernel/domain';
import { addDays } from './random';
import { insertMany, type SeedWorld } from './world';

/** Billers of the directory (eBill biller ids of 17 digits; QR-IBANs, IID 30000 to 31999). */
export const DIRECTORY_BILLERS = [
  { biller_id: '41100000000210045', name: 'Sunrise GmbH', iban: 'CH3830000000114400220', city: 'Opfikon' },
  {
    biller_id: '41100000000310078',
    name: 'CSS Kranken-Versicherung AG',
    iban: 'CH4730100000000246913',
    city: 'Luzern',
  },
  {
    biller_id: '41100000000410099',
    name: 'Elektrizitätswerke des Kantons Zürich (EKZ)',
    iban: 'CH3430700000000835522',
    city: 'Dietikon',
  },
  { biller_id: '41100000000510012', name: 'Serafe AG', iban: 'CH7831000000000551234', city: 'Fribourg' },
  {
    biller_id: '41100000000610034',
    name: 'Groupe E SA',
    iban: 'CH4030762000000070088',
    city: 'Granges-Paccot',
  },
  {
    biller_id: '41100000000710056',
    name: 'AIL Aziende Industriali di Lugano SA',
    iban: 'CH9230450000000371290',
    city: 'Lugano',
  },
  {
    biller_id: '41100000000810023',
    name: 'Zürich Versicherungs-Gesellschaft AG',
    iban: 'CH9330880000000910044',
    city: 'Zürich',
  },
] as const;

const EKZ = '41100000000410099';

export async function seedEbillDirectory(world: SeedWorld): Promise<void> {
  await insertMany(world.db, 'ebill_billers', [...DIRECTORY_BILLERS]);
}

/** The Bäckerei's eBill business: active, EKZ related, one open electricity bill. */
export async function seedBakeryEbill(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, partnerships } = world;
  const bakery = partnerships.baeckerei;
  await db
    .insertInto('ebill_participants')
    .values({
      uid: rng.uuid(),
      owner_uid: bakery,
      owner_type: 'partnership',
      status: 'ACTIVE',
      email: 'buchhaltung@baeckerei-meier.ch',
    })
    .execute();
  const relation = rng.uuid();
  await db
    .insertInto('ebill_biller_relations')
    .values({ uid: relation, owner_uid: bakery, biller_id: EKZ, customer_reference: '7001-2290-18' })
    .execute();
  await db
    .insertInto('ebill_invoices')
    .values({
      uid: rng.uuid(),
      business_case_id: rng.alphanumerics(16),
      owner_uid: bakery,
      biller_id: EKZ,
      biller_relation_id: relation,
      type: 'bill',
      status: 'OPEN',
      invoice_date: addDays(anchorDay, -6),
      due_date: addDays(anchorDay, 14),
      amount_value: 48_635,
      amount_factor: 2,
      currency: 'CHF',
      single_payment: true,
      instalments: '[]',
      reference: ebillQrReference(`4100000000041009970${String(rng.int(1_000_000, 9_999_999))}`),
    })
    .execute();
}
