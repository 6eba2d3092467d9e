/**
 * Each persona sees exactly the side menu and settings dropdown the spec gives them (spec §2 "Side menu
 * visibility", "Settings dropdown entries"). The expectations below are derived by hand from the spec's
 * rules and the persona facts (/work/shared/PERSONAS.md, plus the seed's suggestions and export tickets),
 * not from the kernel's rules, so a wrong rule in the shell fails here.
 */
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, readCode, test } from '../../support/fixtures';
import { switchToPartnership } from '../../support/app';
import {
  catalogue,
  expectShell,
  menuLabels,
  messageOf,
  BEN_ONBOARDING_LOCK,
  NORA_EBILL_LOCK,
  oneAtATime,
  settingsButton,
  settingsLabels,
  shellLanguage,
  sideMenu,
  signInThroughForm,
} from './support';

type MenuEntry =
  | 'dashboard'
  | 'newPayment'
  | 'scanPayment'
  | 'transactions'
  | 'accountInformation'
  | 'cards'
  | 'cardsAdmin'
  | 'paymentOverview'
  | 'activateEbill'
  | 'ebillBillers'
  | 'noActiveRoles'
  | 'complianceDeclaration'
  | 'teamSpace'
  | 'organisationOnboarding'
  | 'qualifiedSignatures'
  | 'registrations'
  | 'updatePartnership';

type SettingsEntry =
  | 'personalDetails'
  | 'partnershipDetails'
  | 'security'
  | 'legal'
  | 'documents'
  | 'subscription'
  | 'activateEbill'
  | 'ebillSettings'
  | 'logout';

/** Spec §2 and §6: the debug menu in local and sandbox (the e2e host runs as local), in route-table order. */
const DEBUG_PAGES = [
  'input',
  'button',
  'badge',
  'alerts',
  'masked_input',
  'page',
  'color_test',
  'components',
  'file_resource_uploader',
];

interface ContextExpectation {
  /** The partnership to switch to; absent: the context the persona lands in after login. */
  partnership?: string;
  /** State the expectation needs, made before switching to the context. */
  setUp?: (page: Page) => Promise<void>;
  /** Main and organisation sections in screen order; null when the spec hides the whole menu. */
  menu: MenuEntry[] | null;
  settings: SettingsEntry[];
}

interface PersonaExpectation {
  name: string;
  email: string;
  contexts: ContextExpectation[];
  /** A lock another test holds while it changes this persona's state and puts it back (support oneAtATime). */
  lock?: string;
}

const BAKERY = 'Bäckerei Meier GmbH';

/**
 * Private context of a bankable user with one CHF account and an eBill suggestion (seed: Nora, Luca,
 * Claire, Ben): payments (owner, active account), transactions and account info (has accounts), cards
 * (bankable), payment overview (bankable + active entitled account), ActivateEbill (suggested),
 * organisation section (private; no partnership declarations, so no registrations).
 */
const BANKABLE_PRIVATE_WITH_EBILL_SUGGESTION: ContextExpectation = {
  menu: [
    'dashboard',
    'newPayment',
    'scanPayment',
    'transactions',
    'accountInformation',
    'cards',
    'paymentOverview',
    'activateEbill',
    'organisationOnboarding',
    'qualifiedSignatures',
  ],
  // Personal details (private), security, legal, documents (private always), activate e-bill (suggested).
  settings: ['personalDetails', 'security', 'legal', 'documents', 'activateEbill', 'logout'],
};

/**
 * Bäckerei Meier GmbH for a delegate who may capture on the selected (first, Betriebskonto) account:
 * bankable partnership + delegate → payments, cards, cards admin, payment overview; not bootstrapper
 * and status bankable → compliance declaration and team space; eBill business active (seeded, issue 31) →
 * EbillBillers and E-bill settings.
 */
const BAKERY_DELEGATE: ContextExpectation = {
  partnership: BAKERY,
  menu: [
    'dashboard',
    'newPayment',
    'scanPayment',
    'transactions',
    'accountInformation',
    'cards',
    'cardsAdmin',
    'paymentOverview',
    'ebillBillers',
    'complianceDeclaration',
    'teamSpace',
  ],
  // No export tickets of the user (only Anna has one), so no documents; bankable and not bootstrapper → subscription.
  settings: ['partnershipDetails', 'security', 'legal', 'subscription', 'ebillSettings', 'logout'],
};

