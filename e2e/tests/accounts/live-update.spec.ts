/**
 * Live updates of the dashboard through the event stream (spec §4), without a reload: a transfer from
 * another bank (the sandbox's clearing endpoint, which books through the ledger and publishes cashSubAccount)
 * moves the balance on screen; a payment order decided by another member (Nora) moves the open payments count.
 */
import { randomUUID } from 'node:crypto';
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
  // What awaits the customer: open orders and open eBill invoices (the dashboard's link and the menu's badge).
  const openCount = async (uid: string) => {
    const stats = await annaInBaeckerei.get<{ count: number; ebill: { open: number } }>(
      `/cash-accounts/${uid}/open-payments-stats`,
    );
    return stats.count + stats.ebill.open;
  };
  const openLink = page.locator('.acc-dashboard a[href="/payment/overview"]');

  // The test's own order awaiting signatures on the shown account (Anna's capture is one of the two the voting
  // rule asks), so a retry finds its state again and parallel tests' decisions change nothing here.
  const dates = await annaInBaeckerei.get<{ nextExecutionDate: string }>('/payment-dates');
  const order = await annaInBaeckerei.post<{ uid: string; status: string; approval: { uid: string } | null }>(
    `/v2/cash-accounts/${shown.uid}/iban-payment-orders`,
    {
      beneficiary: { name: 'Felchlin Schweiz AG', iban: 'CH5604835012345678009' },
      amount: 12.5,
      currency: shown.currency,
      paymentTime: dates.nextExecutionDate,
      recurrence: 'single',
      category: 'general',
      accountUid: shown.uid,
      customerTransactionId: randomUUID(),
      isDraftPO: false,
    },
  );
  expect(order.status, 'the order waits for the second signature').toBe('approval');
  expect(await openCount(shown.uid), 'Bäckerei has open payment orders on the shown account').toBeGreaterThan(
    0,
  );
  // The screen follows the gateway's count ("5 offene Zahlungen"): read again while waiting, since a test running
  // beside this one may decide another of Bäckerei's orders meanwhile.
  const showsGatewayCount = async () => {
    const count = await openCount(shown.uid);
    if (count === 0) return (await openLink.count()) === 0;
    return (await openLink.count()) > 0 && normalised(await openLink.innerText()).startsWith(`${count} `);
  };
  await expect.poll(showsGatewayCount, { timeout: 20_000 }).toBe(true);
  // Marks the document: a reload would replace it and lose the mark.
  await page.evaluate(() => Object.assign(window, { __accountsNoReload: true }));

  await strongSession(api, NORA);
  const nora = { ...API_HEADERS, 'x-partnership-uid': partnershipUid };
  const decided = await api.post(`/api/v2/partnerships/pending-approvals/${order.approval!.uid}/reject`, {
    headers: nora,
  });
  expect(decided.status(), 'Nora may reject').toBe(200);
  const rejected = await annaInBaeckerei.get<{ status: string }>(`/v2/iban-payment-orders/${order.uid}`);
  expect(rejected.status, 'the order on the shown account is rejected').toBe('rejected');

  // Again the gateway's count, without the rejected order, or no link when none is left.
  await expect.poll(showsGatewayCount, { timeout: 20_000 }).toBe(true);
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
