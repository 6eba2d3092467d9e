/**
 * Screenshots of the eBill screens (issue 31, docs/screenshots/ebill-*.png), from the production build: Anna's
 * billers with Swisscom's invoices and standing approval (German, light and dark), an invoice paid in instalments
 * in its details (English, light), the standing approval editor refusing an amount at its field (English, dark),
 * the eBill settings (English, light), Claire's activation (English, light; nothing sent), and on a 390 px phone
 * the billers (German, light) and an invoice's details (English, dark). Each screen is axe-checked as it is shot.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  bankDayAfter,
  billersScreen,
  CLAIRE,
  Ebill,
  EWZ,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  signIn,
  SWISSCOM,
  switchLanguage,
  switchTheme,
  THEMES,
} from '../ebill/support';
import { SCREENSHOTS, tallShot } from '../../support/screenshots';

async function settled(page: Page): Promise<void> {
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.kontor-remote-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId('invoice-row').first()).toBeVisible({ timeout: 15_000 });
}

/**
 * An invoice of ewz paid in three instalments, issued to Anna by the sandbox eBill network (ewz has no standing
 * approval: nothing counts it in an approval's period).
 */
async function instalmentInvoice(page: Page): Promise<string> {
  const anna = await new Gateway(page).person();
  const dueDates = await Promise.all([30, 60, 90].map((days) => bankDayAfter(page, days)));
  const response = await page.request.post('/api/sandbox/ebill/invoices', {
    data: {
      ownerUid: anna.uid,
      billerId: EWZ,
      amount: '359.70',
      dueDate: dueDates[2],
      instalments: dueDates.map((dueDate) => ({ dueDate, amount: '119.90' })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { businessCaseId: string }).businessCaseId;
}

test.use({ viewport: { width: 1280, height: 800 } });

test('Anna’s billers in German, light and dark', async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const screen = billersScreen(page);
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await screen.open(SWISSCOM);
    await expectScreenReady(page);
    await settled(page);
    await expectNoAxeViolations(page, `the billers screen (${theme})`);
    await expectNoRawKeys(page, `the billers screen (${theme})`);
    await tallShot(page, `ebill-billers-de-${theme}`);
  }
});

test('an invoice in instalments, the editor refusing an amount, and the settings, in English', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  await switchTheme(page, 'light');
  const businessCaseId = await instalmentInvoice(page);
  const screen = billersScreen(page);
  await screen.open(EWZ, businessCaseId);
  await expect(screen.invoice).toHaveAttribute('data-business-case', businessCaseId, { timeout: 20_000 });
  await expect(screen.invoice.locator('table tbody tr')).toHaveCount(3);
  await expectNoAxeViolations(page, 'the invoice details');
  await expectNoRawKeys(page, 'the invoice details');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'ebill-invoice-en-light.png') });
  await page.keyboard.press('Escape');
  await expect(screen.dialog).toHaveCount(0);

  await switchTheme(page, 'dark');
  await screen.open(SWISSCOM);
  await expectScreenReady(page);
  await settled(page);
  const editor = screen.editor;
  await editor
    .getByRole('radio', { name: inAnyLanguage('webapp.ebill.approval.choices.upperLimit') })
    .check();
  await editor.locator('input[name="amount"]').fill('a lot');
  await editor.locator('button[type="submit"]').click();
  await expect(editor.locator('input[name="amount"]')).toBeFocused();
  await expect(editor.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page, 'the standing approval editor with an error');
  await editor.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'ebill-approval-error-en-dark.png') });

  await switchTheme(page, 'light');
  await page.goto('/ebill/settings');
  await expectScreenReady(page);
  await expect(page.getByTestId('ebill-status')).toHaveAttribute('data-status', 'ACTIVE');
  await expectNoAxeViolations(page, 'the eBill settings');
  await expectNoRawKeys(page, 'the eBill settings');
  await tallShot(page, 'ebill-settings-en-light');
});

test('Claire’s eBill activation in English (nothing sent)', async ({ page }) => {
  await signIn(page, CLAIRE);
  await switchLanguage(page, 'en');
  await switchTheme(page, 'light');
  const status = (await new Ebill(page).subscription()).status;
  test.skip(status === 'ACTIVE' || status === 'REQUESTED', 'Claire’s eBill was activated by another test');
  await page.goto('/ebill/activate');
  await expectScreenReady(page);
  await expect(page.getByTestId('ebill-activate').locator('input[name="email"]')).toHaveValue(CLAIRE);
  await expectNoAxeViolations(page, 'the eBill activation');
  await expectNoRawKeys(page, 'the eBill activation');
  await tallShot(page, 'ebill-activate-en-light');
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the billers in German (light) and an invoice’s details in English (dark)', async ({ page }) => {
    await signIn(page, ANNA);
    await switchLanguage(page, 'de');
    await switchTheme(page, 'light');
    const screen = billersScreen(page);
    await screen.open(SWISSCOM);
    await expectScreenReady(page);
    await settled(page);
    await expectNoAxeViolations(page, 'the billers at 390 px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tallShot(page, 'ebill-billers-390-de-light');

    await switchLanguage(page, 'en');
    await switchTheme(page, 'dark');
    const open = (await new Ebill(page).invoices(`?billerId=${SWISSCOM}&status=OPEN`))[0]!;
    await screen.open(SWISSCOM, open.businessCaseId);
    await expect(screen.invoice).toBeVisible({ timeout: 20_000 });
    await expectNoAxeViolations(page, 'the invoice details at 390 px');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'ebill-invoice-390-en-dark.png') });
  });
});