const PERSONAS: PersonaExpectation[] = [
  {
    name: 'Anna',
    email: 'anna@kontor.test',
    contexts: [
      {
        // eBill active (billers, no suggestion); partnership declarations on her → registrations.
        menu: [
          'dashboard',
          'newPayment',
          'scanPayment',
          'transactions',
          'accountInformation',
          'cards',
          'paymentOverview',
          'ebillBillers',
          'organisationOnboarding',
          'qualifiedSignatures',
          'registrations',
        ],
        settings: ['personalDetails', 'security', 'legal', 'documents', 'ebillSettings', 'logout'],
      },
      {
        // Spec §2: documents in a partnership once it has exports. A context lists only its own statements
        // (Anna's private ones do not count), so the test makes one of the Betriebskonto first.
        ...BAKERY_DELEGATE,
        setUp: exportOfBetriebskonto,
        settings: [
          'partnershipDetails',
          'security',
          'legal',
          'documents',
          'subscription',
          'ebillSettings',
          'logout',
        ],
      },
    ],
  },
  {
    name: 'Nora',
    email: 'nora@kontor.test',
    contexts: [BANKABLE_PRIVATE_WITH_EBILL_SUGGESTION, BAKERY_DELEGATE],
    // The eBill activation test activates her eBill and puts it back: her menu is read while it does not.
    lock: NORA_EBILL_LOCK,
  },
  {
    name: 'Luca',
    email: 'luca@kontor.test',
    contexts: [BANKABLE_PRIVATE_WITH_EBILL_SUGGESTION, BAKERY_DELEGATE],
  },
  {
    name: 'Claire',
    email: 'claire@kontor.test',
    contexts: [
      BANKABLE_PRIVATE_WITH_EBILL_SUGGESTION,
      {
        // Bankable association, delegate with approve only: no new payment (no capture right).
        partnership: 'Association Sportive Lausanne',
        menu: [
          'dashboard',
          'transactions',
          'accountInformation',
          'cards',
          'cardsAdmin',
          'paymentOverview',
          'complianceDeclaration',
          'teamSpace',
        ],
        settings: ['partnershipDetails', 'security', 'legal', 'subscription', 'logout'],
      },
      {
        // Screened, partner only: not bankable, no accounts; compliance (beyond registered), no team space (screened).
        partnership: 'Dubois Conseil',
        menu: ['dashboard', 'complianceDeclaration'],
        settings: ['partnershipDetails', 'security', 'legal', 'logout'],
      },
    ],
  },
  {
    name: 'Ben',
    email: 'ben@kontor.test',
    lock: BEN_ONBOARDING_LOCK,
    contexts: [
      BANKABLE_PRIVATE_WITH_EBILL_SUGGESTION,
      {
        // Bootstrapper requestor of a new partnership: dashboard only; no partnership details or subscription.
        partnership: 'Keller Robotics AG',
        menu: ['dashboard'],
        settings: ['security', 'legal', 'logout'],
      },
    ],
  },
  {
    // Potato-only (card-only customer): transactions and cards by the potato rule.
    name: 'Pia',
    email: 'pia@kontor.test',
    contexts: [
      {
        // Her card's prepaid account is a cash account (transactions, account info); not bankable: no payments.
        menu: [
          'dashboard',
          'transactions',
          'accountInformation',
          'cards',
          'organisationOnboarding',
          'qualifiedSignatures',
        ],
        settings: ['personalDetails', 'security', 'legal', 'documents', 'logout'],
      },
    ],
  },
  {
    // Identification-only QES user: lands in Favre Architectes (own context disabled); menu hidden entirely.
    name: 'Quentin',
    email: 'quentin@kontor.test',
    contexts: [{ menu: null, settings: ['partnershipDetails', 'security', 'legal', 'logout'] }],
  },
  {
    name: 'Rita',
    email: 'rita@kontor.test',
    contexts: [
      {
        // Registered, not bankable, no accounts: dashboard and the private organisation section.
        menu: ['dashboard', 'organisationOnboarding', 'qualifiedSignatures'],
        settings: ['personalDetails', 'security', 'legal', 'documents', 'logout'],
      },
      {
        // Registered context: no capture anywhere, partnership-only routes filtered out.
        partnership: BAKERY,
        menu: ['dashboard'],
        settings: ['security', 'legal', 'logout'],
      },
    ],
  },
];

/** The uid of the first object in a JSON tree whose `field` is `value`. */
function uidWhere(tree: unknown, field: string, value: string): string | undefined {
  if (Array.isArray(tree)) return tree.map((item) => uidWhere(item, field, value)).find(Boolean);
  if (typeof tree !== 'object' || tree === null) return undefined;
  const record = tree as Record<string, unknown>;
  if (record[field] === value && typeof record['uid'] === 'string') return record['uid'];
  return Object.values(record)
    .map((item) => uidWhere(item, field, value))
    .find(Boolean);
}

