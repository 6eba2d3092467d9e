/**
 * Live updates of the dashboard through the event stream (spec §4), without a reload: a transfer from
 * another bank (the sandbox's clearing endpoint, which books through the ledger and publishes cashSubAccount)
 * moves the balance on screen; a payment order decided by another member (Nora) moves the open payments count.
 */
import type { APIRequestContext } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, PASSWORD, readCode, test } from '../../support/fixtures';
import {
  ANNA,
  appLanguage,
  BAECKEREI,
  type CashAccount,
  creditFromAnotherBank,
  eventStreamOpened,
  expectScreenReady,
  Gateway,
  NORA,
  normalised,
  shownAccount,
  signIn,
  swissAmount,
} from './support';

interface PendingApproval {
  uid: string;
  subjectType: string;
}

/** Nora's strong session in an API context of her own (the auth calls of integration.md). */
async function strongSession(api: APIRequestContext, email: string): Promise<void> {
  const since = Date.now();
  const login = await api.post('/api/v3/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), 'login').toBe(200);
  const code = await readCode(api, email, since);
  const strong = await api.post('/api/v3/auth/strong', { data: { code } });
  expect(strong.status(), 'strong authentication').toBe(200);
}

test('a payment order rejected by Nora changes the open payments on Anna’s open dashboard, without a reload', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  await switchToPartnership(page, BAECKEREI);
  const streamOpened = eventStreamOpened(page);
  await page.goto('/');
  await streamOpened;
  await expectScreenReady(page);

  const anna = new Gateway(page);
  const partnershipUid = await anna.partnershipUid((await anna.person()).uid, BAECKEREI);
  const annaInBaeckerei = anna.inPartnership(partnershipUid);
  const accounts = await annaInBaeckerei.partnershipAccounts(partnershipUid);
  const shown = await shownAccount(page, accounts);
  const openCount = async (uid: string) =>
    (await annaInBaeckerei.get<{ count: number }>(`/cash-accounts/${uid}/open-payments-stats`)).count;
  const openLink = page.locator('.acc-dashboard a[href="/payment/overview"]');

  const before = await openCount(shown.uid);
  expect(before, 'Bäckerei has open payment orders on the shown account').toBeGreaterThan(0);
  await expect(openLink).toContainText(String(before));
  // Marks the document: a reload would replace it and lose the mark.
  await page.evaluate(() => Object.assign(window, { __accountsNoReload: true }));

  await strongSession(api, NORA);
  const nora = { ...API_HEADERS, 'x-partnership-uid': partnershipUid };
  const pending = (await (
    await api.get(`/api/v2/partnerships/${partnershipUid}/pending-approvals`, { headers: nora })
  ).json()) as PendingApproval[];
  const orders = pending.filter((approval) => approval.subjectType === 'paymentOrder');

  // Nora rejects open orders until one of the shown account's is gone (the list does not name the account).
  let after = before;
  for (const order of orders) {
    const decided = await api.post(`/api/v2/partnerships/pending-approvals/${order.uid}/reject`, {
      headers: nora,
    });
    // 409: decided meanwhile by someone else (a parallel run); that order is no longer Nora's to decide.
    if (decided.status() === 409) continue;
    expect(decided.status(), 'Nora may reject').toBe(200);
    after = await openCount(shown.uid);
    if (after < before) break;
  }
  expect(after, 'one of the rejected orders was on the shown account').toBeLessThan(before);

  // The screen follows the gateway's count ("2 offene Zahlungen"), or says there is none.
  await expect
    .poll(async () => {
      const count = await openCount(shown.uid);
      if (count === 0) return (await openLink.count()) === 0;
      return (await openLink.count()) > 0 && normalised(await openLink.innerText()).startsWith(`${count} `);
    })
    .toBe(true);
  expect(await page.evaluate(() => (window as { __accountsNoReload?: boolean }).__accountsNoReload)).toBe(
    true,
  );
  // No booking happened: the balance on screen is still the gateway's.
  const balance = (await annaInBaeckerei.partnershipAccounts(partnershipUid)).find(
    (a) => a.uid === shown.uid,
  );
  expect(normalised(await page.locator('.acc-balance__value').innerText())).toBe(
    normalised(
      `${shown.currency} ${swissAmount((balance as CashAccount).totalValuation, await appLanguage(page))}`,
    ),
  );
});

test('a transfer from another bank moves the balance on Anna’s open dashboard, without a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  const streamOpened = eventStreamOpened(page);
  await page.goto('/');
  await streamOpened;
  await expectScreenReady(page);
  const anna = new Gateway(page);
  const accounts = await anna.privateAccounts((await anna.person()).uid);
  const shown = await shownAccount(page, accounts);
  const balanceOnScreen = page.locator('.acc-balance__value');
  const shownText = async () => normalised(await balanceOnScreen.innerText());
  // Anna's profile language may have been changed by another test: format the way the screen does.
  const language = await appLanguage(page);
  expect(await shownText()).toBe(
    normalised(`${shown.currency} ${swissAmount(shown.totalValuation, language)}`),
  );
  await page.evaluate(() => Object.assign(window, { __accountsNoReload: true }));

  // 123.45 in the account's own currency, in minor units (money is never a float).
  const credit = 123 * 10 ** shown.totalValuation.factor + 45 * 10 ** (shown.totalValuation.factor - 2);
  await creditFromAnotherBank(page, shown, credit, 'Ausgleichskasse Zürich');
  const after = (await anna.privateAccounts((await anna.person()).uid)).find((a) => a.uid === shown.uid)!;
  expect(after.totalValuation.value - shown.totalValuation.value).toBe(credit);
  await expect
    .poll(shownText)
    .toBe(normalised(`${after.currency} ${swissAmount(after.totalValuation, language)}`));
  expect(await page.evaluate(() => (window as { __accountsNoReload?: boolean }).__accountsNoReload)).toBe(
    true,
  );
});
