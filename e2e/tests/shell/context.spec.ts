/**
 * Spec §2 context switcher and §7 headers: switching from Anna's private context to Bäckerei Meier GmbH
 * changes the side menu, the accounts of the side area and the x-partnership-uid header of every
 * later /api call; switching back drops the header again.
 */
import type { Page, Request } from '@playwright/test';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import { remoteScreen } from '../../support/app';
import {
  catalogue,
  contextButton,
  expectShell,
  menuLabels,
  messageOf,
  otherAccounts,
  shellLanguage,
  sideMenu,
  signIn,
} from './support';

const ANNA = 'anna@kontor.test';
const BAKERY = 'Bäckerei Meier GmbH';

/**
 * /api calls of the page from now on; not the event stream (an EventSource sends no custom headers) nor
 * public files under /api/public (images).
 */
function apiCallsFrom(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (
      url.pathname.startsWith('/api/') &&
      url.pathname !== '/api/dispatcher/events' &&
      !url.pathname.startsWith('/api/public/')
    )
      calls.push(request);
  });
  return calls;
}

/** The side area's accounts (spec §2 "other accounts"), in any order: the spec fixes none. */
async function expectAccounts(page: Page, names: string[]): Promise<void> {
  await expect
    .poll(async () => (await otherAccounts(page).allInnerTexts()).map((name) => name.trim()).sort())
    .toEqual(names);
}

/**
 * Opens the dashboard, then Transactions, from the side menu (client-side: a page load would first
 * read the session without a context) and waits for the transactions screen.
 */
async function openTransactions(page: Page, label: (entry: string) => string): Promise<void> {
  for (const [entry, path] of [
    ['dashboard', /\/$/],
    ['transactions', /\/transactions/],
  ] as const) {
    await sideMenu(page)
      .getByRole('link', { name: label(entry), exact: true })
      .click();
    await expect(page).toHaveURL(path);
    await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
  }
  await expect(page.locator('.k-spinner')).toHaveCount(0, { timeout: 15_000 });
}

async function chooseContext(page: Page, name: string): Promise<void> {
  await contextButton(page).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('.kontor-context-list__choice', { hasText: name }).click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect(contextButton(page)).toContainText(name);
}

test('switching context changes the menu, the accounts and the x-partnership-uid header', async ({
  page,
}) => {
  // The private dashboard's own loads (the account's stats and latest bookings) end before the switch, so every
  // call recorded from the switch on is the bakery's (on a busy machine they could still be on their way).
  const dashboardLoaded = Promise.all([
    page.waitForResponse((response) => /\/api\/v2\/accounts\/[^/]+\/stats$/.test(response.url())),
    page.waitForResponse((response) =>
      /\/api\/v2\/cash-accounts\/[^/]+\/transactions\?/.test(response.url()),
    ),
  ]);
  await signIn(page, ANNA);
  await expectShell(page);
  await dashboardLoaded;
  const messages = await catalogue(page.request, await shellLanguage(page));
  const label = (entry: string) => messageOf(messages, `webapp.nav.${entry}`);

  // Private context: her three accounts, the organisation section, no partnership-only entries.
  await expectAccounts(page, ['Euro-Konto', 'Privatkonto', 'Sparkonto']);
  const privateMenu = await menuLabels(page);
  expect(privateMenu).toEqual(
    expect.arrayContaining([label('organisationOnboarding'), label('ebillBillers')]),
  );
  expect(privateMenu).not.toContain(label('teamSpace'));

  const calls = apiCallsFrom(page);
  await chooseContext(page, BAKERY);

  const contextUid = await page.evaluate(() => window.localStorage.getItem('currentContextUid'));
  expect(contextUid, 'spec §9 local key currentContextUid').toBeTruthy();
  const partnership = await page.request.get(`/api/v2/partnerships/${contextUid}`, {
    headers: { ...API_HEADERS, 'x-partnership-uid': contextUid as string },
  });
  expect(partnership.ok()).toBe(true);
  expect(await partnership.json()).toMatchObject({ name: BAKERY });

  // The bakery's accounts and its menu.
  await expectAccounts(page, ['Betriebskonto', 'Lohnkonto']);
  await expect
    .poll(() => menuLabels(page))
    .toEqual(
      expect.arrayContaining([label('cardsAdmin'), label('teamSpace'), label('complianceDeclaration')]),
    );
  const bakeryMenu = await menuLabels(page);
  expect(bakeryMenu).not.toContain(label('organisationOnboarding'));
  // The bakery's eBill business is active too (issue 31's seed): its billers are offered in its context.
  expect(bakeryMenu).toContain(label('ebillBillers'));

  // Spec §7: every call in a partnership context carries its uid, the calls of the switch itself included.
  expect(calls.length, 'the switch reloads the context through /api').toBeGreaterThan(0);
  for (const call of calls) {
    expect
      .soft(call.headers()['x-partnership-uid'], `switch: ${call.method()} ${call.url()}`)
      .toBe(contextUid);
  }
  // The screens' calls once the bakery is open.
  calls.length = 0;
  await openTransactions(page, label);
  // Its calls may follow the screen's first paint.
  await expect
    .poll(() => calls.length, { message: 'the transactions screen loads through /api' })
    .toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.headers()['x-partnership-uid'], `${call.method()} ${call.url()}`).toBe(contextUid);
  }

  // Back to the private context: no x-partnership-uid any more.
  calls.length = 0;
  await chooseContext(page, 'Anna Meier');
  await expectAccounts(page, ['Euro-Konto', 'Privatkonto', 'Sparkonto']);
  for (const call of calls) {
    expect
      .soft(call.headers()['x-partnership-uid'], `switch: ${call.method()} ${call.url()}`)
      .toBeUndefined();
  }
  calls.length = 0;
  await openTransactions(page, label);
  await expect
    .poll(() => calls.length, { message: 'the transactions screen loads through /api' })
    .toBeGreaterThan(0);
  for (const call of calls) {
    expect(call.headers()['x-partnership-uid'], `${call.method()} ${call.url()}`).toBeUndefined();
  }
});
