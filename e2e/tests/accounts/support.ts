/**
 * Helpers of the remote-accounts tests: a persona's login (one at a time per persona), the gateway's own data
 * read with the page's session (same cookie, same context header as the app), Swiss amount formatting as an
 * independent oracle, the raw-key scan, axe and theme switching.
 */
import type { APIResponse, Page } from '@playwright/test';
import { API_HEADERS, expect, loginAs, SANDBOX_OPERATOR_HEADERS } from '../../support/fixtures';
import { remoteScreen } from '../../support/app';
import { keepLanguageOn, pickLanguage } from '../../support/language';
import { oneLoginAtATime } from '../../support/locks';

export { expectNoAxeViolations } from '../../support/axe';

export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Local key of the host's theme (spec §9). */
export const THEME_KEY = 'kontor.theme';

export const ANNA = 'anna@kontor.test';
export const NORA = 'nora@kontor.test';
export const LUCA = 'luca@kontor.test';
export const CLAIRE = 'claire@kontor.test';
export const PIA = 'pia@kontor.test';
export const BAECKEREI = 'Bäckerei Meier GmbH';

/** A raw i18n key on screen: a key the catalogue did not resolve. */
export const RAW_KEY = /\b(webapp|app|dict)\.[a-z_]+\./;

export interface Amount {
  value: number;
  factor: number;
  currency: string;
}

export interface CashAccount {
  uid: string;
  accountName: string;
  currency: string;
  status: string;
  iban: string;
  totalValuation: Amount;
}

export interface AccountStats {
  debit: Amount;
  credit: Amount;
  saved: Amount;
  total: Amount;
}

export interface Transaction {
  uid: string;
  cashAccountUid: string;
  status: string;
}

export interface Entitlement {
  entityUID: string;
  entityType: string;
  action: string;
}

/**
 * The real UI login (support/fixtures.ts), while no other worker logs the same persona in: two logins of one
 * persona within a second could not tell their outbox codes apart.
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await oneLoginAtATime(email, () => loginAs(page, email));
  await expectShell(page);
}

/** The strong layout's navbar is up (reference data loaded). */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.locator('header.kontor-navbar')).toBeVisible({ timeout: 20_000 });
}

/** The accounts screen is mounted and has finished its first load (no spinner left). */
export async function expectScreenReady(page: Page): Promise<void> {
  await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('.kontor-remote .k-spinner')).toHaveCount(0, { timeout: 15_000 });
}

/**
 * Resolves once the page's event stream (GET /api/dispatcher/events) is open. Call it before the navigation:
 * the host opens the stream a moment after the screen shows (starting after the position its first reads saw,
 * so an event published meanwhile still comes); a test that checks a change arrives *live* waits for it, so the
 * change is not simply read by a screen that loaded after it.
 */
export function eventStreamOpened(page: Page, timeout = 30_000): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/dispatcher/events' && response.ok(),
    { timeout },
  );
}

/** The account the dashboard shows: its selector's choice where it offers one, else the only (first) account. */
export async function shownAccount(page: Page, accounts: CashAccount[]): Promise<CashAccount> {
  const selector = page.locator('.acc-dashboard select');
  const shownUid = (await selector.count()) > 0 ? await selector.inputValue() : accounts[0]?.uid;
  const shown = accounts.find((account) => account.uid === shownUid);
  expect(shown, 'the dashboard shows one of the persona’s accounts').toBeDefined();
  return shown as CashAccount;
}

/**
 * A transfer from another bank to `account` (`amountValue` in its currency's minor units), booked by the sandbox's
 * clearing endpoint with the page's session: the ledger books it and the event stream announces it.
 */
export async function creditFromAnotherBank(
  page: Page,
  account: CashAccount,
  amountValue: number,
  counterpartyName: string,
): Promise<void> {
  const booked = await page.request.post('/api/sandbox/bookings', {
    data: {
      iban: account.iban,
      direction: 'credit',
      amountValue,
      currency: account.currency,
      counterpartyName,
    },
  });
  expect(booked.status(), 'the sandbox booked the transfer').toBe(201);
}

/**
 * The gateway as the page's session sees it: page.request shares the browser context's cookie jar, and the
 * partnership header is the one the app's api client sends in a non-private context (integration.md).
 */
export class Gateway {
  constructor(
    private readonly page: Page,
    private readonly contextUid: string | null = null,
  ) {}

  inPartnership(uid: string): Gateway {
    return new Gateway(this.page, uid);
  }

  private headers(): Record<string, string> {
    return { ...API_HEADERS, ...(this.contextUid ? { 'x-partnership-uid': this.contextUid } : {}) };
  }

