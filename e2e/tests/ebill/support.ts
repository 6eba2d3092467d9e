/**
 * Helpers of the eBill tests (issue 31): the context's eBill as the gateway answers it to the page's session (same
 * cookie, same context header as the app), the sandbox eBill network (a biller issuing an invoice, the network
 * confirming a subscription), and the eBill screens' parts by their test ids or their texts in any language
 * (a persona shared with a parallel test may switch language under an open page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIResponse, Locator, Page } from '@playwright/test';
import { API_HEADERS, SANDBOX_OPERATOR_HEADERS } from '../../support/fixtures';
import { expectNoAxeViolations as expectNoAxe } from '../../support/axe';
import { LANGUAGES, messageOf, type Messages } from '../shell/support';

export {
  ANNA,
  CLAIRE,
  expectNoRawKeys,
  expectScreenReady,
  eventStreamOpened,
  Gateway,
  NORA,
  signIn,
  switchLanguage,
  switchTheme,
  THEMES,
} from '../accounts/support';

/** axe without its CSSOM preload: the eBill remote's stylesheet comes from its own origin (support/axe.ts). */
export function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  return expectNoAxe(page, what, { cssom: false });
}

export const SWISSCOM = '41100000000123456';
export const EWZ = '41100000000654321';

const CATALOGUES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../remote-ebill/catalogues',
);
const messages = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(fs.readFileSync(path.join(CATALOGUES, `${language}.json`), 'utf8')) as Messages,
  ]),
);

/** A remote-ebill text in any of the four languages, as an exact-match pattern. */
export function inAnyLanguage(key: string): RegExp {
  const texts = LANGUAGES.map((language) =>
    messageOf(messages[language]!, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return new RegExp(`^(${texts.join('|')})$`);
}

export interface InvoiceRead {
  businessCaseId: string;
  status: 'OPEN' | 'SETTLED' | 'REJECTED';
  billerId: string;
  actions: string[];
}

export interface StandingApprovalRead {
  standingApprovalId: string;
  billerId: string;
  type: string;
  period: string;
  amount: string;
  cashAccountUid: string;
}

export interface SubscriptionRead {
  ownerUid: string;
  status: string | null;
  email: string | null;
}

async function json<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} answered HTTP ${response.status()}: ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** The private eBill of the page's persona (/api/v2/ebill), with the page's session. */
export class Ebill {
  constructor(private readonly page: Page) {}

  private url(rest: string): string {
    return `/api/v2/ebill${rest}`;
  }

  async get<T>(rest: string): Promise<T> {
    return json<T>(await this.page.request.get(this.url(rest), { headers: API_HEADERS }), `GET ${rest}`);
  }

  async delete(rest: string): Promise<void> {
    await json(await this.page.request.delete(this.url(rest), { headers: API_HEADERS }), `DELETE ${rest}`);
  }

  subscription(): Promise<SubscriptionRead> {
    return this.get('/subscription');
  }

  invoices(query = ''): Promise<InvoiceRead[]> {
    return this.get(`/related-billers-invoices${query}`);
  }

  standingApprovals(): Promise<StandingApprovalRead[]> {
    return this.get('/standing-approvals');
  }

  /** A biller of the directory issues an invoice to the persona itself (the sandbox eBill network). */
  async issueInvoice(
    ownerUid: string,
    billerId: string,
    amount: string,
    dueDate: string,
  ): Promise<InvoiceRead> {
    return json<InvoiceRead>(
      await this.page.request.post('/api/sandbox/ebill/invoices', {
        headers: API_HEADERS,
        data: { ownerUid, billerId, amount, dueDate },
      }),
      'POST /api/sandbox/ebill/invoices',
    );
  }

  /** The eBill network confirms a requested subscription: the bank's side, the operator key. */
  async confirm(ownerUid: string): Promise<void> {
    await json(
      await this.page.request.post(`/api/sandbox/ebill/subscriptions/${ownerUid}/confirm`, {
        headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
        data: { status: 'ACTIVE' },
      }),
      'POST /api/sandbox/ebill/subscriptions/{ownerUid}/confirm (sandbox operator)',
    );
  }
}

/** A day `days` after the bank's today (yyyy-MM-dd). */
export async function bankDayAfter(page: Page, days: number): Promise<string> {
  const dates = (await (await page.request.get('/api/payment-dates', { headers: API_HEADERS })).json()) as {
    today: string;
  };
  const day = new Date(`${dates.today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** The billers screen's parts, by test id. */
export function billersScreen(page: Page) {
  return {
    open: (billerId: string, businessCaseId?: string) =>
      page.goto(`/ebill/billers/${billerId}${businessCaseId ? `?invoice=${businessCaseId}` : ''}`),
    details: page.getByTestId('biller-details'),
    row: (businessCaseId: string): Locator =>
      page.locator(`[data-testid="invoice-row"][data-business-case="${businessCaseId}"]`),
    dialog: page.getByRole('dialog'),
    invoice: page.getByTestId('invoice-details'),
    editor: page.getByTestId('standing-approval'),
  };
}
