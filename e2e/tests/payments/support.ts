/**
 * Helpers of the payment tests: the form as a person fills it (by field names, independent of the language),
 * the gateway's view of orders and balances with the page's session, the sandbox clock, and the persona
 * helpers of the accounts tests (login, language, theme, axe, raw keys).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { pushInApp, switchToPartnership } from '../../support/app';
import { expect, PASSWORD, readCode } from '../../support/fixtures';
import {
  BAECKEREI,
  expectScreenReady,
  signIn,
  switchLanguage,
  type Amount,
  type CashAccount,
  type Gateway,
} from '../accounts/support';
import { LANGUAGES, messageOf, type Messages } from '../shell/support';

export {
  ANNA,
  BAECKEREI,
  CLAIRE,
  LUCA,
  NORA,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectScreenReady,
  eventStreamOpened,
  Gateway,
  LANGUAGES,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
  type CashAccount,
} from '../accounts/support';
export const RITA = 'rita@kontor.test';
export const DUBOIS = 'Dubois Conseil';

/** A Swiss IBAN of another bank with a valid checksum (not one of Kontor's institution codes). */
export const OTHER_BANK_IBAN = 'CH5604835012345678009';
/** A QR-IBAN (institution 30000–31999) that takes QR references. */
export const QR_IBAN = 'CH4431999123000889012';
export const DE_IBAN = 'DE89370400440532013000';
export const GB_IBAN = 'GB29NWBK60161331926819';

export interface OrderRead {
  uid: string;
  status: string;
  statusReason: string | null;
  paymentOrderData: {
    beneficiary: { name: string; iban: string | null };
    paymentAmount: { amount: string; currency: string; value: number; factor: number };
    expectedExecutionDate: string;
    originator: { accountUid: string };
  };
  approval: { uid: string; stillNeeded: number; approvedBy: string[]; mayApprove: boolean } | null;
  beneficiaryApproval: { uid: string; stillNeeded: number; mayApprove: boolean } | null;
}

/** A name no other test uses, so each test finds its own orders in a shared gateway. */
export const uniqueName = (what: string): string => `${what} ${Date.now().toString(36).slice(-5)}`;

export function form(page: Page) {
  const root = page.locator('form.pay-form');
  const field = (name: string): Locator => root.locator(`[name="${name}"]`);
  return {
    root,
    field,
    name: field('beneficiary.name'),
    iban: field('beneficiary.iban'),
    bic: field('beneficiary.swiftBIC'),
    amount: field('amount'),
    currency: field('currency'),
    reference: field('structuredReference'),
    message: field('paymentReason'),
    continue: root.locator('button[type="submit"]'),
    /** The error text the field is described by (aria-describedby), empty when none. */
    async errorOf(locator: Locator): Promise<string> {
      const ids = ((await locator.getAttribute('aria-describedby')) ?? '')
        .split(' ')
        .filter((id) => id.endsWith('-error'));
      if (ids.length === 0) return '';
      return (await page.locator(`[id="${ids[0]}"]`).textContent()) ?? '';
    },
    async fill(locator: Locator, text: string) {
      await locator.fill(text);
      await locator.blur();
    },
    async address(address: {
      street?: string;
      number?: string;
      postalCode: string;
      city: string;
      country: string;
    }) {
      await field('beneficiary.address.country').selectOption(address.country);
      if (address.street) await field('beneficiary.address.street').fill(address.street);
      if (address.number) await field('beneficiary.address.number').fill(address.number);
      await field('beneficiary.address.postalCode').fill(address.postalCode);
      await field('beneficiary.address.city').fill(address.city);
    },
  };
}

/**
 * Client-side navigation through the host's one history (a full load would reset the share scope), for
 * paths with a query too; waits for the address unless the route may redirect (`expectRedirect`).
 */
