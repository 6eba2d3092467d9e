/**
 * Paying eBill invoices through the payment engine (issue 31 item 2; docs/payments-api.md "eBill payments"), both
 * databases: an order with isEBillOrder checked against its invoice (amount, IBAN, reference, context, one live
 * order), settling on execution, instalments, the voting rule in Bäckerei, and the standing approvals of the
 * scheduler (within and above an upper limit, across a period boundary, exact amount), exactly once with
 * schedulers running at once.
 */
import { randomUUID } from 'node:crypto';
import {
  addDaysIso,
  ebillQrReference,
  isBankingDay,
  nextBankingDay,
  type PaymentForm,
} from 'shared-kernel/domain';
import { SANDBOX_OPERATOR_HEADERS } from '../../test/helpers';
import { openDatabase } from '../db/connection';
import { buildServer } from '../server';
import { personaApp } from '../../test/persona-app';
import { ANNA, NORA } from '../../test/personas';
import { runDueOrders } from './scheduler';
import { advanceClock, balanceOf, createUrl, days, ledger, paymentBody } from './test-support';

const world = personaApp({ config: { paymentSchedulerMs: 0 } });

const privat = () => world.accounts['anna:Privatkonto']!;
const betrieb = () => world.accounts['Betriebskonto']!;

/** A QR reference: 26 digits and the kernel's modulo 10 recursive check digit. */
const qrReference = (seed: number): string =>
  ebillQrReference(`21000000000${String(seed).padStart(15, '0')}`);

interface Biller {
  billerId: string;
  iban: string;
  name: string;
  relation: string;
  owner: string;
}

let billerCount = 0;
/** A biller of the sandbox network and the owner's relation with it (a QR-IBAN, as billers' bills have). */
async function biller(owner: string, name: string, iban = 'CH4431999123000889012'): Promise<Biller> {
  billerCount += 1;
  const billerId = `4110000009${String(billerCount).padStart(7, '0')}`;
  await world.db
    .insertInto('ebill_billers')
    .values({ biller_id: billerId, name, iban, city: 'Bern' })
    .execute();
  const relation = randomUUID();
  await world.db
    .insertInto('ebill_biller_relations')
    .values({ uid: relation, owner_uid: owner, biller_id: billerId, customer_reference: `K-${billerCount}` })
    .execute();
  return { billerId, iban, name, relation, owner };
}

let invoiceCount = 0;
/** An invoice the biller issues (amount in centimes). */
async function invoice(
  from: Biller,
  amountValue: number,
  dueDate: string,
  extra: {
    type?: string;
    invoiceDate?: string;
    instalments?: { dueDate: string; amountValue: string }[];
  } = {},
) {
  invoiceCount += 1;
  const businessCaseId = `TESTBC${String(invoiceCount).padStart(6, '0')}${billerCount}`;
  const row = {
    uid: randomUUID(),
    business_case_id: businessCaseId,
    owner_uid: from.owner,
    biller_id: from.billerId,
    biller_relation_id: from.relation,
    type: extra.type ?? 'bill',
    status: 'OPEN',
    invoice_date: extra.invoiceDate ?? addDaysIso(dueDate, -20),
    due_date: dueDate,
    amount_value: amountValue,
    amount_factor: 2,
    currency: 'CHF',
    single_payment: !extra.instalments,
    instalments: JSON.stringify(extra.instalments ?? []),
    reference: qrReference(invoiceCount * 7919 + billerCount),
  };
  await world.db.insertInto('ebill_invoices').values(row).execute();
  return row;
}

async function approval(from: Biller, accountUid: string, type: string, period: string, amountValue: number) {
  await world.db
    .insertInto('ebill_standing_approvals')
    .values({
      uid: randomUUID(),
      owner_uid: from.owner,
      biller_id: from.billerId,
      biller_relation_id: from.relation,
      cash_account_uid: accountUid,
      type,
      period,
      amount_value: amountValue,
      amount_factor: 2,
      currency: 'CHF',
    })
    .execute();
}

