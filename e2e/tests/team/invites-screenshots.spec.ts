/**
 * Screenshots of issue 32's invitations and account rights in docs/screenshots (German, 390 px phones, light and
 * dark), with axe on each: Anna's invitations (and the invite dialog) and account rights in Bäckerei Meier GmbH,
 * and the invitee's page of a fresh invitation. axe parses stylesheets through <style> elements of its own, which
 * the app's CSP refuses: these tests run without the CSP (as the other screenshot specs), invites.spec.ts with it.
 */
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import {
  BAECKEREI,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectScreenReady,
  Gateway,
  signIn,
  switchLanguage,
  switchTheme,
} from '../accounts/support';
import { invitationLink } from './support';
import { tallShot as shot } from '../../support/screenshots';

test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

const ANNA = 'anna@kontor.test';

for (const theme of ['light', 'dark'] as const) {
  test(`invitations and account rights at 390 px in German (${theme})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, ANNA);
    await switchTheme(page, theme);
    await switchLanguage(page, 'de');
    await switchToPartnership(page, BAECKEREI);
    const gateway = new Gateway(page);
    const baeckerei = await gateway.partnershipUid((await gateway.person()).uid, BAECKEREI);

    await page.goto('/team-space/invitations');
    await expectScreenReady(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page, `the invitations (${theme})`);
    await expectNoRawKeys(page, 'the invitations');
    await shot(page, `team-invitations-${theme}`);
    await page.getByRole('button', { name: 'Einladen', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="email"]').fill('lea.frei@example.ch');
    await dialog.locator('input[name="name"]').fill('Lea Frei');
    await dialog.getByRole('checkbox', { name: 'Erfassen auf Lohnkonto' }).check();
    await expectNoAxeViolations(page, `the invite dialog (${theme})`);
    await shot(page, `team-invite-dialog-${theme}`);
    await page.keyboard.press('Escape');

    await page.goto('/team-space/account-rights');
    await expectScreenReady(page);
    await expect(page.locator('.team-member-rights').first()).toBeVisible();
    await expectNoAxeViolations(page, `the account rights (${theme})`);
    await expectNoRawKeys(page, 'the account rights');
    await shot(page, `team-account-rights-${theme}`);

    // The invitee's page of a fresh invitation, in a browser without a session.
    const email = `screenshot.${theme}.${Date.now().toString(36)}@example.ch`;
    const created = await page.request.post(`/api/v2/partnerships/${baeckerei}/invites`, {
      headers: { ...API_HEADERS, 'x-partnership-uid': baeckerei },
      data: { email, name: 'Lea Frei', roles: ['delegate'], accountRights: [] },
    });
    expect(created.status()).toBe(201);
    const link = await invitationLink(page.request, email);
    const invitee = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    const anonymous = await invitee.newPage();
    try {
      await anonymous.addInitScript((value) => window.localStorage.setItem('kontor.theme', value), theme);
      await anonymous.goto(link);
      await expect(anonymous.getByTestId('invitation-from')).toBeVisible();
      await anonymous.locator('.team-invitation__language').selectOption('de');
      await expect(anonymous.getByTestId('invitation-from')).toContainText('lädt Sie zu Bäckerei Meier GmbH');
      await expectNoAxeViolations(anonymous, `the invitee's page (${theme})`);
      await shot(anonymous, `team-invitation-${theme}`);
    } finally {
      await invitee.close();
    }
  });
}