  private async json<T>(response: APIResponse, what: string): Promise<T> {
    if (!response.ok())
      throw new Error(`${what} answered HTTP ${response.status()}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async get<T>(url: string): Promise<T> {
    return this.json<T>(await this.page.request.get(`/api${url}`, { headers: this.headers() }), `GET ${url}`);
  }

  async post<T>(url: string, data?: unknown): Promise<T> {
    return this.json<T>(
      await this.page.request.post(`/api${url}`, { headers: this.headers(), data }),
      `POST ${url}`,
    );
  }

  /** A call of the sandbox bank's own side (clock, scheduler, review): the operator key, no session of its own. */
  async asOperator<T>(url: string, data?: unknown): Promise<T> {
    return this.json<T>(
      await this.page.request.post(`/api${url}`, {
        headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
        data,
      }),
      `POST ${url} (sandbox operator)`,
    );
  }

  async raw(url: string): Promise<APIResponse> {
    return this.page.request.get(`/api${url}`, { headers: this.headers() });
  }

  person(): Promise<{ uid: string; name: string; familyName: string; language?: string }> {
    return this.get('/v2/natural-person');
  }

  /** The partnership's uid by name, from the person's engagements. */
  async partnershipUid(personUid: string, name: string): Promise<string> {
    const { engagements } = await this.get<{ engagements: { partnership: { uid: string; name: string } }[] }>(
      `/v2/natural-persons/${personUid}/partnerships/engagements`,
    );
    const found = engagements.find((engagement) => engagement.partnership.name === name);
    if (!found) throw new Error(`no engagement in ${name}`);
    return found.partnership.uid;
  }

  privateAccounts(personUid: string): Promise<CashAccount[]> {
    return this.get(`/v2/agents/${personUid}/accounts`);
  }

  partnershipAccounts(partnershipUid: string): Promise<CashAccount[]> {
    return this.get(`/partnerships/${partnershipUid}/cash-accounts`);
  }

  async entitlements(partnershipUid: string): Promise<Entitlement[]> {
    return (
      await this.post<{ entitlements: Entitlement[] }>(`/v2/partnerships/${partnershipUid}/my-entitlements`)
    ).entitlements;
  }

  stats(cashAccountUid: string): Promise<AccountStats> {
    return this.get(`/v2/accounts/${cashAccountUid}/stats`);
  }

  transactions(cashAccountUid: string, count = 20): Promise<Transaction[]> {
    return this.get(`/v2/cash-accounts/${cashAccountUid}/transactions?count=${count}&offset=0`);
  }
}

/**
 * Swiss amount formatting (spec §9), written independently of the app's formatter: at least 2 decimals, grouped
 * with an apostrophe and a decimal point in every language (the one notation the app uses for amounts, as Swiss
 * banks print CHF amounts).
 */
export function swissAmount(amount: Pick<Amount, 'value' | 'factor'>, _language?: Language): string {
  const factor = Math.max(0, amount.factor);
  const digits = String(Math.abs(amount.value)).padStart(factor + 1, '0');
  const whole = digits.slice(0, digits.length - factor);
  const fraction = digits.slice(digits.length - factor).padEnd(2, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${amount.value < 0 ? '-' : ''}${grouped}.${fraction}`;
}

/** Text as a comparison sees it: every kind of space one plain space, typographic minus and apostrophe as ASCII. */
export const normalised = (text: string): string =>
  text
    .replace(/[\s\u00a0\u202f\u2009]+/g, ' ')
    .replace(/[’ʼ]/g, "'")
    .replace(/\u2212/g, '-')
    .trim();

/** Sum of CHF amounts in the largest factor (spec §9: other currencies are left out of the CHF total). */
export function chfSum(amounts: Amount[]): Amount {
  const chf = amounts.filter((amount) => amount.currency === 'CHF');
  const factor = Math.max(2, ...chf.map((amount) => amount.factor));
  return {
    value: chf.reduce((total, amount) => total + amount.value * 10 ** (factor - amount.factor), 0),
    factor,
    currency: 'CHF',
  };
}

/** The language the app renders in (the host keeps <html lang> in step with i18n). */
export async function appLanguage(page: Page): Promise<Language> {
  const language = ((await page.locator('html').getAttribute('lang')) ?? 'en').slice(0, 2) as Language;
  if (!LANGUAGES.includes(language)) throw new Error(`unexpected <html lang="${language}">`);
  return language;
}

/**
 * Changes the language with the navbar's switcher (the profile's language wins at login), and keeps it on this
 * page across its full loads and context switches, which another test's switch of the same persona would change
 * (support/language.ts).
 */
export async function switchLanguage(page: Page, language: Language): Promise<void> {
  await pickLanguage(page, language);
  keepLanguageOn(page, language);
}

/** The theme the next load of the app starts in (the host reads kontor.theme at start). */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, theme] as const);
}

/** Stores the theme and reloads. */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await storeTheme(page, theme);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // The page's start sets the theme before the app is up: a test that navigates next (pushState and popstate)
  // must find the router listening, which it is once a layout's main landmark is rendered (every layout has one).
  await expect(page.locator('#kontor-main')).toBeAttached({ timeout: 20_000 });
}

/** Fails on any raw key in the body text or in labels, titles, placeholders and alternative texts. */
export async function expectNoRawKeys(page: Page, what: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const found = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('*')) {
      for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const raw = texts.flatMap((text) => text.split('\n')).filter((line) => RAW_KEY.test(line));
  expect(raw, `raw i18n keys on ${what}`).toEqual([]);
}

/** A small valid one-page PDF (the gateway may sniff the content, so no random bytes). */
export function smallPdf(text: string): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
