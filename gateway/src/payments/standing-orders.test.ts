/**
 * Standing orders (issue 28 item 3): GET /api/v2/cash-accounts/{id}/standing-orders lists one row per series
 * with its next occurrence, follows the series when an occurrence executes, drops it when the next occurrence
 * is deleted (the cancellation), and reads by the payment-order list's rights. Both databases.
 */
import { addDaysIso, isBankingDay, nextBankingDay, type StandingOrderRead } from 'shared-kernel/domain';
import { personaApp } from '../../test/persona-app';
import { ANNA, CLAIRE, LUCA, RITA } from '../../test/personas';
import { advanceClock, createUrl, days, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const privat = () => world.accounts['anna:Privatkonto']!;
const listUrl = (accountUid: string) => `/api/v2/cash-accounts/${accountUid}/standing-orders`;

async function standingOrders(email: string, accountUid: string, partnership?: string) {
  const response = await world.call(email, 'GET', listUrl(accountUid), partnership ? { partnership } : {});
  expect(response.statusCode).toBe(200);
  return response.json<StandingOrderRead[]>();
}

async function pay(body: ReturnType<typeof paymentBody>, partnership?: string) {
  const response = await world.call(ANNA, 'POST', createUrl(body.accountUid), {
    payload: body,
    ...(partnership ? { partnership } : {}),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ uid: string; status: string }>();
}

beforeAll(async () => {
  const { today } = await days(world.db);
  if (!isBankingDay(today)) await advanceClock(world, nextBankingDay(today));
});

it('lists one row per series with its next execution date; it follows the series and ends on deletion', async () => {
  const { later } = await days(world.db);
  const monthly = await pay(
    paymentBody(privat(), later, { recurrence: 'monthly', amount: 42 }, { name: 'Hausverwaltung Zeller' }),
  );
  await pay(paymentBody(privat(), later, { amount: 10 }, { name: 'Einmal AG' }));

  const [first, ...others] = await standingOrders(ANNA, privat());
  expect(others).toEqual([]);
  expect(first).toMatchObject({
    seriesUid: monthly.uid,
    startDate: later,
    nextExecutionDate: nextBankingDay(later),
    endDate: null,
    next: {
      uid: monthly.uid,
      status: 'accepted',
      paymentOrderData: {
        recurrence: 'monthly',
        beneficiary: { name: 'Hausverwaltung Zeller' },
        paymentAmount: { amount: '42.00', currency: 'CHF' },
      },
      _actions: { update: expect.anything(), delete: expect.anything() },
    },
  });

  // The first occurrence executes: the row is the same series, now with next month's occurrence.
  await advanceClock(world, nextBankingDay(later));
  const [followed, ...none] = await standingOrders(ANNA, privat());
  expect(none).toEqual([]);
  expect(followed!.seriesUid).toBe(monthly.uid);
  expect(followed!.startDate).toBe(later);
  expect(followed!.next.uid).not.toBe(monthly.uid);
  expect(followed!.nextExecutionDate > addDaysIso(later, 26)).toBe(true);
  expect(followed!.nextExecutionDate).toBe(followed!.next.paymentOrderData.expectedExecutionDate);

  // Cancelling is deleting the next occurrence (spec §4 deletion): the series ends and leaves the list.
  const deleted = await world.call(ANNA, 'DELETE', `/api/payment-orders/${followed!.next.uid}`);
  expect(deleted.statusCode).toBe(200);
  expect(await standingOrders(ANNA, privat())).toEqual([]);
});

it('shows the last payment date as its end; editing keeps or changes it; the rule refuses a bad one', async () => {
  const { later } = await days(world.db);
  const end = addDaysIso(later, 90);
  const order = await pay(
    paymentBody(
      privat(),
      later,
      { recurrence: 'quarterly', amount: 30, recurrenceEndDate: end },
      { name: 'Gemeinde Steuern' },
    ),
  );
  const row = (await standingOrders(ANNA, privat())).find((entry) => entry.seriesUid === order.uid);
  expect(row).toMatchObject({ endDate: end, next: { paymentOrderData: { recurrenceEndDate: end } } });

  // Kernel rule recurrenceEndIssues: not before the payment date, only with a recurrence (translated).
  for (const [extra, code, message] of [
    [
      { recurrence: 'monthly', recurrenceEndDate: addDaysIso(later, -1) },
      'recurrence_end_before_start',
      'Ende',
    ],
    [{ recurrenceEndDate: end }, 'recurrence_end_without_recurrence', 'Dauerauftrag'],
  ] as const) {
    const refused = await world.call(ANNA, 'POST', createUrl(privat()), {
      payload: paymentBody(privat(), later, extra),
      headers: { 'accept-language': 'de' },
    });
    expect(refused.statusCode).toBe(400);
    const [error] = refused.json<{ data: { field: string; code: string; message: string }[] }>().data;
    expect(error).toMatchObject({ field: 'recurrenceEndDate', code });
    expect(error!.message).toContain(message);
  }

  // Editing the standing order changes its end; without one it runs until cancelled.
  const edit = (recurrenceEndDate?: string) =>
    world.call(ANNA, 'PATCH', `/api/v2/iban-payment-orders/${order.uid}`, {
      payload: paymentBody(
        privat(),
        later,
        { recurrence: 'quarterly', amount: 30, ...(recurrenceEndDate ? { recurrenceEndDate } : {}) },
        { name: 'Gemeinde Steuern' },
      ),
    });
  const extended = addDaysIso(end, 92);
  expect((await edit(extended)).statusCode).toBe(200);
  const edited = (await standingOrders(ANNA, privat())).find((entry) => entry.seriesUid === order.uid);
  expect(edited?.endDate).toBe(extended);
  expect((await edit()).statusCode).toBe(200);
  const open = (await standingOrders(ANNA, privat())).find((entry) => entry.seriesUid === order.uid);
  expect(open?.endDate).toBeNull();
});

it('reads by the payment-order list rights: view on the account, actions by the §4 rules', async () => {
  const partnership = world.baeckerei;
  const lohnkonto = world.accounts['Lohnkonto']!;
  const { later } = await days(world.db);
  const order = await pay(
    paymentBody(lohnkonto, later, { recurrence: 'monthlylast', amount: 99 }, { name: 'Pensionskasse' }),
    partnership,
  );
  const anna = await standingOrders(ANNA, lohnkonto, partnership);
  expect(anna.map((row) => row.seriesUid)).toContain(order.uid);

  // Luca may only view the Lohnkonto: he sees the standing order, but may neither edit nor delete it.
  const luca = await standingOrders(LUCA, lohnkonto, partnership);
  const seen = luca.find((row) => row.seriesUid === order.uid);
  expect(seen?.next._actions).toEqual({});

  // Rita has no right on the account, Claire is not engaged, and Anna's private account is not Luca's.
  for (const [email, account, context] of [
    [RITA, lohnkonto, partnership],
    [CLAIRE, lohnkonto, partnership],
    [LUCA, privat(), undefined],
  ] as const) {
    const refused = await world.call(email, 'GET', listUrl(account), context ? { partnership: context } : {});
    expect([403, 404]).toContain(refused.statusCode);
  }
});
