/**
 * The onboarding resource (issue 33): the account request creates a prospect and sends its code; each
 * application step is saved and read back; submission is refused while incomplete; the sandbox identification
 * moves the status (spec §4) and makes a customer who logs in with the password chosen at submission and the
 * code, and sees a private CHF account of the sandbox institution. No 500 on bad input.
 */
import { randomUUID } from 'node:crypto';
import { isInstitutionIban, isValidIban, type PersonalStep } from 'shared-kernel/domain';
import {
  createTestApp,
  latestOutboxCode,
  loginAs,
  loginProspect,
  SANDBOX_OPERATOR_HEADERS,
  WEB_HEADERS,
  type TestApp,
} from '../../test/helpers';
import { ANNA, PAUL } from '../../test/personas';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Neues-Konto-2026';
const personal: PersonalStep = {
  name: 'Lea',
  familyName: 'Brunner',
  birthdate: '1994-03-08',
  nationality: 'CHE',
  ahvNumber: '756.9217.0769.85',
  address: { street: 'Bahnhofstrasse', number: '10', postalCode: '8001', city: 'Zürich', country: 'CHE' },
  phone: { countryCode: '+41', number: '791234567' },
};
const profession = {
  occupation: 'employed',
  employer: 'Stadt Zürich',
  yearlyIncome: 'from50kTo100k',
  sourceOfFunds: ['salary', 'savings'],
};
const tax = { usPerson: false, taxResidences: [{ country: 'CHE', tin: '' }] };

const freshEmail = () => `lea.${randomUUID().slice(0, 8)}@example.ch`;
const requestBody = (email: string) => ({
  name: 'Lea',
  familyName: 'Brunner',
  email,
  phone: { countryCode: '+41', number: '791234567' },
  language: 'de',
  birthdate: '1994-03-08',
  nationality: 'CHE',
  domicileCountry: 'CHE',
});

const anonymous = (method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: WEB_HEADERS, ...(payload ? { payload } : {}) });
const asProspect = (cookie: string, method: 'POST' | 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...WEB_HEADERS, cookie }, ...(payload ? { payload } : {}) });
const identify = (email: string, outcome = 'identified') =>
  t.app.inject({
    method: 'POST',
    url: '/api/sandbox/prospects/identifications',
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: { email, outcome },
  });

/** A new person's account request and prospect sign-in: the pin session's cookie. */
async function newProspect(email = freshEmail()): Promise<{ email: string; cookie: string }> {
  const requested = await anonymous('POST', '/api/v2/prospects', requestBody(email));
  expect(requested.statusCode).toBe(202);
  const code = await latestOutboxCode(t.app, email);
  const verified = await anonymous('POST', '/api/v2/auth/prospects/verify', { email, code });
  expect(verified.statusCode).toBe(200);
  const cookie = verified.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { email, cookie };
}

async function completeApplication(cookie: string): Promise<void> {
  for (const [step, body] of Object.entries({ personal, profession, tax }))
    expect((await asProspect(cookie, 'PUT', `/api/v2/my-prospect-details/${step}`, body)).statusCode).toBe(
      200,
    );
  const conditions = await asProspect(cookie, 'POST', '/api/v2/my-prospect-details/conditions', {
    acceptedConditionCodes: ['GTC', 'DPP', 'CSTC'],
  });
  expect(conditions.statusCode).toBe(200);
}

