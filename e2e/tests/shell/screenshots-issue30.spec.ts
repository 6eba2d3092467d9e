/**
 * Screenshots of the screens issue 30 added (docs/screenshots), from the production build: the "Read QR-bill"
 * dialog of the payment form (light, dark) and the form a bill prefilled, in German; the scan payment modal
 * waiting for the phone (light, dark, German) and the phone's page at 390 px in French with a bill read; the bulk
 * upload's rows with the 3 errors of a 200-row pain.001 (light in German; 390 px, dark, in Italian) and the
 * payment overview's Batches tab with the batch it made (light, German).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  bankingDayAfter,
  ensureBankingDay,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  openForm,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
  uniqueName,
} from '../payments/support';
import {
  billPng,
  bulkFileInput,
  chooseFile,
  lucaOnBetriebskonto,
  openBulk,
  openReader,
  pain001,
  privatkontoOf,
  scanLinkFromOutbox,
  twoHundred,
} from '../payments/issue30';
import { qrBillPdf, qrIbanBill } from '../payments/qr-bill-files';
import { SCREENSHOTS, tallShot } from '../../support/screenshots';

async function settled(page: Page): Promise<void> {
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.kontor-remote-loading')).toHaveCount(0, { timeout: 15_000 });
}

test.use({ viewport: { width: 1280, height: 800 } });

test('the QR-bill reader in light and dark, and the form a bill prefilled (German)', async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  await ensureBankingDay(gateway);
  const privatkonto = await privatkontoOf(gateway);
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await openForm(page);
    const dialog = await openReader(page);
    await expect(dialog.locator('input[type="file"]')).toBeAttached();
    await settled(page);
    await page.screenshot({ path: path.join(SCREENSHOTS, `payments-qr-bill-reader-de-${theme}.png`) });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  await switchTheme(page, 'light');
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  await openReader(page);
  await chooseFile(
    page,
    'rechnung.pdf',
    'application/pdf',
    await qrBillPdf(qrIbanBill('Schneider Haustechnik AG', 249.75, 'Rechnung 4711'), 2),
  );
  await expect(page.getByRole('dialog')).toBeHidden({ timeout: 30_000 });
  await expect(page.locator('.qr-bill-note')).toBeFocused();
  await expect(payment.name).toHaveValue('Schneider Haustechnik AG');
  await expect(payment.amount).toHaveValue('249.75');
  await tallShot(page, 'payments-qr-bill-filled-de-light');
});

test('the scan modal waiting in light and dark (German), the phone page at 390 px in French', async ({
  page,
  browser,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  let since = Date.now();
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    since = Date.now();
    await page.getByRole('button', { name: inAnyLanguage('webapp.nav.scanPayment') }).click();
    const modal = page.getByRole('dialog', { name: inAnyLanguage('webapp.scanPayment.modal.title') });
    await expect(modal.getByText(inAnyLanguage('webapp.scanPayment.modal.waiting'))).toBeVisible();
    await expect(modal.getByTestId('scan-sandbox-link')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `payments-scan-modal-de-${theme}.png`) });
    // The next opening notifies again: once "Send again" is enabled, the gateway's 5 s have passed too.
    await expect(
      modal.getByRole('button', { name: inAnyLanguage('webapp.scanPayment.modal.sendAgain') }),
    ).toBeEnabled({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }
  await switchTheme(page, 'light');
  const link = await scanLinkFromOutbox(page.request, since);
  const phoneContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    locale: 'fr-CH',
    extraHTTPHeaders: { 'Accept-Language': 'fr' },
  });
  try {
    const phone = await phoneContext.newPage();
    await phone.goto(link);
    await expect(phone.getByTestId('scan-page')).toBeVisible();
    await expect(phone.locator('html')).toHaveAttribute('lang', 'fr');
    await phone.locator('input[type="file"]').setInputFiles({
      name: 'facture.png',
      mimeType: 'image/png',
      buffer: await billPng('Services industriels de Genève', '86.40'),
    });
    await expect(phone.getByTestId('scan-bill')).toContainText('Services industriels de Genève', {
      timeout: 20_000,
    });
    await settled(phone);
    await tallShot(phone, 'payments-scan-page-390-fr');
  } finally {
    await phoneContext.close();
  }
});

test('the bulk upload with its 3 errors (German, light) and the Batches tab', async ({ page }) => {
  const { inBaeckerei, account } = await lucaOnBetriebskonto(page);
  await switchLanguage(page, 'de');
  // Luca's profile keeps a theme of its own: this device chooses light.
  await switchTheme(page, 'light');
  const later = await bankingDayAfter(inBaeckerei, 1);
  const { rows } = twoHundred(uniqueName('Lieferant'));
  await openBulk(page);
  await bulkFileInput(page).setInputFiles({
    name: 'lieferanten.xml',
    mimeType: 'application/xml',
    buffer: Buffer.from(pain001(account.iban.replace(/\s/g, ''), later, rows)),
  });
  const table = page.locator('table.pay-bulk__rows');
  await expect(table.getByTestId('bulk-row')).toHaveCount(200, { timeout: 20_000 });
  await page.locator('.pay-bulk__filter input[type="checkbox"]').check();
  await expect(table.getByTestId('bulk-row')).toHaveCount(3);
  await tallShot(page, 'payments-bulk-rows-de-light');

  await page.getByRole('button', { name: /197/ }).click();
  await page.waitForURL(/\/payment\/overview\/.*view=batches&batch=/, { timeout: 20_000 });
  const batchUid = new URL(page.url()).searchParams.get('batch')!;
  await expect(page.locator(`[data-testid="batch"][data-batch="${batchUid}"]`)).toContainText('197', {
    timeout: 20_000,
  });
  await expectScreenReady(page);
  await settled(page);
  // The toast that announced the batch is closed: the shot is of the tab.
  const toastClose = page.locator('.kontor-toasts button');
  for (let step = 0; step < 5 && (await toastClose.count()) > 0; step += 1) await toastClose.first().click();
  await expect(toastClose).toHaveCount(0);
  await tallShot(page, 'payments-batches-de-light');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the bulk upload with its 3 errors, dark, in Italian', async ({ page }) => {
    const { inBaeckerei, account } = await lucaOnBetriebskonto(page);
    await switchLanguage(page, 'it');
    await switchTheme(page, 'dark');
    const later = await bankingDayAfter(inBaeckerei, 1);
    const { rows } = twoHundred(uniqueName('Fornitore'));
    await openBulk(page);
    await bulkFileInput(page).setInputFiles({
      name: 'fornitori.xml',
      mimeType: 'application/xml',
      buffer: Buffer.from(pain001(account.iban.replace(/\s/g, ''), later, rows)),
    });
    const table = page.locator('table.pay-bulk__rows');
    await expect(table.getByTestId('bulk-row')).toHaveCount(200, { timeout: 20_000 });
    await page.locator('.pay-bulk__filter input[type="checkbox"]').check();
    await expect(table.getByTestId('bulk-row')).toHaveCount(3);
    await tallShot(page, 'payments-bulk-rows-390-it-dark');
  });
});
