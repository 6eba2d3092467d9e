/**
 * Issues 10 item 7 and 26 item 2: the sandbox tools answer only the sandbox operator (x-sandbox-operator-key) or
 * a session of a seeded persona playing the outside world for itself; the bank's own side (review of held
 * orders, the clock, the scheduler, debits) is the operator's alone; they do not exist in prod, test or dev;
 * the clearing booking is idempotent by its Idempotency-Key.
 */
import { createTestApp, loginAs, loginWeak, SANDBOX_OPERATOR_HEADERS, WEB_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA, RITA } from '../../test/personas';
import { bankToday } from '../payments/clock';
import { insertOrder, ledger } from '../payments/test-support';

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
      world.app.inject({ method: 'GET', url: '/api/sandbox/clock' }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'sandbox_credential_required' });
    }
  });

  it("the bank's own side answers the operator key only: review, clock, scheduler (issue 26)", async () => {
    const today = await bankToday(world.db);
    const held = await insertOrder(world.db, {
      accountUid: world.accounts['Betriebskonto']!,
      requestedBy: world.persons[ANNA]!,
      partnershipUid: world.baeckerei,
      status: 'manual',
      paymentTime: today,
      amountValue: 6_000_000,
    });
    const bankSide = [
      { method: 'POST', url: `/api/sandbox/payment-orders/${held}/review`, payload: { decision: 'release' } },
      { method: 'POST', url: '/api/sandbox/clock', payload: { date: today } },
      { method: 'POST', url: '/api/sandbox/scheduler/run', payload: {} },
    ] as const;
    for (const email of [RITA, ANNA, LUCA]) {
      const cookie = await loginAs(world.app, email);
      for (const call of bankSide) {
        // With the web app's headers and as a same-site page would send it (the cookie alone, no body).
        for (const headers of [{ ...WEB_HEADERS, cookie }, { cookie }]) {
          const response = await world.app.inject({ ...call, headers });
          expect([email, call.url, response.statusCode, response.json().code]).toEqual([
            email,
            call.url,
            403,
            'sandbox_operator_required',
          ]);
        }
      }
    }
    for (const call of bankSide) {
      const anonymous = await world.app.inject({ ...call });
      expect([call.url, anonymous.statusCode]).toEqual([call.url, 401]);
    }
    const order = await world.db
      .selectFrom('payment_orders')
      .select('status')
      .where('uid', '=', held)
      .executeTakeFirstOrThrow();
    expect(order.status).toBe('manual');
    const operator = await world.app.inject({
      ...bankSide[0],
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: { decision: 'reject' },
    });
    expect([operator.statusCode, operator.json().status]).toEqual([200, 'rejected']);
    for (const call of bankSide.slice(1)) {
      const response = await world.app.inject({ ...call, headers: SANDBOX_OPERATOR_HEADERS });
      expect([call.url, response.statusCode]).toEqual([call.url, 200]);
    }
  });

  it('a persona books only a credit to an account it may view; a debit is the operator’s and needs the funds', async () => {
    const lohnkonto = world.accounts['Lohnkonto']!;
    const lohnIban = await ibanOf(lohnkonto);
    const before = await ledger(world.db, lohnkonto);
    // Luca may view the Lohnkonto (PERSONAS.md): a debit of it, even a small one, is not his to book.
    const luca = await loginAs(world.app, LUCA);
    const debit = { ...booking(lohnIban, 999_000_000), direction: 'debit' };
    expect((await book(debit, { cookie: luca })).json()).toMatchObject({ code: 'forbidden' });
    expect((await book({ ...debit, amountValue: 1 }, { cookie: luca })).statusCode).toBe(403);
    // Rita has no right on it: not even a credit.
    const rita = await loginAs(world.app, RITA);
    expect((await book(booking(lohnIban), { cookie: rita })).statusCode).toBe(403);
    // The operator's debit beyond the balance is refused and books nothing.
    const overdraw = await book(
      { ...debit, amountValue: Number(before.balance) + 1 },
      SANDBOX_OPERATOR_HEADERS,
    );
    expect([overdraw.statusCode, overdraw.json().code]).toEqual([422, 'insufficient_funds']);
    expect(await ledger(world.db, lohnkonto)).toEqual(before);
    expect((await book({ ...debit, amountValue: 100 }, SANDBOX_OPERATOR_HEADERS)).statusCode).toBe(201);
    expect((await book(booking(lohnIban), { cookie: luca })).statusCode).toBe(201);
    const after = await ledger(world.db, lohnkonto);
    expect([after.balance - before.balance, after.booked - before.booked]).toEqual([0n, 0n]);
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
