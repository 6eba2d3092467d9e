/**
 * Screenshots of the change of admins awaiting signatures (issue 32, docs/screenshots/team-deputy-change-*.png), from
 * the production build on a 390 px phone in German: the seeded change (Nora being added) as Anna sees it, light and
 * dark, and its edit form (light). Each is axe-checked as it is shot; nothing is saved.
 */
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
import { ANNA, withBaeckereiMembership } from './support';
import { tallShot } from '../../support/screenshots';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('the change of admins awaiting signatures on a phone, German, light and dark, and its edit form', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  await switchToPartnership(page, BAECKEREI);
  await withBaeckereiMembership(async () => {
    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await page.goto('/team-space/deputy-change');
      await expectScreenReady(page);
      await expect(page.locator('.team-deputy-people[data-list="deputiesToAdd"]')).toContainText(
        'Nora Schmid',
      );
      await expectNoAxeViolations(page, `the change of admins (${theme})`);
      await tallShot(page, `team-deputy-change-de-${theme}`);
    }
    await switchTheme(page, 'light');
    await page.goto('/team-space/deputy-change');
    await expectScreenReady(page);
    await page.locator('[data-action="edit-deputy-change"]').click();
    await expect(page.getByRole('checkbox', { name: 'Nora Schmid' })).toBeChecked();
    await expectNoAxeViolations(page, 'editing the change of admins');
    await tallShot(page, 'team-deputy-change-edit-de-light');
  });
});
