/**
 * Screenshots of the screens issue 8 changed (docs/screenshots): a screen whose remote is down (the shell
 * stands), the phone layout with its menu closed and open, Quentin's qualified-signature confirmations in
 * French, and a "coming soon" placeholder; in light and dark.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, SANDBOX_OPERATOR_HEADERS, test } from '../../support/fixtures';
import { navigateInApp, remoteFailure, remoteScreen } from '../../support/app';
import { FAULT_HOST_URL } from '../../support/stack';
import { storeTheme, THEMES } from '../accounts/support';
import { expectShell, signIn } from './support';
import { SCREENSHOTS } from '../../support/screenshots';

async function inLanguage(page: Page, language: string): Promise<void> {
  await page.locator('.kontor-navbar__language').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function setTheme(page: Page, theme: (typeof THEMES)[number]): Promise<void> {
  await storeTheme(page, theme);
  await page.evaluate((value) => (document.documentElement.dataset.theme = value), theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.kontor-remote-loading')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('a screen whose remote is down', () => {
  test.use({ baseURL: FAULT_HOST_URL, viewport: { width: 1280, height: 720 } });

  test('shows the notice inside the shell', async ({ page, remoteServers }) => {
    await signIn(page, 'anna@kontor.test');
    await expectShell(page);
    await inLanguage(page, 'de');
    await remoteServers.stop('cards');
    await navigateInApp(page, '/cards');
    await expect(remoteFailure(page, 'cards')).toBeVisible({ timeout: 30_000 });
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({ path: path.join(SCREENSHOTS, `shell-remote-down-de-${theme}.png`) });
    }
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard first, the menu on demand', async ({ page }) => {
    await signIn(page, 'anna@kontor.test');
    await expectShell(page);
    await inLanguage(page, 'de');
    await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({ path: path.join(SCREENSHOTS, `shell-390-de-${theme}.png`) });
    }
    await setTheme(page, 'light');
    await page.locator('.kontor-navbar__menu').click();
    await expect(page.locator('aside.kontor-sidemenu')).toBeVisible();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-390-menu-de-light.png') });
  });
});

test.describe('wide', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('Quentin’s confirmations in French', async ({ page }) => {
    const asked = await page.request.post('/api/sandbox/confirmations', {
      headers: SANDBOX_OPERATOR_HEADERS,
      data: { email: 'quentin@kontor.test', partnershipName: 'Favre Architectes SA' },
    });
    expect(asked.status()).toBe(201);
    await signIn(page, 'quentin@kontor.test');
    await expect(page).toHaveURL(/\/account-confirmations$/, { timeout: 20_000 });
    await inLanguage(page, 'fr');
    await expect(page.locator('.onb-confirmations section.k-card').first()).toBeVisible({ timeout: 20_000 });
    await settled(page);
    for (const theme of THEMES) {
      await setTheme(page, theme);
      await page.screenshot({ path: path.join(SCREENSHOTS, `onboarding-confirmations-fr-${theme}.png`) });
    }
  });
});
