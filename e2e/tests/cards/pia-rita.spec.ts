/**
 * Spec §2 "Cards: for potato-only users or a bankable context": Pia, a card-only customer, sees her one card and
 * its transactions; Rita (registered, not bankable) has no cards menu item in either of her contexts, and the
 * route refuses her.
 */
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import { BAECKEREI, expectScreenReady, Gateway, PIA, RITA, signIn, uidOf, cardsOf } from './support';

test('Pia sees her one card and its transactions', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, PIA);
  const gateway = new Gateway(page);
  const pia = await gateway.person();
  const cards = await cardsOf(gateway, pia.uid);
  expect(cards).toHaveLength(1);

  await page.locator('aside.kontor-sidemenu a[href="/cards"]').click();
  await expectScreenReady(page);
  await expect(page.getByTestId('card-link')).toHaveCount(1);
  const details = page.getByTestId('card-details');
  await expect(details).toHaveAttribute('data-card-uid', uidOf(cards[0]!));
  await expect(details).toContainText('PIA FREI');
  // Her card's payments, and the way to all the transactions of its account.
  await expect(details.getByTestId('card-payment').first()).toBeVisible({ timeout: 15_000 });
  await details.getByTestId('card-payments').waitFor();
  await details.locator('.k-section button.k-button--link').first().click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expectScreenReady(page);
  await expect(page.locator('.acc-trx').first()).toBeVisible({ timeout: 20_000 });
});

test('Rita has no cards menu item in either context and cannot open the cards route', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, RITA);
  const menu = page.locator('aside.kontor-sidemenu');
  await expect(menu.locator('a[href="/"]')).toBeVisible();
  await expect(menu.locator('a[href="/cards"], a[href="/cards-admin"]')).toHaveCount(0);
  await page.goto('/cards');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });

  await switchToPartnership(page, BAECKEREI);
  await expect(menu.locator('a[href="/"]')).toBeVisible();
  await expect(menu.locator('a[href="/cards"], a[href="/cards-admin"]')).toHaveCount(0);
  await page.goto('/cards-admin');
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
});
