/**
 * The dashboard (route /, spec §2) shows the gateway's numbers: the selected account's balance, the CHF total
 * of the context's viewable CHF accounts (spec §9) and the month's debit/credit statistics, Swiss formatted in
 * the persona's language. Luca works in Bäckerei Meier GmbH, where only his entitled accounts show amounts.
 */
import type { Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  appLanguage,
  BAECKEREI,
  CLAIRE,
  expectScreenReady,
  Gateway,
  LUCA,
  normalised,
  PIA,
  signIn,
  swissAmount,
  switchLanguage,
  type CashAccount,
  type Language,
} from './support';

interface Case {
  email: string;
  language: Language;
  partnership?: string;
}

const CASES: Case[] = [
  { email: ANNA, language: 'de' },
  { email: LUCA, language: 'it', partnership: BAECKEREI },
  { email: CLAIRE, language: 'fr' },
  { email: PIA, language: 'de' },
];

/** The account the dashboard acts on: the selector's value when there is a choice, else the only one. */
async function selectedAccount(page: Page, accounts: CashAccount[]): Promise<CashAccount> {
  const selector = page.locator('.acc-dashboard select');
  if ((await selector.count()) > 0) {
    const uid = await selector.inputValue();
    const found = accounts.find((account) => account.uid === uid);
    if (!found) throw new Error(`the dashboard selects ${uid}, which the gateway does not list`);
    return found;
  }
  expect(accounts, 'a dashboard without a selector has one account').toHaveLength(1);
  return accounts[0] as CashAccount;
}

for (const { email, language, partnership } of CASES) {
  test(`the dashboard of ${email}${partnership ? ` in ${partnership}` : ''} shows the gateway's numbers`, async ({
    page,
  }) => {
    await signIn(page, email);
    if (partnership) await switchToPartnership(page, partnership);
    await page.goto('/');
    await expectScreenReady(page);
    // Other tests switch languages (saved to the profile): set this case's language explicitly.
    if ((await appLanguage(page)) !== language) await switchLanguage(page, language);
    expect(await appLanguage(page)).toBe(language);

    const gateway = new Gateway(page);
    const person = await gateway.person();
    let scoped = gateway;
    let accounts: CashAccount[];
    let viewable: (account: CashAccount) => boolean = () => true;
    if (partnership) {
      const uid = await gateway.partnershipUid(person.uid, partnership);
      scoped = gateway.inPartnership(uid);
      accounts = await scoped.partnershipAccounts(uid);
      const entitled = new Set(
        (await scoped.entitlements(uid))
          .filter((entitlement) => entitlement.entityType === 'CashAccount')
          .map((entitlement) => entitlement.entityUID),
      );
      viewable = (account) => entitled.has(account.uid);
    } else {
      accounts = await gateway.privateAccounts(person.uid);
    }

    if (accounts.length === 0) {
      // Spec §2: a context without accounts shows the empty state, never a balance.
      await expect(page.locator('.acc-balance')).toHaveCount(0);
      await expect(page.locator('.kontor-remote .k-empty')).toBeVisible();
      return;
    }

    const account = await selectedAccount(page, accounts);
    const balance = page.locator('.acc-balance__value');
    if (viewable(account)) {
      await expect
        .poll(async () => normalised(await balance.innerText()))
        .toBe(normalised(`${account.currency} ${swissAmount(account.totalValuation, language)}`));
    } else {
      await expect(balance).toHaveCount(0);
    }

    // All money at a glance (issue 28): from two accounts on, every account and the total of the viewable ones
    // in CHF, a foreign currency at the rate the screen names.
    if (accounts.length < 2) await expect(page.locator('.acc-all')).toHaveCount(0);
    else {
      await expect(page.locator('.acc-all li')).toHaveCount(accounts.length);
      const rates = new Map<string, number>();
      for (const line of await page.locator('.acc-all__rate').allInnerTexts()) {
        const named = /1 ([A-Z]{3}) = CHF ([0-9.]+)/.exec(line);
        if (named) rates.set(named[1]!, Number(named[2]));
      }
      const centimes = accounts.filter(viewable).reduce((sum, candidate) => {
        const minor = candidate.totalValuation.value * 10 ** (2 - candidate.totalValuation.factor);
        return (
          sum + (candidate.currency === 'CHF' ? minor : Math.round(minor * rates.get(candidate.currency)!))
        );
      }, 0);
      const total = { value: centimes, factor: 2, currency: 'CHF' };
      expect(normalised(await page.locator('.acc-balance__total strong').innerText())).toBe(
        normalised(`CHF ${swissAmount(total, language)}`),
      );
    }

    const stats = await scoped.stats(account.uid);
    const figures = page.locator('.acc-stats dd');
    await expect(figures).toHaveCount(4);
    expect(normalised(await figures.nth(0).innerText())).toBe(
      normalised(`${stats.debit.currency} ${swissAmount(stats.debit, language)}`),
    );
    expect(normalised(await figures.nth(1).innerText())).toBe(
      normalised(`${stats.credit.currency} ${swissAmount(stats.credit, language)}`),
    );
    expect(normalised(await figures.nth(3).innerText())).toBe(
      normalised(`${stats.total.currency} ${swissAmount(stats.total, language)}`),
    );
  });
}
