/**
 * Every payment screen as Anna: no axe violation in the light and the dark theme, and no raw i18n key in
 * de, fr, it and en, including the confirmation modal and the result view.
 */
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  confirmation,
  expectNoAxeViolations,
  expectNoRawKeys,
  ensureBankingDay,
  expectScreenReady,
  Gateway,
  goTo,
  inAnyLanguage,
  LANGUAGES,
  openForm,
  OTHER_BANK_IBAN,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
} from './support';

const SCREENS = [
  '/payments',
  '/payments/new',
  '/payments/new?paymentType=swift',
  '/payments/newInternal',
  '/payment/overview',
  '/payment/overview?view=standing-orders',
];

async function openScreen(page: Page, path: string) {
  await goTo(page, path);
  await expectScreenReady(page);
}

/** The filled form with its confirmation open (the modal is a screen of its own for axe and keys). */
async function openConfirmation(page: Page) {
  const payment = await openForm(page);
  await payment.fill(payment.name, 'Axe Test AG');
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '1');
  await payment.continue.click();
  await expect(confirmation(page)).toBeVisible();
}

test.describe('axe', () => {
  // axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses;
  // the tool's, not the app's: these tests run without the CSP, and every other test of these screens with it.
  test.use({ bypassCSP: true });
  for (const theme of THEMES) {
    test(`payment screens have no axe violations (${theme})`, async ({ page }) => {
      // Six screens, each through axe: two minutes on a busy machine.
      test.setTimeout(120_000);
      await signIn(page, ANNA);
      await switchTheme(page, theme);
      for (const path of SCREENS) {
        await openScreen(page, path);
        await expectNoAxeViolations(page, `${path} (${theme})`);
      }
      await openConfirmation(page);
      await expectNoAxeViolations(page, `confirmation (${theme})`);
    });

    test(`the result view, the leave question and the reject dialog have no axe violations (${theme})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, ANNA);
      await switchTheme(page, theme);
      await ensureBankingDay(new Gateway(page));
      await openConfirmation(page);
      // Issue 28: the result view with its facts and PDF button, the leave question, the reject dialog.
      await confirmation(page).locator('.k-modal__footer button').last().click();
      await expect(page.getByTestId('payment-result')).toBeVisible({ timeout: 20_000 });
      await expectNoAxeViolations(page, `result view (${theme})`);
      await openScreen(page, '/payment/overview');
      const payment = await openForm(page);
      await payment.fill(payment.name, 'Axe Test AG');
      await payment.root.getByRole('button', { name: /^(Abbrechen|Annuler|Annullare|Cancel)$/ }).click();
      await expect(confirmation(page)).toBeVisible();
      await expectNoAxeViolations(page, `leave question (${theme})`);
      await confirmation(page)
        .getByRole('button', { name: inAnyLanguage('webapp.payments.form.leaveConfirm') })
        .click();
      await switchToPartnership(page, BAECKEREI);
      await openScreen(page, '/payment/overview');
      await expectNoAxeViolations(page, `Bäckerei overview with orders waiting (${theme})`);
      await page
        .getByRole('button', { name: inAnyLanguage('webapp.payments.overview.reject') })
        .first()
        .click();
      await expect(confirmation(page)).toBeVisible();
      await expectNoAxeViolations(page, `reject dialog (${theme})`);
    });
  }
});

test('payment screens show no raw key in de, fr, it and en', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, ANNA);
  for (const language of LANGUAGES) {
    await switchLanguage(page, language);
    for (const path of SCREENS) {
      await openScreen(page, path);
      await expectNoRawKeys(page, `${path} (${language})`);
    }
    await openConfirmation(page);
    await expectNoRawKeys(page, `confirmation (${language})`);
    await page.keyboard.press('Escape');
  }
});

test('keyboard only: from the side menu to a confirmed payment', async ({ page }) => {
  await signIn(page, ANNA);
  await ensureBankingDay(new Gateway(page));
  await switchLanguage(page, 'en');
  await goTo(page, '/');
  await expectScreenReady(page);
  const menuItem = page.locator('nav a[href="/payments/new"]').first();
  await menuItem.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('form.pay-form')).toBeVisible();
  // Tab to each field in order and type: no mouse anywhere.
  const typeInto = async (name: string, text: string) => {
    for (let i = 0; i < 40; i += 1) {
      if (await page.locator(`[name="${name}"]`).evaluate((element) => element === document.activeElement))
        break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.type(text);
  };
  await typeInto('beneficiary.name', 'Keyboard AG');
  await typeInto('beneficiary.iban', OTHER_BANK_IBAN);
  await typeInto('amount', '2');
  await page.keyboard.press('Enter');
  await expect(confirmation(page)).toBeVisible();
  // The first focusable element in the modal that is not the close icon; tab to the confirm button.
  const confirmLabel = inAnyLanguage('webapp.payments.confirm.confirm');
  for (let i = 0; i < 10; i += 1) {
    const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
    // In any language: a parallel test may set Anna's profile language, which a snapshot reload would load.
    if (confirmLabel.test(label.trim())) break;
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('payment-result')).toBeVisible({ timeout: 20_000 });
});