const readInvoice = (businessCaseId: string) =>
  world.db
    .selectFrom('ebill_invoices')
    .selectAll()
    .where('business_case_id', '=', businessCaseId)
    .executeTakeFirstOrThrow();

const ordersOf = (businessCaseId: string) =>
  world.db
    .selectFrom('payment_orders')
    .selectAll()
    .where('ebill_business_case_id', '=', businessCaseId)
    .orderBy('created_at')
    .execute();

/** The body paying an invoice from the form: the biller's IBAN and name, the reference, the amount. */
function payBody(
  accountUid: string,
  date: string,
  from: Biller,
  bill: { business_case_id: string; reference: string },
  amount: number,
  extra: Partial<PaymentForm> = {},
): PaymentForm {
  return paymentBody(
    accountUid,
    date,
    {
      amount,
      structuredReference: bill.reference,
      isEBillOrder: true,
      ebillBCId: bill.business_case_id,
      ...extra,
    },
    { name: from.name, iban: from.iban },
  );
}

const submit = (email: string, body: PaymentForm, partnership?: string) =>
  world.call(email, 'POST', createUrl(body.accountUid), {
    payload: body,
    ...(partnership ? { partnership } : {}),
  });

const fieldCodes = (response: { json: <T>() => T }) =>
  response.json<{ data: { field: string; code: string }[] }>().data.map((entry) => [entry.field, entry.code]);

async function eventsOf(type: string, businessCaseId: string) {
  return world.db
    .selectFrom('events')
    .select(['type', 'payload'])
    .where('type', '=', type)
    .where('guid', '=', businessCaseId)
    .execute();
}

beforeAll(async () => {
  const { today } = await days(world.db);
  if (!isBankingDay(today)) await advanceClock(world, nextBankingDay(today));
  // Bäckerei uses eBill too (the seed may already say so).
  await world.db
    .insertInto('ebill_participants')
    .values({
      uid: randomUUID(),
      owner_uid: world.baeckerei,
      owner_type: 'partnership',
      status: 'ACTIVE',
      email: 'buchhaltung@baeckerei-meier.test',
    })
    .onConflict((conflict) => conflict.column('owner_uid').doNothing())
    .execute();
});

