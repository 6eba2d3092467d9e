/**
 * Screenshots of the team space's members and member details (issue 32, docs/screenshots/team-*.png), from the
 * production build on a 390 px phone in German: Anna's members list and Luca's details, light and dark, and the
 * refused removal of Nora (French, light). Each screen is axe-checked as it is shot; nothing is changed.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  BAECKEREI,
  expectScreenReady,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
} from '../accounts/support';
import { expectNoAxeViolations } from '../ebill/support';
import { ANNA, memberUidOf, withBaeckereiMembership } from './support';
import { SCREENSHOTS, tallShot } from '../../support/screenshots';

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expectScreenReady(page);
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the members list and a member’s details on a phone, German, light and dark; a refused removal in French', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  await switchToPartnership(page, BAECKEREI);
  // Bäckerei's members as the seed has them: no other test changes them meanwhile.
  await withBaeckereiMembership(async () => {
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await open(page, '/team-space/members');
      await expect(page.getByTestId('team-members')).toBeVisible();
      await expectNoAxeViolations(page, `the members list (${theme})`);
      await tallShot(page, `team-members-de-${theme}`);
      const luca = await memberUidOf(page, 'Luca Rossi');
      await open(page, `/team-space/member-details/${luca}`);
      await expect(page.getByTestId('member-roles')).toBeVisible();
      await expectNoAxeViolations(page, `Luca's details (${theme})`);
      await tallShot(page, `team-member-details-de-${theme}`);
    }
    await switchTheme(page, 'light');
    await switchLanguage(page, 'fr');
    await open(page, '/team-space/members');
    const nora = await memberUidOf(page, 'Nora Schmid');
    await open(page, `/team-space/member-details/${nora}`);
    await page.locator('[data-action="remove-partner"]').click();
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page, 'the refused removal of Nora');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'team-removal-refused-fr-light.png') });
  });
});
