/**
 * Idempotent submission (issue 11 item 6): 50 concurrent identical submits create one order and all answer
 * it; a repeat answers the original result; a key reused for another request is refused.
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
