/**
 * Paying eBill invoices through the payment form (issue 31; spec §2 "E-bill invoice details"): Anna pays an open
 * invoice a biller just issued (the form prefilled from it, its fields read-only, the receipt a PDF), the invoice
 * settles and her balance drops; a settled invoice is no longer offered. In Bäckerei Meier GmbH (as_two) an eBill
 * payment needs Nora's signature before it executes and settles the invoice.
 * Each test issues invoices of its own through the sandbox eBill network, so tests may share a gateway.
 */
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  balanceOf,
  bookingsOf,
  bankingDayAfter,
  bankToday,
  confirmPayment,
  ensureBankingDay,
  expectNoAxeViolations,
  expectScreenReady,
  form,
  Gateway,
  goTo,
  inAnyLanguage,
  minor,
  NORA,
  setPaymentDate,
  signIn,
  strongSession,
  switchLanguage,
  switchTheme,
  THEMES,
  type OrderRead,
} from '../payments/support';

/** An order as read, with the eBill fields of spec §3 "Payment order as read". */
type EbillOrderRead = OrderRead & {
  paymentOrderData: OrderRead['paymentOrderData'] & { isEBillOrder: boolean; ebillBCId: string | null };
};

const EWZ = '41100000000654321';
const EKZ = '41100000000410099';

interface Invoice {
  businessCaseId: string;
  status: string;
  paymentOrderUid: string | null;
  amount: { value: number; factor: number; currency: string };
}

/** An amount of its own per run (CHF, 2 decimals), so parallel runs never mix up invoices. */
const uniqueAmount = (base: number): string => `${base}.${String(Date.now() % 97).padStart(2, '0')}`;

/** The sandbox eBill network: a biller issues an invoice (the operator's key plays the network). */
async function issueInvoice(
  gateway: Gateway,
  ownerUid: string,
  billerId: string,
  amount: string,
  dueDate: string,
): Promise<Invoice> {
  return gateway.asOperator<Invoice>('/sandbox/ebill/invoices', { ownerUid, billerId, amount, dueDate });
}

async function invoiceOf(gateway: Gateway, base: string, businessCaseId: string): Promise<Invoice> {
  const [invoice] = await gateway.get<Invoice[]>(
    `${base}/related-billers-invoices?businessCaseId=${businessCaseId}`,
  );
  if (!invoice) throw new Error(`no invoice ${businessCaseId}`);
  return invoice;
}

test('Anna pays an open eBill invoice: prefilled, read-only, receipt as PDF; the invoice settles, the balance drops', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  const gateway = new Gateway(page);
  await ensureBankingDay(gateway);
  const person = await gateway.person();
  const privatkonto = (await gateway.privateAccounts(person.uid)).find(
    (account) => account.accountName === 'Privatkonto',
  )!;
  const amount = uniqueAmount(37);
  const invoice = await issueInvoice(gateway, person.uid, EWZ, amount, await bankingDayAfter(gateway, 12));
  expect(invoice.status).toBe('OPEN');
  const before = minor(await balanceOf(gateway, person.uid, privatkonto.uid));

  await goTo(page, `/payments/new?ebillInvoice=${invoice.businessCaseId}`);
  await expectScreenReady(page);
  const payment = form(page);
  await expect(payment.root).toBeVisible();
  const details = page.getByRole('region', { name: inAnyLanguage('webapp.payments.ebill.title') });
  await expect(details).toContainText('ewz Elektrizitätswerk der Stadt Zürich');
  await expect(payment.name).toHaveValue('ewz Elektrizitätswerk der Stadt Zürich');
  for (const fixed of [payment.name, payment.iban, payment.amount, payment.reference])
    await expect(fixed).toHaveAttribute('readonly', '');
  await expect(payment.amount).toHaveValue(amount);

  // The receipt is the invoice as a PDF file.
  const download = page.waitForEvent('download');
  await details.getByRole('button', { name: inAnyLanguage('webapp.payments.ebill.receipt') }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);

  await payment.field('accountUid').selectOption(privatkonto.uid);
  await setPaymentDate(page, await bankToday(gateway));
  expect(await confirmPayment(page)).toBe('executed');

  await expect
    .poll(async () => (await invoiceOf(gateway, '/v2/ebill', invoice.businessCaseId)).status, {
      timeout: 20_000,
    })
    .toBe('SETTLED');
  const settled = await invoiceOf(gateway, '/v2/ebill', invoice.businessCaseId);
  const order = await gateway.get<EbillOrderRead>(`/v2/iban-payment-orders/${settled.paymentOrderUid}`);
  expect(order.paymentOrderData).toMatchObject({ isEBillOrder: true, ebillBCId: invoice.businessCaseId });
  // Booked on Privatkonto: a debit of the invoice's amount to the biller (the balance alone would mix in the
  // payments other specs make from Anna's shared account at the same time).
  const paid = Math.round(Number(amount) * 100);
  expect(await bookingsOf(gateway, privatkonto.uid, 'ewz')).toContainEqual({
    direction: 'debit',
    minor: paid,
  });
  const after = minor(await balanceOf(gateway, person.uid, privatkonto.uid));
  expect(after).toBeLessThan(before);

  // Paid: the form no longer offers it.
  await goTo(page, '/');
  await goTo(page, `/payments/new?ebillInvoice=${invoice.businessCaseId}`);
  await expect(page.getByText(inAnyLanguage('webapp.payments.ebill.notOpen'))).toBeVisible();
  await expect(payment.root).toHaveCount(0);
});

