/**
 * Team space members and admins (issue 32), in the composed app against the real gateway: Anna nominates Luca as
 * admin and Nora, in a second browser on the members list, sees his admin badge arrive by the event stream (no
 * reload), then Anna removes it again; removing Nora (a signatory of the as_two Bäckerei) is refused with the
 * spec's message; Claire (ASL, admin without the partner role) finds the removal disabled, focusable, its tooltip
 * readable. Bäckerei's membership is locked while it changes and put back.
 */
import { expect, test } from '../../support/fixtures';
import { eventStreamOpened } from '../accounts/support';
import { expectNoAxeViolations } from '../ebill/support';
import {
  ANNA,
  CLAIRE,
  memberRow,
  memberUidOf,
  NORA,
  openTeamSpace,
  signedInPage,
  teamText,
  withBaeckereiMembership,
} from './support';

test('Anna nominates Luca as admin, Nora sees the badge live; then Anna removes it again', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  await withBaeckereiMembership(async () => {
    const anna = await signedInPage(browser, ANNA);
    const nora = await signedInPage(browser, NORA);
    try {
      const streamOpen = eventStreamOpened(nora);
      await openTeamSpace(nora);
      await streamOpen;
      const luca = await memberUidOf(nora, 'Luca Rossi');
      await expect(memberRow(nora, luca)).toHaveAttribute('data-roles', 'delegate');

      await openTeamSpace(anna);
      await anna.locator('li[data-member]', { hasText: 'Luca Rossi' }).getByRole('link').click();
      const nominate = anna.locator('[data-action="nominate-admin"]');
      await expect(nominate).toBeVisible();
      await expectNoAxeViolations(anna, 'member details of Luca');
      await nominate.click();
      await expect(
        anna.getByText(
          await teamText(anna, 'team.alerts.nominateAdminSuccess').then((t) =>
            t.replace('{{name}}', 'Luca Rossi'),
          ),
        ),
      ).toBeVisible();
      await expect(anna.getByTestId('member-roles')).toHaveAttribute('data-roles', 'delegate deputy');

      // Nora's list follows without a reload: agentInPartnership reached her browser.
      await expect(memberRow(nora, luca)).toHaveAttribute('data-roles', 'delegate deputy', {
        timeout: 15_000,
      });
      await expect(
        memberRow(nora, luca).getByText(await teamText(nora, 'team.members.roles.admin')),
      ).toBeVisible();

      await anna.locator('[data-action="remove-admin"]').click();
      await expect(anna.getByTestId('member-roles')).toHaveAttribute('data-roles', 'delegate');
      await expect(memberRow(nora, luca)).toHaveAttribute('data-roles', 'delegate', { timeout: 15_000 });
    } finally {
      await anna.context().close();
      await nora.context().close();
    }
  });
});

test('removing Nora, a signatory of the as_two Bäckerei, is refused with the spec’s message', async ({
  browser,
}) => {
  const anna = await signedInPage(browser, ANNA);
  try {
    await openTeamSpace(anna);
    const nora = await memberUidOf(anna, 'Nora Schmid');
    await openTeamSpace(anna, `/team-space/member-details/${nora}`);
    await anna.locator('[data-action="remove-partner"]').click();
    const dialog = anna.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toHaveText(
      await teamText(anna, 'team.alerts.codes.voting_weight_below_one'),
    );
    await expect(dialog.locator('[data-action="confirm-removal"]')).toHaveCount(0);
    await expectNoAxeViolations(anna, 'the refused removal of Nora');
    await anna.keyboard.press('Escape');
    await expect(anna.getByTestId('member-roles')).toHaveAttribute('data-roles', /partner/);
  } finally {
    await anna.context().close();
  }
});

test('Claire (ASL, admin without the partner role) finds the removal disabled, with its reason', async ({
  browser,
}) => {
  const claire = await signedInPage(browser, CLAIRE, 'Association Sportive Lausanne');
  try {
    await openTeamSpace(claire);
    const self = claire.locator('li[data-member]', { hasText: 'Claire Dubois' });
    await self.getByRole('link').click();
    const remove = claire.locator('[data-action="remove-delegate"]');
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    // Keyboard only: Tab reaches the disabled button, and its tooltip shows and is its description.
    for (let i = 0; i < 40 && !(await remove.evaluate((el) => el === document.activeElement)); i++)
      await claire.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    const reason = await teamText(claire, 'team.memberDetails.removalDisabledForDeputies');
    await expect(claire.getByRole('tooltip')).toBeVisible();
    await expect(claire.getByRole('tooltip')).toHaveText(reason);
    await expect(remove).toHaveAccessibleDescription(reason);
    await claire.keyboard.press('Enter');
    await expect(claire.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(claire, 'the disabled removal');
  } finally {
    await claire.context().close();
  }
});
