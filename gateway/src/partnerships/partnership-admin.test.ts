/**
 * Partnership administration through the HTTP API on the real tables (issue 32): the update of an internal-registry
 * partnership kept pending until the bank applies it, compliance declarations and the bank's certification steps,
 * and the plan change (who may, parallel changes leave one active plan, the payment schema's features follow).
 * Runs on PGlite and on PostgreSQL (KONTOR_TEST_DB=postgres).
 */
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA, BEN, CLAIRE, LUCA, NORA, RITA } from '../../test/personas';

const world = personaApp();
const { call } = world;
const ASL = 'Association Sportive Lausanne';
/** ASL's uid (its name changes in these tests). */
let asl = '';
beforeAll(async () => {
  asl = await world.partnership(ASL);
});

const update = (name: string) => ({
  name,
  domicileAddress: {
    street: 'Avenue de Rhodanie',
    number: '2',
    postalCode: '1007',
    city: 'Lausanne',
    country: 'CHE',
  },
  phone: '+41 21 617 00 00',
  email: 'comite@as-lausanne.ch',
  serviceObjectives: ['payments', 'cards'],
});

const operator = (url: string, payload: object = {}) =>
  world.app.inject({ method: 'POST', url, headers: SANDBOX_OPERATOR_HEADERS, payload });

const eventsOf = (partnershipUid: string, type: string) =>
  world.db
    .selectFrom('events')
    .select(['payload'])
    .where('type', '=', type)
    .where('audience_partnership_uid', '=', partnershipUid)
    .execute();

describe('the update of an internal-registry partnership', () => {
  it('is pending after a signatory or admin submits it, shown in the snapshot, and applied by the bank', async () => {
    const before = await eventsOf(asl, 'entitlementChanged');
    const submitted = await call(CLAIRE, 'POST', `/api/v2/partnerships/${asl}/pending-update`, {
      partnership: asl,
      payload: update('  Association Sportive de Lausanne  '),
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json()).toMatchObject({
      status: 'pending',
      changes: { name: 'Association Sportive de Lausanne', serviceObjectives: ['payments', 'cards'] },
      requestedBy: { name: 'Claire Dubois' },
    });
    const read = await call(CLAIRE, 'GET', `/api/v2/partnerships/${asl}/pending-update`, {
      partnership: asl,
    });
    expect(read.json().pendingUpdate.uid).toBe(submitted.json().uid);
    const details = await call(CLAIRE, 'GET', `/api/v2/partnerships/${asl}`, { partnership: asl });
    expect(details.json()).toMatchObject({ name: ASL, hasPendingRegistryUpdate: true });
    expect((await eventsOf(asl, 'entitlementChanged')).length).toBe(before.length + 1);

    const second = await call(CLAIRE, 'POST', `/api/v2/partnerships/${asl}/pending-update`, {
      partnership: asl,
      payload: update('Another name'),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'pending_update_exists' });

    // The bank's side is the operator's alone.
    const byPersona = await call(CLAIRE, 'POST', `/api/sandbox/partnerships/${asl}/pending-update/apply`);
    expect([401, 403]).toContain(byPersona.statusCode);
    const applied = await operator(`/api/sandbox/partnerships/${asl}/pending-update/apply`);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'applied' });
    const after = await call(CLAIRE, 'GET', `/api/v2/partnerships/${asl}?contactDetails=true`, {
      partnership: asl,
    });
    expect(after.json()).toMatchObject({
      name: 'Association Sportive de Lausanne',
      hasPendingRegistryUpdate: false,
      contactDetails: { phone: '+41 21 617 00 00' },
    });
    const objectives = await call(CLAIRE, 'GET', `/api/v2/partnerships/${asl}/objectives`, {
      partnership: asl,
    });
    expect(objectives.json()).toEqual({ serviceObjectives: ['payments', 'cards'] });
    expect((await operator(`/api/sandbox/partnerships/${asl}/pending-update/apply`)).statusCode).toBe(409);
    const none = await call(CLAIRE, 'GET', `/api/v2/partnerships/${asl}/pending-update`, {
      partnership: asl,
    });
    expect(none.json()).toEqual({ pendingUpdate: null });
  });

  it('refuses a partnership the bank does not register itself, and members without the right', async () => {
    const bakery = world.baeckerei;
    for (const email of [ANNA, LUCA, RITA]) {
      const refused = await call(email, 'POST', `/api/v2/partnerships/${bakery}/pending-update`, {
        partnership: bakery,
        payload: update('Bäckerei Meier AG'),
      });
      expect([email, refused.statusCode]).toEqual([email, 403]);
    }
    const stored = await world.db
      .selectFrom('partnership_pending_updates')
      .select('uid')
      .where('partnership_uid', '=', bakery)
      .execute();
    expect(stored).toEqual([]);
  });

  it('answers an address the post corrects with suggestions, storing nothing', async () => {
    const payload = update('Association Sportive Lausanne');
    payload.domicileAddress.postalCode = '8001';
    const refused = await call(CLAIRE, 'POST', `/api/v2/partnerships/${asl}/pending-update`, {
      partnership: asl,
      payload,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'address_corrected' });
    expect(refused.json().suggestions[0]).toMatchObject({ postalCode: expect.stringMatching(/^10/) });
    const pending = await world.db
      .selectFrom('partnership_pending_updates')
      .select('uid')
      .where('partnership_uid', '=', asl)
      .where('status', '=', 'pending')
      .execute();
    expect(pending).toEqual([]);
  });

  it('keeps one pending update when ten are submitted at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(CLAIRE, 'POST', `/api/v2/partnerships/${asl}/pending-update`, {
          partnership: asl,
          payload: update(`Race ${index}`),
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const partnership = await world.db
      .selectFrom('partnerships')
      .select('pending_registry_certificate_uid')
      .where('uid', '=', asl)
      .executeTakeFirstOrThrow();
    const winner = responses.find((response) => response.statusCode === 201)!.json();
    expect(partnership.pending_registry_certificate_uid).toBe(winner.uid);
  });
});

