/**
 * Accessibility (DESIGN.md, WCAG 2.2 AA): axe finds no violation on the login page, the shell of every
 * persona and every debug page, in the light and the dark theme (localStorage kontor.theme).
 */
import { expect, test } from '../../support/fixtures';
import { remoteScreen } from '../../support/app';
import { expectNoAxeViolations } from '../../support/axe';
import { storeTheme, switchTheme, THEMES } from '../accounts/support';
import { expectShell, signIn } from './support';

// axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses;
// the tool's, not the app's: this file runs without the CSP, and the other tests of these screens with it.
test.use({ bypassCSP: true });

const PERSONAS = [
  'anna@kontor.test',
  'nora@kontor.test',
  'luca@kontor.test',
  'claire@kontor.test',
  'ben@kontor.test',
  'pia@kontor.test',
  'quentin@kontor.test',
  'rita@kontor.test',
];

/** Spec §2 route table: the debug pages under /debug. */
const DEBUG_PAGES = [
  'input',
  'button',
  'badge',
  'alerts',
  'masked-input',
  'yap-page',
  'color-test',
  'components',
  'file-resource-uploader',
];

test('the login page has no axe violations in either theme', async ({ page }) => {
  await page.goto('/login');
  for (const theme of THEMES) {
    await switchTheme(page, theme);
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expectNoAxeViolations(page, `/login (${theme})`);
  }
});

for (const email of PERSONAS) {
  test(`the shell of ${email} has no axe violations in either theme`, async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, email);
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expectShell(page);
      await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
      await expectNoAxeViolations(page, `the dashboard of ${email} (${theme})`);
    }
  });
}

// One test per debug page: together they take minutes on a busy machine, each alone well under one.
for (const debugPage of DEBUG_PAGES) {
  test(`the debug page ${debugPage} has no axe violations in either theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'anna@kontor.test');
    for (const theme of THEMES) {
      // The theme chosen before the page opens: one load per theme (the shell's own axe runs are above).
      await storeTheme(page, theme);
      await page.goto(`/debug/${debugPage}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expectShell(page);
      await expect(page.locator('#kontor-main h1').first()).toBeVisible();
      await expectNoAxeViolations(page, `/debug/${debugPage} (${theme})`, { within: '#kontor-main' });
    }
  });
}
