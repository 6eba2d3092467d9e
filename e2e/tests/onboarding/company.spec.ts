/**
 * Company onboarding and registrations (issue 33 items 3 and 4; docs/onboarding.md "Company onboarding and
 * registrations"), on the production build against the real gateway:
 * - Anna finds a company in the sandbox commercial register, starts its onboarding and picks a plan; the
 *   Organisation badge counts the open onboarding, and in the requested partnership's context her menu follows
 *   each status step the sandbox operator makes (through the API), without a reload: the bootstrapper's reduced
 *   menu, no-active-roles once screened, the team space and payments once bankable;
 * - Anna registers an association in four steps and finds it among her contexts.
 * Each run creates its own onboarding and partnerships (a registration's name is unique per run); the personas'
 * own partnerships are never changed. When the run ends, the onboarding is bankable: no open onboarding is left.
 */
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS, test } from '../../support/fixtures';
import { eventStreamOpened, expectScreenReady, switchLanguage } from '../accounts/support';
import { contextButton, expectShell, sideMenu, signIn } from '../shell/support';

const ANNA = 'anna@kontor.test';
const COMPANY = 'Helvetia Datenwerk AG';

const menuLink = (page: Page, to: string) => sideMenu(page).locator(`nav a[href="${to}"]`);
const organisationBadge = (page: Page) =>
  menuLink(page, '/partnership-onboarding').locator('.kontor-sidemenu__badge [aria-hidden="true"]');

