/** Seed: the personas and what belongs to one person alone. */
import { PERSONAS } from './personas';
import { insertMany, people, type SeedWorld } from './world';
import { addDays } from './random';

/** Every persona (PERSONAS.md) with a profile and the bank's own virtual identity; passwords hashed beforehand. */
export async function seedPersons(world: SeedWorld, passwordHashes: string[]): Promise<void> {
  const { db, rng, createdAt, persons } = world;
  for (const [index, persona] of PERSONAS.entries()) {
    const uid = rng.uuid();
    persons[persona.key] = uid;
    await db
      .insertInto('natural_persons')
      .values({
        uid,
        email: persona.email,
        password_hash: passwordHashes[index] ?? null,
        status: persona.status,
        language: persona.language,
        name: persona.name,
        family_name: persona.familyName,
        birthdate: persona.birthdate,
        gender: persona.gender,
        nationality: persona.nationality,
        domicile_country: 'CHE',
        is_registered: persona.flags?.isRegistered ?? false,
        identification_only: persona.flags?.identificationOnly ?? false,
        is_potato_only: persona.flags?.isPotatoOnly ?? false,
        is_ident_only_qes: persona.flags?.isIdentOnlyQES ?? false,
        address: JSON.stringify(persona.address),
        planned_address: null,
        planned_address_valid_from: null,
        phone_country_code: '+41',
        phone_number: persona.phone,
        referral_code: `${persona.name.toUpperCase()}-${rng.alphanumerics(5)}`,
        created_at: createdAt(400 + index * 30),
      })
      .execute();
    await db
      .insertInto('profiles')
      .values({
        person_uid: uid,
        language_code: persona.language,
        locale: persona.locale,
        my_picture: null,
        nick_name: persona.name,
        no_advertisements: persona.key === 'claire',
        no_newsletters: persona.key === 'ben',
        theme: persona.key === 'luca' ? 'dark' : 'light',
        amount_visible: true,
      })
      .execute();
    await db
      .insertInto('virtual_identities')
      .values({
        uid: rng.uuid(),
        owner_uid: uid,
        owner_type: 'person',
        type_name: 'kontor',
        value: persona.email,
      })
      .execute();
  }
}

/** Anna's eBill identity (spec §9 virtual identity types). */
export async function seedAnnasEbillIdentity(world: SeedWorld): Promise<void> {
  const { db, rng } = world;
  const { anna } = people(world);
  await db
    .insertInto('virtual_identities')
    .values({
      uid: rng.uuid(),
      owner_uid: anna,
      owner_type: 'person',
      type_name: 'ebill',
      value: 'anna@kontor.test',
    })
    .execute();
}

/** Paul is a prospect, not a customer (prospect login only). */
export async function seedPaulTheProspect(world: SeedWorld): Promise<void> {
  const { db, rng } = world;
  await db
    .insertInto('prospects')
    .values({
      uid: rng.uuid(),
      email: 'paul@kontor.test',
      status: 'new',
      nick_name: 'Paul',
      condition_codes: ['GTC', 'DPP'],
    })
    .execute();
}

/** Partnership declarations on Anna (a cancelled one stays hidden, spec §4). */
export async function seedAnnasDeclarations(world: SeedWorld): Promise<void> {
  const { db, rng, createdAt, partnerships } = world;
  const { anna } = people(world);
  await insertMany(db, 'partnership_declarations', [
    {
      uid: rng.uuid(),
      person_uid: anna,
      partnership_uid: partnerships.baeckerei,
      partnership_name: 'Bäckerei Meier GmbH',
      status: 'certified',
      declaration_type: 'beneficial_owner',
      created_at: createdAt(410),
    },
    {
      uid: rng.uuid(),
      person_uid: anna,
      partnership_uid: partnerships.baeckerei,
      partnership_name: 'Bäckerei Meier GmbH',
      status: 'certification',
      declaration_type: 'controlling_person',
      created_at: createdAt(12),
    },
    {
      uid: rng.uuid(),
      person_uid: anna,
      partnership_uid: null,
      partnership_name: 'Meier Immobilien (Entwurf)',
      status: 'cancelled',
      declaration_type: 'beneficial_owner',
      created_at: createdAt(150),
    },
  ]);
}

/** Anna shares her accounts and transactions with her accounting software (screen /data-sharing). */
export async function seedAnnasDataSharing(world: SeedWorld): Promise<void> {
  const { db, rng, anchorDay } = world;
  const { anna } = people(world);
  await db
    .insertInto('data_sharing_agreements')
    .values({
      uid: rng.uuid(),
      person_uid: anna,
      partner_name: 'bexio AG',
      contract_status: 'active',
      contracting_date: addDays(anchorDay, -140),
      termination_date: null,
      scopes: ['accounts', 'transactions'],
    })
    .execute();
}

/** Anna started onboarding a second company: one open prospective client (organisation badge), one done. */
export async function seedAnnasProspectiveClients(world: SeedWorld): Promise<void> {
  const { db, rng, createdAt } = world;
  const { anna } = people(world);
  await insertMany(db, 'prospective_clients', [
    {
      uid: rng.uuid(),
      person_uid: anna,
      client_name: 'Meier Immobilien AG',
      legal_form: 'corporation',
      status: 'open',
      created_at: createdAt(6),
    },
    {
      uid: rng.uuid(),
      person_uid: anna,
      client_name: 'Bäckerei Meier GmbH',
      legal_form: 'limited liability company',
      status: 'completed',
      created_at: createdAt(900),
    },
  ]);
}
