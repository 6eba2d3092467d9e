/**
 * Sandbox seed: the personas of /work/shared/PERSONAS.md with realistic Swiss data. Deterministic for a
 * given anchor day: the anchor is today (UTC) so the dashboard always shows recent activity, and every
 * uid, IBAN and amount comes from one seeded random stream.
 */
import { sql, type Insertable } from 'kysely';
import { hashPassword } from '../../auth/password';
import type { KontorExecutor } from '../../db/database';
import { AGREEMENTS } from '../../reference/conditions';
import { PLANS } from '../../reference/plans';
import { internalIban } from '../iban';
import type { DomainTables, PostalAddressJson } from '../schema';
import { addDays, SeededRandom, todayIso } from './random';
import { generateHistory, type HistoryProfile } from './transactions';

export const SEED_PASSWORD = 'Kontor-Sandbox-1';
const SEED = 0x4b6f6e74; // "Kont"

type Row<T extends keyof DomainTables> = Insertable<DomainTables[T]>;

interface PersonaSpec {
  key: string;
  email: string;
  name: string;
  familyName: string;
  language: 'de' | 'fr' | 'it' | 'en';
  locale: string;
  status: string;
  birthdate: string;
  gender: 'female' | 'male';
  nationality: string;
  address: PostalAddressJson;
  phone: string;
  flags?: {
    isRegistered?: boolean;
    identificationOnly?: boolean;
    isPotatoOnly?: boolean;
    isIdentOnlyQES?: boolean;
  };
}

const PERSONAS: PersonaSpec[] = [
  {
    key: 'anna',
    email: 'anna@kontor.test',
    name: 'Anna',
    familyName: 'Meier',
    language: 'de',
    locale: 'de_CH',
    status: 'bankable',
    birthdate: '1986-04-17',
    gender: 'female',
    nationality: 'CHE',
    address: {
      street: 'Schaffhauserstrasse',
      number: '112',
      postalCode: '8057',
      city: 'Zürich',
      country: 'CHE',
    },
    phone: '791234567',
  },
  {
    key: 'nora',
    email: 'nora@kontor.test',
    name: 'Nora',
    familyName: 'Schmid',
    language: 'de',
    locale: 'de_CH',
    status: 'bankable',
    birthdate: '1979-09-02',
    gender: 'female',
    nationality: 'CHE',
    address: { street: 'Hofwiesenstrasse', number: '48', postalCode: '8050', city: 'Zürich', country: 'CHE' },
    phone: '786543210',
  },
  {
    key: 'luca',
    email: 'luca@kontor.test',
    name: 'Luca',
    familyName: 'Rossi',
    language: 'it',
    locale: 'it_CH',
    status: 'bankable',
    birthdate: '1994-01-23',
    gender: 'male',
    nationality: 'ITA',
    address: { street: 'Via Nassa', number: '7', postalCode: '6900', city: 'Lugano', country: 'CHE' },
    phone: '764455667',
  },
  {
    key: 'claire',
    email: 'claire@kontor.test',
    name: 'Claire',
    familyName: 'Dubois',
    language: 'fr',
    locale: 'fr_CH',
    status: 'bankable',
    birthdate: '1982-11-30',
    gender: 'female',
    nationality: 'CHE',
    address: { street: 'Avenue de Cour', number: '21', postalCode: '1007', city: 'Lausanne', country: 'CHE' },
    phone: '792223344',
  },
  {
    key: 'ben',
    email: 'ben@kontor.test',
    name: 'Ben',
    familyName: 'Keller',
    language: 'en',
    locale: 'en',
    status: 'bankable',
    birthdate: '1990-06-12',
    gender: 'male',
    nationality: 'CHE',
    address: { street: 'Technoparkstrasse', number: '1', postalCode: '8005', city: 'Zürich', country: 'CHE' },
    phone: '775556677',
  },
  {
    key: 'pia',
    email: 'pia@kontor.test',
    name: 'Pia',
    familyName: 'Frei',
    language: 'de',
    locale: 'de_CH',
    // A card-only customer of a partner programme is identified, not bankable: no payments (spec §2).
    status: 'identified',
    birthdate: '1998-02-08',
    gender: 'female',
    nationality: 'CHE',
    address: { street: 'Lorrainestrasse', number: '15', postalCode: '3013', city: 'Bern', country: 'CHE' },
    phone: '796667788',
    flags: { isPotatoOnly: true },
  },
  {
    key: 'quentin',
    email: 'quentin@kontor.test',
    name: 'Quentin',
    familyName: 'Favre',
    language: 'fr',
    locale: 'fr_CH',
    status: 'identified',
    birthdate: '1975-03-19',
    gender: 'male',
    nationality: 'CHE',
    address: { street: 'Rue du Rhône', number: '65', postalCode: '1204', city: 'Genève', country: 'CHE' },
    phone: '788889900',
    flags: { identificationOnly: true, isIdentOnlyQES: true },
  },
  {
    key: 'rita',
    email: 'rita@kontor.test',
    name: 'Rita',
    familyName: 'Huber',
    language: 'de',
    locale: 'de_CH',
    status: 'registered',
    birthdate: '1968-07-25',
    gender: 'female',
    nationality: 'CHE',
    address: {
      street: 'Wallisellenstrasse',
      number: '301',
      postalCode: '8050',
      city: 'Zürich',
      country: 'CHE',
    },
    phone: '799990011',
    flags: { isRegistered: true },
  },
];