describe('orders paying an invoice', () => {
  it('Anna pays an open invoice today: executed, the invoice SETTLED with its order, an event', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Wasserwerk Test AG');
    const bill = await invoice(swiss, 6_480, addDaysIso(today, 10));
    const before = await ledger(world.db, privat());
    const response = await submit(ANNA, payBody(privat(), today, swiss, bill, 64.8));
    expect(response.statusCode).toBe(201);
    const order = response.json<{
      uid: string;
      status: string;
      paymentOrderData: { isEBillOrder: boolean; ebillBCId: string };
    }>();
    expect(order).toMatchObject({
      status: 'executed',
      paymentOrderData: { isEBillOrder: true, ebillBCId: bill.business_case_id },
    });
    const settled = await readInvoice(bill.business_case_id);
    expect(settled).toMatchObject({ status: 'SETTLED', payment_order_uid: order.uid });
    expect(settled.settled_at).not.toBeNull();
    const after = await ledger(world.db, privat());
    expect(before.balance - after.balance).toBe(6_480n);
    expect(after.balance).toBe(after.booked);
    const events = await eventsOf('ebillInvoiceSettled', bill.business_case_id);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ businessCaseId: bill.business_case_id, status: 'SETTLED' });
    // Settled: no second payment.
    const again = await submit(ANNA, payBody(privat(), today, swiss, bill, 64.8));
    expect(again.statusCode).toBe(400);
    expect(fieldCodes(again)).toEqual([['ebillBCId', 'ebill_invoice_not_open']]);
    // Spec §4: an eBill order is never edited.
    const patch = await world.call(ANNA, 'PATCH', `/api/v2/iban-payment-orders/${order.uid}`, {
      payload: payBody(privat(), today, swiss, bill, 64.8),
    });
    expect(patch.statusCode).toBe(409);
  });

  it('refuses a wrong amount, IBAN, reference, a recurrence, an unknown or another context’s invoice', async () => {
    const { later } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Refusal Energie AG');
    const bill = await invoice(swiss, 12_000, later);
    const cases: [Partial<PaymentForm>, Partial<Biller>, number, string[][]][] = [
      [{}, {}, 119.99, [['amount', 'ebill_amount_mismatch']]],
      [{}, { iban: 'CH1731999123000889013' }, 120, [['beneficiary.iban', 'ebill_creditor_mismatch']]],
      [
        { structuredReference: qrReference(999_999) },
        {},
        120,
        [['structuredReference', 'ebill_reference_mismatch']],
      ],
      [{ recurrence: 'monthly' }, {}, 120, [['recurrence', 'ebill_single_payment_only']]],
      [{ ebillBCId: 'NOSUCHINVOICE01' }, {}, 120, [['ebillBCId', 'ebill_invoice_not_found']]],
    ];
    for (const [extra, payee, amount, expected] of cases) {
      const response = await submit(
        ANNA,
        payBody(privat(), later, { ...swiss, ...payee }, bill, amount, extra),
      );
      expect([extra, payee, response.statusCode]).toEqual([extra, payee, 400]);
      expect(fieldCodes(response)).toEqual(expected);
    }
    // Bäckerei's invoice is not Anna's private context's, and Anna's not Bäckerei's.
    const bakery = await biller(world.baeckerei, 'Mehl Lieferant AG');
    const bakeryBill = await invoice(bakery, 5_000, later);
    const wrongContext = await submit(ANNA, payBody(privat(), later, bakery, bakeryBill, 50));
    expect(fieldCodes(wrongContext)).toEqual([['ebillBCId', 'ebill_invoice_not_found']]);
    const wrongBase = await submit(ANNA, payBody(betrieb(), later, swiss, bill, 120), world.baeckerei);
    expect(fieldCodes(wrongBase)).toEqual([['ebillBCId', 'ebill_invoice_not_found']]);
    expect(await ordersOf(bill.business_case_id)).toEqual([]);
    expect(await ordersOf(bakeryBill.business_case_id)).toEqual([]);
  });

  it('one live order per invoice: a second is refused; deleting the first makes it payable again', async () => {
    const { later } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Zweimal Telecom AG');
    const bill = await invoice(swiss, 3_000, addDaysIso(later, 5));
    const first = await submit(ANNA, payBody(privat(), later, swiss, bill, 30));
    expect(first.statusCode).toBe(201);
    expect(first.json<{ status: string }>().status).toBe('accepted');
    expect((await readInvoice(bill.business_case_id)).payment_order_uid).toBe(
      first.json<{ uid: string }>().uid,
    );
    const second = await submit(ANNA, payBody(world.accounts['anna:Sparkonto']!, later, swiss, bill, 30));
    expect(second.statusCode).toBe(400);
    expect(fieldCodes(second)).toEqual([['ebillBCId', 'ebill_invoice_has_order']]);
    const deleted = await world.call(
      ANNA,
      'DELETE',
      `/api/payment-orders/${first.json<{ uid: string }>().uid}`,
    );
    expect(deleted.statusCode).toBe(200);
    expect((await readInvoice(bill.business_case_id)).status).toBe('OPEN');
    // Payable again; two orders at once: exactly one wins.
    const racing = await Promise.all([
      submit(ANNA, payBody(privat(), later, swiss, bill, 30)),
      submit(ANNA, payBody(world.accounts['anna:Sparkonto']!, later, swiss, bill, 30)),
    ]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([201, 400]);
    const live = (await ordersOf(bill.business_case_id)).filter((order) => order.status !== 'retired');
    expect(live).toHaveLength(1);
  });

  it('instalments: each open instalment is paid on its own, the invoice settles with the last', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Raten Versicherung AG');
    const bill = await invoice(swiss, 30_000, addDaysIso(today, 30), {
      instalments: [
        { dueDate: addDaysIso(today, 30), amountValue: '10000' },
        { dueDate: addDaysIso(today, 60), amountValue: '20000' },
      ],
    });
    const firstInstalment = await submit(ANNA, payBody(privat(), today, swiss, bill, 100));
    expect(firstInstalment.statusCode).toBe(201);
    expect(firstInstalment.json<{ status: string }>().status).toBe('executed');
    let read = await readInvoice(bill.business_case_id);
    expect(read.status).toBe('OPEN');
    expect(read.instalments[0]).toMatchObject({
      paymentOrderUid: firstInstalment.json<{ uid: string }>().uid,
    });
    expect(read.instalments[0]!.settledAt).toBeTruthy();
    expect(read.instalments[1]!.settledAt ?? null).toBeNull();
    // The next instalment is what is due now, and the eBill view offers to pay it (the settled one's order no
    // longer counts as a live order of the invoice).
    const offered = async () =>
      (
        await world.call(
          ANNA,
          'GET',
          `/api/v2/ebill/related-billers-invoices?businessCaseId=${bill.business_case_id}`,
        )
      ).json<{ actions: string[]; amount: { value: number } }[]>()[0]!;
    expect(await offered()).toMatchObject({ actions: expect.arrayContaining(['pay']) });
    // The same instalment again, or the total, is refused; the other instalment is not.
    const again = await submit(ANNA, payBody(privat(), today, swiss, bill, 100));
    expect(fieldCodes(again)).toEqual([['ebillBCId', 'ebill_invoice_has_order']]);
    const total = await submit(ANNA, payBody(privat(), today, swiss, bill, 300));
    expect(fieldCodes(total)).toEqual([['ebillBCId', 'ebill_invoice_has_order']]);
    const last = await submit(ANNA, payBody(privat(), today, swiss, bill, 200));
    expect(last.statusCode).toBe(201);
    read = await readInvoice(bill.business_case_id);
    expect(read).toMatchObject({ status: 'SETTLED', payment_order_uid: last.json<{ uid: string }>().uid });
  });

  it('Bäckerei (as_two): Anna’s eBill order needs Nora’s signature, then executes and settles', async () => {
    const { today } = await days(world.db);
    const bakery = await biller(world.baeckerei, 'Strom Basel AG');
    const bill = await invoice(bakery, 25_000, addDaysIso(today, 10));
    const before = await balanceOf(world.db, betrieb());
    const response = await submit(ANNA, payBody(betrieb(), today, bakery, bill, 250), world.baeckerei);
    expect(response.statusCode).toBe(201);
    const order = response.json<{
      uid: string;
      status: string;
      approval: { uid: string } | null;
      beneficiaryApproval: { uid: string } | null;
    }>();
    // A new payee blocks the order on the beneficiary's approval, a known one on the order's: a second signature.
    expect(['approval', 'blocked']).toContain(order.status);
    expect((await readInvoice(bill.business_case_id)).status).toBe('OPEN');
    const sign = async (approvalUid: string) => {
      const signed = await world.call(
        NORA,
        'POST',
        `/api/v2/partnerships/pending-approvals/${approvalUid}/approve`,
        {
          partnership: world.baeckerei,
        },
      );
      expect(signed.statusCode).toBe(200);
    };
    // A new payee: Nora signs the biller as a beneficiary first (the order then awaits her signature too).
    if (order.beneficiaryApproval) {
      await sign(order.beneficiaryApproval.uid);
      const waiting = await world.call(NORA, 'GET', `/api/v2/iban-payment-orders/${order.uid}`, {
        partnership: world.baeckerei,
      });
      expect(waiting.json<{ status: string }>().status).toBe('approval');
      expect((await readInvoice(bill.business_case_id)).status).toBe('OPEN');
      await sign(waiting.json<{ approval: { uid: string } }>().approval.uid);
    } else await sign(order.approval!.uid);
    const executed = await world.db
      .selectFrom('payment_orders')
      .select('status')
      .where('uid', '=', order.uid)
      .executeTakeFirstOrThrow();
    expect(executed.status).toBe('executed');
    expect(await readInvoice(bill.business_case_id)).toMatchObject({
      status: 'SETTLED',
      payment_order_uid: order.uid,
    });
    expect(before - (await balanceOf(world.db, betrieb()))).toBe(25_000n);
  });
});

