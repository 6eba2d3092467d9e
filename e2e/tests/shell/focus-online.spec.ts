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

// Issue 28 item 2 (the total of all accounts in CHF at the day's rate) is not built yet on this branch.
test.fixme("the dashboard's total includes Anna's Euro account, converted to CHF", async () => undefined);
