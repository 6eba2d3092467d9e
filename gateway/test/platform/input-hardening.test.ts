/**
 * Issue 10 item 5: input is taken as sent or refused with the spec §8 shape, never coerced, stripped or
 * answered with a 500: NUL and lone surrogates anywhere (body, path, query, headers), numbers past the safe
 * range, bodies of the wrong JSON type, unknown properties; query strings are read as text and converted only
 * when they are exactly a number or a boolean.
 */
import type { LightMyRequestResponse } from 'fastify';
import { loginAs, SANDBOX_OPERATOR_HEADERS, WEB_HEADERS } from '../helpers';
import { personaApp } from '../persona-app';
import { ANNA } from '../personas';

const world = personaApp();
const { call } = world;

function expectFieldError(response: LightMyRequestResponse, field: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 400,
    body: { name: 'ValidationError', data: expect.arrayContaining([expect.objectContaining({ field })]) },
  });
}

async function annasBooking(): Promise<string> {
  const list = await call(
    ANNA,
    'GET',
    `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/transactions?count=1`,
  );
  return list.json<{ uid: string }[]>()[0]!.uid;
}

describe('NUL and lone surrogates are refused everywhere with 400', () => {
  it('in a body string (a receipt note)', async () => {
    const booking = await annasBooking();
    const response = await call(ANNA, 'PATCH', `/api/v2/transactions/${booking}/receipt`, {
      payload: { noteText: 'Beleg\u0000' },
    });
    expectFieldError(response, 'noteText');
  });

  it('as a lone surrogate in a body string (the domicile)', async () => {
    const response = await world.app.inject({
      method: 'PATCH',
      url: `/api/v2/natural-persons/${world.persons[ANNA]}/domicile`,
      headers: { ...WEB_HEADERS, cookie: await loginAs(world.app, ANNA), 'content-type': 'application/json' },
      payload:
        '{"street":"Bahnhofstrasse \\ud800","number":"1","postalCode":"8001","city":"Zürich","country":"CHE"}',
    });
    expectFieldError(response, 'street');
  });

  it('in a path id', async () => {
    const response = await call(ANNA, 'GET', `/api/v2/transactions/${'a'.repeat(35)}%00/receipt`);
    expectFieldError(response, 'id');
  });

  it('in a query string (search, the outbox email)', async () => {
    const search = await call(
      ANNA,
      'GET',
      `/api/v2/cash-accounts/${world.accounts['anna:Privatkonto']}/transactions?search=Migros%00`,
    );
    expectFieldError(search, 'search');
    const outbox = await world.app.inject({
      method: 'GET',
      url: '/api/sandbox/outbox?email=anna%00@kontor.test',
      headers: SANDBOX_OPERATOR_HEADERS,
    });
    expectFieldError(outbox, 'email');
  });

  it('in a header (the partnership context)', async () => {
    const response = await call(ANNA, 'GET', `/api/v2/partnerships/${world.baeckerei}/members`, {
      headers: { 'x-partnership-uid': `${world.baeckerei}\ud800` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ name: 'ValidationError' });
  });
});

describe('numbers are bounded', () => {
  it('answers offset ≥ 2^63 and other unsafe integers with 400', async () => {
    for (const offset of ['9223372036854775808', '99999999999999999999', '9007199254740993']) {
      const response = await call(
        ANNA,
        'GET',
        `/api/v2/partnerships/${world.baeckerei}/members?offset=${offset}`,
        { partnership: world.baeckerei },
      );
      expectFieldError(response, 'offset');
    }
  });
});

describe('nothing is coerced or stripped', () => {
  it('refuses a number for a text ({"noteText":12345})', async () => {
    const booking = await annasBooking();
    expectFieldError(
      await call(ANNA, 'PATCH', `/api/v2/transactions/${booking}/receipt`, { payload: { noteText: 12345 } }),
      'noteText',
    );
  });

  it('refuses true for an amount (a sandbox booking)', async () => {
    const response = await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: {
        iban: 'CH9300762011623852957',
        direction: 'credit',
        amountValue: true,
        currency: 'CHF',
        counterpartyName: 'X',
      },
    });
    expectFieldError(response, 'amountValue');
  });

  it('refuses a list for a name ({"accountName":["x"]})', async () => {
    const response = await call(ANNA, 'POST', `/api/partnerships/${world.baeckerei}/cash-accounts`, {
      partnership: world.baeckerei,
      payload: { currency: 'CHF', accountName: ['x'], acceptedConditionCodes: ['CSTC', 'FTR'] },
    });
    expectFieldError(response, 'accountName');
  });

  it('refuses an unknown property with a field error naming it', async () => {
    const booking = await annasBooking();
    const response = await call(ANNA, 'PATCH', `/api/v2/transactions/${booking}/receipt`, {
      payload: { noteText: 'ok', isAdmin: true },
    });
    expectFieldError(response, 'isAdmin');
  });

  it('reads query strings as text: exact numbers and booleans convert, anything else is refused', async () => {
    const members = (query: string) =>
      call(ANNA, 'GET', `/api/v2/partnerships/${world.baeckerei}/members?${query}`, {
        partnership: world.baeckerei,
      });
    expect((await members('count=2&offset=0&isRegistered=true')).statusCode).toBe(200);
    for (const [query, field] of [
      ['count=', 'count'],
      ['count=%20', 'count'],
      ['count=0x2', 'count'],
      ['count=2e0', 'count'],
      ['isRegistered=1', 'isRegistered'],
      ['isRegistered=', 'isRegistered'],
    ] as const)
      expectFieldError(await members(query), field);
  });
});
