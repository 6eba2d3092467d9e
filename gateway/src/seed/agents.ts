/** Seed: subscriptions, contracts and suggestions of every agent. */
import { addDays } from './random';
import { insertMany, people, type Row, type SeedWorld } from './world';

/** Every agent's plan (spec §9 plan codes). */
export async function seedSubscriptions(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay, partnerships } = world;
  const { anna, nora, luca, claire, ben, pia } = people(world);
  const subscriptions: [string, string][] = [
    [anna, 'private_plus_ch'],
    [nora, 'private_ch'],
    [luca, 'private_ch'],
    [claire, 'private_ch'],
    [ben, 'essential_ch'],
    [pia, 'loyalty_ch'],
    [partnerships.baeckerei, 'grow_ch'],
    [partnerships.asl, 'sme_free_ch'],
  ];
  await insertMany(
    db,
    'subscriptions',
    subscriptions.map(([agent, plan]) => ({
      uid: rng.uuid(),
      agent_uid: agent,
      plan_code: plan,
      status: 'active',
      billing_interval: 'IntervalMonthly',
      valid_from: addDays(anchorDay, -366),
    })),
  );
}

/** Contracts with the conditions each agent accepted. */
export async function seedContracts(world: SeedWorld): Promise<void> {
  const { db, rng, persons, partnerships } = world;
  const contractRows: Row<'contracts'>[] = [];
  for (const key of ['anna', 'nora', 'luca', 'claire', 'ben'])
    contractRows.push({
      uid: rng.uuid(),
      agent_uid: persons[key]!,
      agent_type: 'person',
      service_name: 'domestic-account',
      status: 'active',
      accepted_condition_codes: ['GTC', 'CSTC', 'DPP', 'FTR', 'PSAG', 'NONUSP'],
    });
  for (const key of ['anna', 'nora', 'luca', 'claire', 'pia'])
    contractRows.push({
      uid: rng.uuid(),
      agent_uid: persons[key]!,
      agent_type: 'person',
      service_name: 'debitcard',
      status: 'active',
      accepted_condition_codes: ['DCTC', 'YPYC', 'YPWC'],
    });
  contractRows.push({
    uid: rng.uuid(),
    agent_uid: partnerships.baeckerei,
    agent_type: 'partnership',
    service_name: 'domestic-account',
    status: 'active',
    accepted_condition_codes: ['GTC', 'PTC', 'CSTC', 'BOD', 'PSC', 'FTR'],
  });
  contractRows.push({
    uid: rng.uuid(),
    agent_uid: partnerships.baeckerei,
    agent_type: 'partnership',
    service_name: 'debitcard-program',
    status: 'active',
    accepted_condition_codes: ['DCTC', 'TCC'],
  });
  contractRows.push({
    uid: rng.uuid(),
    agent_uid: partnerships.baeckerei,
    agent_type: 'partnership',
    service_name: 'ebill-business-access',
    status: 'active',
    accepted_condition_codes: ['EBSTC'],
  });
  contractRows.push({
    uid: rng.uuid(),
    agent_uid: partnerships.asl,
    agent_type: 'partnership',
    service_name: 'domestic-account',
    status: 'active',
    accepted_condition_codes: ['GTC', 'PTC', 'CSTC', 'FTR'],
  });
  await insertMany(db, 'contracts', contractRows);
}

/** Dashboard suggestions per agent (spec §9: highlighted first, then priority). */
export async function seedSuggestions(world: SeedWorld): Promise<void> {
  const { db, rng, persons, partnerships } = world;
  const { anna } = people(world);
  const suggestionRows: Row<'suggestions'>[] = [];
  const suggest = (agent: string, type: string, priority: number, highlighted = false, removed = false) =>
    suggestionRows.push({
      uid: rng.uuid(),
      agent_uid: agent,
      type,
      title_tag: `app.suggestions.${type}.title`,
      hint_tag: `app.suggestions.${type}.hint`,
      light_mode_image_uri: `/api/public/suggestions/${type}-light.svg`,
      dark_mode_image_uri: `/api/public/suggestions/${type}-dark.svg`,
      trigger_uid: rng.uuid(),
      has_details: type !== 'thank_you',
      is_removable: type !== 'welcome',
      is_removed: removed,
      is_highlighted: highlighted,
      priority,
    });
  suggest(anna, 'month_stats', 1, true);
  suggest(anna, 'apple_wallet', 3);
  suggest(anna, 'buddy_program', 5);
  suggest(anna, 'release_notes', 4, false, true);
  for (const key of ['nora', 'luca', 'claire', 'ben']) {
    suggest(persons[key]!, 'welcome', 1, true);
    suggest(persons[key]!, 'ebill', 2);
    suggest(persons[key]!, 'eur_account', 6);
  }
  suggest(partnerships.baeckerei, 'ebill_business', 2, true);
  suggest(partnerships.baeckerei, 'sme_offering', 4);
  suggest(partnerships.asl, 'avoid_fees', 3);
  await insertMany(db, 'suggestions', suggestionRows);
}
