/**
 * Issue 8, item 5: the shell's layout. On a 390 px phone the content comes first and the menu opens from
 * the navbar; error toasts never cover the navbar's controls; the environment badge says what the server
 * that serves the host states (the pinned e2e host states "test" on localhost).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { remoteScreen } from '../../support/app';
import { PINNED_HOST_ENV, PINNED_HOST_URL } from '../../support/stack';
import { catalogue, expectShell, messageOf, shellLanguage, sideMenu, signIn } from './support';

const ANNA = 'anna@kontor.test';

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

async function dashboard(page: Page): Promise<void> {
  await signIn(page, ANNA);
  await expectShell(page);
  await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the content comes first, the menu opens from the navbar and closes on navigation', async ({
    page,
  }) => {
    await dashboard(page);
    const messages = await catalogue(page.request, await shellLanguage(page));
    const title = page.locator('main#kontor-main h1').first();
    // Right below the navbar, not below the whole menu (y = 1040 before).
    expect((await box(title)).y).toBeLessThan(260);
    await expect(sideMenu(page)).toBeHidden();
    const toggle = page.getByRole('button', { name: messageOf(messages, 'webapp.shell.menu.toggle') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const transactions = sideMenu(page).getByRole('link', {
      name: messageOf(messages, 'webapp.nav.transactions'),
      exact: true,
    });
    await expect(transactions).toBeVisible();
    await transactions.click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(sideMenu(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(remoteScreen(page).first()).toBeVisible();

    // A link to the screen already open closes the menu too: the screen is what the person asked for.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await transactions.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(sideMenu(page)).toBeHidden();
    // The link went with the menu: the focus is on the screen's heading, not lost.
    await expect(remoteScreen(page).locator('h1').first()).toBeFocused();
  });
});

for (const width of [1280, 390]) {
  test(`error toasts leave the navbar's controls free (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await dashboard(page);
    const messages = await catalogue(page.request, await shellLanguage(page));
    // The debug alerts page sends an error alert through the bus, as a failed call would (local host).
    await page.goto('/debug/alerts');
    await expectShell(page);
    await page
      .getByRole('button', {
        name: messageOf(messages, 'webapp.debug.alerts.send').replace('{{type}}', 'error'),
      })
      .click();
    const toast = page.locator('.kontor-toasts .k-alert').first();
    await expect(toast).toBeVisible();
    const toastBox = await box(toast);
    for (const control of await page.locator('header.kontor-navbar').getByRole('button').all()) {
      if (!(await control.isVisible())) continue;
      expect(overlaps(toastBox, await box(control)), 'a toast over a navbar control').toBe(false);
    }
    expect(overlaps(toastBox, await box(page.locator('.kontor-navbar__language')))).toBe(false);
  });
}

test.describe('a host whose server states another environment', () => {
  test.use({ baseURL: PINNED_HOST_URL });

  test('shows that environment on localhost, with its idle time and without debug pages', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.locator('meta[name="kontor-env"]')).toHaveAttribute('content', PINNED_HOST_ENV);
    await signIn(page, ANNA);
    await expectShell(page);
    await expect(page.getByTestId('environment-badge')).toContainText(PINNED_HOST_ENV.toUpperCase());
    // Debug pages exist only in local and sandbox (spec §2, §6).
    await expect(sideMenu(page).locator('a[href^="/debug/"]')).toHaveCount(0);
  });
});
