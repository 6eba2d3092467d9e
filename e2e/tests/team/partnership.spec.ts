/**
 * Partnership administration (issue 32) in the composed app against the real gateway: the bakery's details, the
 * update of ASL (an internal-registry association) submitted by Claire, shown in the menu's pending section and
 * applied by the bank, a compliance declaration, the plan change flipping the SWIFT eligibility of the payment
 * form live, and the bootstrapper's view of Keller Robotics. Every test puts back what it changed.
 */
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  CLAIRE,
  expectScreenReady,
  Gateway,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
} from '../accounts/support';
import { expectNoAxeViolations } from '../ebill/support';
import { form, GB_IBAN, goTo, openForm } from '../payments/support';
import { oneAtATime, sideMenu } from '../shell/support';
import { teamTextInAnyLanguage } from './support';
import { tallShot as shot } from '../../support/screenshots';

const BEN = 'ben@kontor.test';
const ASL = 'Association Sportive Lausanne';

const contextUid = async (page: Page): Promise<string> => {
  const uid = await page.evaluate(() => window.localStorage.getItem('currentContextUid'));
  expect(uid, 'the current context (spec §9 currentContextUid)').toBeTruthy();
  return uid!;
};

interface PendingUpdate {
  uid: string;
  status: string;
}
interface PartnershipRead {
  name: string;
  contactDetails: {
    domicileAddress: { street: string; number: string; postalCode: string; city: string; country: string };
    phone: string | null;
    email: string | null;
  };
}

test('Anna sees Bäckerei Meier GmbH’s details translated, without an update (commercial register)', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  await switchToPartnership(page, BAECKEREI);
  await goTo(page, '/partnership-details');
  await expectScreenReady(page);
  const facts = page.getByTestId('partnership-facts');
  await expect(facts).toContainText('Bäckerei Meier GmbH');
  await expect(facts).toContainText('CHE-412.356.789');
  await expect(facts).toContainText(/Gesellschaft mit beschränkter Haftung|GmbH/);
  await expect(page.getByText('Kollektivunterschrift zu zweien')).toBeVisible();
  await expect(page.getByTestId('partnership-people')).toContainText('Nora Schmid');
  await expect(page.locator('a[href^="/partnership-details/update-partnership-form"]')).toHaveCount(0);
  await expectNoAxeViolations(page, 'the partnership details');
});

test('Claire updates ASL: pending in the menu, applied by the bank, shown in the details, then put back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, CLAIRE);
  await switchLanguage(page, 'fr');
  await switchToPartnership(page, ASL);
  const asl = await contextUid(page);
  const gateway = new Gateway(page).inPartnership(asl);
  await oneAtATime('asl-details', async () => {
    const original = await gateway.get<PartnershipRead>(`/v2/partnerships/${asl}?contactDetails=true`);
    const objectives = await gateway.get<{ serviceObjectives: string[] }>(
      `/v2/partnerships/${asl}/objectives`,
    );
    const newName = `${original.name} (e2e)`;
    try {
      await goTo(page, '/partnership-details');
      await expectScreenReady(page);
      await page.locator(`a[href="/partnership-details/update-partnership-form/${asl}"]`).first().click();
      await expectScreenReady(page);
      const next = page.locator('main form button[type="submit"]');
      await page.locator('input[name="name"]').fill(newName);
      await next.click();
      await expect(page.locator('input[name="domicileAddress.street"]')).toHaveValue('Avenue de Rhodanie');
      await next.click();
      await expect(page.locator('input[name="phone"]')).toBeVisible();
      await next.click();
      await page.locator('input[name="serviceObjectives"][value="cards"]').check();
      await next.click();
      await expect(page.getByTestId('update-review')).toContainText(newName);
      await next.click();
      await expect(page.getByTestId('pending-update')).toContainText(newName);
      // The menu's pending section (spec §2) follows the snapshot.
      const pendingItem = sideMenu(page).locator('a[href="/partnership-details"]');
      await expect(pendingItem).toBeVisible({ timeout: 15_000 });
      await goTo(page, '/partnership-details');
      await expectScreenReady(page);
      await expect(page.getByTestId('partnership-facts')).toContainText(original.name);

      // The bank applies it: the open details and the menu follow through the event stream.
      const applied = await gateway.asOperator<PendingUpdate>(
        `/sandbox/partnerships/${asl}/pending-update/apply`,
      );
      expect(applied.status).toBe('applied');
      await expect(page.getByTestId('partnership-facts')).toContainText(newName, { timeout: 15_000 });
      await expect(page.getByTestId('partnership-objectives')).toContainText(
        teamTextInAnyLanguage('team.partnership.objective.cards'),
      );
      await expect(pendingItem).toHaveCount(0, { timeout: 15_000 });
    } finally {
      const now = await gateway.get<PartnershipRead>(`/v2/partnerships/${asl}?contactDetails=true`);
      const pending = await gateway.get<{ pendingUpdate: PendingUpdate | null }>(
        `/v2/partnerships/${asl}/pending-update`,
      );
      if (pending.pendingUpdate)
        await gateway.asOperator(`/sandbox/partnerships/${asl}/pending-update/apply`);
      if (now.name !== original.name || pending.pendingUpdate) {
        await gateway.post(`/v2/partnerships/${asl}/pending-update`, {
          name: original.name,
          domicileAddress: original.contactDetails.domicileAddress,
          phone: original.contactDetails.phone,
          email: original.contactDetails.email,
          serviceObjectives: objectives.serviceObjectives,
        });
        await gateway.asOperator(`/sandbox/partnerships/${asl}/pending-update/apply`);
      }
    }
  });
  const restored = await gateway.get<PartnershipRead>(`/v2/partnerships/${asl}`);
  expect(restored.name).toBe(ASL);
});

