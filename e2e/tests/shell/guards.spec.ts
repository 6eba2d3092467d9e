/**
 * Issue 8, item 3: every guard. Typed URLs a persona may not open land on the dashboard (spec §2: the
 * /payments rule covers its subtree; a route whose menu item or settings entry a persona may not see does
 * not open by URL either, spec §6 for the bootstrapper requestor). Quentin, identification-only QES (spec §2:
 * no menu; §6: no own context), lands on his pending qualified-signature confirmations and decides them.
 */
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS, test } from '../../support/fixtures';
import { remoteScreen, switchToPartnership } from '../../support/app';
import { catalogue, expectShell, messageOf, sideMenu, signIn } from './support';

const SOME_ORDER = '00000000-0000-4000-8000-000000000999';

interface GuardCase {
  persona: string;
  email: string;
  /** The partnership to act in; absent: the private context. */
  partnership?: string;
  refused: string[];
  /** URLs the same persona does open (the guard is not simply closed). */
  allowed: string[];
}

const CASES: GuardCase[] = [
  {
    persona: 'Rita (registered, not bankable)',
    email: 'rita@kontor.test',
    refused: ['/payments', '/payments/new', '/payments/newInternal'],
    allowed: ['/settings'],
  },
  {
    persona: 'Rita in Bäckerei Meier GmbH (registered only)',
    email: 'rita@kontor.test',
    partnership: 'Bäckerei Meier GmbH',
    refused: ['/payments/new', `/payments/new/${SOME_ORDER}`, '/payments/newInternal', '/payments'],
    allowed: ['/legal'],
  },
  {
    persona: 'Claire in Dubois Conseil (screened)',
    email: 'claire@kontor.test',
    partnership: 'Dubois Conseil',
    refused: ['/payments', '/payments/new', '/payments/newInternal', '/team-space'],
    allowed: ['/partnership-details'],
  },
  {
    persona: 'Ben in Keller Robotics AG (bootstrapper requestor)',
    email: 'ben@kontor.test',
    partnership: 'Keller Robotics AG',
    refused: ['/partnership-details', '/sme-subscription', '/team-space', '/team-space/members'],
    allowed: ['/settings'],
  },
];

/** Types the URL (a page load) and waits for the router and guard to settle on a mounted screen. */
async function open(page: Page, url: string): Promise<string> {
  await page.goto(url);
  await expectShell(page);
  await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
  return new URL(page.url()).pathname;
}

for (const guard of CASES) {
  test(`${guard.persona}: the URLs the rules refuse land on the dashboard`, async ({ page }) => {
    await signIn(page, guard.email);
    await expectShell(page);
    // The chosen context is kept across page loads (currentContextUid, spec §9).
    if (guard.partnership) await switchToPartnership(page, guard.partnership);
    for (const url of guard.refused) {
      await test.step(url, async () => {
        expect(await open(page, url), `${url} for ${guard.persona}`).toBe('/');
      });
    }
    for (const url of guard.allowed) {
      await test.step(`${url} opens`, async () => {
        expect(await open(page, url)).toBe(url);
      });
    }
  });
}

const QUENTIN = 'quentin@kontor.test';
const FAVRE = 'Favre Architectes SA';

/** The sandbox's signing office asks Quentin for a confirmation (gateway/src/sandbox/confirmations.ts). */
async function askQuentin(page: Page): Promise<{ confirmationHandle: string; contextUid: string }> {
  const response = await page.request.post('/api/sandbox/confirmations', {
    headers: SANDBOX_OPERATOR_HEADERS,
    data: { email: QUENTIN, partnershipName: FAVRE },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { confirmationHandle: string; contextUid: string };
}

async function pendingHandles(page: Page, contextUid: string): Promise<string[]> {
  const response = await page.request.get(`/api/v2/partnerships/${contextUid}/confirmations`, {
    headers: { ...API_HEADERS, 'x-partnership-uid': contextUid },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { confirmationHandle: string }[]).map((item) => item.confirmationHandle);
}

test('Quentin lands on his pending confirmations, accepts one and refuses another', async ({ page }) => {
  const first = await askQuentin(page);
  const second = await askQuentin(page);
  await signIn(page, QUENTIN);
  // Spec §2/§6: no menu, no own context: his task is his landing page, full width.
  await expect(page).toHaveURL(/\/account-confirmations$/, { timeout: 20_000 });
  await expectShell(page);
  await expect(sideMenu(page)).toHaveCount(0);
  const messages = await catalogue(page.request, 'fr');
  const title = messageOf(messages, 'app.confirmations.qes_account_opening');
  const cards = page.locator('section.k-card').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(cards.first()).toBeVisible({ timeout: 20_000 });
  const before = await pendingHandles(page, first.contextUid);
  expect(before).toEqual(expect.arrayContaining([first.confirmationHandle, second.confirmationHandle]));
  await expect(cards).toHaveCount(before.length);

  // The logo (the dashboard) brings him back here too.
  await page.locator('header .kontor-logo').click();
  await expect(page).toHaveURL(/\/account-confirmations$/);

  await test.step('accept, with the conditions ticked', async () => {
    const card = cards.first();
    const accept = card.getByRole('button', {
      name: messageOf(messages, 'app.onboarding.confirmations.accept'),
    });
    await expect(accept).toBeDisabled();
    await card.getByLabel(messageOf(messages, 'app.onboarding.confirmations.acceptConditions')).check();
    await accept.click();
    await expect(cards).toHaveCount(before.length - 1);
    await expect.poll(() => pendingHandles(page, first.contextUid)).toHaveLength(before.length - 1);
  });

  await test.step('refuse, after confirming', async () => {
    const refuse = messageOf(messages, 'app.onboarding.confirmations.refuse');
    await cards.first().getByRole('button', { name: refuse }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: refuse }).click();
    await expect(cards).toHaveCount(before.length - 2);
    await expect.poll(() => pendingHandles(page, first.contextUid)).toHaveLength(before.length - 2);
  });

  // The page is not squeezed into the hidden menu's column (issue 8): it takes the shell's width.
  const content = await page.locator('main#kontor-main').boundingBox();
  const viewport = page.viewportSize();
  expect(content?.width ?? 0).toBeGreaterThan((viewport?.width ?? 0) * 0.9);
});