describe('POST /api/v2/prospects (account request)', () => {
  it('creates a prospect with a draft and sends the prospect code; the same answer for a customer email', async () => {
    const email = freshEmail();
    const response = await anonymous('POST', '/api/v2/prospects', requestBody(email.toUpperCase()));
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ email });
    const prospect = await t.db
      .selectFrom('prospects')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirst();
    expect(prospect).toMatchObject({
      status: 'new',
      nick_name: 'Lea',
      condition_codes: ['GTC', 'DPP', 'CSTC'],
    });
    expect(await latestOutboxCode(t.app, email)).toMatch(/^\d{6}$/);

    const customer = await anonymous('POST', '/api/v2/prospects', requestBody(ANNA));
    expect(customer.statusCode).toBe(202);
    const annaProspect = await t.db.selectFrom('prospects').select('uid').where('email', '=', ANNA).execute();
    expect(annaProspect).toEqual([]);
  });

  it('refuses with field problems (underage, unknown country, a short Swiss number), never a 500', async () => {
    const response = await anonymous('POST', '/api/v2/prospects', {
      ...requestBody(freshEmail()),
      birthdate: '2015-05-05',
      nationality: 'ZZZ',
      phone: { countryCode: '+41', number: '7912345' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response.json().data.map((entry: { field: string; code: string }) => `${entry.field}:${entry.code}`),
    ).toEqual(['birthdate:underage', 'nationality:unknownCountry', 'phone.number:invalidPhone']);
    for (const payload of [
      {},
      { ...requestBody(freshEmail()), email: 'no-at-sign' },
      { ...requestBody(freshEmail()), extra: 1 },
    ])
      expect((await anonymous('POST', '/api/v2/prospects', payload)).statusCode).toBe(400);
  });

  it('makes one prospect of two parallel requests for one email', async () => {
    const email = freshEmail();
    const answers = await Promise.all(
      [1, 2].map(() => anonymous('POST', '/api/v2/prospects', requestBody(email))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202]);
    expect(
      await t.db.selectFrom('prospects').select('uid').where('email', '=', email).execute(),
    ).toHaveLength(1);
    expect(
      await t.db
        .selectFrom('prospect_applications')
        .innerJoin('prospects', 'prospects.uid', 'prospect_applications.prospect_uid')
        .select('prospect_uid')
        .where('prospects.email', '=', email)
        .execute(),
    ).toHaveLength(1);
  });
});

describe('the application (pin level)', () => {
  it('saves each step and reads it back from another session (a second device loses nothing)', async () => {
    const { email, cookie } = await newProspect();
    const empty = await asProspect(cookie, 'GET', '/api/v2/my-prospect-details');
    expect(empty.json()).toMatchObject({
      status: 'draft',
      prospectStatus: 'active',
      personal: null,
      tax: null,
    });
    expect(
      (await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/personal', personal)).statusCode,
    ).toBe(200);
    expect(
      (await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/profession', profession)).statusCode,
    ).toBe(200);
    const secondDevice = await loginProspect(t.app, email);
    const read = (await asProspect(secondDevice, 'GET', '/api/v2/my-prospect-details')).json();
    expect(read).toMatchObject({ personal, profession, tax: null, emailAddress: email });
  });

  it('refuses a wrong AHV check digit, an unknown address and a bad body with field problems', async () => {
    const { cookie } = await newProspect();
    const wrongAhv = await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/personal', {
      ...personal,
      ahvNumber: '756.9217.0769.84',
    });
    expect(wrongAhv.statusCode).toBe(400);
    expect(wrongAhv.json().data).toEqual([{ field: 'ahvNumber', code: 'invalidAhv', message: 'invalidAhv' }]);
    const nowhere = await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/personal', {
      ...personal,
      address: { ...personal.address, postalCode: '9999', city: 'Nirgendwo' },
    });
    expect(nowhere.statusCode).toBe(422);
    const usWithoutResidence = await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/tax', {
      usPerson: true,
      taxResidences: [{ country: 'CHE', tin: '' }],
    });
    expect(usWithoutResidence.statusCode).toBe(400);
    for (const [step, payload] of [
      ['personal', { ...personal, ahvNumber: 7569217076985 }],
      ['profession', { ...profession, sourceOfFunds: [] }],
      ['tax', [1, 2]],
    ] as const) {
      const response = await asProspect(
        cookie,
        'PUT',
        `/api/v2/my-prospect-details/${step}`,
        payload as object,
      );
      expect([step, response.statusCode]).toEqual([step, 400]);
    }
  });

  it('refuses a submission while incomplete, names what is missing, and a weak password', async () => {
    const { cookie } = await newProspect();
    await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/personal', personal);
    const incomplete = await asProspect(cookie, 'POST', '/api/v2/my-prospect-details/submit', {
      password: PASSWORD,
    });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toMatchObject({
      code: 'application_incomplete',
      missing: ['profession', 'tax', 'conditions'],
    });
    const weak = await asProspect(cookie, 'POST', '/api/v2/my-prospect-details/submit', {
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().data[0]).toMatchObject({ field: 'password', code: 'passwordTooShort' });
    const partial = await asProspect(cookie, 'POST', '/api/v2/my-prospect-details/conditions', {
      acceptedConditionCodes: ['GTC'],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ code: 'conditions_not_accepted', missing: ['DPP', 'CSTC'] });
  });

  it('is the prospect session alone: a customer is refused, nobody is asked to sign in', async () => {
    const anna = await loginAs(t.app, ANNA);
    expect((await asProspect(anna, 'GET', '/api/v2/my-prospect-details')).statusCode).toBe(403);
    for (const [url, body] of [
      ['/api/v2/my-prospect-details/personal', personal],
      ['/api/v2/my-prospect-details/profession', profession],
      ['/api/v2/my-prospect-details/tax', tax],
    ] as const)
      expect((await asProspect(anna, 'PUT', url, body)).statusCode).toBe(403);
    expect(
      (
        await asProspect(anna, 'POST', '/api/v2/my-prospect-details/conditions', {
          acceptedConditionCodes: [],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await asProspect(anna, 'POST', '/api/v2/my-prospect-details/submit', { password: PASSWORD }))
        .statusCode,
    ).toBe(403);
    expect((await anonymous('GET', '/api/v2/my-prospect-details')).statusCode).toBe(401);
  });

  it("gives the seed's prospect (made before account requests) an empty draft", async () => {
    const paul = await loginProspect(t.app, PAUL);
    const read = await asProspect(paul, 'GET', '/api/v2/my-prospect-details');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ status: 'draft', conditionCodes: ['GTC', 'DPP'], personal: null });
  });
});

