/**
 * A change of admins awaiting signatures (spec §4 approve/edit; issue 32), in the composed app against the real
 * gateway: Anna opens the change view from the members list, discards the seeded one (Nora's nomination), prepares
 * a new one adding Luca as admin without completing it; Nora, in a second browser, sees Luca marked as being added
 * and the notice, opens the change and completes it; Luca is admin. Keyboard for the choices, axe on each view.
 * Bäckerei's membership is locked and put back as seeded (Luca a plain delegate, Nora's nomination open).
 */
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import { eventStreamOpened } from '../accounts/support';
import { expectNoAxeViolations } from '../ebill/support';
import {
  ANNA,
  memberRow,
  memberUidOf,
  NORA,
  openTeamSpace,
  signedInPage,
  teamText,
  withBaeckereiMembership,
} from './support';

const contextUid = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('currentContextUid') ?? '');

/** Anna's calls of the deputy change API in Bäckerei's context (the put-back). */
async function deputyChange(page: Page, path: string, data?: object) {
  const partnership = await contextUid(page);
  return page.request.post(`/api/v2/partnerships/${partnership}/deputy-change${path}`, {
    headers: { ...API_HEADERS, 'x-partnership-uid': partnership },
    data,
  });
}

/** Back as seeded: no other open change, Luca no admin, Nora's nomination awaiting signatures. */
async function putBack(anna: Page, luca: string, nora: string): Promise<void> {
  await deputyChange(anna, '/discard'); // 409 when nothing is open: fine
  const removed = await deputyChange(anna, '', {
    start: true,
    done: true,
    deputiesToAdd: [],
    deputiesToRemove: [luca],
  });
  // 409 admin_removal_not_allowed when Luca is no admin (the test stopped before the completion).
  expect([200, 409], await removed.text()).toContain(removed.status());
  const reopened = await deputyChange(anna, '', {
    start: true,
    done: false,
    deputiesToAdd: [nora],
    deputiesToRemove: [],
  });
  expect(reopened.status(), await reopened.text()).toBe(200);
}

const people = (page: Page, list: 'deputiesToAdd' | 'deputiesToRemove') =>
  page.locator(`.team-deputy-people[data-list="${list}"]`);

test('Anna prepares Luca’s nomination for signature; Nora sees it pending and completes it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  await withBaeckereiMembership(async () => {
    const anna = await signedInPage(browser, ANNA);
    const nora = await signedInPage(browser, NORA);
    let luca = '';
    let noraUid = '';
    try {
      await openTeamSpace(anna);
      luca = await memberUidOf(anna, 'Luca Rossi');
      noraUid = await memberUidOf(anna, 'Nora Schmid');
      // The seeded change is announced above the list and opens its view.
      await anna
        .getByTestId('deputy-change-notice')
        .getByRole('link', { name: await teamText(anna, 'team.deputyChange.show') })
        .click();
      await expect(anna).toHaveURL(/\/team-space\/deputy-change$/);
      await expect(people(anna, 'deputiesToAdd')).toContainText('Nora Schmid');
      await expectNoAxeViolations(anna, 'the open change of admins');

      // Anna discards it (after confirming) and prepares a new one: Luca, chosen with the keyboard.
      await anna.locator('[data-action="discard-deputy-change"]').click();
      await anna.getByRole('dialog').locator('[data-action="confirm-discard"]').click();
      await expect(anna.getByText(await teamText(anna, 'team.deputyChange.none'))).toBeVisible();
      await anna.locator('[data-action="prepare-deputy-change"]').click();
      const lucaBox = anna.getByRole('checkbox', { name: 'Luca Rossi' });
      await expect(
        anna.getByRole('group', { name: await teamText(anna, 'team.deputyChange.editor.add') }),
      ).toBeVisible();
      await lucaBox.focus();
      await anna.keyboard.press('Space');
      await expect(lucaBox).toBeChecked();
      await expectNoAxeViolations(anna, 'preparing a change of admins');
      await anna.locator('[data-action="save-deputy-change"]').focus();
      await anna.keyboard.press('Enter');
      await expect(people(anna, 'deputiesToAdd')).toContainText('Luca Rossi');
      await expect(people(anna, 'deputiesToAdd')).not.toContainText('Nora Schmid');

      // Nora: Luca is marked as being added (not yet admin), and she completes the change.
      const streamOpen = eventStreamOpened(nora);
      await openTeamSpace(nora);
      await streamOpen;
      await expect(memberRow(nora, luca)).toHaveAttribute('data-pending', 'beingAddedAsAdmin');
      await expect(memberRow(nora, luca)).toHaveAttribute('data-roles', 'delegate');
      await expect(memberRow(nora, noraUid)).toHaveAttribute('data-pending', '');
      await nora.getByTestId('deputy-change-notice').getByRole('link').click();
      await expect(people(nora, 'deputiesToAdd')).toContainText('Luca Rossi');
      await nora.locator('[data-action="complete-deputy-change"]').click();
      await expect(nora.getByText(await teamText(nora, 'team.alerts.deputyChangeDone'))).toBeVisible();
      await expect(nora.getByText(await teamText(nora, 'team.deputyChange.none'))).toBeVisible();
      await expectNoAxeViolations(nora, 'no change of admins open');
      await openTeamSpace(nora);
      await expect(memberRow(nora, luca)).toHaveAttribute('data-roles', 'delegate deputy');
      await expect(memberRow(nora, luca)).toHaveAttribute('data-pending', '');
      await expect(nora.getByTestId('deputy-change-notice')).toHaveCount(0);
    } finally {
      if (luca && noraUid) await putBack(anna, luca, noraUid);
      await anna.context().close();
      await nora.context().close();
    }
  });
});
