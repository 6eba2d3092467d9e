/**
 * Idempotent submission (issue 11 item 6): 50 concurrent identical submits create one order and all answer
 * it; a repeat answers the original result; a key reused for another request is refused; another person's
 * customerTransactionId is taken (409, also when racing), their Idempotency-Key is their own.
 */
import { randomUUID } from 'node:crypto';
import { personaApp } from '../../test/persona-app';
import { ANNA, LUCA } from '../../test/personas';
import { createUrl, days, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

it('50 concurrent identical submissions create exactly one order and answer it', async () => {
  const account = world.accounts['anna:Privatkonto']!;
  const { later } = await days(world.db);
  const body = paymentBody(account, later, { amount: 42 });
  const key = randomUUID();
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      world.call(ANNA, 'POST', createUrl(account), { payload: body, headers: { 'idempotency-key': key } }),
    ),
  );
  expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
  const uids = new Set(answers.map((answer) => answer.json<{ uid: string }>().uid));
  expect(uids.size).toBe(1);
  expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
  const rows = await world.db
    .selectFrom('payment_orders')
    .select('uid')
    .where('customer_transaction_id', '=', body.customerTransactionId)
    .execute();
  expect(rows).toHaveLength(1);
});

it('50 concurrent submits to a new beneficiary in a partnership create one order, one beneficiary, one approval', async () => {
  const account = world.accounts['Betriebskonto']!;
  const { later } = await days(world.db);
  const body = paymentBody(account, later, { amount: 43 }, { name: 'Parallel Mühle AG' });
  const answers = await Promise.all(
    Array.from({ length: 50 }, () =>
      world.call(LUCA, 'POST', createUrl(account), { partnership: world.baeckerei, payload: body }),
    ),
  );
  expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([201]));
  expect(new Set(answers.map((answer) => answer.json<{ status: string }>().status))).toEqual(
    new Set(['blocked']),
  );
  const beneficiaries = await world.db
    .selectFrom('beneficiaries')
    .select('uid')
    .where('name', '=', 'Parallel Mühle AG')
    .execute();
  expect(beneficiaries).toHaveLength(1);
  const approvals = await world.db
    .selectFrom('pending_approvals')
    .select('uid')
    .where('subject_uid', '=', beneficiaries[0]!.uid)
    .execute();
  expect(approvals).toHaveLength(1);
});

it('a repeat answers the original result, even after the order moved on', async () => {
  const account = world.accounts['anna:Privatkonto']!;
  const { later } = await days(world.db);
  const body = paymentBody(account, later, { amount: 44 });
  const first = await world.call(ANNA, 'POST', createUrl(account), { payload: body });
  await world.call(ANNA, 'DELETE', `/api/payment-orders/${first.json<{ uid: string }>().uid}`);
  const again = await world.call(ANNA, 'POST', createUrl(account), { payload: body });
  expect(again.statusCode).toBe(201);
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(again.json()).toEqual(first.json());
});

it('refuses a key reused for another request, and keeps nothing of a refused submit', async () => {
  const account = world.accounts['anna:Privatkonto']!;
  const { later } = await days(world.db);
  const body = paymentBody(account, later, { amount: 45 });
  await world.call(ANNA, 'POST', createUrl(account), { payload: body });
  const changed = await world.call(ANNA, 'POST', createUrl(account), { payload: { ...body, amount: 46 } });
  expect(changed.statusCode).toBe(409);
  expect(changed.json()).toMatchObject({ code: 'idempotency_key_reused' });
  const key = randomUUID();
  const refused = await world.call(ANNA, 'POST', createUrl(account), {
    payload: paymentBody(account, later, {}, { iban: 'CH9300762011623852958' }),
    headers: { 'idempotency-key': key },
  });
  expect(refused.statusCode).toBe(400);
  const corrected = await world.call(ANNA, 'POST', createUrl(account), {
    payload: paymentBody(account, later),
    headers: { 'idempotency-key': key },
  });
  expect(corrected.statusCode).toBe(201);
});

describe("another person's keys (issue 26 item 3)", () => {
  const account = () => world.accounts['Betriebskonto']!;
  const submit = (email: string, body: object, key?: string) =>
    world.call(email, 'POST', createUrl(account()), {
      partnership: world.baeckerei,
      payload: body,
      headers: key ? { 'idempotency-key': key } : {},
    });
  const ordersWith = (customerTransactionId: string) =>
    world.db
      .selectFrom('payment_orders')
      .select(['uid', 'requested_by'])
      .where('customer_transaction_id', '=', customerTransactionId)
      .execute();
  const claimsOf = (email: string, customerTransactionId: string) =>
    world.db
      .selectFrom('payment_submissions')
      .select('order_uid')
      .where('person_uid', '=', world.persons[email]!)
      .where('idempotency_key', '=', `ctid:${customerTransactionId}`)
      .execute();

  it("a customerTransactionId another person used is taken: 409, nothing written; the owner's repeat still replays", async () => {
    const { later } = await days(world.db);
    const annas = paymentBody(account(), later, { amount: 47 }, { name: 'Bachmann Mühle AG' });
    const first = await submit(ANNA, annas);
    expect(first.statusCode).toBe(201);
    const taken = await submit(LUCA, { ...annas, amount: 48 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      code: 'customer_transaction_id_taken',
      message: 'This transaction reference is already used by another payment order.',
    });
    // The same body as Anna's is Luca's own request all the same: not a replay of her answer.
    expect((await submit(LUCA, annas)).json()).toMatchObject({ code: 'customer_transaction_id_taken' });
    expect(await ordersWith(annas.customerTransactionId)).toEqual([
      { uid: first.json<{ uid: string }>().uid, requested_by: world.persons[ANNA] },
    ]);
    expect(await claimsOf(LUCA, annas.customerTransactionId)).toEqual([]);
    const again = await submit(ANNA, annas);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('two people racing for one customerTransactionId: one order, its owner answered, the other 409', async () => {
    const { later } = await days(world.db);
    const annas = paymentBody(account(), later, { amount: 49 }, { name: 'Bachmann Mühle AG' });
    const lucas = { ...annas, amount: 50 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? submit(ANNA, annas) : submit(LUCA, lucas))),
    );
    const orders = await ordersWith(annas.customerTransactionId);
    expect(orders).toHaveLength(1);
    const winner = orders[0]!.requested_by === world.persons[ANNA] ? 0 : 1;
    answers.forEach((answer, i) => {
      if (i % 2 === winner) expect(answer.json()).toMatchObject({ uid: orders[0]!.uid });
      else expect(answer.json()).toMatchObject({ code: 'customer_transaction_id_taken' });
      expect(answer.statusCode).toBe(i % 2 === winner ? 201 : 409);
    });
    expect(await claimsOf(winner === 0 ? LUCA : ANNA, annas.customerTransactionId)).toEqual([]);
  });

  it("another person's Idempotency-Key is their own: it neither replays nor refuses", async () => {
    const { later } = await days(world.db);
    const key = randomUUID();
    const annas = await submit(
      ANNA,
      paymentBody(account(), later, { amount: 51 }, { name: 'Bachmann Mühle AG' }),
      key,
    );
    const lucas = await submit(
      LUCA,
      paymentBody(account(), later, { amount: 52 }, { name: 'Bachmann Mühle AG' }),
      key,
    );
    expect([annas.statusCode, lucas.statusCode]).toEqual([201, 201]);
    expect(lucas.headers['idempotent-replayed']).toBeUndefined();
    expect(lucas.json<{ uid: string }>().uid).not.toBe(annas.json<{ uid: string }>().uid);
  });
});
