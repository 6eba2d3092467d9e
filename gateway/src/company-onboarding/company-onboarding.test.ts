/**
 * Company onboarding (issue 33 item 3): the sandbox commercial register, UID check digits, the requested
 * partnership, the operator's status steps (the operator only, one step at a time, once under parallel steps)
 * and what bankable gives the requestor. Runs on PGlite and PostgreSQL.
 */
import { isBootstrapperRoles, isValidUid } from 'shared-kernel/domain';
import { ANNA, LUCA } from '../../test/personas';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';

const world = personaApp();

const startFromRegister = (registerUid: string) =>
  world.call(ANNA, 'POST', '/api/v2/partnership-onboardings', { payload: { registerUid } });

const step = (
  partnershipUid: string,
  status: string,
  headers: Record<string, string> = SANDBOX_OPERATOR_HEADERS,
) =>
  world.app.inject({
    method: 'POST',
    url: `/api/sandbox/partnerships/${partnershipUid}/status`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: { status },
  });

/** A company onboarding of Anna with its requested partnership (a new onboarding per test: no shared state). */
async function requestedPartnership(registerUid = 'CHE-109.322.551') {
  const started = await startFromRegister(registerUid);
  expect(started.statusCode).toBe(201);
  const { uid } = started.json<{ uid: string }>();
  const offered = await world.call(ANNA, 'POST', `/api/v2/partnership-onboardings/${uid}/offering`, {
    payload: { planCode: 'sme_ch', billingInterval: 'IntervalYearly' },
  });
  expect(offered.statusCode).toBe(201);
  return offered.json<{ uid: string; partnershipUid: string; roles: string[]; partnershipStatus: string }>();
}

const openOnboardings = async () =>
  (await world.call(ANNA, 'GET', '/api/v2/prospective-clients')).json<unknown[]>().length;

describe('the sandbox commercial register', () => {
  it('finds companies by part of the name, case-insensitively, with valid UIDs', async () => {
    const response = await world.call(ANNA, 'GET', '/api/v2/commercial-register/companies?q=velo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        uid: 'CHE-116.281.710',
        name: 'Zürcher Velowerk GmbH',
        legalForm: 'limited_liability_company',
        seat: 'Zürich',
      },
    ]);
    const all = await world.db.selectFrom('company_register').select('uid').execute();
    expect(all.length).toBeGreaterThanOrEqual(18);
    for (const row of all) expect(isValidUid(row.uid)).toBe(true);
  });

  it('finds by UID with or without punctuation, and treats % literally', async () => {
    for (const q of ['CHE-109.322', '109322551', 'che109.32']) {
      const response = await world.call(
        ANNA,
        'GET',
        `/api/v2/commercial-register/companies?q=${encodeURIComponent(q)}`,
      );
      expect(response.json<{ uid: string }[]>().map((company) => company.uid)).toEqual(['CHE-109.322.551']);
    }
    const percent = await world.call(ANNA, 'GET', '/api/v2/commercial-register/companies?q=%25');
    expect(percent.json()).toEqual([]);
  });

  it('refuses a search over 140 characters and a partnership context', async () => {
    const long = await world.call(ANNA, 'GET', `/api/v2/commercial-register/companies?q=${'a'.repeat(141)}`);
    expect(long.statusCode).toBe(400);
    const business = await world.call(ANNA, 'GET', '/api/v2/commercial-register/companies?q=AG', {
      partnership: world.baeckerei,
    });
    expect(business.statusCode).toBe(403); // a private-context route refuses x-partnership-uid
  });
});