test('Anna declares the bakery’s controlling person; the bank’s step shows, and the declaration is withdrawn', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  await switchToPartnership(page, BAECKEREI);
  const bakery = await contextUid(page);
  const gateway = new Gateway(page).inPartnership(bakery);
  await oneAtATime('baeckerei-declarations', async () => {
    let created: string | null = null;
    try {
      await goTo(page, '/compliance-declaration');
      await expectScreenReady(page);
      await page.locator('.k-page__actions button').first().click();
      const declaration = page.getByTestId('declaration-form');
      await declaration.locator('input[name="persons.0.firstName"]').fill('Anna');
      await declaration.locator('input[name="persons.0.lastName"]').fill('Meier');
      await declaration.locator('input[name="persons.0.birthDate"]').fill('1984-03-12');
      await declaration.locator('input[name="persons.0.address.street"]').fill('Seestrasse');
      await declaration.locator('input[name="persons.0.address.number"]').fill('12');
      await declaration.locator('input[name="persons.0.address.postalCode"]').fill('8002');
      await declaration.locator('input[name="persons.0.address.city"]').fill('Zürich');
      await declaration.locator('input[name="persons.0.sharePercent"]').fill('60');
      await declaration.locator('input[name="confirmed"]').check();
      await declaration.locator('button[type="submit"]').click();
      const shown = page.getByTestId('declaration').first();
      await expect(shown).toContainText('Anna Meier');
      await expect(shown).toContainText('Eingereicht. Die Bank beginnt mit der Zertifizierung.');
      const list = await gateway.get<{ uid: string; status: string }[]>(
        `/v2/partnerships/${bakery}/compliance-declarations`,
      );
      created = list.find((entry) => entry.status === 'new')?.uid ?? null;
      expect(created).toBeTruthy();
      await gateway.asOperator(`/sandbox/compliance-declarations/${created}/status`, {
        status: 'certification',
      });
      // Shown when the screen is opened again (live while it stays open is not reliable yet: docs/team.md).
      await goTo(page, '/');
      await goTo(page, '/compliance-declaration');
      await expect(shown).toContainText('Die Bank prüft die Erklärung', { timeout: 15_000 });
      await expect(page.getByText('In Zertifizierung')).toBeVisible();
      await expectNoAxeViolations(page, 'the compliance declaration');
    } finally {
      // Put back: the bakery has no open declaration (certification issues → cancelled: hidden).
      if (created) {
        await gateway
          .asOperator(`/sandbox/compliance-declarations/${created}/status`, {
            status: 'certification issues',
          })
          .catch(() => undefined);
        await gateway
          .asOperator(`/sandbox/compliance-declarations/${created}/status`, { status: 'cancelled' })
          .catch(() => undefined);
      }
    }
  });
});

