/**
 * The shell's screenshots in docs/screenshots (Anna, German, dashboard with the side menu, light and
 * dark; and the login page), taken from the production build.
 */
import path from 'node:path';
import { expect, test } from '../../support/fixtures';
import { remoteScreen } from '../../support/app';
import { storeTheme } from '../accounts/support';
import { expectShell, signIn } from './support';
import { SCREENSHOTS } from '../../support/screenshots';

test.use({ viewport: { width: 1280, height: 800 } });

test('screenshots of the login page and of the shell in light and dark', async ({ page }) => {
  await page.goto('/login');
  await page.locator('select').first().selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'shell-login.png') });

  await signIn(page, 'anna@kontor.test');
  // Anna's profile language may have been changed by another test (the language switcher saves it).
  await expectShell(page);
  await page.locator('.kontor-navbar__language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  for (const theme of ['light', 'dark'] as const) {
    await storeTheme(page, theme);
    await page.goto('/');
    await expectShell(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
    await page.screenshot({ path: path.join(SCREENSHOTS, `shell-${theme}.png`) });
  }
});