describe('starting a company onboarding', () => {
  it('starts from the register: an open prospective client (the Organisation badge counts it)', async () => {
    const before = await openOnboardings();
    const started = await startFromRegister('CHE-116.281.710');
    expect(started.statusCode).toBe(201);
    expect(started.json()).toMatchObject({
      companyUid: 'CHE-116.281.710',
      clientName: 'Zürcher Velowerk GmbH',
      legalForm: 'limited_liability_company',
      seat: 'Zürich',
      status: 'open',
      partnershipUid: null,
      roles: [],
    });
    expect(await openOnboardings()).toBe(before + 1);
  });

  it('refuses a UID the register does not know', async () => {
    const response = await startFromRegister('CHE-116.281.711');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError' });
  });

  it('starts a company by hand with a valid UID only (modulo 11 check digit)', async () => {
    const company = {
      name: 'Neue Velo Manufaktur GmbH',
      legalForm: 'limited_liability_company',
      seat: 'Uster',
    };
    const wrong = await world.call(ANNA, 'POST', '/api/v2/partnership-onboardings', {
      payload: { ...company, uid: 'CHE-123.456.789' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(JSON.stringify(wrong.json())).toContain('invalid_uid');
    // 12345678: 5+8+9+8+35+36+35+32 = 168 ≡ 3 (mod 11): check digit 8.
    const right = await world.call(ANNA, 'POST', '/api/v2/partnership-onboardings', {
      payload: { ...company, uid: 'CHE-123.456.788' },
    });
    expect(right.statusCode).toBe(201);
    expect(right.json()).toMatchObject({ companyUid: 'CHE-123.456.788', clientName: company.name });
    const inRegister = await world.call(ANNA, 'POST', '/api/v2/partnership-onboardings', {
      payload: { ...company, uid: 'CHE-109.322.551' },
    });
    expect(inRegister.statusCode).toBe(400);
    expect(JSON.stringify(inRegister.json())).toContain('company_in_register');
  });

  it("keeps each person's onboardings to themselves", async () => {
    const { uid } = (await startFromRegister('CHE-109.322.551')).json<{ uid: string }>();
    expect((await world.call(LUCA, 'GET', `/api/v2/partnership-onboardings/${uid}`)).statusCode).toBe(404);
    const offered = await world.call(LUCA, 'POST', `/api/v2/partnership-onboardings/${uid}/offering`, {
      payload: { planCode: 'sme_ch', billingInterval: 'IntervalMonthly' },
    });
    expect(offered.statusCode).toBe(404);
  });
});

describe('the plans for companies and the requested partnership', () => {
  it('lists the business plans of spec §9 with features and prices per interval', async () => {
    const plans = (await world.call(ANNA, 'GET', '/api/v2/partnership-offering/plans')).json<
      { code: string; monthly: number | null; yearly: number | null; features: string[] }[]
    >();
    expect(plans.map((plan) => plan.code).sort()).toEqual(
      ['business_ch', 'enterprise_ch', 'grow_ch', 'sme_ch', 'sme_free_ch'].sort(),
    );
    expect(plans.find((plan) => plan.code === 'sme_ch')).toMatchObject({ monthly: 1000, yearly: 10000 });
    expect(plans.find((plan) => plan.code === 'enterprise_ch')).toMatchObject({
      monthly: null,
      yearly: 99000,
    });
  });

  it('creates the partnership (new, bootstrapper + requestor, a subscription request) once', async () => {
    const { uid } = (await startFromRegister('CHE-109.322.551')).json<{ uid: string }>();
    const choose = (planCode: string, billingInterval = 'IntervalMonthly') =>
      world.call(ANNA, 'POST', `/api/v2/partnership-onboardings/${uid}/offering`, {
        payload: { planCode, billingInterval },
      });
    expect((await choose('private_ch')).statusCode).toBe(400); // not a plan for companies
    expect((await choose('enterprise_ch')).statusCode).toBe(400); // yearly only
    const responses = await Promise.all([choose('sme_ch'), choose('grow_ch'), choose('sme_ch')]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    const requested = responses
      .find((response) => response.statusCode === 201)!
      .json<{
        partnershipUid: string;
        partnershipStatus: string;
        roles: string[];
        planCode: string;
      }>();
    expect(requested.partnershipStatus).toBe('new');
    expect(requested.roles).toEqual(['bootstrapper', 'requestor']);
    expect(isBootstrapperRoles(requested.roles)).toBe(true);
    const subscription = await world.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('agent_uid', '=', requested.partnershipUid)
      .execute();
    expect(subscription).toMatchObject([{ plan_code: requested.planCode, status: 'new' }]);
    const externalId = await world.db
      .selectFrom('partnership_external_ids')
      .selectAll()
      .where('partnership_uid', '=', requested.partnershipUid)
      .executeTakeFirstOrThrow();
    expect(externalId).toMatchObject({ scheme: 'uid_reg', value: 'CHE-109.322.551' });
    // Anna's engagements list it as a requested partnership (spec §7).
    const engagements = await world.call(
      ANNA,
      'GET',
      `/api/v2/natural-persons/${world.persons[ANNA]}/partnerships/engagements`,
    );
    expect(
      engagements
        .json<{ requestedPartnerships: { uid: string }[] }>()
        .requestedPartnerships.map((p) => p.uid),
    ).toContain(requested.partnershipUid);
  });
});

describe("the operator's status steps", () => {
  it("are the operator's alone: a persona (even the requestor) and anonymous callers are refused", async () => {
    const { partnershipUid } = await requestedPartnership();
    expect((await step(partnershipUid, 'registered', {})).statusCode).toBe(401);
    const asAnna = await world.call(ANNA, 'POST', `/api/sandbox/partnerships/${partnershipUid}/status`, {
      payload: { status: 'registered' },
    });
    expect(asAnna.statusCode).toBe(403);
    const row = await world.db
      .selectFrom('partnerships')
      .select('status')
      .where('uid', '=', partnershipUid)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('new');
  });

  it("never touch a persona's seeded partnership", async () => {
    const keller = await world.partnership('Keller Robotics AG');
    const response = await step(keller, 'registered');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'not_an_onboarding' });
  });

  it('go one step at a time to bankable, which gives the requestor an account, roles and rights', async () => {
    const { uid, partnershipUid } = await requestedPartnership();
    const openBefore = await openOnboardings();
    expect((await step(partnershipUid, 'screened')).statusCode).toBe(409); // no skipping
    for (const status of ['registered', 'screened', 'identified']) {
      const response = await step(partnershipUid, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ partnershipUid, status, roles: ['bootstrapper', 'requestor'] });
    }
    expect((await step(partnershipUid, 'registered')).statusCode).toBe(409); // no way back
    const bankable = await step(partnershipUid, 'bankable');
    expect(bankable.json()).toEqual({
      partnershipUid,
      status: 'bankable',
      roles: ['requestor', 'partner', 'delegate'],
    });
    expect((await step(partnershipUid, 'bankable')).statusCode).toBe(409);

    const accounts = await world.call(ANNA, 'GET', `/api/partnerships/${partnershipUid}/cash-accounts`, {
      partnership: partnershipUid,
    });
    expect(accounts.statusCode).toBe(200);
    const [account] = accounts.json<{ currency: string; billingAccount: boolean; status: string }[]>();
    expect(account).toMatchObject({ currency: 'CHF', billingAccount: true, status: 'active' });
    const rights = await world.db
      .selectFrom('entitlements')
      .select(['action', 'entity_type'])
      .where('partnership_uid', '=', partnershipUid)
      .where('person_uid', '=', world.persons[ANNA]!)
      .orderBy('action')
      .execute();
    expect(rights.filter((row) => row.entity_type === 'CashAccount').map((row) => row.action)).toEqual([
      'approve',
      'capture',
      'view',
    ]);
    const onboarding = await world.call(ANNA, 'GET', `/api/v2/partnership-onboardings/${uid}`);
    expect(onboarding.json()).toMatchObject({ status: 'completed', partnershipStatus: 'bankable' });
    expect(await openOnboardings()).toBe(openBefore - 1);
    const subscription = await world.db
      .selectFrom('subscriptions')
      .select('status')
      .where('agent_uid', '=', partnershipUid)
      .executeTakeFirstOrThrow();
    expect(subscription.status).toBe('active');
  });

  it('tell every member of the partnership (agentInPartnership), so their menus follow', async () => {
    const { partnershipUid } = await requestedPartnership();
    await step(partnershipUid, 'registered');
    const events = await world.db
      .selectFrom('events')
      .select(['type', 'payload', 'recipients'])
      .where('guid', '=', partnershipUid)
      .orderBy('id')
      .execute();
    const last = events.at(-1)!;
    expect(last.type).toBe('agentInPartnership');
    expect(JSON.parse(JSON.stringify(last.payload))).toMatchObject({ partnershipUid, status: 'registered' });
    expect(last.recipients).toEqual([world.persons[ANNA]]);
  });

  it('two parallel steps: one wins, the other is told (never a 500)', async () => {
    for (const [a, b] of [
      ['registered', 'registered'],
      ['screened', 'screened'],
    ] as const) {
      const { partnershipUid } = await requestedPartnership();
      if (a === 'screened') await step(partnershipUid, 'registered');
      const responses = await Promise.all([step(partnershipUid, a), step(partnershipUid, b)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    }
    const { partnershipUid } = await requestedPartnership();
    for (const status of ['registered', 'screened', 'identified']) await step(partnershipUid, status);
    const responses = await Promise.all(Array.from({ length: 6 }, () => step(partnershipUid, 'bankable')));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const accounts = await world.db
      .selectFrom('cash_accounts')
      .select('uid')
      .where('owner_uid', '=', partnershipUid)
      .execute();
    expect(accounts).toHaveLength(1);
  });
});
