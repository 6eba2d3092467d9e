/**
 * Screenshots of the payment screens in docs/screenshots (Anna; German unless named; light and dark; one at
 * 390 px in French and one in Italian), from the production build: the form with a SWIFT quote, the
 * confirmation, the result, the internal transfer, the hub and Bäckerei's overview with approvals.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  confirmation,
  ensureBankingDay,
  expectScreenReady,
  Gateway,
  form,
  GB_IBAN,
  goTo,
  openForm,
  signIn,
  switchLanguage,
  switchTheme,
  type THEMES,
} from './support';
import { SCREENSHOTS, tallShot as shot } from '../../support/screenshots';

async function swiftForm(page: Page) {
  const payment = await openForm(page, '/payments/new?paymentType=swift');
  await payment.fill(payment.name, 'Acme Robotics Ltd');
  await payment.fill(payment.iban, GB_IBAN);
  await payment.currency.selectOption('USD');
  await payment.fill(payment.amount, '1250');
  await payment.fill(payment.bic, 'NWBKGB2L');
  await payment.address({
    country: 'GBR',
    street: 'Bishopsgate',
    number: '250',
    postalCode: 'EC2M 4AA',
    city: 'London',
  });
  await payment.fill(payment.message, 'Invoice 2026-118');
  await expect(page.locator('.pay-facts').first()).toBeVisible({ timeout: 10_000 });
  return payment;
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const theme of ['light', 'dark'] as (typeof THEMES)[number][]) {
  test(`payment screenshots (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ANNA);
    await switchTheme(page, theme);
    await switchLanguage(page, 'de');
    await swiftForm(page);
    await shot(page, `payments-new-swift-${theme}`);
    await form(page).continue.click();
    await expect(confirmation(page)).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, `payments-confirmation-${theme}.png`) });
    await page.keyboard.press('Escape');
    await goTo(page, '/payments');
    await expectScreenReady(page);
    await shot(page, `payments-hub-${theme}`);
    await switchToPartnership(page, BAECKEREI);
    await goTo(page, '/payment/overview');
    await expectScreenReady(page);
    await expect(page.getByTestId('payment-order').first()).toBeVisible();
    await shot(page, `payments-overview-${theme}`);
  });
}

test('payment screenshots at 390 px (French) and the internal transfer (Italian)', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ANNA);
  await switchTheme(page, 'light');
  await switchLanguage(page, 'fr');
  await swiftForm(page);
  await shot(page, 'payments-new-swift-390-fr');
  await switchToPartnership(page, BAECKEREI);
  await goTo(page, '/payment/overview');
  await expectScreenReady(page);
  await expect(page.getByTestId('payment-order').first()).toBeVisible();
  await shot(page, 'payments-overview-390-fr');
  await switchToPartnership(page, 'Anna Meier');
  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, 'it');
  await ensureBankingDay(new Gateway(page));
  const internal = await openForm(page, '/payments/newInternal');
  const target = internal.field('targetAccountUid');
  const options = await target
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean));
  await target.selectOption(options[0]!);
  await internal.fill(internal.amount, '200');
  await shot(page, 'payments-internal-it');
  await internal.continue.click();
  await confirmation(page).locator('.k-modal__footer button').last().click();
  await expect(page.getByTestId('payment-result')).toBeVisible({ timeout: 20_000 });
  await shot(page, 'payments-result-it');
});
