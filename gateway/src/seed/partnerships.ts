/** Seed: partnerships and who is engaged in them. */
import { insertMany, people, type Row, type SeedWorld } from './world';

/** The five partnerships of PERSONAS.md in their onboarding states, with their commercial register ids. */
export async function seedPartnerships(world: SeedWorld): Promise<void> {
  const { db, rng, createdAt, partnerships } = world;
  Object.assign(partnerships, {
    baeckerei: rng.uuid(),
    asl: rng.uuid(),
    duboisConseil: rng.uuid(),
    kellerRobotics: rng.uuid(),
    favreArchitectes: rng.uuid(),
  });
  const partnershipRows: Row<'partnerships'>[] = [
    {
      uid: partnerships.baeckerei,
      name: 'Bäckerei Meier GmbH',
      legal_form: 'limited_liability_company',
      status: 'bankable',
      request_status: 'completed',
      voting_rule: 'as_two',
      partner_category: null,
      is_internal_registry: false,
      domicile_address: JSON.stringify({
        street: 'Schaffhauserstrasse',
        number: '350',
        postalCode: '8050',
        city: 'Zürich',
        country: 'CHE',
      }),
      nickname: 'Bäckerei Meier',
      phone: '+41443125566',
      email: 'info@baeckerei-meier.ch',
      picture_uri: null,
      service_objectives: ['payments', 'payroll', 'cards'],
      created_at: createdAt(420),
    },
    {
      uid: partnerships.asl,
      name: 'Association Sportive Lausanne',
      legal_form: 'association',
      status: 'bankable',
      request_status: 'completed',
      voting_rule: 'as_one',
      partner_category: null,
      is_internal_registry: true,
      domicile_address: JSON.stringify({
        street: 'Avenue de Rhodanie',
        number: '2',
        postalCode: '1007',
        city: 'Lausanne',
        country: 'CHE',
      }),
      nickname: 'ASL',
      phone: '+41216170000',
      email: 'comite@as-lausanne.ch',
      picture_uri: null,
      service_objectives: ['payments'],
      created_at: createdAt(410),
    },
    {
      uid: partnerships.duboisConseil,
      name: 'Dubois Conseil',
      legal_form: 'sole_proprietorship',
      status: 'screened',
      request_status: 'in_review',
      voting_rule: 'as_one',
      partner_category: null,
      is_internal_registry: false,
      domicile_address: JSON.stringify({
        street: 'Rue de Bourg',
        number: '8',
        postalCode: '1003',
        city: 'Lausanne',
        country: 'CHE',
      }),
      nickname: null,
      phone: null,
      email: 'claire@dubois-conseil.ch',
      picture_uri: null,
      service_objectives: ['payments'],
      created_at: createdAt(40),
    },
    {
      uid: partnerships.kellerRobotics,
      name: 'Keller Robotics AG',
      legal_form: 'company_limited_by_shares',
      status: 'new',
      request_status: 'requested',
      voting_rule: 'none',
      partner_category: null,
      is_internal_registry: false,
      domicile_address: JSON.stringify({
        street: 'Technoparkstrasse',
        number: '1',
        postalCode: '8005',
        city: 'Zürich',
        country: 'CHE',
      }),
      nickname: null,
      phone: null,
      email: null,
      picture_uri: null,
      service_objectives: [],
      created_at: createdAt(6),
    },
    {
      uid: partnerships.favreArchitectes,
      name: 'Favre Architectes SA',
      legal_form: 'company_limited_by_shares',
      status: 'identified',
      request_status: 'signature_pending',
      voting_rule: 'as_one',
      partner_category: null,
      is_internal_registry: false,
      pending_registry_certificate_uid: rng.uuid(),
      domicile_address: JSON.stringify({
        street: 'Boulevard Georges-Favon',
        number: '19',
        postalCode: '1204',
        city: 'Genève',
        country: 'CHE',
      }),
      nickname: null,
      phone: '+41223101010',
      email: 'bureau@favre-architectes.ch',
      picture_uri: null,
      service_objectives: ['payments'],
      created_at: createdAt(20),
    },
  ];
  await insertMany(db, 'partnerships', partnershipRows);
  await insertMany(db, 'partnership_external_ids', [
    { partnership_uid: partnerships.baeckerei, scheme: 'uid_reg', value: 'CHE-412.356.789' },
    { partnership_uid: partnerships.asl, scheme: 'uid_reg', value: 'CHE-109.744.201' },
    { partnership_uid: partnerships.duboisConseil, scheme: 'uid_reg', value: 'CHE-330.218.554' },
    { partnership_uid: partnerships.favreArchitectes, scheme: 'uid_reg', value: 'CHE-287.901.466' },
  ]);
}

/** Who is engaged in which partnership with which roles (spec §6: partner, delegate, deputy, bootstrapper, requestor). */
export async function seedEngagements(world: SeedWorld): Promise<void> {
  const { db, createdAt, partnerships } = world;
  const { anna, nora, luca, claire, ben, quentin, rita } = people(world);
  await insertMany(db, 'partnership_engagements', [
    {
      person_uid: anna,
      partnership_uid: partnerships.baeckerei,
      roles: ['partner', 'delegate', 'deputy'],
      matching_state: 'matched',
      created_at: createdAt(420),
    },
    // Nora is in a pending deputy change: nominated as admin, not yet granted.
    {
      person_uid: nora,
      partnership_uid: partnerships.baeckerei,
      roles: ['partner', 'delegate'],
      pending_roles: ['deputy'],
      matching_state: 'matched',
      created_at: createdAt(420),
    },
    {
      person_uid: luca,
      partnership_uid: partnerships.baeckerei,
      roles: ['delegate'],
      matching_state: 'matched',
      created_at: createdAt(200),
    },
    // Rita is registered only: she may view the partnership contract (spec §6 "registered partnership").
    {
      person_uid: rita,
      partnership_uid: partnerships.baeckerei,
      roles: [],
      matching_state: 'matched',
      created_at: createdAt(90),
    },
    {
      person_uid: claire,
      partnership_uid: partnerships.asl,
      roles: ['deputy', 'delegate'],
      matching_state: 'matched',
      created_at: createdAt(410),
    },
    {
      person_uid: claire,
      partnership_uid: partnerships.duboisConseil,
      roles: ['partner'],
      matching_state: 'matched',
      created_at: createdAt(40),
    },
    {
      person_uid: ben,
      partnership_uid: partnerships.kellerRobotics,
      roles: ['bootstrapper', 'requestor'],
      matching_state: 'matchingRequestor',
      created_at: createdAt(6),
    },
    {
      person_uid: quentin,
      partnership_uid: partnerships.favreArchitectes,
      roles: ['partner'],
      matching_state: 'matched',
      created_at: createdAt(20),
    },
  ]);
}
