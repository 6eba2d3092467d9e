/** Seed: payment orders and beneficiaries awaiting approval. */
import { nextBankingDay } from 'shared-kernel/domain';
import { addDays } from './random';
import { insertMany, people, type Row, type SeedWorld } from './world';

/**
 * Bäckerei: open payment orders and a new beneficiary awaiting approval (voting rule as_two: two approvals).
 * Two orders await signatures (Luca's without any, Nora's with her own); the third pays the new, unsigned
 * beneficiary Moulin de Sion and is blocked until the beneficiary is signed (spec §4).
 */
export async function seedBakeryOrdersAwaitingApproval(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, createdAt, partnerships, accounts } = world;
  const { nora, luca } = people(world);
  const beneficiaryRows: Row<'beneficiaries'>[] = [
    {
      uid: rng.uuid(),
      owner_uid: partnerships.baeckerei,
      owner_type: 'partnership',
      name: 'Bachmann Mühle AG',
      iban: 'CH9300762011623852957',
      swift_bic: null,
      address: JSON.stringify({
        street: 'Mühlestrasse',
        number: '4',
        postalCode: '8606',
        city: 'Greifensee',
        country: 'CHE',
      }),
      signed: true,
    },
    {
      uid: rng.uuid(),
      owner_uid: partnerships.baeckerei,
      owner_type: 'partnership',
      name: 'Felchlin Schweiz AG',
      iban: 'CH5604835012345678009',
      swift_bic: null,
      address: JSON.stringify({
        street: 'Bahnhofstrasse',
        number: '63',
        postalCode: '6430',
        city: 'Schwyz',
        country: 'CHE',
      }),
      signed: true,
    },
    {
      uid: rng.uuid(),
      owner_uid: partnerships.baeckerei,
      owner_type: 'partnership',
      name: 'Moulin de Sion SA',
      iban: 'CH3908704016075473007',
      swift_bic: null,
      address: JSON.stringify({
        street: 'Rue de la Dixence',
        number: '12',
        postalCode: '1950',
        city: 'Sion',
        country: 'CHE',
      }),
      signed: false,
    },
  ];
  await insertMany(db, 'beneficiaries', beneficiaryRows);
  const orders: Row<'payment_orders'>[] = beneficiaryRows.map((beneficiary, index) => ({
    uid: rng.uuid(),
    cash_account_uid: accounts.baeckereiOperating!,
    requested_by: index === 1 ? nora : luca,
    partnership_uid: partnerships.baeckerei,
    status: index === 2 ? 'blocked' : 'approval',
    status_reason: index === 2 ? 'beneficiary_approval_required' : null,
    payment_type: 'domestic_iban',
    beneficiary_uid: beneficiary.uid,
    beneficiary: JSON.stringify({
      name: beneficiary.name,
      iban: beneficiary.iban,
      address: beneficiary.address ? JSON.parse(beneficiary.address as string) : null,
    }),
    amount_value: [284_550, 96_420, 152_000][index] ?? 100_000,
    amount_factor: 2,
    currency: 'CHF',
    structured_reference: null,
    reference_type: 'NON',
    payment_reason:
      [
        `Rechnung ${rng.int(20000, 29999)} Mehl`,
        `Kuvertüre Rechnung ${rng.int(7000, 7999)}`,
        'Erstbestellung Roggenmehl',
      ][index] ?? null,
    recurrence: 'single',
    user_category: 'suppliers',
    payment_time: addDays(anchorDay, 2 + index),
    // Orders execute on banking days (weekends and SIC holidays move to the next one).
    execution_date: nextBankingDay(addDays(anchorDay, 2 + index)),
    e2e_reference: null,
    customer_transaction_id: rng.uuid(),
    partner_category: null,
    note_text: null,
  }));
  await insertMany(db, 'payment_orders', orders);
  const orderApprovals: Row<'pending_approvals'>[] = orders.map((order, index) => ({
    uid: rng.uuid(),
    partnership_uid: partnerships.baeckerei,
    subject_type: 'paymentOrder',
    subject_uid: order.uid,
    requested_by: order.requested_by,
    required_approvals: 2,
    approved_by: index === 1 ? [nora] : [],
    status: 'pending',
    created_at: createdAt(1),
  }));
  // The blocked order's approval opens once its beneficiary is signed (its uid is drawn all the same, so the
  // random stream of later pieces stays as it was).
  await insertMany(db, 'pending_approvals', orderApprovals.slice(0, 2));
  await insertMany(db, 'pending_approvals', [
    {
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      subject_type: 'beneficiary',
      subject_uid: beneficiaryRows[2]!.uid,
      requested_by: luca,
      required_approvals: 2,
      approved_by: [],
      status: 'pending',
      created_at: createdAt(1),
    },
  ]);
}
