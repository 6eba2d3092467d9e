/**
 * Helpers of the team space's tests (issue 32): the lock of Bäckerei's membership state, the team space's parts by
 * their data attributes, remote-team's texts in the page's language, the invitation mail of the sandbox outbox.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { switchToPartnership } from '../../support/app';
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS } from '../../support/fixtures';
import { appLanguage, BAECKEREI, expectScreenReady, signIn, switchLanguage } from '../accounts/support';
import { LANGUAGES, messageOf, oneAtATime, type Language, type Messages } from '../shell/support';

export { ANNA, BAECKEREI, CLAIRE, LUCA, NORA } from '../accounts/support';

/**
 * Bäckerei's members and roles: a test that changes them (an admin nominated, a member invited) holds this lock
 * and puts the state back; persona tests that read Bäckerei's menus take it too.
 */
export const BAECKEREI_MEMBERSHIP_LOCK = 'baeckerei-membership';
export const withBaeckereiMembership = <T>(work: () => Promise<T>): Promise<T> =>
  oneAtATime(BAECKEREI_MEMBERSHIP_LOCK, work);

const CATALOGUES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../remote-team/catalogues',
);
const catalogues = new Map<Language, Messages>();

function teamCatalogue(language: Language): Messages {
  if (!catalogues.has(language))
    catalogues.set(
      language,
      JSON.parse(fs.readFileSync(path.join(CATALOGUES, `${language}.json`), 'utf8')) as Messages,
    );
  return catalogues.get(language)!;
}

/** remote-team's text of a key in the page's current language. */
export async function teamText(page: Page, key: string): Promise<string> {
  return messageOf(teamCatalogue(await appLanguage(page)), key);
}

/**
 * remote-team's text of a key in any of the four languages: for what a live update re-renders, which may come in
 * another test's language (the snapshot it reloads brings the shared persona's profile language).
 */
export function teamTextInAnyLanguage(key: string): RegExp {
  const texts = LANGUAGES.map((language) => messageOf(teamCatalogue(language), key));
  return new RegExp(texts.map((text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

/** A browser page of a persona, signed in, in English, in a partnership. */
export async function signedInPage(
  browser: Browser,
  email: string,
  partnership = BAECKEREI,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signIn(page, email);
  await switchLanguage(page, 'en');
  await switchToPartnership(page, partnership);
  return page;
}

/** Opens a team space view and waits until its first load is done. */
export async function openTeamSpace(page: Page, path = '/team-space/members'): Promise<void> {
  await page.goto(path);
  await expectScreenReady(page);
}

export const memberRow = (page: Page, personUid: string) => page.locator(`li[data-member="${personUid}"]`);

/** The uid of a member of the list by name (the list links to member-details/:uid). */
export async function memberUidOf(page: Page, name: string): Promise<string> {
  const row = page.locator('li[data-member]', { hasText: name });
  await expect(row).toHaveCount(1);
  return (await row.getAttribute('data-member'))!;
}

/** The invitation link the outbox caught for an e-mail (read as the sandbox operator: the invitee has no session). */
export async function invitationLink(request: APIRequestContext, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/sandbox/outbox?email=${encodeURIComponent(email)}`, {
          headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
        });
        const mails = (await response.json()) as { purpose: string; code: string }[];
        link = mails.find((mail) => mail.purpose === 'invite')?.code ?? '';
        return link ? 'mailed' : 'not yet';
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBe('mailed');
  return link;
}
