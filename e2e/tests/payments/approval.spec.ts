/**
 * Approval in Bäckerei Meier GmbH (voting rule as_two, spec §4 and issue 11 item 4): Luca captures a payment,
 * which waits for signatures; he sees no approve button and the server refuses his signature; Nora signs
 * through the API and Anna in her overview; the order executes and Luca's open overview follows without a reload.
 */
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  confirmPayment,
  eventStreamOpened,
  expectScreenReady,
  ensureBankingDay,
  Gateway,
  inAnyLanguage,
  LUCA,
  NORA,
  openForm,
  orderTo,
  personaPage,
  OTHER_BANK_IBAN,
  signIn,
  strongSession,
  switchLanguage,
  uniqueName,
  type OrderRead,
} from './support';

/** The approval an order waits for: its beneficiary's first when blocked, else its own. */
const pendingApproval = (order: OrderRead) =>
  order.status === 'blocked' ? order.beneficiaryApproval : order.approval;

test('Luca captures, Nora and Anna sign (as_two), the order executes and Luca’s overview follows live', async ({
  page,
  browser,
  api,
}) => {
  test.setTimeout(120_000);
  await signIn(page, LUCA);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, BAECKEREI);
  const luca = new Gateway(page);
  await ensureBankingDay(luca);
  const partnershipUid = await luca.partnershipUid((await luca.person()).uid, BAECKEREI);
  const lucaInBaeckerei = luca.inPartnership(partnershipUid);
  const accounts = await lucaInBaeckerei.partnershipAccounts(partnershipUid);
  const betriebskonto = accounts.find((account) => account.accountName === 'Betriebskonto');
  if (!betriebskonto) throw new Error('no Betriebskonto');

  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(betriebskonto.uid);
  const beneficiary = uniqueName('Mühle Rüti AG');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '321.50');
  const status = await confirmPayment(page);
  // A new beneficiary first needs its own signatures (blocked), otherwise the order waits for approval.
  expect(['approval', 'blocked']).toContain(status);
  let [order] = await orderTo(lucaInBaeckerei, betriebskonto.uid, beneficiary);
  expect(order?.status).toBe(status);

  const streamOpened = eventStreamOpened(page);
  await page.goto(`/payment/overview/${betriebskonto.uid}`);
  await streamOpened;
  await expectScreenReady(page);
  await page.evaluate(() => Object.assign(window, { __paymentsNoReload: true }));
  const lucaRow = page.locator(`[data-testid="payment-order"][data-uid="${order!.uid}"]`).first();
  await expect(lucaRow).toBeVisible();
  // Luca has capture but no approve right: no button, and the server refuses his signature.
  await expect(
    lucaRow.getByRole('button', { name: inAnyLanguage('webapp.payments.overview.approve') }),
  ).toHaveCount(0);
  const refused = await page.request.post(
    `/api/v2/partnerships/pending-approvals/${pendingApproval(order!)!.uid}/approve`,
    { headers: { ...API_HEADERS, 'x-partnership-uid': partnershipUid } },
  );
  expect(refused.status()).toBe(403);

  await strongSession(api, NORA);
  const nora = { ...API_HEADERS, 'x-partnership-uid': partnershipUid };
  const anna = await personaPage(browser, ANNA);
  await anna.goto(`/payment/overview/${betriebskonto.uid}`);
  await expectScreenReady(anna);

  // Up to two rounds: the beneficiary's signatures (when blocked), then the order's.
  for (let round = 0; round < 2 && order && ['blocked', 'approval'].includes(order.status); round += 1) {
    const approval = pendingApproval(order)!;
    const signed = await api.post(`/api/v2/partnerships/pending-approvals/${approval.uid}/approve`, {
      headers: nora,
    });
    expect(signed.status(), 'Nora signs').toBe(200);
    // Luca's overview shows Nora's signature without a reload: one more signature needed (read off the row's
    // data, not its words: a parallel test may set Luca's profile language, which the goto above then loaded).
    await expect(lucaRow.locator('.pay-order__approval')).toHaveAttribute('data-still-needed', '1', {
      timeout: 20_000,
    });
    const annaRow = anna.locator(`[data-testid="payment-order"][data-uid="${order.uid}"]`).first();
    await expect(
      annaRow.getByRole('button', { name: inAnyLanguage('webapp.payments.overview.approve') }),
    ).toBeVisible({ timeout: 20_000 });
    await annaRow.getByRole('button', { name: inAnyLanguage('webapp.payments.overview.approve') }).click();
    await expect
      .poll(async () => (await orderTo(lucaInBaeckerei, betriebskonto.uid, beneficiary))[0]?.status, {
        timeout: 20_000,
      })
      .not.toBe(order.status);
    [order] = await orderTo(lucaInBaeckerei, betriebskonto.uid, beneficiary);
  }
  expect(order?.status).toBe('executed');
  const executedRow = page.locator(`[data-testid="payment-order"][data-uid="${order!.uid}"]`);
  await expect(executedRow.first()).toHaveAttribute('data-status', 'executed', { timeout: 20_000 });
  expect(
    await page.evaluate(() => (window as unknown as { __paymentsNoReload?: boolean }).__paymentsNoReload),
  ).toBe(true);
  // The side menu badge follows what is open on the selected account, without a reload either.
  // Open orders and open eBill invoices: what awaits the customer in the payment overview.
  const openCount = async () => {
    const stats = await lucaInBaeckerei.get<{ count: number; ebill: { open: number } }>(
      `/cash-accounts/${betriebskonto.uid}/open-payments-stats`,
    );
    return stats.count + stats.ebill.open;
  };
  const badge = page.locator('nav a[href="/payment/overview"] .kontor-sidemenu__badge [aria-hidden="true"]');
  await expect
    .poll(async () => Number((await badge.count()) > 0 ? await badge.textContent() : 0))
    .toBe(await openCount());
  await anna.context().close();
});
