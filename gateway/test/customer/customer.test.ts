/**
 * Customer-area endpoints (gateway/src/customer): own data only, partnership rights, the spec's error shapes
 * (400 ValidationError, 422 with suggestions or not found), on PGlite or, with KONTOR_TEST_DB=postgres, PostgreSQL.
 */
import { customerRoutes } from '../../src/customer';
import { domainRoutes } from '../../src/domain/routes';
import { createTestApp, loginAs, WEB_HEADERS, type TestApp } from '../helpers';

let t: TestApp;
const cookies: Record<string, string> = {};
const persons: Record<string, string> = {};
let baeckerei = '';

type Method = 'GET' | 'POST' | 'PATCH';

async function call(
  email: string | null,
  method: Method,
  url: string,
  options: { partnership?: string; payload?: object; cookie?: string } = {},
) {
  if (email && !options.cookie) cookies[email] ??= await loginAs(t.app, email);
  const cookie = options.cookie ?? (email ? cookies[email] : undefined);
  return t.app.inject({
    method,
    url,
    payload: options.payload,
    headers: {
      ...WEB_HEADERS,
      ...(cookie ? { cookie } : {}),
      ...(options.partnership ? { 'x-partnership-uid': options.partnership } : {}),
    },
  });
}

beforeAll(async () => {
  // Until the domain's route list spreads customerRoutes, the tests register them themselves.
  const registered = customerRoutes.every((route) => domainRoutes.includes(route));
  t = await createTestApp({ extraRoutes: registered ? [] : customerRoutes });
  for (const row of await t.db.selectFrom('natural_persons').select(['uid', 'email']).execute())
    persons[row.email] = row.uid;
  baeckerei = (
    await t.db
      .selectFrom('partnerships')
      .select('uid')
      .where('name', '=', 'Bäckerei Meier GmbH')
      .executeTakeFirstOrThrow()
  ).uid;
});
afterAll(() => t?.close());

describe('POST /api/v2/postaladdress/verify', () => {
  const verify = (payload: object) => call(null, 'POST', '/api/v2/postaladdress/verify', { payload });

  it('answers a correct Swiss address as verified', async () => {
    const response = await verify({
      street: 'Schaffhauserstrasse',
      number: '112',
      postalCode: '8057',
      city: 'Zürich',
      country: 'CHE',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      verified: true,
      address: {
        street: 'Schaffhauserstrasse',
        number: '112',
        postalCode: '8057',
        city: 'Zürich',
        country: 'CHE',
      },
    });
  });

  it('answers 422 with suggestions in the caller naming (houseNo, town, zip)', async () => {
    const response = await verify({
      street: 'Bahnhofstr.',
      houseNo: '3',
      zip: '8001',
      town: 'Zuerich',
      country: 'CH',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      code: 'address_corrected',
      suggestions: [{ street: 'Bahnhofstrasse', houseNo: '3', zip: '8001', town: 'Zürich', country: 'CHE' }],
    });
  });

  it('answers 422 address_not_found for an address that matches nothing', async () => {
    const response = await verify({
      street: 'Hauptweg',
      number: '1',
      postalCode: '9999',
      city: 'Atlantis',
      country: 'CHE',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'address_not_found' });
  });

  it('answers 400 ValidationError for missing fields', async () => {
    const response = await verify({ street: '', country: 'CHE' });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ name: string; data: { field: string; code: string }[] }>();
    expect(body.name).toBe('ValidationError');
    expect(body.data.map((error) => error.field).sort()).toEqual(['city', 'postalCode', 'street']);
  });
});