describe('standing approvals pay by themselves', () => {
  it('upper limit: within pays on the due date, above waits (told once), the next period renews the limit', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Limit Telecom AG');
    await approval(swiss, privat(), 'upperLimit', 'month', 15_000);
    // Two invoices due on one banking day of next month, a third on a banking day of the month after.
    const month = (offset: number) => {
      const [year, m] = today.split('-').map(Number) as [number, number];
      const date = new Date(Date.UTC(year, m - 1 + offset, 10));
      return nextBankingDay(date.toISOString().slice(0, 10));
    };
    const due = month(1);
    const nextPeriod = month(2);
    const first = await invoice(swiss, 10_000, due);
    // Issued a day after the first: the scheduler pays in the order the invoices were issued.
    const second = await invoice(swiss, 6_000, due, { invoiceDate: addDaysIso(due, -19) });
    const third = await invoice(swiss, 6_000, nextPeriod);
    const credit = await invoice(swiss, 2_000, due, { type: 'credit' });

    await advanceClock(world, addDaysIso(due, -1));
    expect((await readInvoice(first.business_case_id)).status).toBe('OPEN');

    await advanceClock(world, due);
    const paid = await readInvoice(first.business_case_id);
    expect(paid).toMatchObject({ status: 'SETTLED', auto_payment_outcome: 'paid' });
    const [order] = await ordersOf(first.business_case_id);
    expect(order).toMatchObject({
      status: 'executed',
      is_ebill_order: true,
      cash_account_uid: privat(),
      payment_time: due,
      uid: paid.payment_order_uid,
    });
    // 100.00 paid this month: 60.00 more would pass 150.00.
    expect(await readInvoice(second.business_case_id)).toMatchObject({
      status: 'OPEN',
      auto_payment_outcome: 'notCovered',
      auto_payment_reason: 'aboveLimit',
    });
    expect(await ordersOf(second.business_case_id)).toEqual([]);
    expect(await eventsOf('ebillInvoiceNotCovered', second.business_case_id)).toHaveLength(1);
    // A credit is never paid, nor looked at.
    expect(await readInvoice(credit.business_case_id)).toMatchObject({
      status: 'OPEN',
      auto_payment_outcome: null,
    });
    // The customer is told once, however often the scheduler runs.
    await runDueOrders(world.db, due);
    const told = await world.db
      .selectFrom('outbox')
      .select(['email', 'code', 'purpose'])
      .where('purpose', '=', 'ebillNotCovered')
      .where('code', 'like', `${second.business_case_id}%`)
      .execute();
    expect(told).toEqual([
      {
        email: 'anna@kontor.test',
        purpose: 'ebillNotCovered',
        code: `${second.business_case_id} aboveLimit`,
      },
    ]);

    // The next month's window starts afresh.
    await advanceClock(world, nextPeriod);
    expect(await readInvoice(third.business_case_id)).toMatchObject({
      status: 'SETTLED',
      auto_payment_outcome: 'paid',
    });
    const [thirdOrder] = await ordersOf(third.business_case_id);
    expect(thirdOrder).toMatchObject({ status: 'executed', debit_value: '6000', payment_time: nextPeriod });
    // The invoice that waited is still the customer's to pay.
    expect((await readInvoice(second.business_case_id)).status).toBe('OPEN');
  });

  it('exact amount: the same amount pays, another waits; instalments wait for the customer', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Genau Abo AG');
    await approval(swiss, privat(), 'exactAmount', 'year', 4_990);
    const due = nextBankingDay(addDaysIso(today, 3));
    const exact = await invoice(swiss, 4_990, due);
    const other = await invoice(swiss, 4_900, due);
    const instalments = await invoice(swiss, 9_980, due, {
      instalments: [
        { dueDate: due, amountValue: '4990' },
        { dueDate: addDaysIso(due, 30), amountValue: '4990' },
      ],
    });
    // Anna turned the "not covered" notification off: the event only, no mail.
    const notify = (on: boolean) =>
      world.db
        .updateTable('ebill_participants')
        .set({ notify_not_covered: on })
        .where('owner_uid', '=', anna)
        .execute();
    await notify(false);
    await advanceClock(world, due);
    await notify(true);
    expect(
      await world.db
        .selectFrom('outbox')
        .select('code')
        .where('code', 'like', `${other.business_case_id}%`)
        .execute(),
    ).toEqual([]);
    expect(await eventsOf('ebillInvoiceNotCovered', other.business_case_id)).toHaveLength(1);
    expect(await readInvoice(exact.business_case_id)).toMatchObject({
      status: 'SETTLED',
      auto_payment_outcome: 'paid',
    });
    expect(await readInvoice(other.business_case_id)).toMatchObject({
      status: 'OPEN',
      auto_payment_outcome: 'notCovered',
      auto_payment_reason: 'notExactAmount',
    });
    expect(await readInvoice(instalments.business_case_id)).toMatchObject({
      status: 'OPEN',
      auto_payment_outcome: 'notCovered',
      auto_payment_reason: 'instalments',
    });
  });

  it('an order the clearing finally refuses is booked back and the invoice is OPEN and payable again', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    // A reserved sandbox IBAN whose bank refuses every delivery (payments/clearing.ts).
    const refusing = await biller(anna, 'Verweigert Bank AG', 'CH6404835000009110001');
    await approval(refusing, privat(), 'upperLimit', 'year', 100_000);
    const bill = await invoice(refusing, 2_500, today);
    await runDueOrders(world.db, today);
    const [order] = await ordersOf(bill.business_case_id);
    expect(order).toMatchObject({ status: 'retrying' });
    expect(await readInvoice(bill.business_case_id)).toMatchObject({
      status: 'SETTLED',
      auto_payment_outcome: 'paid',
    });
    let day = today;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      day = nextBankingDay(addDaysIso(day, 1));
      await advanceClock(world, day);
    }
    const [refused] = await ordersOf(bill.business_case_id);
    expect(refused).toMatchObject({ status: 'rejected', status_reason: 'clearing_refused' });
    const reopened = await readInvoice(bill.business_case_id);
    // The standing approval's payment failed: the customer is told and pays it herself.
    expect(reopened).toMatchObject({
      status: 'OPEN',
      settled_at: null,
      auto_payment_outcome: 'notCovered',
      auto_payment_reason: 'paymentRefused',
    });
    expect(await eventsOf('ebillInvoiceNotCovered', bill.business_case_id)).toHaveLength(1);
    // The customer may pay it now (a new live order is allowed).
    const live = await world.db
      .selectFrom('payment_orders')
      .select('uid')
      .where('ebill_business_case_id', '=', bill.business_case_id)
      .where('status', 'not in', ['retired', 'rejected'])
      .execute();
    expect(live).toEqual([]);
    const ledgerNow = await ledger(world.db, privat());
    expect(ledgerNow.balance).toBe(ledgerNow.booked);
  });

  it('a standing approval’s order held for compliance and rejected by the review leaves the invoice to the customer', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    // The sandbox sanctions list holds payments to this IBAN in quarantine (payments/clearing.ts).
    const held = await biller(anna, 'Gesperrt Handel AG', 'CH4104835000006660001');
    await approval(held, privat(), 'upperLimit', 'year', 100_000);
    const bill = await invoice(held, 4_200, today);
    await runDueOrders(world.db, today);
    const [order] = await ordersOf(bill.business_case_id);
    expect(order).toMatchObject({ status: 'quarantine' });
    expect(await readInvoice(bill.business_case_id)).toMatchObject({
      status: 'OPEN',
      auto_payment_outcome: 'paid',
    });
    const review = await world.app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-orders/${order!.uid}/review`,
      headers: SANDBOX_OPERATOR_HEADERS,
      payload: { decision: 'reject' },
    });
    expect(review.statusCode).toBe(200);
    expect(await readInvoice(bill.business_case_id)).toMatchObject({
      status: 'OPEN',
      auto_payment_outcome: 'notCovered',
      auto_payment_reason: 'paymentRefused',
    });
    // Not looked at again by the scheduler: the customer pays it.
    await runDueOrders(world.db, today);
    expect(await ordersOf(bill.business_case_id)).toHaveLength(1);
  });

  it('a partnership’s standing approval pays from its account, requested by one of its signatories', async () => {
    const { today } = await days(world.db);
    const bakery = await biller(world.baeckerei, 'Abo Backofen AG');
    await approval(bakery, betrieb(), 'upperLimit', 'quarter', 50_000);
    const bill = await invoice(bakery, 12_345, today);
    await runDueOrders(world.db, today);
    const [order] = await ordersOf(bill.business_case_id);
    expect(order).toMatchObject({
      status: 'executed',
      cash_account_uid: betrieb(),
      partnership_uid: world.baeckerei,
      is_ebill_order: true,
    });
    expect([world.persons[ANNA], world.persons[NORA]]).toContain(order!.requested_by);
    expect(await readInvoice(bill.business_case_id)).toMatchObject({
      status: 'SETTLED',
      auto_payment_outcome: 'paid',
    });
    const [event] = await eventsOf('ebillInvoiceSettled', bill.business_case_id);
    expect(event!.payload).toMatchObject({ partnershipUid: world.baeckerei, status: 'SETTLED' });
  });

  it('leaves an invoice with the customer’s own order to that order', async () => {
    const { today, later } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Eigen Zahlung AG');
    await approval(swiss, privat(), 'upperLimit', 'year', 100_000);
    const due = nextBankingDay(addDaysIso(later, 2));
    const bill = await invoice(swiss, 1_500, today);
    const own = await submit(ANNA, payBody(privat(), due, swiss, bill, 15));
    expect(own.statusCode).toBe(201);
    await runDueOrders(world.db, today);
    const orders = await ordersOf(bill.business_case_id);
    expect(orders.map((order) => order.uid)).toEqual([own.json<{ uid: string }>().uid]);
    expect((await readInvoice(bill.business_case_id)).auto_payment_outcome).toBeNull();
  });

  it('the customer paying while the scheduler pays: one order pays each invoice, no deadlock, no error', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Gleichzeitig Energie AG');
    await approval(swiss, privat(), 'upperLimit', 'year', 100_000);
    const bills = [];
    for (let index = 0; index < 4; index += 1) bills.push(await invoice(swiss, 2_000 + index, today));
    const [, submits] = await Promise.all([
      runDueOrders(world.db, today),
      Promise.all(
        bills.map((bill, index) =>
          submit(
            ANNA,
            payBody(
              index % 2 ? world.accounts['anna:Sparkonto']! : privat(),
              today,
              swiss,
              bill,
              (2_000 + index) / 100,
            ),
          ),
        ),
      ),
    ]);
    // Each submit is either the payment (201) or refused because the standing approval's order came first.
    for (const response of submits) {
      expect([201, 400]).toContain(response.statusCode);
      if (response.statusCode === 400)
        expect(fieldCodes(response)).toEqual([
          ['ebillBCId', expect.stringMatching(/^ebill_invoice_(has_order|not_open)$/)],
        ]);
    }
    for (const bill of bills) {
      const live = (await ordersOf(bill.business_case_id)).filter((order) => order.status !== 'rejected');
      expect(live.map((order) => order.status)).toEqual(['executed']);
      expect(await readInvoice(bill.business_case_id)).toMatchObject({
        status: 'SETTLED',
        payment_order_uid: live[0]!.uid,
      });
    }
  });

  it('schedulers running at once pay every invoice exactly once and tell the customer once', async () => {
    const { today } = await days(world.db);
    const anna = world.persons[ANNA]!;
    const swiss = await biller(anna, 'Parallel Strom AG');
    await approval(swiss, privat(), 'upperLimit', 'year', 50_000);
    const bills = [];
    for (let index = 0; index < 6; index += 1) bills.push(await invoice(swiss, 1_000 + index, today));
    const tooMuch = await invoice(swiss, 900_000, today);
    const runs = await Promise.all([
      runDueOrders(world.db, today),
      runDueOrders(world.db, today),
      runDueOrders(world.db, today),
    ]);
    expect(runs.reduce((sum, run) => sum + run.ebillPaid, 0)).toBe(6);
    expect(runs.reduce((sum, run) => sum + run.ebillNotCovered, 0)).toBe(1);
    for (const bill of bills) {
      const orders = await ordersOf(bill.business_case_id);
      expect(orders.map((order) => order.status)).toEqual(['executed']);
      expect((await readInvoice(bill.business_case_id)).status).toBe('SETTLED');
    }
    const debits = await world.db
      .selectFrom('transactions')
      .select(['payment_order_uid', 'amount_value'])
      .where(
        'payment_order_uid',
        'in',
        (await Promise.all(bills.map((bill) => ordersOf(bill.business_case_id))))
          .flat()
          .map((order) => order.uid),
      )
      .execute();
    expect(debits).toHaveLength(6);
    expect(debits.reduce((sum, debit) => sum + BigInt(debit.amount_value), 0n)).toBe(6_015n);
    const told = await world.db
      .selectFrom('outbox')
      .select('code')
      .where('code', 'like', `${tooMuch.business_case_id}%`)
      .execute();
    expect(told).toHaveLength(1);
    const ledgerNow = await ledger(world.db, privat());
    expect(ledgerNow.balance).toBe(ledgerNow.booked);
  });

  // Two gateway processes share one database only on PostgreSQL (PGlite is embedded in its process).
  (process.env.KONTOR_TEST_DB === 'postgres' ? it : it.skip)(
    'two gateway instances (each with its own pool) running the scheduler at once pay each invoice once',
    async () => {
      const { today } = await days(world.db);
      const anna = world.persons[ANNA]!;
      const swiss = await biller(anna, 'Zwei Instanzen AG');
      await approval(swiss, privat(), 'upperLimit', 'year', 50_000);
      const bills = [];
      for (let index = 0; index < 4; index += 1) bills.push(await invoice(swiss, 2_000 + index, today));
      const database = await openDatabase(world.t.config);
      const second = await buildServer({ config: world.t.config, db: database });
      try {
        const run = {
          method: 'POST' as const,
          url: '/api/sandbox/scheduler/run',
          headers: SANDBOX_OPERATOR_HEADERS,
        };
        const answers = await Promise.all([world.app.inject(run), second.inject(run)]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
        const paid = answers.map((answer) => answer.json<{ run: { ebillPaid: number } }>().run.ebillPaid);
        expect(paid[0]! + paid[1]!).toBe(bills.length);
        for (const bill of bills) {
          expect((await ordersOf(bill.business_case_id)).map((order) => order.status)).toEqual(['executed']);
          expect((await readInvoice(bill.business_case_id)).status).toBe('SETTLED');
        }
        const ledgerNow = await ledger(world.db, privat());
        expect(ledgerNow.balance).toBe(ledgerNow.booked);
      } finally {
        await second.close();
        await database.close();
      }
    },
  );
});
