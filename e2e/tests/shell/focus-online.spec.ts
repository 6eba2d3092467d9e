/**
 * Issue 28: after a navigation the focus is on the new screen's heading (WCAG 2.4.3), a screen that failed
 * while offline comes back by itself once the browser is online, and the dashboard's total counts every
 * account in CHF.
 */
import { expect, test } from '../../support/fixtures';
import { navigateInApp } from '../../support/app';
import { expectScreenReady } from '../accounts/support';
import { signIn } from './support';

const ANNA = 'anna@kontor.test';

test('after New payment in the side menu the focus is on the payment form heading', async ({ page }) => {
  await signIn(page, ANNA);
  await expectScreenReady(page);
  const menuItem = page.locator('aside.kontor-sidemenu a[href="/payments/new"]').first();
  await menuItem.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('form.pay-form')).toBeVisible({ timeout: 20_000 });
  const heading = page.locator('main h1');
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  await expect(page.locator('main')).toHaveCount(1);
});

test('the login page has exactly one main landmark', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
});

test('a screen that failed while offline loads again by itself once online', async ({ page, context }) => {
  await signIn(page, ANNA);
  await expectScreenReady(page);
  await context.setOffline(true);
  await navigateInApp(page, '/payments/new');
  await expect(page.locator('.kontor-remote-failure[data-status="unavailable"]')).toBeVisible({
    timeout: 20_000,
  });
  await context.setOffline(false);
  await expect(page.locator('form.pay-form')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.kontor-remote-failure')).toHaveCount(0);
});

test("the dashboard's total includes Anna's Euro account, converted to CHF at the rate shown", async ({
  page,
}) => {
  await signIn(page, ANNA);
  await expectScreenReady(page);
  const all = page.locator('.acc-all').locator('..');
  await expect(page.locator('.acc-all li')).toHaveCount(3, { timeout: 20_000 });
  await expect(all).toContainText('Euro-Konto');
  await expect(all.locator('.acc-all__rate')).toContainText('1 EUR = CHF 0.940000');
  // The total is the rows' sum, the euros at the rate shown (rounded to the centime).
  const rows = await all.locator('.acc-all__amount').allTextContents();
  const centimes = rows.map((row) => {
    const [currency, figure] = row.trim().split(/\s+/);
    const minor = Math.round(Number((figure ?? '').replace(/['’]/g, '')) * 100);
    return currency === 'EUR' ? Math.round(minor * 0.94) : minor;
  });
  const expected = centimes.reduce((sum, value) => sum + value, 0);
  const total = (await all.locator('.acc-balance__total strong').textContent()) ?? '';
  expect(Math.round(Number(total.replace(/[^0-9.-]/g, '')) * 100)).toBe(expected);
});