/** As the signed-in persona: a CSV statement of the Bäckerei's Betriebskonto (an export of the partnership). */
async function exportOfBetriebskonto(page: Page): Promise<void> {
  const get = async (url: string, partnership?: string): Promise<unknown> => {
    const response = await page.request.get(url, {
      headers: { ...API_HEADERS, ...(partnership ? { 'x-partnership-uid': partnership } : {}) },
    });
    expect(response.ok(), url).toBe(true);
    return response.json();
  };
  const { userUid } = (await get('/api/v3/auth/session')) as { userUid: string };
  const bakery = uidWhere(
    await get(`/api/v2/natural-persons/${userUid}/partnerships/engagements`),
    'name',
    BAKERY,
  );
  if (!bakery) throw new Error(`${BAKERY} is not among the engagements`);
  const accounts = await get(`/api/partnerships/${bakery}/cash-accounts`, bakery);
  const betriebskonto =
    uidWhere(accounts, 'accountName', 'Betriebskonto') ?? uidWhere(accounts, 'name', 'Betriebskonto');
  if (!betriebskonto) throw new Error('the Bäckerei has no Betriebskonto');
  const created = await page.request.post(`/api/natural-persons/${userUid}/export-tickets`, {
    headers: { ...API_HEADERS, 'x-partnership-uid': bakery },
    data: { cashAccountUid: betriebskonto, from: '2026-10-01', to: '2026-10-31', format: 'csv' },
  });
  expect(created.ok(), await created.text()).toBe(true);
}

async function expectEntries(page: Page, expectation: ContextExpectation): Promise<void> {
  await expectShell(page);
  const messages = await catalogue(page.request, await shellLanguage(page));
  if (expectation.menu === null) {
    await expect.soft(sideMenu(page).locator('nav')).toHaveCount(0);
  } else {
    const expected = [
      ...expectation.menu.map((entry) => messageOf(messages, `webapp.nav.${entry}`)),
      ...DEBUG_PAGES.map((page) => messageOf(messages, `webapp.debug.title.${page}`)),
    ];
    await expect.soft.poll(() => menuLabels(page), { message: 'side menu entries' }).toEqual(expected);
  }
  const settings = expectation.settings.map((entry) => messageOf(messages, `webapp.shell.settings.${entry}`));
  expect.soft(await settingsLabels(page), 'settings dropdown entries').toEqual(settings);
  await settingsButton(page).click();
}

for (const persona of PERSONAS) {
  test(`${persona.name} sees the menu and settings the spec gives them`, async ({ page }) => {
    // A locked persona may wait for the test that holds its state (up to its 90 s).
    test.setTimeout(30_000 + persona.contexts.length * 30_000 + (persona.lock ? 90_000 : 0));
    const check = async () => {
      // Every persona once through the login form and its code step (the other tests sign in by the same calls).
      await signInThroughForm(page, persona.email);
      for (const context of persona.contexts) {
        await test.step(context.partnership ?? 'after login', async () => {
          await context.setUp?.(page);
          if (context.partnership) await switchToPartnership(page, context.partnership);
          await expectEntries(page, context);
        });
      }
    };
    await (persona.lock ? oneAtATime(persona.lock, check) : check());
  });
}

test('Paul, a prospect, signs in through the prospect login and gets the prospect layout', async ({
  page,
}) => {
  const email = 'paul@kontor.test';
  await page.goto('/prospect-login');
  await page.locator('input[type="email"], input[name="email"]').first().fill(email);
  const submittedAt = Date.now();
  await page.locator('form button[type="submit"]').first().click();
  const code = page.locator('input[autocomplete="one-time-code"]');
  await expect(code).toBeVisible({ timeout: 15_000 });
  await code.fill(await readCode(page.request, email, submittedAt, { asOperator: true }));
  await page.locator('form button[type="submit"]').first().click();
  // Spec §2: a verified prospect lands in prospect home, in the pin layout: logo, language switcher and
  // logout; none of the strong layout's context switcher or side menu.
  await expect(page).toHaveURL(/\/prospect-home/, { timeout: 20_000 });
  const header = page.locator('header.kontor-navbar');
  await expect(header.locator('select')).toHaveCount(1);
  await expect(header.getByRole('button')).toHaveCount(1);
  await expect(page.locator('.kontor-navbar__context')).toHaveCount(0);
  await expect(sideMenu(page)).toHaveCount(0);
  const session = await (await page.request.get('/api/v3/auth/session', { headers: API_HEADERS })).json();
  expect(session).toMatchObject({ authLevel: 'pin', prospect: { status: 'active' } });
});