test('in Bäckerei an eBill payment needs the second signature (as_two), then executes and settles', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, BAECKEREI);
  const anna = new Gateway(page);
  await ensureBankingDay(anna);
  const partnershipUid = await anna.partnershipUid((await anna.person()).uid, BAECKEREI);
  const inBaeckerei = anna.inPartnership(partnershipUid);
  const base = `/v2/ebill-business/partnerships/${partnershipUid}`;
  const betriebskonto = (await inBaeckerei.partnershipAccounts(partnershipUid)).find(
    (account) => account.accountName === 'Betriebskonto',
  )!;
  const amount = uniqueAmount(212);
  const invoice = await issueInvoice(anna, partnershipUid, EKZ, amount, await bankingDayAfter(anna, 15));

  await goTo(page, `/payments/new?ebillInvoice=${invoice.businessCaseId}`);
  await expectScreenReady(page);
  const payment = form(page);
  await expect(payment.amount).toHaveValue(amount);
  await payment.field('accountUid').selectOption(betriebskonto.uid);
  await setPaymentDate(page, await bankToday(anna));
  const status = await confirmPayment(page);
  // A new payee first needs its own signatures (blocked), otherwise the order waits for approval.
  expect(['approval', 'blocked']).toContain(status);
  expect((await invoiceOf(inBaeckerei, base, invoice.businessCaseId)).status).toBe('OPEN');

  await strongSession(api, NORA);
  const nora = { ...API_HEADERS, 'x-partnership-uid': partnershipUid };
  // Page by page: a bulk test beside this one may add some 200 orders to the Betriebskonto meanwhile.
  const orderOf = async (): Promise<EbillOrderRead | undefined> => {
    for (let offset = 0; ; offset += 100) {
      const orders = await inBaeckerei.get<EbillOrderRead[]>(
        `/v2/cash-accounts/${betriebskonto.uid}/payment-orders?status=approval&status=blocked&status=executed&count=100&offset=${offset}`,
      );
      const found = orders.find(
        (candidate) => candidate.paymentOrderData.ebillBCId === invoice.businessCaseId,
      );
      if (found || orders.length < 100) return found;
    }
  };
  let order = await orderOf();
  expect(order?.status).toBe(status);
  for (let round = 0; round < 2 && order && ['blocked', 'approval'].includes(order.status); round += 1) {
    const approval = order.status === 'blocked' ? order.beneficiaryApproval : order.approval;
    const signed = await api.post(`/api/v2/partnerships/pending-approvals/${approval!.uid}/approve`, {
      headers: nora,
    });
    expect(signed.status(), 'Nora signs').toBe(200);
    order = await orderOf();
  }
  expect(order?.status).toBe('executed');
  await expect
    .poll(async () => (await invoiceOf(inBaeckerei, base, invoice.businessCaseId)).status, {
      timeout: 20_000,
    })
    .toBe('SETTLED');
});

test.describe('axe', () => {
  // axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses;
  // the tool's, not the app's: this test runs without the CSP, the two above exercise the same screen with it.
  test.use({ bypassCSP: true });

  test('the eBill invoice in the payment form on a 390 px phone, both themes: axe clean, the receipt downloads with the keyboard', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, ANNA);
    await switchLanguage(page, 'en');
    const gateway = new Gateway(page);
    const person = await gateway.person();
    const invoice = await gateway.asOperator<Invoice>('/sandbox/ebill/invoices', {
      ownerUid: person.uid,
      billerId: EWZ,
      amount: '300.00',
      dueDate: await bankingDayAfter(gateway, 40),
      instalments: [
        { dueDate: await bankingDayAfter(gateway, 40), amount: '100.00' },
        { dueDate: await bankingDayAfter(gateway, 70), amount: '200.00' },
      ],
    });
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await goTo(page, `/payments/new?ebillInvoice=${invoice.businessCaseId}`);
      await expectScreenReady(page);
      const details = page.getByRole('region', { name: inAnyLanguage('webapp.payments.ebill.title') });
      await expect(details.getByRole('table')).toBeVisible();
      await expect(form(page).amount).toHaveValue('100.00');
      // Nothing wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page, `eBill payment form (${theme})`);
    }
    // The receipt button works from the keyboard (Enter on the focused button).
    const receipt = page.getByRole('button', { name: inAnyLanguage('webapp.payments.ebill.receipt') });
    await receipt.focus();
    await expect(receipt).toBeFocused();
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
