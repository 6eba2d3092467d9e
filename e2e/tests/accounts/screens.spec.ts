/**
 * Every remote-accounts screen, as Anna (private context) and Luca (Bäckerei Meier GmbH, for the
 * partnership-only /cash-account-create): no axe violation in the light and the dark theme (DESIGN.md, WCAG 2.2
 * AA), and no raw i18n key in de, fr, it and en (spec §1 languages).
 */
import type { Page } from '@playwright/test';
import { navigateInApp, switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import { LUCA_LANGUAGE_LOCK, oneAtATime } from '../shell/support';
import {
  ANNA,
  BAECKEREI,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectScreenReady,
  Gateway,
  LANGUAGES,
  LUCA,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
} from './support';

/** Anna's screens in her private context; the detail of her newest booking stands for /transactions/:id. */
const PRIVATE_SCREENS = [
  '/',
  '/transactions',
  '/account-information',
  '/documents',
  '/settings',
  '/personal-details',
  '/legal',
  '/data-sharing',
];

/** A booking of the account the dashboard selects (the detail route needs a real id). */
async function someTransactionScreen(page: Page): Promise<string> {
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const [account] = await gateway.privateAccounts(person.uid);
  if (!account) throw new Error('Anna has no account');
  const [transaction] = await gateway.transactions(account.uid, 1);
  if (!transaction) throw new Error('Anna’s first account has no booking');
  return `/transactions/${transaction.uid}`;
}

/** Opens a screen without a page load (the host's one history) and waits for its first load. */
async function openScreen(page: Page, path: string): Promise<void> {
  await navigateInApp(page, path);
  await expectScreenReady(page);
  // A redirect by an entry rule would test another screen than the one named.
  expect(new URL(page.url()).pathname, `${path} stays on its route`).toBe(path);
}

async function annaScreens(page: Page): Promise<string[]> {
  const detail = await someTransactionScreen(page);
  return [...PRIVATE_SCREENS.slice(0, 2), detail, ...PRIVATE_SCREENS.slice(2)];
}

test.describe('axe', () => {
  // axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses;
  // the tool's, not the app's: these tests run without the CSP, and every other test of these screens with it.
  test.use({ bypassCSP: true });
  for (const theme of THEMES) {
    test(`Anna's accounts screens have no axe violations in the ${theme} theme`, async ({ page }) => {
      test.setTimeout(180_000);
      await signIn(page, ANNA);
      await switchTheme(page, theme);
      for (const path of await annaScreens(page)) {
        await test.step(path, async () => {
          await openScreen(page, path);
          await expectNoAxeViolations(page, `${path} (${theme})`);
        });
      }
    });

    test(`Luca's /cash-account-create in Bäckerei has no axe violations in the ${theme} theme`, async ({
      page,
    }) => {
      await signIn(page, LUCA);
      await switchTheme(page, theme);
      await switchToPartnership(page, BAECKEREI);
      await openScreen(page, '/cash-account-create');
      await expectNoAxeViolations(page, `/cash-account-create (${theme})`);
    });
  }
});

for (const language of LANGUAGES) {
  test(`Anna's accounts screens show no raw key in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ANNA);
    await switchLanguage(page, language);
    for (const path of await annaScreens(page)) {
      await test.step(path, async () => {
        await openScreen(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoRawKeys(page, `${path} (${language})`);
      });
    }
  });

  test(`Luca's /cash-account-create shows no raw key in ${language}`, async ({ page }) => {
    await signIn(page, LUCA);
    await switchToPartnership(page, BAECKEREI);
    // The switch saves the language to Luca's profile, which session-language.spec reads meanwhile.
    await oneAtATime(LUCA_LANGUAGE_LOCK, async () => {
      await switchLanguage(page, language);
      await openScreen(page, '/cash-account-create');
      await expectNoRawKeys(page, `/cash-account-create (${language})`);
    });
  });
}