/** The seeded world, returned so tests can refer to it by persona instead of by uid. */
export interface SeedResult {
  anchorDay: string;
  persons: Record<string, string>;
  partnerships: Record<'baeckerei' | 'asl' | 'duboisConseil' | 'kellerRobotics' | 'favreArchitectes', string>;
  accounts: Record<string, string>;
  cards: Record<string, string>;
}

export async function seedIfEmpty(db: KontorExecutor, now: Date = new Date()): Promise<SeedResult | null> {
  const existing = await db
    .selectFrom('natural_persons')
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  if (Number(existing.count) > 0) return null;
  const passwordHashes = await Promise.all(PERSONAS.map(() => hashPassword(SEED_PASSWORD)));
  if ('transaction' in db && typeof db.transaction === 'function' && !db.isTransaction) {
    return db.transaction().execute((trx) => seed(trx, todayIso(now), passwordHashes));
  }
  return seed(db, todayIso(now), passwordHashes);
}

async function insertMany<T extends keyof DomainTables>(
  db: KontorExecutor,
  table: T,
  rows: Row<T>[],
): Promise<void> {
  for (let index = 0; index < rows.length; index += 250) {
    // Kysely cannot relate a generic table name to its row type; Row<T> of the caller already checked the rows.
    const insert = db.insertInto(table) as unknown as {
      values(rows: unknown[]): { execute(): Promise<unknown> };
    };
    await insert.values(rows.slice(index, index + 250)).execute();
  }
}

