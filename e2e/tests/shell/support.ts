/**
 * Helpers of the shell tests: the message catalogues the shell shows (to name menu entries by key in
 * any language), the side menu and settings dropdown as rendered, and the host's local keys.
 */
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_HEADERS, expect, loginAs, loginThroughForm } from '../../support/fixtures';
import { languageLock, oneAtATime, oneLoginAtATime } from '../../support/locks';

export { oneAtATime, oneLoginAtATime };

export const LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Local keys of the host (spec §9 and host/src/session). */
export const IDLE_TIMEOUT_KEY = 'kontor.idleTimeoutMs';

export type Messages = { [key: string]: string | Messages };

const catalogues = new Map<Language, Promise<Messages>>();

/** GET /api/collections?names=webapp,app,dict,team in one language (integration.md "Message catalogues"). */
export function catalogue(request: APIRequestContext, language: Language): Promise<Messages> {
  let loaded = catalogues.get(language);
  if (!loaded) {
    loaded = request
      .get('/api/collections?names=webapp,app,dict,team', {
        headers: { ...API_HEADERS, 'Accept-Language': language },
      })
      .then(async (response) => {
        if (!response.ok()) throw new Error(`collections (${language}) answered HTTP ${response.status()}`);
        return (await response.json()) as Messages;
      });
    catalogues.set(language, loaded);
  }
  return loaded;
}

/** The text of a key in a catalogue; fails the test when the key is missing. */
export function messageOf(messages: Messages, key: string): string {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`catalogue has no text for ${key}`);
  return node;
}

/** The language the shell renders in (the host keeps <html lang> in step with i18n). */
export async function shellLanguage(page: Page): Promise<Language> {
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'en';
  const language = lang.slice(0, 2) as Language;
  if (!LANGUAGES.includes(language)) throw new Error(`unexpected <html lang="${lang}">`);
  return language;
}

export const sideMenu = (page: Page) => page.locator('aside.kontor-sidemenu');
export const settingsButton = (page: Page) => page.locator('.kontor-navbar .kontor-dropdown > button');
export const settingsList = (page: Page) => page.locator('.kontor-navbar .kontor-dropdown__list');
export const contextButton = (page: Page) => page.locator('.kontor-navbar__context');
export const otherAccounts = (page: Page) => page.locator('.kontor-accounts__name');

/** Waits until the strong layout shows its navbar (reference data loaded, spec §2 layouts). */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.locator('header.kontor-navbar')).toBeVisible({ timeout: 20_000 });
}

/** Labels of the side menu's entries in screen order (the badge's hidden text left out). */
export async function menuLabels(page: Page): Promise<string[]> {
  return (await sideMenu(page).locator('nav .kontor-sidemenu__link .k-spacer').allInnerTexts()).map((text) =>
    text.trim(),
  );
}

/** Opens the settings dropdown and returns its entries' labels in order. */
export async function settingsLabels(page: Page): Promise<string[]> {
  if ((await settingsButton(page).getAttribute('aria-expanded')) !== 'true')
    await settingsButton(page).click();
  await expect(settingsList(page)).toBeVisible();
  return (await settingsList(page).locator('li').allInnerTexts()).map((text) => text.trim());
}

/** Stores local keys before any script of the app runs, in every page of the context. */
export async function presetLocalStorage(
  context: BrowserContext,
  values: Record<string, string>,
): Promise<void> {
  await context.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
  }, values);
}

/** A matcher for raw i18n keys on screen (a key the catalogue did not resolve). */
export const RAW_KEY = /\b(webapp|app|dict)\.[a-z_]+\./;

/** Collects the i18n layer's missing-key warnings (shared-kernel/src/i18n: `[i18n] missing key "…"`). */
export function missingKeyWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/\[i18n\]|missing ?key/i.test(message.text())) warnings.push(message.text());
  });
  return warnings;
}

/**
 * The fixture's real login, one at a time per persona across workers: two logins of the same persona
 * within a second cannot tell their outbox codes apart (support/fixtures.ts readCode).
 */
export async function signIn(page: Page, email: string): Promise<void> {
  await oneLoginAtATime(email, () => loginAs(page, email));
}

/** The same login through the login form and its code step, as a customer makes it. */
export async function signInThroughForm(page: Page, email: string): Promise<void> {
  await oneLoginAtATime(email, () => loginThroughForm(page, email));
}

/** The lock of Nora's eBill state: the eBill activation test changes it and puts it back, the persona test reads it. */
export const NORA_EBILL_LOCK = 'nora-ebill';
/** Held while a test gives Ben a company onboarding of his own (his private menu's Organisation badge counts it). */
export const BEN_ONBOARDING_LOCK = 'ben-onboarding';
/**
 * Held while a test sets Luca's profile language and loads pages that must speak it (session-language.spec), and
 * while another switches it through the languages (accounts/screens.spec); every switch of his takes it too.
 */
export const LUCA_LANGUAGE_LOCK = languageLock('luca@kontor.test');