describe('submission, identification and the new customer', () => {
  it('moves draft → submitted → identified once each, and the customer logs in and sees the account', async () => {
    const { email, cookie } = await newProspect();
    await completeApplication(cookie);
    expect((await identify(email)).statusCode).toBe(409); // a draft is not identified

    const submits = await Promise.all(
      [1, 2].map(() =>
        asProspect(cookie, 'POST', '/api/v2/my-prospect-details/submit', { password: PASSWORD }),
      ),
    );
    expect(submits.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const submitted = (await asProspect(cookie, 'GET', '/api/v2/my-prospect-details')).json();
    expect(submitted.status).toBe('submitted');
    expect((await asProspect(cookie, 'PUT', '/api/v2/my-prospect-details/tax', tax)).statusCode).toBe(409);

    const identifications = await Promise.all([identify(email), identify(email)]);
    expect(identifications.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const identified = identifications.find((answer) => answer.statusCode === 200)!.json();
    expect(identified.status).toBe('identified');
    expect(isValidIban(identified.iban) && isInstitutionIban(identified.iban)).toBe(true);
    expect((await asProspect(cookie, 'GET', '/api/v2/my-prospect-details')).json()).toMatchObject({
      status: 'identified',
      prospectStatus: 'converted',
    });
    const person = await t.db
      .selectFrom('natural_persons')
      .select(['status', 'name', 'family_name', 'language'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(person).toEqual({ status: 'identified', name: 'Lea', family_name: 'Brunner', language: 'de' });

    const customer = await loginAs(t.app, email, PASSWORD);
    const accounts = await t.app.inject({
      method: 'GET',
      url: `/api/v2/agents/${identified.personUid}/accounts`,
      headers: { ...WEB_HEADERS, cookie: customer },
    });
    expect(accounts.statusCode).toBe(200);
    expect(JSON.stringify(accounts.json())).toContain(identified.iban);
  });

  it('rejects a submitted application (no customer), and refuses the operator step to anyone else', async () => {
    const { email, cookie } = await newProspect();
    await completeApplication(cookie);
    await asProspect(cookie, 'POST', '/api/v2/my-prospect-details/submit', { password: PASSWORD });
    const anna = await loginAs(t.app, ANNA);
    const byPersona = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/prospects/identifications',
      headers: { cookie: anna },
      payload: { email, outcome: 'identified' },
    });
    expect(byPersona.statusCode).toBe(403);
    const byProspect = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/prospects/identifications',
      headers: { cookie },
      payload: { email, outcome: 'identified' },
    });
    expect([401, 403]).toContain(byProspect.statusCode);
    const rejected = await identify(email, 'rejected');
    expect(rejected.json()).toEqual({ status: 'rejected', personUid: null, iban: null });
    expect((await identify(email)).statusCode).toBe(409);
    expect(
      await t.db.selectFrom('natural_persons').select('uid').where('email', '=', email).execute(),
    ).toEqual([]);
    expect((await identify(freshEmail())).statusCode).toBe(404);
  });
});