const person = {
  firstName: 'Anna',
  lastName: 'Meier',
  birthDate: '1984-03-12',
  nationality: 'CHE',
  domicileAddress: { street: 'Seestrasse', number: '12', postalCode: '8002', city: 'Zürich', country: 'CHE' },
  basis: 'capital_or_votes',
  sharePercent: 60,
};

describe('compliance declarations', () => {
  it('are submitted by signatories, one open at a time, and moved through certification by the bank', async () => {
    const bakery = world.baeckerei;
    const path = `/api/v2/partnerships/${bakery}/compliance-declarations`;
    const body = { form: 'K', controllingPersons: [person], confirmed: true };
    for (const email of [LUCA, RITA]) {
      const refused = await call(email, 'POST', path, { partnership: bakery, payload: body });
      expect([email, refused.statusCode]).toEqual([email, 403]);
    }
    const unconfirmed = await call(ANNA, 'POST', path, {
      partnership: bakery,
      payload: { ...body, confirmed: false },
    });
    expect(unconfirmed.statusCode).toBe(400);
    const created = await call(ANNA, 'POST', path, { partnership: bakery, payload: body });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'new', form: 'K', submittedBy: { name: 'Anna Meier' } });
    const again = await call(NORA, 'POST', path, { partnership: bakery, payload: body });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'declaration_in_progress' });

    // Every member reads them (Rita registered too); the declaration's persons come back as declared.
    const read = await call(RITA, 'GET', path, { partnership: bakery });
    expect(read.statusCode).toBe(200);
    expect(read.json()[0]).toMatchObject({ uid: created.json().uid, controllingPersons: [person] });

    const status = `/api/sandbox/compliance-declarations/${created.json().uid}/status`;
    expect([401, 403]).toContain(
      (await call(ANNA, 'POST', status, { payload: { status: 'certified' } })).statusCode,
    );
    expect((await operator(status, { status: 'certified' })).statusCode).toBe(409);
    expect((await operator(status, { status: 'certification' })).json()).toMatchObject({
      status: 'certification',
    });
    expect((await operator(status, { status: 'certified' })).json()).toMatchObject({ status: 'certified' });
    expect((await operator(status, { status: 'new' })).statusCode).toBe(409);

    // Certified closes it: a new one may start, and a cancelled one is hidden.
    const next = await call(NORA, 'POST', path, { partnership: bakery, payload: { ...body, form: 'A' } });
    expect(next.statusCode).toBe(201);
    await operator(`/api/sandbox/compliance-declarations/${next.json().uid}/status`, { status: 'cancelled' });
    const listed = (await call(ANNA, 'GET', path, { partnership: bakery })).json() as { uid: string }[];
    expect(listed.map((declaration) => declaration.uid)).toEqual([created.json().uid]);
  });

  it('are not shown to the bootstrapper of a new partnership', async () => {
    const keller = await world.partnership('Keller Robotics AG');
    const refused = await call(BEN, 'GET', `/api/v2/partnerships/${keller}/compliance-declarations`, {
      partnership: keller,
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the plan change', () => {
  const paymentFeatures = async () => {
    const schema = await call(
      ANNA,
      'GET',
      `/api/v2/cash-accounts/${world.accounts.Betriebskonto}/iban-payment-orders`,
      { partnership: world.baeckerei },
    );
    expect(schema.statusCode).toBe(200);
    return schema.json<{ features: { swiftOut: boolean; sepaOut: boolean } }>().features;
  };

  it('lists the company plans with both prices and lets only signatories change', async () => {
    const bakery = world.baeckerei;
    const plans = await call(LUCA, 'GET', `/api/v2/agent/${bakery}/subscription/plans`, {
      partnership: bakery,
    });
    expect(plans.statusCode).toBe(200);
    expect(plans.json()).toMatchObject({
      current: { planCode: 'grow_ch', billingInterval: 'IntervalMonthly', price: { value: 1900, factor: 2 } },
      mayChange: false,
    });
    expect(plans.json().plans.map((plan: { code: string }) => plan.code)).toEqual([
      'sme_free_ch',
      'sme_ch',
      'grow_ch',
      'business_ch',
      'enterprise_ch',
    ]);
    // enterprise_ch is yearly only (the kernel's offeringPrices): no monthly price, and a monthly change is refused.
    expect(plans.json().plans[4].prices.IntervalMonthly).toBeNull();
    expect(plans.json().plans[2].prices.IntervalYearly).toEqual({ value: 19000, factor: 2, currency: 'CHF' });
    const private_ = await call(ANNA, 'GET', `/api/v2/agent/${world.persons[ANNA]}/subscription/plans`);
    expect(private_.statusCode).toBe(404);
    for (const email of [LUCA, RITA]) {
      const refused = await call(email, 'POST', `/api/v2/agent/${bakery}/subscription`, {
        partnership: bakery,
        payload: { planCode: 'sme_free_ch', billingInterval: 'IntervalMonthly' },
      });
      expect([email, refused.statusCode]).toEqual([email, 403]);
    }
    const claire = await call(CLAIRE, 'POST', `/api/v2/agent/${bakery}/subscription`, {
      payload: { planCode: 'sme_free_ch', billingInterval: 'IntervalMonthly' },
    });
    expect(claire.statusCode).toBe(403);
    const monthlyEnterprise = await call(ANNA, 'POST', `/api/v2/agent/${bakery}/subscription`, {
      partnership: bakery,
      payload: { planCode: 'enterprise_ch', billingInterval: 'IntervalMonthly' },
    });
    expect(monthlyEnterprise.statusCode).toBe(400);
    expect(monthlyEnterprise.json().data[0]).toMatchObject({
      field: 'billingInterval',
      code: 'plan_not_offered',
    });
  });

  it('flips the payment features live, tells the sessions, and refuses the plan already held', async () => {
    const bakery = world.baeckerei;
    expect(await paymentFeatures()).toEqual({ sepaOut: true, swiftOut: true });
    const before = await eventsOf(bakery, 'entitlementChanged');
    const changed = await call(ANNA, 'POST', `/api/v2/agent/${bakery}/subscription`, {
      partnership: bakery,
      payload: { planCode: 'sme_free_ch', billingInterval: 'IntervalYearly' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      status: 'active',
      billingInterval: 'IntervalYearly',
      current: { planCode: 'sme_free_ch' },
    });
    expect(await paymentFeatures()).toEqual({ sepaOut: false, swiftOut: false });
    const events = await eventsOf(bakery, 'entitlementChanged');
    expect(events.length).toBe(before.length + 1);
    const same = await call(NORA, 'POST', `/api/v2/agent/${bakery}/subscription`, {
      partnership: bakery,
      payload: { planCode: 'sme_free_ch', billingInterval: 'IntervalYearly' },
    });
    expect(same.statusCode).toBe(409);
    const back = await call(NORA, 'POST', `/api/v2/agent/${bakery}/subscription`, {
      partnership: bakery,
      payload: { planCode: 'grow_ch', billingInterval: 'IntervalMonthly' },
    });
    expect(back.statusCode).toBe(200);
    expect(await paymentFeatures()).toEqual({ sepaOut: true, swiftOut: true });
  });

  it('leaves exactly one active plan after parallel changes, the one the last change made', async () => {
    const bakery = world.baeckerei;
    const codes = [
      'business_ch',
      'sme_ch',
      'grow_ch',
      'sme_free_ch',
      'business_ch',
      'sme_ch',
      'grow_ch',
      'sme_free_ch',
    ];
    const responses = await Promise.all(
      codes.map((planCode, index) =>
        call(index % 2 ? NORA : ANNA, 'POST', `/api/v2/agent/${bakery}/subscription`, {
          partnership: bakery,
          payload: { planCode, billingInterval: 'IntervalMonthly' },
        }),
      ),
    );
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const active = await world.db
      .selectFrom('subscriptions')
      .select(['uid', 'plan_code'])
      .where('agent_uid', '=', bakery)
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded.length).toBeGreaterThan(0);
    expect(succeeded.map((response) => response.json().uid)).toContain(active[0]!.uid);
    const read = await call(ANNA, 'GET', `/api/v2/agent/${bakery}/subscription`, { partnership: bakery });
    expect(read.json().current.planCode).toBe(active[0]!.plan_code);
    const retired = await world.db
      .selectFrom('subscriptions')
      .select('uid')
      .where('agent_uid', '=', bakery)
      .where('status', '=', 'retired')
      .execute();
    // Every successful change retired the plan before it: the history has no gap and no double.
    expect(retired.length).toBe(2 + succeeded.length);
  });
});