async function seed(db: KontorExecutor, anchorDay: string, passwordHashes: string[]): Promise<SeedResult> {
  const rng = new SeededRandom(SEED);
  const createdAt = (daysAgo: number) => `${addDays(anchorDay, -daysAgo)}T09:00:00Z`;

  // Reference tables: plans, their features and the agreement codes.
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

  // Persons and their profiles.
  const persons: Record<string, string> = {};
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
  const anna = persons.anna!;
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
  // Paul is a prospect, not a customer (prospect login only).
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

  // Partnerships.
  const partnerships = {
    baeckerei: rng.uuid(),
    asl: rng.uuid(),
    duboisConseil: rng.uuid(),
    kellerRobotics: rng.uuid(),
    favreArchitectes: rng.uuid(),
  };
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
  const [nora, luca, claire, ben, pia, quentin, rita] = [
    'nora',
    'luca',
    'claire',
    'ben',
    'pia',
    'quentin',
    'rita',
  ].map((key) => persons[key]!) as [string, string, string, string, string, string, string];
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

  // Cash accounts (the bank's own IBANs: institution code 83019, 12 alphanumerics).
  const accounts: Record<string, string> = {};
  const accountRows: Row<'cash_accounts'>[] = [];
  const openAccount = (
    key: string,
    ownerUid: string,
    ownerType: 'person' | 'partnership',
    name: string,
    currency: string,
    type: string,
    extra: { billing?: boolean; international?: boolean } = {},
  ) => {
    const uid = rng.uuid();
    accounts[key] = uid;
    accountRows.push({
      uid,
      owner_uid: ownerUid,
      owner_type: ownerType,
      iban: internalIban('83019', rng.alphanumerics(12)),
      currency,
      status: 'active',
      account_name: name,
      account_type: type,
      billing_account: extra.billing ?? false,
      international_payments_available: extra.international ?? true,
      balance_value: 0,
      balance_factor: 2,
      opened_at: createdAt(366),
    });
  };
  openAccount('annaPrivate', anna, 'person', 'Privatkonto', 'CHF', 'private', { billing: true });
  openAccount('annaSavings', anna, 'person', 'Sparkonto', 'CHF', 'savings', { international: false });
  openAccount('annaEuro', anna, 'person', 'Euro-Konto', 'EUR', 'private');
  openAccount('noraPrivate', nora, 'person', 'Privatkonto', 'CHF', 'private', { billing: true });
  openAccount('lucaPrivate', luca, 'person', 'Conto privato', 'CHF', 'private', { billing: true });
  openAccount('clairePrivate', claire, 'person', 'Compte privé', 'CHF', 'private', { billing: true });
  openAccount('benPrivate', ben, 'person', 'Private account', 'CHF', 'private', { billing: true });
  openAccount('piaCard', pia, 'person', 'Swibeco Karte', 'CHF', 'card', { international: false });
  openAccount(
    'baeckereiOperating',
    partnerships.baeckerei,
    'partnership',
    'Betriebskonto',
    'CHF',
    'business',
    { billing: true },
  );
  openAccount('baeckereiPayroll', partnerships.baeckerei, 'partnership', 'Lohnkonto', 'CHF', 'business', {
    international: false,
  });
  openAccount('aslMain', partnerships.asl, 'partnership', 'Compte courant', 'CHF', 'business', {
    billing: true,
  });
  await insertMany(db, 'cash_accounts', accountRows);

  // Entitlements in partnership contexts (spec §6: capture, approve, view per entity).
  const entitlementRows: Row<'entitlements'>[] = [];
  const entitle = (
    personUid: string,
    partnershipUid: string,
    entityUid: string,
    entityType: string,
    actions: string[],
    includedTypes: string[] = [],
  ) => {
    for (const action of actions)
      entitlementRows.push({
        person_uid: personUid,
        partnership_uid: partnershipUid,
        entity_uid: entityUid,
        entity_type: entityType,
        action,
        included_types: includedTypes,
      });
  };
  const bakeryAccounts = [accounts.baeckereiOperating!, accounts.baeckereiPayroll!];
  const all = ['view', 'capture', 'approve'];
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

  // Card program of the bakery and cards.
  const cardProgramUid = rng.uuid();
  await db
    .insertInto('card_programs')
    .values({
      uid: cardProgramUid,
      partnership_uid: partnerships.baeckerei,
      contract_uid: rng.uuid(),
      contract_status: 'active',
      default_atm_monthly_limit_value: 200_000,
      allowed_debit_account_uids: [accounts.baeckereiOperating!],
    })
    .execute();
  for (const signatory of [anna, nora])
    entitle(signatory, partnerships.baeckerei, cardProgramUid, 'CardProgram', all);
  const cards: Record<string, string> = {};
  const cardRows: Row<'cards'>[] = [];
  const issueCard = (
    key: string,
    holder: string,
    account: string,
    kind: 'combo' | 'virtual',
    brand: string,
    status: string,
    embossed: string,
    programUid: string | null = null,
  ) => {
    const uid = rng.uuid();
    cards[key] = uid;
    const expiryYear = Number(anchorDay.slice(0, 4)) + rng.int(1, 4);
    cardRows.push({
      uid,
      holder_uid: holder,
      cash_account_uid: account,
      card_program_uid: programUid,
      kind,
      brand,
      status,
      masked_pan: `5354 56•• •••• ${String(rng.int(1000, 9999))}`,
      expiry: `${String(rng.int(1, 12)).padStart(2, '0')}/${String(expiryYear).slice(2)}`,
      embossed_name: embossed,
      spending_limit_value: 500_000,
      atm_monthly_limit_value: 200_000,
      created_at: createdAt(300),
    });
  };
  issueCard('annaCombo', anna, accounts.annaPrivate!, 'combo', 'black', 'active', 'ANNA MEIER');
  issueCard('annaVirtual', anna, accounts.annaPrivate!, 'virtual', 'black', 'frozen', 'ANNA MEIER');
  issueCard(
    'annaBusiness',
    anna,
    accounts.baeckereiOperating!,
    'combo',
    'abacusExpense',
    'active',
    'ANNA MEIER',
    cardProgramUid,
  );
  issueCard(
    'lucaBusiness',
    luca,
    accounts.baeckereiOperating!,
    'combo',
    'abacusExpense',
    'active',
    'LUCA ROSSI',
    cardProgramUid,
  );
  issueCard('noraCombo', nora, accounts.noraPrivate!, 'combo', 'traditional', 'active', 'NORA SCHMID');
  issueCard('lucaCombo', luca, accounts.lucaPrivate!, 'combo', 'traditional', 'active', 'LUCA ROSSI');
  issueCard('claireCombo', claire, accounts.clairePrivate!, 'combo', 'gold', 'active', 'CLAIRE DUBOIS');
  issueCard('benCombo', ben, accounts.benPrivate!, 'combo', 'traditional', 'new', 'BEN KELLER');
  issueCard('piaCard', pia, accounts.piaCard!, 'combo', 'swibeco', 'active', 'PIA FREI');
  await insertMany(db, 'cards', cardRows);
  entitle(luca, partnerships.baeckerei, cards.lucaBusiness!, 'CardIdentity', ['view']);
  entitle(anna, partnerships.baeckerei, cards.annaBusiness!, 'CardIdentity', ['view']);
  await insertMany(db, 'entitlements', entitlementRows);

  // A year of transactions per account; the balance is the sum of what was booked.
  const histories: { key: string; owner: string; profile: HistoryProfile; opening: number; card?: string }[] =
    [
      {
        key: 'annaPrivate',
        owner: 'Anna Meier',
        profile: {
          kind: 'private',
          salary: 824_500,
          employer: 'Zürcher Kantonalbank',
          rent: 215_000,
          landlord: 'Wohnbaugenossenschaft Oerlikon',
          savingsTransfer: 50_000,
        },
        opening: 1_245_080,
        card: 'annaCombo',
      },
      {
        key: 'annaSavings',
        owner: 'Anna Meier',
        profile: { kind: 'savings', monthly: 50_000, from: 'Anna Meier' },
        opening: 2_210_000,
      },
      {
        key: 'annaEuro',
        owner: 'Anna Meier',
        profile: { kind: 'euro' },
        opening: 184_050,
        card: 'annaCombo',
      },
      {
        key: 'noraPrivate',
        owner: 'Nora Schmid',
        profile: {
          kind: 'private',
          salary: 910_000,
          employer: 'Bäckerei Meier GmbH',
          rent: 248_000,
          landlord: 'Livit AG',
        },
        opening: 1_820_000,
        card: 'noraCombo',
      },
      {
        key: 'lucaPrivate',
        owner: 'Luca Rossi',
        profile: {
          kind: 'private',
          salary: 548_000,
          employer: 'Bäckerei Meier GmbH',
          rent: 162_000,
          landlord: 'Wincasa AG',
        },
        opening: 420_000,
        card: 'lucaCombo',
      },
      {
        key: 'clairePrivate',
        owner: 'Claire Dubois',
        profile: {
          kind: 'private',
          salary: 876_000,
          employer: 'Dubois Conseil',
          rent: 231_000,
          landlord: 'Régie du Rhône SA',
        },
        opening: 950_000,
        card: 'claireCombo',
      },
      {
        key: 'benPrivate',
        owner: 'Ben Keller',
        profile: {
          kind: 'private',
          salary: 702_000,
          employer: 'ETH Zürich',
          rent: 189_000,
          landlord: 'Allreal AG',
        },
        opening: 310_000,
      },
      {
        key: 'piaCard',
        owner: 'Pia Frei',
        profile: { kind: 'card-benefit' },
        opening: 20_000,
        card: 'piaCard',
      },
      {
        key: 'baeckereiOperating',
        owner: 'Bäckerei Meier GmbH',
        profile: { kind: 'bakery-operating' },
        opening: 6_850_000,
      },
      {
        key: 'baeckereiPayroll',
        owner: 'Bäckerei Meier GmbH',
        profile: {
          kind: 'bakery-payroll',
          employees: ['Nora Schmid', 'Luca Rossi', 'Jana Kälin', 'Tobias Graf'],
        },
        opening: 1_200_000,
      },
      {
        key: 'aslMain',
        owner: 'Association Sportive Lausanne',
        profile: { kind: 'association' },
        opening: 1_540_000,
      },
    ];
  const annaTransactionUids: string[] = [];
  for (const history of histories) {
    const accountUid = accounts[history.key]!;
    const currency = history.key === 'annaEuro' ? 'EUR' : 'CHF';
    const generated = generateHistory(
      rng,
      {
        uid: accountUid,
        currency,
        ownerName: history.owner,
        cardUid: history.card ? cards[history.card]! : null,
      },
      history.profile,
      anchorDay,
      history.opening,
    );
    await insertMany(db, 'transactions', generated.transactions);
    await db
      .updateTable('cash_accounts')
      .set({ balance_value: generated.balance })
      .where('uid', '=', accountUid)
      .execute();
    if (history.key === 'annaPrivate')
      annaTransactionUids.push(
        ...generated.transactions
          .filter((t) => t.status === 'booked' && t.direction === 'debit')
          .map((t) => t.uid),
      );
  }

  // Anna's receipts: notes, tags, mentions and attached files on some of her payments.
  const notes = [
    'Geschenk für Mama',
    'Mit Lea geteilt',
    'Geschäftsessen, Spesen einreichen',
    'Ersatz für defektes Ladekabel',
    'Wocheneinkauf',
    'Steuerrelevant',
  ];
  const tags = ['#haushalt', '#ferien', '#spesen', '#geschenke', '#steuern'];
  const mentions = ['@Lea Brunner', '@Nora Schmid', '@Marco Steiner'];
  const receiptRows: Row<'transaction_receipts'>[] = [];
  const fileRows: Row<'file_resources'>[] = [];
  annaTransactionUids.forEach((uid, index) => {
    if (index % 9 !== 0) return;
    const attached: string[] = [];
    if (index % 27 === 0) {
      const fileUid = rng.uuid();
      const content = Buffer.from(minimalPdf(`Quittung ${index / 27 + 1}`));
      fileRows.push({
        uid: fileUid,
        bucket_file_name: `${rng.uuid()}.pdf`,
        owner_uid: uid,
        uploaded_by: anna,
        display_name: `Quittung-${index / 27 + 1}.pdf`,
        mime_type: 'application/pdf',
        file_size: content.length,
        content,
      });
      attached.push(fileUid);
    }
    receiptRows.push({
      transaction_uid: uid,
      note_text: rng.pick(notes),
      tags: rng.chance(0.7) ? [rng.pick(tags)] : [],
      mentions: rng.chance(0.3) ? [rng.pick(mentions)] : [],
      attached_file_uids: attached,
    });
  });
  await insertMany(db, 'file_resources', fileRows);
  await insertMany(db, 'transaction_receipts', receiptRows);

  // Partnership declarations on Anna (a cancelled one stays hidden, spec §4).
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

  // Subscriptions, contracts, suggestions.
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

  // eBill for Anna: active, two billers, three open invoices, a standing approval on one biller.
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
      iban: 'CH4431999123000889013',
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
    reference: `21000000000313947143000${String(rng.int(1000, 9999))}`,
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

  // Bäckerei: open payment orders awaiting approval (voting rule as_two: two approvals).
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
    status: 'approval',
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
    payment_time: null,
    execution_date: addDays(anchorDay, 2 + index),
    e2e_reference: null,
    customer_transaction_id: rng.uuid(),
    partner_category: null,
    note_text: null,
  }));
  await insertMany(db, 'payment_orders', orders);
  await insertMany(
    db,
    'pending_approvals',
    orders.map((order, index) => ({
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      subject_type: 'paymentOrder',
      subject_uid: order.uid,
      requested_by: order.requested_by,
      required_approvals: 2,
      approved_by: index === 1 ? [nora] : [],
      status: 'pending',
      created_at: createdAt(1),
    })),
  );
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
  await db
    .insertInto('deputy_changes')
    .values({
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      change_status: 'approve',
      deputies_to_add: [nora],
      deputies_to_remove: [],
      requested_by: anna,
      created_at: createdAt(3),
    })
    .execute();
  await db
    .insertInto('invites')
    .values({
      uid: rng.uuid(),
      partnership_uid: partnerships.baeckerei,
      email: 'jana.kaelin@baeckerei-meier.ch',
      name: 'Jana Kälin',
      roles: ['delegate'],
      as_admin: false,
      status: 'new',
      invited_by: anna,
      created_at: createdAt(4),
      expires_at: `${addDays(anchorDay, 26)}T00:00:00Z`,
    })
    .execute();
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
  await db
    .insertInto('export_tickets')
    .values({
      uid: rng.uuid(),
      person_uid: anna,
      cash_account_uid: accounts.annaPrivate!,
      format: 'csv',
      period_from: addDays(anchorDay, -120),
      period_to: addDays(anchorDay, -90),
      status: 'used',
      created_at: createdAt(89),
      updated_at: createdAt(89),
    })
    .execute();

  // Anna started onboarding a second company: one open prospective client (organisation badge), one done.
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

  return { anchorDay, persons, partnerships, accounts, cards };
}

/** A one-page PDF with a line of text: enough for a previewable receipt in the sandbox. */
function minimalPdf(text: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  return `${body}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
}
