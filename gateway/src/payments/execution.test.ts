/**
 * Execution (issue 11 item 5) through the HTTP API and the sandbox clock: dated orders execute on their
 * banking day (not on weekends or SIC holidays), short funds reject with a reason, standing orders create
 * their next occurrence, internal payments credit the other account, two schedulers never execute an
 * order twice, and every balance stays the sum of its booked transactions. The clock only moves forward,
 * so the tests run in date order.
 */
import { addDaysIso, isBankingDay, isClearingHoliday, nextBankingDay } from 'shared-kernel/domain';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { personaApp } from '../../test/persona-app';
import { ANNA } from '../../test/personas';
import { runDueOrders } from './scheduler';
import { advanceClock, balanceOf, createUrl, days, insertOrder, ledger, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

interface Order {
  uid: string;
  status: string;
  statusReason: string | null;
  paymentOrderData: {
    expectedExecutionDate: string;
    seriesUid: string | null;
    paymentTime: string;
    recurrenceEndDate: string | null;
  };
}

const privat = () => world.accounts['anna:Privatkonto']!;
const pay = async (body: ReturnType<typeof paymentBody>, account = privat()) => {
  const response = await world.call(ANNA, 'POST', createUrl(account), { payload: body });
  expect(response.statusCode).toBe(201);
  return response.json<Order>();
};
const read = async (uid: string) =>
  (await world.call(ANNA, 'GET', `/api/v2/iban-payment-orders/${uid}`)).json<Order>();

async function expectLedgersConsistent() {
  for (const uid of Object.values(world.accounts)) {
    const { balance, booked } = await ledger(world.db, uid);
    expect({ uid, balance }).toEqual({ uid, balance: booked });
  }
}

beforeAll(async () => {
  // Start on a banking day, whatever day the suite runs.
  const { today } = await days(world.db);
  if (!isBankingDay(today)) await advanceClock(world, nextBankingDay(today));
});

it('a payment dated today executes at once; internal payments credit the other account', async () => {
  const { today } = await days(world.db);
  const savings = world.accounts['anna:Sparkonto']!;
  const iban = (
    await world.db
      .selectFrom('cash_accounts')
      .select('iban')
      .where('uid', '=', savings)
      .executeTakeFirstOrThrow()
  ).iban;
  const [from, to] = [await balanceOf(world.db, privat()), await balanceOf(world.db, savings)];
  const order = await pay(paymentBody(privat(), today, { amount: 250 }, { name: 'Anna Meier', iban }));
  expect(order).toMatchObject({ status: 'executed', paymentOrderData: { internal: true } });
  expect(await balanceOf(world.db, privat())).toBe(from - 25000n);
  expect(await balanceOf(world.db, savings)).toBe(to + 25000n);
  const events = await world.db
    .selectFrom('events')
    .select(['type', 'guid', 'payload'])
    .where('guid', 'in', [order.uid, privat(), savings])
    .execute();
  expect(events.map((event) => event.type)).toEqual(
    expect.arrayContaining(['paymentOrder', 'cashSubAccount']),
  );
  expect(
    events
      .filter((event) => event.type === 'cashSubAccount')
      .map((event) => event.guid)
      .sort(),
  ).toEqual([privat(), savings].sort());
  await expectLedgersConsistent();
});

it('refuses a today payment the balance cannot cover, and stores nothing', async () => {
  const { today } = await days(world.db);
  const euro = world.accounts['anna:Euro-Konto']!;
  const balance = await balanceOf(world.db, euro);
  const tooMuch = Number(balance + 100n) / 100;
  if (tooMuch > 100_000) return; // the seed keeps the Euro-Konto far below the per-order limit
  const before = await world.db.selectFrom('payment_orders').select('uid').execute();
  const response = await world.call(ANNA, 'POST', createUrl(euro), {
    payload: paymentBody(
      euro,
      today,
      { amount: tooMuch, currency: 'EUR' },
      {
        iban: 'DE89370400440532013000',
        address: { street: 'A', number: '1', postalCode: '10117', city: 'Berlin', country: 'DEU' },
      },
    ),
  });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ data: [{ field: 'amount', code: 'insufficient_funds' }] });
  expect(await world.db.selectFrom('payment_orders').select('uid').execute()).toHaveLength(before.length);
});

it('a dated order waits for its day and executes when the clock passes it; short funds then reject it', async () => {
  const { today } = await days(world.db);
  const date = nextBankingDay(addDaysIso(today, 1));
  const ok = await pay(paymentBody(privat(), date, { amount: 10 }));
  const short = await pay(paymentBody(privat(), date, { amount: 99_999 }));
  expect([ok.status, short.status]).toEqual(['accepted', 'accepted']);
  // Drain the account so the big one cannot be covered at execution (another bank's debit).
  const balance = await balanceOf(world.db, privat());
  const iban = (
    await world.db
      .selectFrom('cash_accounts')
      .select('iban')
      .where('uid', '=', privat())
      .executeTakeFirstOrThrow()
  ).iban;
  const drain = balance - 5_000_00n;
  if (drain > 0n)
    await world.app.inject({
      method: 'POST',
      url: '/api/sandbox/bookings',
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: {
        iban,
        direction: 'debit',
        amountValue: Number(drain),
        currency: 'CHF',
        counterpartyName: 'Andere Bank',
      },
    });
  const moved = await advanceClock(world, date);
  expect(moved.today).toBe(date);
  expect((await read(ok.uid)).status).toBe('executed');
  expect(await read(short.uid)).toMatchObject({ status: 'rejected', statusReason: 'insufficient_funds' });
  await expectLedgersConsistent();
});

