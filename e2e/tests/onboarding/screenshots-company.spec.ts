/**
 * Screenshots of company onboarding, registrations and /via-app (issue 33, docs/screenshots/onboarding-*.png), from
 * the production build, in German on a 390 px phone, light and dark: the register search with its results, the
 * plans for companies, a registration's partnership step and the QR code of /via-app. Each screen is axe-checked
 * as it is shot. It creates at most one onboarding waiting for its plan (reused by later runs: one open onboarding
 * more on Anna's badge) and one registration draft per run (no partnership).
 */
import { API_HEADERS, expect, test } from '../../support/fixtures';
import { navigateInApp } from '../../support/app';
import {
  expectNoAxeViolations,
  expectScreenReady,
  switchLanguage,
  switchTheme,
  THEMES,
} from '../accounts/support';
import { signIn } from '../shell/support';
import { tallShot } from '../../support/screenshots';

const ANNA = 'anna@kontor.test';
/** caret 'initial': hiding the caret would inject a style element, which the app's CSP blocks (and reports). */
const CARET = { caret: 'initial' } as const;

// As cards/screenshots.spec.ts: axe's checks insert a style element that the app's CSP blocks and the CSP fixture
// reports; the app itself runs these screens CSP-clean in company.spec.ts, where the policy is enforced.
test.use({ bypassCSP: true, viewport: { width: 390, height: 844 } });

test('company onboarding, offering, registration and via-app on a phone, light and dark', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  // An onboarding of Anna's waiting for its plan (reused), and a registration draft of this run.
  const listed = await page.request.get('/api/v2/partnership-onboardings', { headers: API_HEADERS });
  const onboardings = (await listed.json()) as { uid: string; partnershipUid: string | null }[];
  let waiting = onboardings.find((item) => item.partnershipUid === null)?.uid;
  if (!waiting) {
    const started = await page.request.post('/api/v2/partnership-onboardings', {
      headers: API_HEADERS,
      data: { registerUid: 'CHE-116.281.710' },
    });
    expect(started.status(), await started.text()).toBe(201);
    waiting = ((await started.json()) as { uid: string }).uid;
  }
  const draft = await page.request.post('/api/v2/registrations', {
    headers: API_HEADERS,
    data: { name: `Verein Bildschirm ${Date.now().toString(36)}` },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const registration = ((await draft.json()) as { uid: string }).uid;

  for (const theme of THEMES) {
    await switchTheme(page, theme);

    await navigateInApp(page, '/partnership-onboarding');
    await expectScreenReady(page);
    await page.getByRole('searchbox', { name: /Firmenname oder UID/ }).fill('AG');
    await expect(page.getByRole('list', { name: 'Unternehmen im Register' })).toBeVisible();
    await expectNoAxeViolations(page, `the company search (${theme})`);
    await tallShot(page, `onboarding-company-search-de-390-${theme}`, CARET);

    await navigateInApp(page, `/partnership-offering/${waiting}`);
    await expectScreenReady(page);
    await expect(page.getByRole('button', { name: 'KMU wählen' })).toBeVisible();
    await expectNoAxeViolations(page, `the offering (${theme})`);
    await tallShot(page, `onboarding-company-offering-de-390-${theme}`, CARET);

    await navigateInApp(page, `/r3g15t3r/${registration}/partnership`);
    await expectScreenReady(page);
    await expect(page.getByRole('combobox', { name: /^Rechtsform/ })).toBeVisible();
    await expectNoAxeViolations(page, `a registration's partnership step (${theme})`);
    await tallShot(page, `onboarding-registration-de-390-${theme}`, CARET);

    await navigateInApp(page, '/via-app');
    await expectScreenReady(page);
    await expect(page.getByTestId('via-app-qr')).toBeVisible();
    await expectNoAxeViolations(page, `via-app (${theme})`);
    await tallShot(page, `onboarding-via-app-de-390-${theme}`, CARET);
  }
});
