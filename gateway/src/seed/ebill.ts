/** Seed: eBill. */
import { ebillQrReference } from 'shared-kernel/domain';
import { addDays } from './random';
import { insertMany, people, type SeedWorld } from './world';

/** eBill for Anna: active, two billers, three open invoices, a standing approval on one biller. */
export async function seedAnnasEbill(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, accounts } = world;
  const { anna } = people(world);
  await db
    .insertInto('ebill_participants')
    .values({
      uid: rng.uuid(),
      owner_uid: anna,
      owner_type: 'person',
      status: 'ACTIVE',
      email: 'anna@kontor.test',
    })
    .execute();
  await insertMany(db, 'ebill_billers', [
    {
      biller_id: '41100000000123456',
      name: 'Swisscom (Schweiz) AG',
      iban: 'CH4431999123000889012',
      city: 'Bern',
    },
    {
      biller_id: '41100000000654321',
      name: 'ewz Elektrizitätswerk der Stadt Zürich',
      iban: 'CH1731999123000889013',
      city: 'Zürich',
    },
  ]);
  const swisscomRelation = rng.uuid();
  const ewzRelation = rng.uuid();
  await insertMany(db, 'ebill_biller_relations', [
    {
      uid: swisscomRelation,
      owner_uid: anna,
      biller_id: '41100000000123456',
      customer_reference: '1-8845-2231',
    },
    { uid: ewzRelation, owner_uid: anna, biller_id: '41100000000654321', customer_reference: '220-771-004' },
  ]);
  const invoice = (
    biller: string,
    relation: string,
    value: number,
    invoiceDaysAgo: number,
    dueInDays: number,
    type = 'bill',
  ) => ({
    uid: rng.uuid(),
    business_case_id: rng.alphanumerics(16),
    owner_uid: anna,
    biller_id: biller,
    biller_relation_id: relation,
    type,
    status: 'OPEN',
    invoice_date: addDays(anchorDay, -invoiceDaysAgo),
    due_date: addDays(anchorDay, dueInDays),
    amount_value: value,
    amount_factor: 2,
    currency: 'CHF',
    single_payment: true,
    instalments: '[]',
    // A QR reference with its check digit (the payment form and engine check it).
    reference: ebillQrReference(`2100000000031394714300${String(rng.int(1000, 9999))}`),
  });
  await insertMany(db, 'ebill_invoices', [
    invoice('41100000000123456', swisscomRelation, 8_990, 8, 22),
    invoice('41100000000654321', ewzRelation, 13_245, 5, 25),
    invoice('41100000000654321', ewzRelation, 4_020, 20, 3, 'reminder'),
  ]);
  await db
    .insertInto('ebill_standing_approvals')
    .values({
      uid: rng.uuid(),
      owner_uid: anna,
      biller_id: '41100000000123456',
      biller_relation_id: swisscomRelation,
      cash_account_uid: accounts.annaPrivate!,
      type: 'upperLimit',
      period: 'month',
      amount_value: 15_000,
      amount_factor: 2,
      currency: 'CHF',
    })
    .execute();
}
