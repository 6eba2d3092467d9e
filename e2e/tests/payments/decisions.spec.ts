/**
 * Issue 28 "every decision confirmed" and "proof of payment", as the personas: in Bäckerei Meier GmbH (as_two)
 * Luca's overview names who captured an order and who signed it; Anna rejects it with a reason after confirming
 * and Luca reads the reason; Luca withdraws his own order that waits for signatures from the overview. Anna's
 * result view names amount and beneficiary, and its PDF confirmation is a PDF naming both. A filled form asks
 * before a menu link or the browser's back button leaves it.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../../../gateway/test/pdf-text';
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  confirmation,
  confirmPayment,
  ensureBankingDay,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  LUCA,
  NORA,
  openForm,
  orderTo,
  OTHER_BANK_IBAN,
  personaPage,
  signIn,
  strongSession,
  switchLanguage,
  uniqueName,
  type OrderRead,
} from './support';

/** Luca, in Bäckerei, captures a payment from the Betriebskonto through the form; it waits for signatures. */
async function lucaCaptures(page: Page, what: string) {
  await signIn(page, LUCA);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, BAECKEREI);
  const luca = new Gateway(page);
  await ensureBankingDay(luca);
  const partnershipUid = await luca.partnershipUid((await luca.person()).uid, BAECKEREI);
  const inBaeckerei = luca.inPartnership(partnershipUid);
  const betriebskonto = (await inBaeckerei.partnershipAccounts(partnershipUid)).find(
    (account) => account.accountName === 'Betriebskonto',
  );
  if (!betriebskonto) throw new Error('no Betriebskonto');
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(betriebskonto.uid);
  const beneficiary = uniqueName(what);
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '248.40');
  expect(['approval', 'blocked']).toContain(await confirmPayment(page));
  const [order] = await orderTo(inBaeckerei, betriebskonto.uid, beneficiary);
  if (!order) throw new Error('the order was not stored');
  return { order, beneficiary, partnershipUid, accountUid: betriebskonto.uid };
}

const rowOf = (page: Page, order: OrderRead) =>
  page.locator(`[data-testid="payment-order"][data-uid="${order.uid}"]`).first();

/** The approval an order waits for: its new beneficiary's first, else its own. */
const pendingApproval = (order: OrderRead) =>
  order.status === 'blocked' ? order.beneficiaryApproval : order.approval;