describe('POST /api/v2/postalcode/expand', () => {
  const expand = (payload: object) => call(null, 'POST', '/api/v2/postalcode/expand', { payload });

  it('answers the city of a postal code', async () => {
    const response = await expand({ postalcode: '3011', country: 'CHE' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ postalCode: '3011', cities: ['Bern'], city: 'Bern' });
  });

  it('answers the cities of a shared postal code, and the one typed', async () => {
    expect((await expand({ postalcode: '1213', country: 'CH' })).json()).toEqual({
      postalCode: '1213',
      cities: ['Onex', 'Petit-Lancy'],
    });
    expect((await expand({ postalcode: '1213', country: 'CH', city: 'onex' })).json()).toMatchObject({
      city: 'Onex',
    });
  });

  it('answers 404 for an unknown postal code and 400 for a malformed one', async () => {
    expect((await expand({ postalcode: '0000', country: 'CHE' })).statusCode).toBe(404);
    expect((await expand({ postalcode: '80', country: 'CHE' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/v2/natural-persons/:uid/domicile and /phone-number', () => {
  const anna = () => persons['anna@kontor.test']!;

  it('changes the own domicile at once and reads it back', async () => {
    const address = { street: 'Kramgasse', number: '49', postalCode: '3011', city: 'Bern', country: 'CHE' };
    const response = await call(
      'nora@kontor.test',
      'PATCH',
      `/api/v2/natural-persons/${persons['nora@kontor.test']}/domicile`,
      {
        payload: address,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ agentAddress: address, planned: null });
    const read = await call(
      'nora@kontor.test',
      'GET',
      `/api/v2/natural-persons/${persons['nora@kontor.test']}/domicile`,
    );
    expect(read.json()).toMatchObject({ agentAddress: address });
  });

  it('plans a move with a future validFrom and keeps the current address', async () => {
    const validFrom = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const response = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: {
        street: 'Rue du Rhône',
        number: '1',
        postalCode: '1204',
        city: 'Genève',
        country: 'CHE',
        validFrom,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      agentAddress: { street: 'Schaffhauserstrasse', postalCode: '8057' },
      planned: { street: 'Rue du Rhône', validFrom },
    });
  });

  it('refuses an address the postal reference corrects or does not know (422)', async () => {
    const corrected = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: { street: 'Bahnhofstr.', number: '1', postalCode: '8001', city: 'Zürich', country: 'CHE' },
    });
    expect(corrected.statusCode).toBe(422);
    expect(corrected.json()).toMatchObject({
      code: 'address_corrected',
      suggestions: [{ street: 'Bahnhofstrasse' }],
    });
    const unknown = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: { street: 'Nowhere', number: '1', postalCode: '9999', city: 'Atlantis', country: 'CHE' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'address_not_found' });
  });

  it('refuses a move in the past as a ValidationError', async () => {
    const response = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/domicile`, {
      payload: {
        street: 'Kramgasse',
        number: '1',
        postalCode: '3011',
        city: 'Bern',
        country: 'CHE',
        validFrom: '2020-01-01',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'validFrom', code: 'date_in_past' }],
    });
  });

  it('changes only the own data (403 for another person, 403 in a partnership context)', async () => {
    const other = await call('luca@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/phone-number`, {
      payload: { countryCode: '+41', number: '791112233' },
    });
    expect(other.statusCode).toBe(403);
    const inPartnership = await call(
      'anna@kontor.test',
      'PATCH',
      `/api/v2/natural-persons/${anna()}/phone-number`,
      {
        payload: { countryCode: '+41', number: '791112233' },
        partnership: baeckerei,
      },
    );
    expect(inPartnership.statusCode).toBe(403);
  });

  it('validates the phone number by its country (spec §9 masks)', async () => {
    const short = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/phone-number`, {
      payload: { countryCode: '+41', number: '79 123' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'number', code: 'invalid_phone_number' }],
    });
    const saved = await call('anna@kontor.test', 'PATCH', `/api/v2/natural-persons/${anna()}/phone-number`, {
      payload: { countryCode: '+41', number: '079 765 43 21' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ agentPhoneNumber: { countryCode: '+41', number: '797654321' } });
  });
});

describe('active sessions', () => {
  it('lists the live sessions with the current one marked and signs out the others', async () => {
    const first = await loginAs(t.app, 'claire@kontor.test');
    const second = await loginAs(t.app, 'claire@kontor.test');
    const listed = await call('claire@kontor.test', 'GET', '/api/v3/auth/sessions', { cookie: second });
    expect(listed.statusCode).toBe(200);
    const sessions = listed.json<{ id: string; current: boolean; signedInAt: string; level: string }[]>();
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.every((session) => session.level === 'strong' || session.level === 'weak')).toBe(true);

    const signOut = await call('claire@kontor.test', 'POST', '/api/v3/auth/sessions/sign-out-others', {
      cookie: second,
    });
    expect(signOut.statusCode).toBe(200);
    expect(signOut.json<{ signedOut: number }>().signedOut).toBeGreaterThanOrEqual(1);
    expect(
      (await call('claire@kontor.test', 'GET', '/api/v3/auth/sessions', { cookie: first })).statusCode,
    ).toBe(401);
    const after = await call('claire@kontor.test', 'GET', '/api/v3/auth/sessions', { cookie: second });
    expect(after.json()).toEqual([expect.objectContaining({ current: true })]);
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', '/api/v3/auth/sessions')).statusCode).toBe(401);
  });
});

describe('data sharing agreements', () => {
  it('lists the own agreements and serves the enriched views', async () => {
    const list = await call('anna@kontor.test', 'GET', '/api/v2/data-sharing-agreements');
    expect(list.statusCode).toBe(200);
    const [agreement] = list.json<{ uid: string; partnerName: string }[]>();
    expect(agreement).toMatchObject({ partnerName: 'bexio AG', contractStatus: 'active' });
    const long = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/data-sharing-agreements/${agreement!.uid}/enriched-long`,
    );
    expect(long.json()).toMatchObject({
      scopes: ['accounts', 'transactions'],
      conditions: { code: 'DSTC', title: 'Data sharing terms and conditions', content: expect.any(String) },
    });
    const short = await call(
      'anna@kontor.test',
      'GET',
      `/api/v2/data-sharing-agreements/${agreement!.uid}/enriched-short`,
    );
    expect(short.json<{ conditions: object }>().conditions).not.toHaveProperty('content');
    // Another person's agreement is refused, and their own list is empty.
    expect(
      (
        await call(
          'nora@kontor.test',
          'GET',
          `/api/v2/data-sharing-agreements/${agreement!.uid}/enriched-long`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('nora@kontor.test', 'GET', '/api/v2/data-sharing-agreements')).json()).toEqual([]);
  });
});

describe('POST /api/partnerships/:uid/cash-accounts', () => {
  const open = (email: string, payload: object) =>
    call(email, 'POST', `/api/partnerships/${baeckerei}/cash-accounts`, { partnership: baeckerei, payload });

  it('names the opening conditions', async () => {
    const response = await call(
      'anna@kontor.test',
      'GET',
      `/api/partnerships/${baeckerei}/cash-accounts/opening-conditions`,
      {
        partnership: baeckerei,
      },
    );
    expect(response.json()).toMatchObject({ conditionCodes: ['CSTC', 'FTR'] });
  });

  it('opens an account for a partner with rights, with a new IBAN, entitlements and events in one go', async () => {
    const before = await t.db
      .selectFrom('events')
      .select('id')
      .where('type', '=', 'cashAccountCreated')
      .execute();
    const response = await open('anna@kontor.test', {
      currency: 'EUR',
      accountName: 'Reservekonto',
      acceptedConditionCodes: ['CSTC', 'FTR'],
    });
    expect(response.statusCode).toBe(201);
    const account = response.json<{
      uid: string;
      iban: string;
      currency: string;
      accountOwner: { uid: string };
    }>();
    expect(account).toMatchObject({
      currency: 'EUR',
      accountName: 'Reservekonto',
      accountOwner: { uid: baeckerei },
    });
    expect(account.iban).toMatch(/^CH\d{2}83019[A-Z0-9]{12}$/);
    const rights = await t.db
      .selectFrom('entitlements')
      .select('action')
      .where('entity_uid', '=', account.uid)
      .where('person_uid', '=', persons['anna@kontor.test']!)
      .execute();
    expect(rights.map((row) => row.action).sort()).toEqual(['approve', 'capture', 'view']);
    const events = await t.db
      .selectFrom('events')
      .selectAll()
      .where('type', '=', 'cashAccountCreated')
      .execute();
    expect(events.length).toBe(before.length + 1);
    expect(events.at(-1)?.payload).toMatchObject({ cashAccountUid: account.uid, partnershipUid: baeckerei });
    const accepted = await t.db
      .selectFrom('agreement_acceptances')
      .select('code')
      .where('agent_uid', '=', baeckerei)
      .where('person_uid', '=', persons['anna@kontor.test']!)
      .execute();
    expect(accepted.map((row) => row.code)).toEqual(expect.arrayContaining(['CSTC', 'FTR']));
    // The new account is in the context's list right away.
    const list = await call('anna@kontor.test', 'GET', `/api/partnerships/${baeckerei}/cash-accounts`, {
      partnership: baeckerei,
    });
    expect(list.json<{ uid: string }[]>().map((row) => row.uid)).toContain(account.uid);
  });

  it('refuses without every condition accepted (400 with the missing codes)', async () => {
    const response = await open('anna@kontor.test', {
      currency: 'CHF',
      accountName: 'Steuern',
      acceptedConditionCodes: ['CSTC'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'conditions_not_accepted', missing: ['FTR'] });
  });

  it('refuses a second account with the same name as a field error', async () => {
    const response = await open('nora@kontor.test', {
      currency: 'CHF',
      accountName: 'betriebskonto',
      acceptedConditionCodes: ['CSTC', 'FTR'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      name: 'ValidationError',
      data: [{ field: 'accountName', code: 'account_name_taken' }],
    });
  });

  it('refuses members without rights on the partnership and the registered-only user', async () => {
    const payload = { currency: 'CHF', accountName: 'Kasse', acceptedConditionCodes: ['CSTC', 'FTR'] };
    expect((await open('luca@kontor.test', payload)).statusCode).toBe(403);
    expect((await open('rita@kontor.test', payload)).statusCode).toBe(403);
    expect((await open('claire@kontor.test', payload)).statusCode).toBe(403);
  });

  it('needs the partnership context', async () => {
    const response = await call('anna@kontor.test', 'POST', `/api/partnerships/${baeckerei}/cash-accounts`, {
      payload: { currency: 'CHF', accountName: 'Kasse', acceptedConditionCodes: ['CSTC', 'FTR'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'partnership_context_required' });
  });
});

describe('suggestion pictures', () => {
  it('serves a picture per type and theme without an api key', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/public/suggestions/month_stats-dark.svg',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.body).toContain('<svg');
    const light = await t.app.inject({ method: 'GET', url: '/api/public/suggestions/month_stats-light.svg' });
    expect(light.body).not.toBe(response.body);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/public/suggestions/unknown-dark.svg' })).statusCode,
    ).toBe(404);
  });
});