/** Anna's open onboardings as the gateway counts them (the badge's source, spec §7 prospective-clients). */
async function openOnboardings(page: Page): Promise<number> {
  const response = await page.request.get('/api/v2/prospective-clients', { headers: API_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as unknown[]).length;
}

/** The badge shows the count (none when it is 0). */
async function expectBadge(page: Page, count: number): Promise<void> {
  if (count === 0) await expect(organisationBadge(page)).toHaveCount(0, { timeout: 20_000 });
  else await expect(organisationBadge(page)).toHaveText(String(count), { timeout: 20_000 });
}

/** The sandbox operator's step (the bank's side): registry check, screening, identification, account opening. */
async function operatorStep(page: Page, partnershipUid: string, status: string): Promise<void> {
  const response = await page.request.post(`/api/sandbox/partnerships/${partnershipUid}/status`, {
    headers: SANDBOX_OPERATOR_HEADERS,
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test.use({ viewport: { width: 1280, height: 900 } });

test('Anna onboards a company from the register; the badge and the menu follow each status step', async ({
  page,
}) => {
  test.setTimeout(150_000);
  // The stream opens once, 1.5 s after the signed-in layout shows (a client-side navigation keeps it): the test
  // waits for it before acting on the gateway, so what it checks arrives live.
  const streamOpen = eventStreamOpened(page, 90_000);
  await signIn(page, ANNA);
  await expectShell(page);
  await switchLanguage(page, 'de');
  const before = await openOnboardings(page);
  await expectBadge(page, before);

  // The register, searched by name (300 ms after typing stops), from the Organisation section.
  await menuLink(page, '/partnership-onboarding').click();
  await expectScreenReady(page);
  await streamOpen;
  await page.getByRole('searchbox', { name: /Firmenname oder UID/ }).fill('Datenwerk');
  const results = page.getByRole('list', { name: 'Unternehmen im Register' });
  await expect(results.getByText('CHE-113.427.868')).toBeVisible();
  await results.getByRole('button', { name: `Eröffnung starten – ${COMPANY}` }).click();
  await expect(page).toHaveURL(/\/partnership-offering\/[0-9a-f-]{36}$/);
  // The new open onboarding reaches the badge through the event stream, without a reload.
  await expectBadge(page, before + 1);

  // A plan for companies, yearly: the partnership is requested (new; Anna founder and applicant).
  await page.getByRole('radio', { name: /Jährlich/ }).check();
  await expect(page.getByText('CHF 100.00 pro Jahr')).toBeVisible();
  const offering = page.waitForResponse(
    (response) => response.url().endsWith('/offering') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'KMU wählen' }).click();
  const requested = (await (await offering).json()) as { partnershipUid: string };
  const card = page.locator('section', {
    has: page.getByRole('heading', { name: 'Ihr beantragtes Unternehmen' }),
  });
  await expect(card.getByText('Gründer/in')).toBeVisible();
  await expect(card.getByText('Antragsteller/in')).toBeVisible();
  await expect(card.locator('[aria-current="step"]')).toHaveText('Neu');

  // In the requested partnership's context: the bootstrapper's reduced menu (spec §2, §6).
  await page.evaluate(
    (uid) => window.localStorage.setItem('currentContextUid', uid),
    requested.partnershipUid,
  );
  const partnershipStream = eventStreamOpened(page);
  await page.goto('/');
  await expectShell(page);
  await expect(contextButton(page)).toContainText(COMPANY);
  await partnershipStream;
  await expect(menuLink(page, '/')).toBeVisible();
  await expect(menuLink(page, '/no-active-roles')).toHaveCount(0);
  await expect(menuLink(page, '/team-space')).toHaveCount(0);

  // Each operator step reaches the menu through the event stream (agentInPartnership), without a reload.
  await operatorStep(page, requested.partnershipUid, 'registered');
  await operatorStep(page, requested.partnershipUid, 'screened');
  await expect(menuLink(page, '/no-active-roles')).toBeVisible({ timeout: 20_000 });
  await expect(menuLink(page, '/team-space')).toHaveCount(0);
  await operatorStep(page, requested.partnershipUid, 'identified');
  await expect(menuLink(page, '/no-active-roles')).toBeVisible();
  await operatorStep(page, requested.partnershipUid, 'bankable');
  // Bankable: Anna is signatory and member with capture and approve on the first account.
  await expect(menuLink(page, '/team-space')).toBeVisible({ timeout: 20_000 });
  await expect(menuLink(page, '/no-active-roles')).toHaveCount(0);
  await expect(menuLink(page, '/payments/new').first()).toBeVisible();
  await expect(menuLink(page, '/partnership-onboarding')).toHaveCount(0); // private context only

  // Back in her own context the onboarding is no longer open.
  expect(await openOnboardings(page)).toBe(before);
  await contextButton(page).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.kontor-context-list__choice', { hasText: 'Anna Meier' }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expectBadge(page, before);
});

test('Anna registers an association in four steps and is engaged in it', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Verein Quartierladen ${Date.now().toString(36)}`;
  await signIn(page, ANNA);
  await expectShell(page);
  await switchLanguage(page, 'de');
  await menuLink(page, '/r3g15t3r').click();
  await expectScreenReady(page);

  // Step "declaration": a new declaration of the partnership.
  await page.getByRole('textbox', { name: /^Name der Gesellschaft/ }).fill(name);
  await page.getByRole('button', { name: 'Registrierung starten' }).click();
  await expect(page).toHaveURL(/\/r3g15t3r\/[0-9a-f-]{36}\/declaration$/);
  await expect(page.getByText('Neu', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step "partnership": the internal-registry legal form, the seat, the purpose.
  await page.getByRole('combobox', { name: /^Rechtsform/ }).selectOption('association');
  await page.getByRole('textbox', { name: /^Sitz/ }).fill('Zürich');
  await page.getByRole('textbox', { name: /^Zweck/ }).fill('Ein Laden für das Quartier');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page).toHaveURL(/\/members$/);

  // A reload loses nothing: the saved step comes back.
  const streamOpen = eventStreamOpened(page);
  await page.reload();
  await expectScreenReady(page);
  await streamOpen;
  await page.getByRole('button', { name: 'Mitglied hinzufügen' }).click();
  await page.getByRole('textbox', { name: 'Mitglied 1: Name' }).fill('Marco Bernasconi');
  await page.getByRole('button', { name: 'Speichern und weiter' }).click();
  await expect(page).toHaveURL(/\/confirmation$/);
  await expect(page.getByText('Verein', { exact: true })).toBeVisible();
  await expect(page.getByText('Marco Bernasconi (Mitglied)')).toBeVisible();

  await page.getByRole('button', { name: 'Gesellschaft registrieren' }).click();
  await expect(page.getByText(`${name} ist registriert.`, { exact: false })).toBeVisible();
  await expect(page.getByText('In Zertifizierung')).toBeVisible();

  // The registered partnership is one of Anna's contexts.
  await contextButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.kontor-context-list__choice', { hasText: name })).toBeVisible({
    timeout: 15_000,
  });
  await page.keyboard.press('Escape');
});
