/**
 * eBill business (issue 31): in Bäckerei Meier GmbH's context Anna (delegate with capture) sees the partnership's
 * billers (EKZ from the seed) and an invoice of theirs through the business base, and the partnership's own settings;
 * nothing of her private eBill shows there.
 */
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import { BAECKEREI } from '../accounts/support';
import { ANNA, expectNoAxeViolations, expectScreenReady, SWISSCOM, signIn } from './support';

const EKZ = '41100000000410099';

test('Anna in Bäckerei Meier GmbH: the partnership’s billers and an invoice, its own eBill settings', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchToPartnership(page, BAECKEREI);
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/ebill')) calls.push(new URL(request.url()).pathname);
  });
  await page.goto('/ebill/billers');
  await expectScreenReady(page);
  const links = page.getByTestId('biller-link');
  await expect(links.first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator(`[data-testid="biller-link"][data-biller-id="${EKZ}"]`)).toHaveCount(1);
  await expect(page.locator(`[data-testid="biller-link"][data-biller-id="${SWISSCOM}"]`)).toHaveCount(0);
  await expect(page.getByTestId('biller-details')).toHaveAttribute('data-biller-id', EKZ);
  const row = page.getByTestId('invoice-row').first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByTestId('invoice-details')).toBeVisible();
  await expectNoAxeViolations(page, 'a partnership’s invoice');
  await page.keyboard.press('Escape');

  await page.goto('/ebill/settings');
  await expectScreenReady(page);
  await expect(page.getByTestId('ebill-status')).toHaveAttribute('data-status', 'ACTIVE');
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((call) => call.startsWith('/api/v2/ebill-business/partnerships/'))).toBe(true);
});