it('standing orders: the next occurrence follows each execution (monthly, monthlylast), weekends wait', async () => {
  const { today } = await days(world.db);
  // A Saturday: a standing order may start on it and executes the next banking day.
  let saturday = addDaysIso(today, 1);
  while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDaysIso(saturday, 1);
  const monthly = await pay(paymentBody(privat(), saturday, { recurrence: 'monthly', amount: 12 }));
  expect(monthly.paymentOrderData.expectedExecutionDate).toBe(nextBankingDay(saturday));
  const last = await pay(
    paymentBody(privat(), addDaysIso(today, 1), { recurrence: 'monthlylast', amount: 13 }),
  );
  expect(last.paymentOrderData.seriesUid).toBe(last.uid);
  await advanceClock(world, addDaysIso(saturday, 1)); // Sunday: nothing of it yet
  expect((await read(monthly.uid)).status).toBe('accepted');
  await advanceClock(world, nextBankingDay(saturday));
  expect((await read(monthly.uid)).status).toBe('executed');
  const occurrences = await world.db
    .selectFrom('payment_orders')
    .select(['uid', 'status', 'payment_time', 'occurrence'])
    .where('series_uid', 'in', [monthly.uid, last.uid])
    .orderBy('series_uid')
    .orderBy('occurrence')
    .execute();
  const next = occurrences.find(
    (row) => row.occurrence === 1 && row.payment_time!.slice(8) === saturday.slice(8),
  );
  expect(next).toMatchObject({ status: 'accepted' });
  // The monthlylast series pays on the last day of the following month.
  const lastNext = occurrences.filter((row) => row.occurrence === 1).map((row) => row.payment_time!);
  expect(lastNext.some((day) => addDaysIso(day, 1).endsWith('-01'))).toBe(true);
  await expectLedgersConsistent();
});

it('a standing order with a last payment date ends after the occurrence on it (issue 28)', async () => {
  const { today } = await days(world.db);
  const start = nextBankingDay(addDaysIso(today, 1));
  const end = addDaysIso(start, 7);
  const weekly = await pay(
    paymentBody(privat(), start, { recurrence: 'weekly', amount: 9, recurrenceEndDate: end }),
  );
  expect(weekly.paymentOrderData.recurrenceEndDate).toBe(end);
  const series = () =>
    world.db
      .selectFrom('payment_orders')
      .select(['uid', 'status', 'payment_time', 'occurrence', 'recurrence_end_date'])
      .where('series_uid', '=', weekly.uid)
      .orderBy('occurrence')
      .execute();
  // The first occurrence executes; the second (on the last payment date) follows and carries the end.
  await advanceClock(world, start);
  expect(await series()).toEqual([
    expect.objectContaining({ occurrence: 0, status: 'executed', recurrence_end_date: end }),
    expect.objectContaining({
      occurrence: 1,
      status: 'accepted',
      payment_time: end,
      recurrence_end_date: end,
    }),
  ]);
  const second = (await series())[1]!;
  expect((await read(second.uid)).paymentOrderData.recurrenceEndDate).toBe(end);
  // The second executes: a third would pass the end, so none is created and the series is over.
  await advanceClock(world, nextBankingDay(end));
  expect((await series()).map((row) => [row.occurrence, row.status])).toEqual([
    [0, 'executed'],
    [1, 'executed'],
  ]);
  const listed = await world.call(ANNA, 'GET', `/api/v2/cash-accounts/${privat()}/standing-orders`);
  expect(listed.json<{ seriesUid: string }[]>().map((row) => row.seriesUid)).not.toContain(weekly.uid);
  await expectLedgersConsistent();
});

it('a SIC holiday waits for the next banking day', async () => {
  const { today } = await days(world.db);
  let holiday = addDaysIso(today, 1);
  while (!(isClearingHoliday(holiday) && new Date(`${holiday}T12:00:00Z`).getUTCDay() % 6 !== 0))
    holiday = addDaysIso(holiday, 1);
  const order = await pay(paymentBody(privat(), holiday, { recurrence: 'yearly', amount: 7 }));
  expect(order.paymentOrderData.expectedExecutionDate).toBe(nextBankingDay(holiday));
  await advanceClock(world, holiday);
  expect((await read(order.uid)).status).toBe('accepted');
  await advanceClock(world, nextBankingDay(holiday));
  expect((await read(order.uid)).status).toBe('executed');
});

it('two schedulers at once execute every due order exactly once', async () => {
  const { today } = await days(world.db);
  const due = await Promise.all(
    Array.from({ length: 12 }, () =>
      insertOrder(world.db, {
        accountUid: privat(),
        requestedBy: world.persons[ANNA]!,
        status: 'accepted',
        paymentTime: today,
        amountValue: 100,
      }),
    ),
  );
  const runs = await Promise.all([
    runDueOrders(world.db, today),
    runDueOrders(world.db, today),
    runDueOrders(world.db, today),
  ]);
  expect(runs.reduce((sum, run) => sum + run.executed, 0)).toBe(12);
  const debits = await world.db
    .selectFrom('transactions')
    .select('payment_order_uid')
    .where('payment_order_uid', 'in', due)
    .execute();
  expect(debits).toHaveLength(12);
  await expectLedgersConsistent();
});
