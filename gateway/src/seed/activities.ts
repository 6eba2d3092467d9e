/** Seed: partnership activities and confirmations. */
import { insertMany, people, type SeedWorld } from './world';

/** Partnership activities (spec §7): approvals, a deputy change, a review, onboarding, a qualified signature. */
export async function seedActivities(world: SeedWorld): Promise<void> {
  const { db, rng, createdAt, partnerships } = world;
  const { anna, nora, ben, quentin } = people(world);
  await insertMany(db, 'activities', [
    {
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      code: 'approve_payment_orders',
      title: 'app.activities.approve_payment_orders',
      ref_data_tag: 'paymentOrder',
      node_name: 'payment-approval',
      status: 'work-in-progress',
      actionable_person_uids: [anna, nora],
      created_at: createdAt(1),
    },
    {
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      code: 'sign_deputy_change',
      title: 'app.activities.sign_deputy_change',
      ref_data_tag: 'deputyChange',
      node_name: 'deputy-change',
      status: 'not-started',
      actionable_person_uids: [anna, nora],
      created_at: createdAt(3),
    },
    {
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      code: 'annual_kyc_review',
      title: 'app.activities.annual_kyc_review',
      ref_data_tag: 'partnership',
      node_name: 'kyc-review',
      status: 'completed',
      actionable_person_uids: [anna],
      created_at: createdAt(60),
    },
    {
      uid: rng.uuid(),
      partnership_uid: partnerships.kellerRobotics,
      code: 'complete_onboarding',
      title: 'app.activities.complete_onboarding',
      ref_data_tag: 'partnership',
      node_name: 'onboarding',
      status: 'not-started',
      actionable_person_uids: [ben],
      created_at: createdAt(6),
    },
    {
      uid: rng.uuid(),
      partnership_uid: partnerships.favreArchitectes,
      code: 'qualified_signature',
      title: 'app.activities.qualified_signature',
      ref_data_tag: 'confirmation',
      node_name: 'qes',
      status: 'confirmation-in-progress',
      actionable_person_uids: [quentin],
      created_at: createdAt(2),
    },
  ]);
}

/** Quentin's qualified signature for Favre Architectes' account opening (spec §4 Confirmation). */
export async function seedQuentinsConfirmation(world: SeedWorld): Promise<void> {
  const { db, rng, createdAt, partnerships } = world;
  const { quentin } = people(world);
  await db
    .insertInto('confirmations')
    .values({
      handle: rng.uuid(),
      context_uid: partnerships.favreArchitectes,
      person_uid: quentin,
      confirmation_type: 'QES',
      purpose: 'account_opening',
      title: 'app.confirmations.qes_account_opening',
      condition_codes: ['GTC', 'PTC', 'BOD', 'PSC'],
      status: 'pending',
      reason_code: null,
      created_at: createdAt(2),
    })
    .execute();
}