test('Luca sees who captured and who signed; Anna rejects with a reason after confirming; Luca reads it', async ({
  page,
  browser,
  api,
}) => {
  test.setTimeout(120_000);
  const { order, partnershipUid, accountUid } = await lucaCaptures(page, 'Druckerei Lenz AG');

  // Nora signs once (one of two under as_two).
  await strongSession(api, NORA);
  const signed = await api.post(
    `/api/v2/partnerships/pending-approvals/${pendingApproval(order)!.uid}/approve`,
    { headers: { ...API_HEADERS, 'x-partnership-uid': partnershipUid } },
  );
  expect(signed.status(), 'Nora signs').toBe(200);

  await page.goto(`/payment/overview/${accountUid}`);
  await expectScreenReady(page);
  const lucaRow = rowOf(page, order);
  await expect(lucaRow.getByTestId('order-people')).toContainText('Luca');
  await expect(lucaRow.getByTestId('order-signers')).toContainText('Nora');

  const anna = await personaPage(browser, ANNA);
  await anna.goto(`/payment/overview/${accountUid}`);
  await expectScreenReady(anna);
  const annaRow = rowOf(anna, order);
  await annaRow.getByRole('button', { name: inAnyLanguage('webapp.payments.overview.reject') }).click();
  const dialog = anna.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Cancelling keeps the order as it is.
  await dialog.getByRole('button', { name: inAnyLanguage('webapp.payments.decisions.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(annaRow).toHaveAttribute('data-status', order.status);

  await annaRow.getByRole('button', { name: inAnyLanguage('webapp.payments.overview.reject') }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox').fill('Rechnung bereits bar bezahlt');
  await dialog
    .getByRole('button', { name: inAnyLanguage('webapp.payments.decisions.confirmReject') })
    .click();
  await expect(dialog).toBeHidden();

  // Luca's overview follows: rejected, by Anna, with her reason.
  await expect(lucaRow).toHaveAttribute('data-status', 'rejected', { timeout: 20_000 });
  await expect(lucaRow.getByTestId('order-rejection-reason')).toContainText('Rechnung bereits bar bezahlt');
  await expect(lucaRow.getByTestId('order-people')).toContainText('Anna');
  await anna.context().close();
});

test('Luca withdraws his own order that waits for signatures from the overview', async ({ page }) => {
  test.setTimeout(90_000);
  const { order, accountUid, partnershipUid } = await lucaCaptures(page, 'Velo Kurier GmbH');
  await page.goto(`/payment/overview/${accountUid}`);
  await expectScreenReady(page);
  const row = rowOf(page, order);
  await row.getByRole('button', { name: inAnyLanguage('webapp.payments.decisions.withdraw') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: inAnyLanguage('webapp.payments.decisions.confirmWithdraw') })
    .click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0, { timeout: 20_000 });
  const read = await page.request.get(`/api/v2/iban-payment-orders/${order.uid}`, {
    headers: { ...API_HEADERS, 'x-partnership-uid': partnershipUid },
  });
  expect((await read.json()) as OrderRead).toMatchObject({ status: 'retired' });
});

test('Anna’s result view names amount and beneficiary; its PDF confirmation names both', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  await ensureBankingDay(new Gateway(page));
  const payment = await openForm(page);
  const beneficiary = uniqueName('Schreinerei Holzer');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '1234.50');
  await confirmPayment(page);
  const result = page.getByTestId('payment-result');
  await expect(result).toContainText(beneficiary);
  await expect(result).toContainText("1'234.50");

  const downloading = page.waitForEvent('download');
  await result.getByRole('button', { name: inAnyLanguage('webapp.payments.confirmation.download') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(bytes);
  expect(text).toContain(beneficiary);
  expect(text).toContain("1'234.50");
});

test('a filled form asks before a menu link or the back button leaves it; staying keeps what was typed', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  const payment = await openForm(page);
  const beneficiary = uniqueName('Garage Zentrum');
  await payment.fill(payment.name, beneficiary);
  // By its target: its name carries the badge's count (open orders and eBill invoices) when there are any.
  const overviewLink = page.locator('nav a[href="/payment/overview"]').first();
  await overviewLink.click();
  const ask = confirmation(page);
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/new$/);
  await ask.getByRole('button', { name: inAnyLanguage('webapp.payments.form.leaveStay') }).click();
  await expect(ask).toBeHidden();
  await expect(payment.name).toHaveValue(beneficiary);

  await overviewLink.click();
  await ask.getByRole('button', { name: inAnyLanguage('webapp.payments.form.leaveConfirm') }).click();
  await expect(page).toHaveURL(/\/payment\/overview/);

  // The browser's back button (a phone's back gesture) asks too: the page stays on the form until it may go.
  await openForm(page);
  await payment.fill(payment.name, beneficiary);
  await page.goBack();
  await expect(ask).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/new$/);
  await ask.getByRole('button', { name: inAnyLanguage('webapp.payments.form.leaveStay') }).click();
  await expect(ask).toBeHidden();
  await expect(payment.name).toHaveValue(beneficiary);
  await expect(page).toHaveURL(/\/payments\/new$/);
  await page.goBack();
  await ask.getByRole('button', { name: inAnyLanguage('webapp.payments.form.leaveConfirm') }).click();
  await expect(page).toHaveURL(/\/payment\/overview/);
  await expect(payment.root).toHaveCount(0);
});
