/**
 * Issue 10 item 7: the sandbox tools answer only the sandbox operator (x-sandbox-operator-key) or a session of
 * a seeded persona acting on what is theirs; they do not exist in prod, test or dev; the clearing booking is
 * idempotent by its Idempotency-Key.
 */
import { createTestApp, loginAs, loginWeak, SANDBOX_OPERATOR_HEADERS, WEB_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE } from '../../test/personas';
import { ledger } from '../payments/test-support';

const world = personaApp();

async function ibanOf(accountUid: string): Promise<string> {
  const row = await world.db
    .selectFrom('cash_accounts')
    .select('iban')
    .where('uid', '=', accountUid)
    .executeTakeFirstOrThrow();
  return row.iban;
}

const booking = (iban: string, amountValue = 100) => ({
  iban,
  direction: 'credit',
  amountValue,
  currency: 'CHF',
  counterpartyName: 'Ausgleichskasse Zürich',
});

function book(payload: object, headers: Record<string, string> = {}) {
  return world.app.inject({ method: 'POST', url: '/api/sandbox/bookings', headers, payload });
}

describe('who may use the sandbox tools', () => {
  it('nobody without a credential: bookings, outbox, confirmations and the clock answer 401', async () => {
    const iban = await ibanOf(world.accounts['anna:Privatkonto']!);
    const calls = [
      book(booking(iban)),
      book(booking(iban), { 'x-sandbox-operator-key': 'guessed' }),
      world.app.inject({ method: 'GET', url: `/api/sandbox/outbox?email=${ANNA}` }),
      world.app.inject({
        method: 'POST',
        url: '/api/sandbox/confirmations',
        payload: { email: 'quentin@kontor.test', partnershipName: 'Favre Architectes SA' },
      }),
      world.app.inject({ method: 'POST', url: '/api/sandbox/clock', payload: { date: '2030-01-01' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'sandbox_credential_required' });
    }
  });

  it("a persona's strong session books on an account the persona may view, not on anyone else's", async () => {
    const cookie = await loginAs(world.app, ANNA);
    const own = await book(booking(await ibanOf(world.accounts['anna:Privatkonto']!)), { cookie });
    expect(own.statusCode).toBe(201);
    const claires = await world.db
      .selectFrom('cash_accounts')
      .select('iban')
      .where('owner_uid', '=', world.persons[CLAIRE]!)
      .executeTakeFirstOrThrow();
    expect((await book(booking(claires.iban), { cookie })).statusCode).toBe(403);
    const weak = await loginWeak(world.app, ANNA);
    expect(
      (await book(booking(await ibanOf(world.accounts['anna:Privatkonto']!)), { cookie: weak })).statusCode,
    ).toBe(401);
  });

  it("a persona's session reads its own codes in the outbox, not anyone else's", async () => {
    const weak = await loginWeak(world.app, ANNA);
    const own = await world.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?email=${ANNA}`,
      headers: { cookie: weak },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json<unknown[]>().length).toBeGreaterThan(0);
    const other = await world.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?email=${CLAIRE}`,
      headers: { cookie: weak },
    });
    expect(other.statusCode).toBe(403);
    const operator = await world.app.inject({
      method: 'GET',
      url: `/api/sandbox/outbox?email=${CLAIRE}`,
      headers: SANDBOX_OPERATOR_HEADERS,
    });
    expect(operator.statusCode).toBe(200);
  });

  it('two logins of one persona at once each read only the code of their own session', async () => {
    const [first, second] = await Promise.all([loginWeak(world.app, ANNA), loginWeak(world.app, ANNA)]);
    const codeOf = async (cookie: string) => {
      const response = await world.app.inject({
        method: 'GET',
        url: `/api/sandbox/outbox?email=${ANNA}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      const codes = response.json<{ code: string }[]>();
      expect(codes).toHaveLength(1);
      return codes[0]!.code;
    };
    // Each code completes its own session's code step: neither login burns a failure on the other's code.
    for (const cookie of [second, first]) {
      const strong = await world.app.inject({
        method: 'POST',
        url: '/api/v3/auth/strong',
        headers: { ...WEB_HEADERS, cookie },
        payload: { code: await codeOf(cookie) },
      });
      expect(strong.statusCode).toBe(200);
    }
  });
});

it.each(['prod', 'test', 'dev'] as const)('in %s the sandbox tools do not exist', async (env) => {
  const app = await createTestApp({ seed: false, config: { env } });
  try {
    for (const [method, url] of [
      ['POST', '/api/sandbox/bookings'],
      ['GET', '/api/sandbox/outbox?email=a@b.c'],
      ['POST', '/api/sandbox/confirmations'],
      ['GET', '/api/sandbox/clock'],
      ['POST', '/api/sandbox/clock'],
    ] as const) {
      const response = await app.app.inject({
        method,
        url,
        headers: SANDBOX_OPERATOR_HEADERS,
        payload: method === 'POST' ? {} : undefined,
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
  } finally {
    await app.close();
  }
});

it('a clearing booking sent 20 times in parallel with one Idempotency-Key books once', async () => {
  const account = world.accounts['Lohnkonto']!;
  const iban = await ibanOf(account);
  const before = await ledger(world.db, account);
  const headers = { ...SANDBOX_OPERATOR_HEADERS, 'idempotency-key': 'clearing-2026-11-24-0001' };
  const responses = await Promise.all(Array.from({ length: 20 }, () => book(booking(iban), headers)));
  expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
  expect(new Set(responses.map((r) => r.json<{ uid: string }>().uid)).size).toBe(1);
  const after = await ledger(world.db, account);
  expect(after.balance - before.balance).toBe(100n);
  expect(after.booked - before.booked).toBe(100n);
  // The same key for another booking is refused.
  const reused = await book(booking(iban, 200), headers);
  expect(reused.statusCode).toBe(409);
  expect(reused.json()).toMatchObject({ code: 'idempotency_key_reused' });
});
