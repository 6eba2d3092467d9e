/**
 * Ben's no-active-roles screen (spec §2 NoActiveRoles: the bootstrapping requestor, once the partnership's status
 * is neither New nor Registered; issue 32), end to end on a 390 px phone in German. Ben's seeded Keller Robotics
 * stays new (other specs rely on it), so the test makes its own: Ben requests a company through the onboarding API
 * (a UID outside the sandbox register, unique per run), the sandbox operator moves it to screened, and Ben switches
 * to it in the app, finds the menu item and reads the screen (status, the opening's progress, what comes next,
 * whom to contact), axe-checked in light and dark (docs/screenshots/team-no-active-roles-de-*.png). At the end
 * the operator completes the opening, so no open onboarding of Ben is left, and the item goes (bankable).
 */
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS, test } from '../../support/fixtures';
import {
  expectScreenReady,
  expectShell,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
} from '../accounts/support';
import { expectNoAxeViolations } from '../ebill/support';
import { BEN_ONBOARDING_LOCK, oneAtATime, sideMenu } from '../shell/support';
import { teamText } from './support';
import { tallShot } from '../../support/screenshots';

const BEN = 'ben@kontor.test';
const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/** A UID with a valid check digit (11 − weighted sum mod 11; 10 is never issued), not one of the register's. */
function freshUid(): string {
  for (;;) {
    const digits = String(Math.floor(10_000_000 + Math.random() * 89_999_999));
    const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * UID_WEIGHTS[i]!, 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    const all = `${digits}${check === 11 ? 0 : check}`;
    return `CHE-${all.slice(0, 3)}.${all.slice(3, 6)}.${all.slice(6)}`;
  }
}

async function ok<T>(response: Awaited<ReturnType<Page['request']['post']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** Ben's own request of a company through the onboarding API (private context): the partnership, status new. */
async function requestCompany(page: Page, name: string): Promise<string> {
  const onboarding = await ok<{ uid: string }>(
    await page.request.post('/api/v2/partnership-onboardings', {
      headers: API_HEADERS,
      data: { uid: freshUid(), name, legalForm: 'company_limited_by_shares', seat: 'Winterthur' },
    }),
  );
  const plans = await ok<{ code: string; monthly: number | null; yearly: number | null }[]>(
    await page.request.get('/api/v2/partnership-offering/plans', { headers: API_HEADERS }),
  );
  const plan = plans.find((candidate) => candidate.monthly !== null)!;
  const requested = await ok<{ partnershipUid: string | null }>(
    await page.request.post(`/api/v2/partnership-onboardings/${onboarding.uid}/offering`, {
      headers: API_HEADERS,
      data: { planCode: plan.code, billingInterval: 'IntervalMonthly' },
    }),
  );
  expect(requested.partnershipUid).toMatch(/^[0-9a-f-]{36}$/);
  return requested.partnershipUid!;
}

/** The sandbox operator's step (the bank's side), never Ben's session. */
async function operatorStep(page: Page, partnershipUid: string, status: string): Promise<void> {
  const response = await page.request.post(`/api/sandbox/partnerships/${partnershipUid}/status`, {
    headers: SANDBOX_OPERATOR_HEADERS,
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** On a phone the side menu opens from the navbar's toggle. */
async function openMenu(page: Page): Promise<void> {
  if (await sideMenu(page).isVisible()) return;
  await page.getByRole('button', { name: 'Menü' }).click();
  await expect(sideMenu(page)).toBeVisible();
}

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

test('Ben, requestor of a screened company, finds no-active-roles in the menu and reads what comes next', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The personas spec reads Ben's menu meanwhile: it waits while his own onboarding is open.
  await oneAtATime(BEN_ONBOARDING_LOCK, () => noActiveRoles(page));
});

async function noActiveRoles(page: Page): Promise<void> {
  const name = `Keller Sensorik ${Date.now().toString(36)} AG`;
  await signIn(page, BEN);
  await switchLanguage(page, 'de');
  const partnershipUid = await requestCompany(page, name);
  try {
    await operatorStep(page, partnershipUid, 'registered');
    await operatorStep(page, partnershipUid, 'screened');

    // The new partnership is one of Ben's contexts: he switches to it in the app.
    await page.goto('/');
    await switchToPartnership(page, name);
    await switchLanguage(page, 'de');
    await openMenu(page);
    const item = sideMenu(page).locator('a[href="/no-active-roles"]');
    await expect(item).toBeVisible({ timeout: 20_000 });
    // The bootstrapper's reduced menu (spec §2): no team space, no compliance declaration.
    await expect(sideMenu(page).locator('a[href="/team-space"]')).toHaveCount(0);
    await item.click();
    await expect(page).toHaveURL(/\/no-active-roles$/);
    await expectScreenReady(page);

    const screen = page.getByTestId('no-active-roles');
    await expect(page.getByRole('heading', { name: `${name}: noch keine aktive Rolle` })).toBeVisible();
    await expect(screen.getByText(await teamText(page, 'team.noActiveRoles.intro'))).toBeVisible();
    await expect(screen.getByText(await teamText(page, 'team.noActiveRoles.status.screened'))).toBeVisible();
    const progress = page.getByRole('list', { name: await teamText(page, 'team.noActiveRoles.progress') });
    await expect(progress.locator('[aria-current="step"]')).toContainText(
      await teamText(page, 'team.noActiveRoles.milestone.screened'),
    );
    await expect(page.getByText(await teamText(page, 'team.noActiveRoles.next.screened'))).toBeVisible();
    await expect(page.getByRole('link', { name: 'business@kontor.ch' })).toHaveAttribute(
      'href',
      'mailto:business@kontor.ch',
    );
    // Nothing runs past the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    for (const theme of THEMES) {
      await switchTheme(page, theme);
      await expectScreenReady(page);
      await expectNoAxeViolations(page, `no-active-roles (${theme})`);
      await tallShot(page, `team-no-active-roles-de-${theme}`);
    }
    await switchTheme(page, 'light');
  } finally {
    // The bank completes the opening: the onboarding is closed, and Ben is signatory and member (no item any more).
    await operatorStep(page, partnershipUid, 'identified');
    await operatorStep(page, partnershipUid, 'bankable');
  }
  // Read afresh (the last theme switch reloaded the page; its event stream may have opened after the steps).
  await page.goto('/');
  await expectShell(page);
  await openMenu(page);
  await expect(sideMenu(page).locator('a[href="/"]')).toBeVisible();
  await expect(sideMenu(page).locator('a[href="/no-active-roles"]')).toHaveCount(0);
}
