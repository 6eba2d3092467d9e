/**
 * The sandbox clearing, review and compliance (spec §4 in-progress, retrying, manual, quarantine; the rules in
 * payments/clearing.ts and docs/payments-api.md): each status reached through the HTTP API and the sandbox
 * clock, every balance equal to its booked sum, one winner for racing decisions, and the transaction receipt
 * stream message for each booking of an order. The clock only moves forward, so the tests run in date order.
 */
import { addDaysIso, isBankingDay, nextBankingDay } from 'shared-kernel/domain';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';
import { CLEARING_MAX_ATTEMPTS } from './clearing';
import { runDueOrders } from './scheduler';
import {
  BERLIN,
  GERMAN_IBAN,
  advanceClock,
  balanceOf,
  createUrl,
  days,
  ledger,
  paymentBody,
} from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const REFUSES_ALWAYS = 'CH6404835000009110001';
const REFUSES_ONCE = 'CH1504835000009120001';
const SANCTIONED_IBAN = 'CH4104835000006660001';

interface Order {
  uid: string;
  status: string;
  statusReason: string | null;
  _actions: Record<string, unknown>;
  paymentOrderData: { clearingAttempts: number; nextAttemptDate: string | null };
}

const privat = () => world.accounts['anna:Privatkonto']!;
const euro = () => world.accounts['anna:Euro-Konto']!;
const pay = async (body: ReturnType<typeof paymentBody>, account = privat()) => {
  const response = await world.call(ANNA, 'POST', createUrl(account), { payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
};
const read = async (uid: string) =>
  (await world.call(ANNA, 'GET', `/api/v2/iban-payment-orders/${uid}`)).json<Order>();
const review = (uid: string, decision: 'release' | 'reject') =>
  world.app.inject({
    method: 'POST',
    url: `/api/sandbox/payment-orders/${uid}/review`,
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: { decision },
  });
const nextDay = async () => nextBankingDay(addDaysIso((await days(world.db)).today, 1));
const credit = async (accountUid: string, amountValue: number, currency = 'CHF') => {
  const { iban } = await world.db
    .selectFrom('cash_accounts')
    .select('iban')
    .where('uid', '=', accountUid)
    .executeTakeFirstOrThrow();
  const response = await world.app.inject({
    method: 'POST',
    url: '/api/sandbox/bookings',
    headers: SANDBOX_OPERATOR_HEADERS,
    payload: { iban, direction: 'credit', amountValue, currency, counterpartyName: 'Erbschaft' },
  });
  expect(response.statusCode).toBe(201);
};

async function expectLedgersConsistent() {
  for (const uid of Object.values(world.accounts)) {
    const { balance, booked } = await ledger(world.db, uid);
    expect({ uid, balance }).toEqual({ uid, balance: booked });
  }
}

const bookingsOf = (orderUid: string) =>
  world.db
    .selectFrom('transactions')
    .select(['uid', 'direction', 'amount_value'])
    .where('payment_order_uid', '=', orderUid)
    .execute();

beforeAll(async () => {
  const { today } = await days(world.db);
  if (!isBankingDay(today)) await advanceClock(world, nextBankingDay(today));
});

afterEach(expectLedgersConsistent);

it('a SEPA payment is in-progress from its debit until the clearing confirms it on the next banking day', async () => {
  const { today } = await days(world.db);
  const before = await balanceOf(world.db, euro());
  const order = await pay(
    paymentBody(euro(), today, { currency: 'EUR', amount: 12 }, { iban: GERMAN_IBAN, address: BERLIN }),
    euro(),
  );
  expect(order.status).toBe('in-progress');
  expect(await balanceOf(world.db, euro())).toBe(before - 1200n);
  // Not editable and not confirmed by another run the same day.
  expect(order._actions.update).toBeUndefined();
  await runDueOrders(world.db, today);
  expect((await read(order.uid)).status).toBe('in-progress');
  // Two schedulers on the confirming day: confirmed once.
  const day = await nextDay();
  await advanceClock(world, day);
  await Promise.all([runDueOrders(world.db, day), runDueOrders(world.db, day)]);
  expect((await read(order.uid)).status).toBe('executed');
  const statuses = await world.db
    .selectFrom('events')
    .select('payload')
    .where('type', '=', 'paymentOrder')
    .where('guid', '=', order.uid)
    .execute();
  const executed = statuses.filter((event) => (event.payload as { status: string }).status === 'executed');
  expect(executed).toHaveLength(1);
  expect(await balanceOf(world.db, euro())).toBe(before - 1200n);
});

it('each booking of an order is announced as a transaction receipt to those who may view the account', async () => {
  const { today } = await days(world.db);
  const order = await pay(paymentBody(privat(), today, { amount: 3, noteText: 'Quittung' }));
  expect(order.status).toBe('executed');
  const [debit] = await bookingsOf(order.uid);
  const event = await world.db
    .selectFrom('events')
    .select(['payload', 'recipients'])
    .where('type', '=', 'transactionReceipt')
    .where('guid', '=', debit!.uid)
    .executeTakeFirstOrThrow();
  expect(event.payload as Record<string, string>).toMatchObject({
    trxUid: debit!.uid,
    paymentOrderUid: order.uid,
    cashAccountUid: privat(),
  });
  const anna = await world.db
    .selectFrom('cash_accounts')
    .select('owner_uid')
    .where('uid', '=', privat())
    .executeTakeFirstOrThrow();
  expect(event.recipients).toEqual([anna.owner_uid]);
  const receipt = await world.db
    .selectFrom('transaction_receipts')
    .select('note_text')
    .where('transaction_uid', '=', debit!.uid)
    .executeTakeFirstOrThrow();
  expect(receipt.note_text).toBe('Quittung');
});

it('a clearing refusal retries on the next banking days and, after the last attempt, rejects and books back', async () => {
  const { today } = await days(world.db);
  const before = await balanceOf(world.db, privat());
  const refused = await pay(paymentBody(privat(), today, { amount: 40 }, { iban: REFUSES_ALWAYS }));
  const once = await pay(paymentBody(privat(), today, { amount: 7 }, { iban: REFUSES_ONCE }));
  expect([refused.status, refused.statusReason]).toEqual(['retrying', 'clearing_refused']);
  expect(once.status).toBe('retrying');
  expect(refused.paymentOrderData).toMatchObject({ clearingAttempts: 1, nextAttemptDate: await nextDay() });
  expect(await balanceOf(world.db, privat())).toBe(before - 4700n);
  await advanceClock(world, await nextDay());
  expect((await read(once.uid)).status).toBe('executed');
  expect((await read(refused.uid)).status).toBe('retrying');
  for (let attempt = 3; attempt <= CLEARING_MAX_ATTEMPTS; attempt += 1)
    await advanceClock(world, await nextDay());
  const rejected = await read(refused.uid);
  expect([rejected.status, rejected.statusReason]).toEqual(['rejected', 'clearing_refused']);
  expect(rejected.paymentOrderData).toMatchObject({
    clearingAttempts: CLEARING_MAX_ATTEMPTS,
    nextAttemptDate: null,
  });
  expect(await balanceOf(world.db, privat())).toBe(before - 700n);
  expect((await bookingsOf(refused.uid)).map((row) => row.direction).sort()).toEqual(['credit', 'debit']);
});

it('withdrawing a retrying order books its debit back', async () => {
  const { today } = await days(world.db);
  const before = await balanceOf(world.db, privat());
  const order = await pay(paymentBody(privat(), today, { amount: 9 }, { iban: REFUSES_ALWAYS }));
  expect(order.status).toBe('retrying');
  const deleted = await world.call(ANNA, 'DELETE', `/api/payment-orders/${order.uid}`);
  expect(deleted.json()).toMatchObject({ status: 'retired' });
  expect(await balanceOf(world.db, privat())).toBe(before);
  await advanceClock(world, await nextDay());
  expect((await read(order.uid)).status).toBe('retired');
});

it('a debit above the review threshold waits in manual until the operator releases it (one release wins)', async () => {
  const { today } = await days(world.db);
  await credit(privat(), 8_000_000);
  const before = await balanceOf(world.db, privat());
  const order = await pay(paymentBody(privat(), today, { amount: 60_000 }));
  expect([order.status, order.statusReason]).toEqual(['manual', 'manual_review']);
  expect(order._actions.update).toBeUndefined();
  expect(await balanceOf(world.db, privat())).toBe(before);
  // The scheduler leaves it alone.
  await runDueOrders(world.db, today);
  expect((await read(order.uid)).status).toBe('manual');
  const answers = await Promise.all([1, 2, 3, 4].map(() => review(order.uid, 'release')));
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
  expect((await read(order.uid)).status).toBe('executed');
  expect(await balanceOf(world.db, privat())).toBe(before - 6_000_000n);
});

it('a dated order above the threshold is held when due; a rejected review books nothing', async () => {
  const { today } = await days(world.db);
  await credit(privat(), 6_000_000);
  const later = await nextDay();
  const order = await pay(paymentBody(privat(), later, { amount: 55_000 }));
  expect(order.status).toBe('accepted');
  await advanceClock(world, later);
  expect((await read(order.uid)).status).toBe('manual');
  expect((await review(order.uid, 'reject')).json()).toMatchObject({
    status: 'rejected',
    statusReason: 'review_rejected',
  });
  expect(await bookingsOf(order.uid)).toEqual([]);
  expect((await review(order.uid, 'release')).statusCode).toBe(409);
  expect(today < later).toBe(true);
});

it('a beneficiary on the sanctions list is held in quarantine, never deletable, until the operator decides', async () => {
  const { today } = await days(world.db);
  const before = await balanceOf(world.db, privat());
  const byName = await pay(paymentBody(privat(), today, { amount: 5 }, { name: 'Sanctioned  Trading LTD' }));
  const byIban = await pay(paymentBody(privat(), today, { amount: 6 }, { iban: SANCTIONED_IBAN }));
  for (const order of [byName, byIban])
    expect([order.status, order.statusReason]).toEqual(['quarantine', 'compliance_review']);
  expect(byName._actions.delete).toBeUndefined();
  const deleted = await world.call(ANNA, 'DELETE', `/api/payment-orders/${byName.uid}`);
  expect(deleted.statusCode).toBe(409);
  expect(await balanceOf(world.db, privat())).toBe(before);
  expect((await review(byName.uid, 'reject')).json()).toMatchObject({ status: 'rejected' });
  expect((await review(byIban.uid, 'release')).json()).toMatchObject({ status: 'executed' });
  expect(await balanceOf(world.db, privat())).toBe(before - 600n);
});
