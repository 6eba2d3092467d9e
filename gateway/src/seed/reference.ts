/** Seed: reference tables. */
import { AGREEMENTS } from '../reference/conditions';
import { PLANS } from '../reference/plans';
import { insertMany, type SeedWorld } from './world';

/** Reference tables: plans, their features and the agreement codes (the foreign keys of subscriptions and acceptances). */
export async function seedReferenceData(world: SeedWorld): Promise<void> {
  const { db } = world;
  await insertMany(
    db,
    'plans',
    PLANS.map((plan) => ({
      code: plan.code,
      name_tag: `dict.plan.${plan.code}`,
      billing_interval: plan.billingInterval,
      price_value: plan.priceValue,
      price_factor: 2,
      currency: 'CHF',
      audience: plan.audience,
    })),
  );
  await insertMany(
    db,
    'plan_features',
    PLANS.flatMap((plan) =>
      plan.features.map((feature) => ({ plan_code: plan.code, feature, enabled: true })),
    ),
  );
  await insertMany(
    db,
    'conditions',
    AGREEMENTS.map((agreement) => ({
      code: agreement.code,
      kind: 'agreement' as const,
      version: agreement.version,
      hidden: agreement.hidden,
    })),
  );
}