test('a plan without SWIFT-out shows the upgrade warning linking to the plan change; the plan with it lifts it live', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  await switchToPartnership(page, BAECKEREI);
  const bakery = await contextUid(page);
  const gateway = new Gateway(page).inPartnership(bakery);
  await oneAtATime('baeckerei-plan', async () => {
    const original = await gateway.get<{ billingInterval: string; current: { planCode: string } }>(
      `/v2/agent/${bakery}/subscription`,
    );
    try {
      await goTo(page, '/sme-subscription-change');
      await expectScreenReady(page);
      await page.locator('input[name="planCode"][value="sme_free_ch"]').check();
      await page.locator('main form button[type="submit"]').click();
      await page.getByRole('dialog').locator('button.k-button--primary').click();
      await page.waitForURL((url) => url.pathname === '/sme-subscription');
      await expect(page.getByTestId('current-plan')).toContainText('KMU Free');

      const payment = await openForm(page, '/payments/new');
      await payment.fill(payment.name, 'Acme Robotics Ltd');
      await payment.fill(payment.iban, GB_IBAN);
      await payment.fill(payment.amount, '25');
      const upgrade = page.locator('form.pay-form a[href="/sme-subscription-change"]');
      await expect(upgrade).toBeVisible({ timeout: 15_000 });

      // Back to a plan with SWIFT-out (another session's change): the open form follows without a reload.
      await gateway.post(`/v2/agent/${bakery}/subscription`, {
        planCode: 'grow_ch',
        billingInterval: 'IntervalMonthly',
      });
      await expect(upgrade).toHaveCount(0, { timeout: 15_000 });
      await expect(form(page).bic).toBeVisible();
    } finally {
      const now = await gateway.get<{ billingInterval: string; current: { planCode: string } }>(
        `/v2/agent/${bakery}/subscription`,
      );
      if (
        now.current.planCode !== original.current.planCode ||
        now.billingInterval !== original.billingInterval
      )
        await gateway.post(`/v2/agent/${bakery}/subscription`, {
          planCode: original.current.planCode,
          billingInterval: original.billingInterval,
        });
    }
  });
});

test('Ben, bootstrapper of Keller Robotics (new), gets no menu entry into the partnership’s screens', async ({
  page,
}) => {
  await signIn(page, BEN);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, 'Keller Robotics AG');
  // Spec §2: NoActiveRoles is offered once the status is neither New nor Registered; a bootstrapper sees only the
  // dashboard and items whose condition holds (the guard refuses a route whose entry is not offered).
  await expect(sideMenu(page).locator('a[href="/no-active-roles"]')).toHaveCount(0);
  await expect(sideMenu(page).locator('a[href="/compliance-declaration"]')).toHaveCount(0);
  await goTo(page, '/no-active-roles', true);
  await page.waitForURL((url) => url.pathname === '/');
});

test.describe('screenshots', () => {
  for (const theme of THEMES) {
    test(`partnership administration at 390 px (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, CLAIRE);
      await switchLanguage(page, 'fr');
      await switchTheme(page, theme);
      await switchToPartnership(page, ASL);
      await goTo(page, '/partnership-details');
      await expectScreenReady(page);
      await expect(page.getByTestId('partnership-facts')).toBeVisible();
      await shot(page, `team-partnership-details-390-fr-${theme}`);
      const asl = await contextUid(page);
      await goTo(page, `/partnership-details/update-partnership-form/${asl}/domicile`);
      await expectScreenReady(page);
      await expect(page.locator('input[name="domicileAddress.street"]')).toBeVisible();
      await shot(page, `team-update-partnership-390-fr-${theme}`);
      await goTo(page, '/compliance-declaration');
      await expectScreenReady(page);
      await shot(page, `team-compliance-declaration-390-fr-${theme}`);
    });

    test(`subscription at 390 px in German (${theme})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, ANNA);
      await switchLanguage(page, 'de');
      await switchTheme(page, theme);
      await switchToPartnership(page, BAECKEREI);
      await goTo(page, '/sme-subscription');
      await expectScreenReady(page);
      await expect(page.getByTestId('current-plan')).toBeVisible();
      await shot(page, `team-subscription-390-de-${theme}`);
      await goTo(page, '/sme-subscription-change');
      await expectScreenReady(page);
      await expect(page.getByTestId('plans')).toBeVisible();
      await shot(page, `team-subscription-change-390-de-${theme}`);
    });
  }
});
