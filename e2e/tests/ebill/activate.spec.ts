/**
 * Nora has no eBill yet, only its suggestion (PERSONAS.md): she activates it, the menu's "Activate eBill" turns to
 * its pending title at once, and once the sandbox eBill network confirms (the bank's side: the operator key) the
 * menu offers her billers instead, live (the activation's route is no longer offered, so the host leaves it).
 * Afterwards her eBill is deactivated again (the suggestion is offered for INACTIVE), as the persona tests expect.
 */
import { expect, test } from '../../support/fixtures';
import { NORA_EBILL_LOCK, oneAtATime, sideMenu } from '../shell/support';
import {
  Ebill,
  eventStreamOpened,
  expectNoAxeViolations,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  NORA,
  signIn,
} from './support';

test('Nora activates eBill: the menu shows it pending, then her billers once the network confirms', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, NORA);
  // Nora's eBill state is read by the persona tests: no other worker reads it while it changes.
  await oneAtATime(NORA_EBILL_LOCK, async () => {
    const ebill = new Ebill(page);
    try {
      const nora = await new Gateway(page).person();
      // An activation left by an earlier run ends first (INACTIVE may be activated again).
      const before = await ebill.subscription();
      if (before.status === 'ACTIVE' || before.status === 'REQUESTED') {
        await ebill.delete('/subscription');
        await page.reload();
      }
      const start = (await ebill.subscription()).status;
      const activateItem = sideMenu(page).locator('a[href="/ebill/activate"]');
      const activateLabel = activateItem.locator('.k-spacer');
      const billersItem = sideMenu(page).locator('a[href="/ebill/billers"]');
      await expect(activateLabel).toHaveText(inAnyLanguage('webapp.nav.activateEbill'), { timeout: 20_000 });
      await expect(billersItem).toHaveCount(0);

      const opened = eventStreamOpened(page);
      await activateItem.click();
      await expectScreenReady(page);
      await opened;
      const form = page.getByTestId('ebill-activate');
      await expect(form.locator('input[name="email"]')).toHaveValue(NORA);
      await expectNoAxeViolations(page, 'the eBill activation');
      // The terms unaccepted: refused at the checkbox, focused, nothing sent.
      await form.locator('button[type="submit"]').click();
      await expect(form.locator('input[name="acceptedTerms"]')).toBeFocused();
      expect((await ebill.subscription()).status).toBe(start);
      await form.locator('input[name="acceptedTerms"]').check();
      await form.locator('button[type="submit"]').click();

      await expect(page.getByTestId('ebill-pending')).toBeVisible();
      await expect(page.getByTestId('ebill-pending')).toBeFocused();
      expect((await ebill.subscription()).status).toBe('REQUESTED');
      await expect(activateLabel).toHaveText(inAnyLanguage('webapp.nav.activateEbillPending'), {
        timeout: 15_000,
      });
      await expect(billersItem).toHaveCount(0);

      await ebill.confirm(nora.uid);
      await expect(billersItem).toBeVisible({ timeout: 15_000 });
      await expect(activateItem).toHaveCount(0);
      // The activation is no longer offered (spec §2): the host's guard leaves its route; the billers are offered.
      await expect(page).not.toHaveURL(/\/ebill\/activate/);
      await billersItem.click();
      await expectScreenReady(page);
      await expect(page).toHaveURL(/\/ebill\/billers$/);
    } finally {
      // Nora's eBill ends again (INACTIVE: the suggestion is offered as before), so the persona tests' menu of
      // Nora ("Activate eBill") holds for whatever runs after this test.
      const status = (await ebill.subscription().catch(() => null))?.status;
      if (status === 'ACTIVE' || status === 'REQUESTED') await ebill.delete('/subscription');
    }
  });
});