export async function goTo(page: Page, path: string, expectRedirect = false): Promise<void> {
  await pushInApp(page, path);
  if (!expectRedirect) await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Opens the form from inside the app and waits for its schema. */
export async function openForm(page: Page, path = '/payments/new'): Promise<ReturnType<typeof form>> {
  await goTo(page, path);
  await expectScreenReady(page);
  const payment = form(page);
  await expect(payment.root).toBeVisible();
  return payment;
}

/** The confirmation modal of spec §2. */
export const confirmation = (page: Page) => page.getByRole('dialog');

/** Continue, then confirm; returns the status shown by the result view. */
export async function confirmPayment(page: Page): Promise<string> {
  const payment = form(page);
  await expect(payment.continue).toBeEnabled();
  await payment.continue.click();
  const dialog = confirmation(page);
  await expect(dialog).toBeVisible();
  await dialog.locator('.k-modal__footer button').last().click();
  const result = page.getByTestId('payment-result');
  await expect(result).toBeVisible({ timeout: 20_000 });
  return (await result.getAttribute('data-status')) ?? '';
}

/** The orders of an account as the gateway lists them (docs/payments-api.md). */
export async function ordersOf(
  gateway: Gateway,
  accountUid: string,
  statuses: string[] = [],
): Promise<OrderRead[]> {
  const query = [...statuses.map((status) => `status=${status}`), 'count=100'].join('&');
  return gateway.get<OrderRead[]>(`/v2/cash-accounts/${accountUid}/payment-orders?${query}`);
}

export async function orderTo(
  gateway: Gateway,
  accountUid: string,
  beneficiary: string,
): Promise<OrderRead[]> {
  const statuses = [
    'draft',
    'approval',
    'accepted',
    'blocked',
    'executed',
    'rejected',
    'in-progress',
    'retrying',
    'manual',
    'quarantine',
  ];
  // Page through: an account may hold more orders than a page (a bulk batch adds 197 at once).
  const found: OrderRead[] = [];
  for (let offset = 0; offset < 2_000; offset += 100) {
    const query = [...statuses.map((status) => `status=${status}`), 'count=100', `offset=${offset}`].join(
      '&',
    );
    const page = await gateway.get<OrderRead[]>(`/v2/cash-accounts/${accountUid}/payment-orders?${query}`);
    found.push(...page.filter((order) => order.paymentOrderData.beneficiary.name === beneficiary));
    if (page.length < 100) break;
  }
  return found;
}

export async function balanceOf(gateway: Gateway, personUid: string, accountUid: string): Promise<Amount> {
  const account = (await gateway.privateAccounts(personUid)).find(
    (candidate: CashAccount) => candidate.uid === accountUid,
  );
  if (!account) throw new Error(`no account ${accountUid}`);
  return account.totalValuation;
}

/** The bank's today (sandbox clock). */
export async function bankToday(gateway: Gateway): Promise<string> {
  return (await gateway.get<{ today: string }>('/sandbox/clock')).today;
}

/** Moves the sandbox clock forward to `date` and runs the scheduler for each day on the way (the operator's). */
export async function advanceClockTo(gateway: Gateway, date: string): Promise<void> {
  await gateway.asOperator('/sandbox/clock', { date });
}

/** The sandbox clock at `date` or later: moved forward unless another test already moved it past (it never goes back). */
export async function clockAtLeast(gateway: Gateway, date: string): Promise<void> {
  if ((await bankToday(gateway)) >= date) return;
  try {
    await advanceClockTo(gateway, date);
  } catch (error) {
    if (!String(error).includes('clock_backwards')) throw error;
  }
}

/** dd.MM.yyyy of yyyy-MM-dd, as the date field takes it. */
export const displayDate = (iso: string): string => iso.split('-').reverse().join('.');

/** A value/factor amount as a number of minor units (2 decimals). */
export const minor = (amount: Amount): number => Math.round(amount.value * 10 ** (2 - amount.factor));

/** An account's bookings whose text or counterparty holds `search` (a name or message unique to one test). */
export async function bookingsOf(
  gateway: Gateway,
  accountUid: string,
  search: string,
): Promise<{ direction: string; minor: number }[]> {
  const booked = await gateway.get<{ direction: string; amount: Amount }[]>(
    `/v2/cash-accounts/${accountUid}/transactions?count=50&offset=0&search=${encodeURIComponent(search)}`,
  );
  return booked.map((booking) => ({ direction: booking.direction, minor: minor(booking.amount) }));
}

/** The first banking day (no weekend, no clearing holiday) at least `days` after the bank's today. */
export async function bankingDayAfter(gateway: Gateway, days: number): Promise<string> {
  const dates = await gateway.get<{ clearingHolidays: string[]; today: string }>('/payment-dates');
  let day = new Date(`${dates.today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const iso = () => day.toISOString().slice(0, 10);
  while ([0, 6].includes(day.getUTCDay()) || dates.clearingHolidays.includes(iso()))
    day = new Date(day.getTime() + 86_400_000);
  return iso();
}

/** Types a date into the form's payment date field (dd.MM.yyyy). */
export async function setPaymentDate(page: Page, iso: string): Promise<void> {
  const field = page
    .locator('form.pay-form')
    .getByRole('textbox', { name: /^(Payment date|Ausführungsdatum)/ });
  await field.fill(displayDate(iso));
  await field.blur();
}

/**
 * Payments dated today execute only on a banking day (docs/payments-api.md): on a weekend or a SIC holiday the
 * sandbox clock moves to the next banking day first (forward only, shared by the gateway; tests read today).
 */
export async function ensureBankingDay(gateway: Gateway): Promise<void> {
  const dates = await gateway.get<{ today: string; nextExecutionDate: string }>('/payment-dates');
  if (dates.nextExecutionDate !== dates.today) await advanceClockTo(gateway, dates.nextExecutionDate);
}

const CATALOGUES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../remote-payments/catalogues',
);

/**
 * A remote-payments text in any of the four languages, as an exact-match pattern. Personas are shared by tests
 * running in parallel, and a language another test chooses for the same persona reaches an open page live (the
 * profile's event): a control a test clicks is found whatever language the page speaks at that moment.
 */
export function inAnyLanguage(key: string): RegExp {
  const texts = LANGUAGES.map((language) => {
    const catalogue = JSON.parse(
      fs.readFileSync(path.join(CATALOGUES, `${language}.json`), 'utf8'),
    ) as Messages;
    return messageOf(catalogue, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^(${texts.join('|')})$`);
}

/** A persona's strongly signed-in API session (login and the e-mailed code), for acting through the API. */
export async function strongSession(api: APIRequestContext, email: string): Promise<void> {
  const since = Date.now();
  const login = await api.post('/api/v3/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status(), 'login').toBe(200);
  const code = await readCode(api, email, since);
  expect((await api.post('/api/v3/auth/strong', { data: { code } })).status(), 'strong authentication').toBe(
    200,
  );
}

/** A second browser of a persona, signed in, in English, in Bäckerei Meier GmbH. */
export async function personaPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, BAECKEREI);
  return page;
}
