/**
 * Screenshots of the cards screens in docs/screenshots (Anna; German unless named; light and dark; 390 px in
 * French; the card administration in Italian as Luca sees it... and as Anna administers it), and axe on each.
 * axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses; the
 * tool's, not the app's: these tests run without the CSP, and every other cards test with it.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectScreenReady,
  Gateway,
  privateCardIn,
  signIn,
  switchLanguage,
  switchTheme,
  uidOf,
} from './support';
import { SCREENSHOTS, tallShot as shot } from '../../support/screenshots';

test.use({ bypassCSP: true, viewport: { width: 1280, height: 900 } });

async function openCard(page: Page, uid: string) {
  await page.goto(`/cards/${uid}`);
  await expectScreenReady(page);
  await expect(page.getByTestId('card-details')).toHaveAttribute('data-card-uid', uid);
}

for (const theme of ['light', 'dark'] as const) {
  test(`cards screenshots and axe (${theme})`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ANNA);
    await switchTheme(page, theme);
    await switchLanguage(page, 'de');
    const gateway = new Gateway(page);
    const anna = await gateway.person();
    const combo = await privateCardIn(gateway, anna.uid, 'combo', 'active');
    await openCard(page, uidOf(combo));
    await expectNoAxeViolations(page, `the cards screen (${theme})`);
    await expectNoRawKeys(page, 'the cards screen');
    await shot(page, `cards-${theme}`);
    await page.locator('button[data-action="setLimit"]').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAxeViolations(page, `the limit dialog (${theme})`);
    await page.screenshot({ path: path.join(SCREENSHOTS, `cards-limit-${theme}.png`) });
    await page.keyboard.press('Escape');

    await switchToPartnership(page, BAECKEREI);
    await page.goto('/cards-admin');
    await expectScreenReady(page);
    await expect(page.getByTestId('card-holder').first()).toBeVisible();
    await expectNoAxeViolations(page, `the card administration (${theme})`);
    await expectNoRawKeys(page, 'the card administration');
    await shot(page, `cards-admin-${theme}`);
    await switchToPartnership(page, 'Anna Meier');
  });
}

test('cards at 390 px in French and the card administration in Italian', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, ANNA);
  await switchTheme(page, 'light');
  await switchLanguage(page, 'fr');
  const gateway = new Gateway(page);
  const anna = await gateway.person();
  const virtual = await privateCardIn(gateway, anna.uid, 'virtual', 'frozen');
  await openCard(page, uidOf(virtual));
  await expectNoAxeViolations(page, 'the cards screen at 390 px');
  await expectNoRawKeys(page, 'the cards screen in French');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'cards-390-fr');
  await page.locator('button[data-action="unfreeze"]').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: path.join(SCREENSHOTS, 'cards-unfreeze-390-fr.png') });
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 1280, height: 900 });
  await switchLanguage(page, 'it');
  await switchToPartnership(page, BAECKEREI);
  await page.goto('/cards-admin');
  await expectScreenReady(page);
  await page.getByTestId('bulk-orders').or(page.locator('.cards-muted')).first().waitFor();
  await page.getByTestId('order-card').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page, 'ordering a card (Italian)');
  await expectNoRawKeys(page, 'ordering a card in Italian');
  await page.screenshot({ path: path.join(SCREENSHOTS, 'cards-admin-order-it.png') });
  await page.keyboard.press('Escape');
  await switchLanguage(page, 'de');
  await switchToPartnership(page, 'Anna Meier');
});
