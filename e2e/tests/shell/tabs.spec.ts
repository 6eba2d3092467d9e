/**
 * The session across tabs of one browser (spec §9): the least idle tab decides (IDLE_TAB_SYNC), idle
 * in every tab gives the 60 s warning and then logs all out, a logout in one tab logs out the others,
 * and the refresh timer makes one POST /v3/auth/refresh per rotation however many tabs are open.
 * Time is the Playwright clock of the context (one clock for all its pages).
 */
import type { BrowserContext, Page } from '@playwright/test';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import {
  catalogue,
  expectShell,
  IDLE_TIMEOUT_KEY,
  messageOf,
  presetLocalStorage,
  shellLanguage,
  signIn,
} from './support';

const ANNA = 'anna@kontor.test';
/** A short idle timeout (overridable in local and sandbox only, host/src/session/idle.ts). */
const IDLE_TIMEOUT_MS = 30_000;
/** Steps of fake time: below the 5 s IDLE_TAB_SYNC interval's 10 s freshness, so records stay fresh. */
const STEP_MS = 5_000;

async function openTab(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/');
  await expectShell(page);
  return page;
}

/** The idle warning modal (webapp.session.idle.title) of a tab. */
async function idleWarning(page: Page) {
  const messages = await catalogue(page.request, await shellLanguage(page));
  return page.getByRole('dialog', { name: messageOf(messages, 'webapp.session.idle.title') });
}

/** Lets fake time pass in steps, firing every timer on the way (broadcasts, idle ticks). */
async function passTime(context: BrowserContext, ms: number, eachStep?: () => Promise<void>): Promise<void> {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    await context.clock.runFor(STEP_MS);
    if (eachStep) await eachStep();
    // Lets the tabs' BroadcastChannel messages arrive between steps.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

test.describe('idle timeout across tabs', () => {
  test('activity in one tab keeps the other alive; idle in both warns, then logs out both', async ({
    context,
    page,
  }) => {
    test.setTimeout(120_000);
    await context.clock.install();
    await presetLocalStorage(context, { [IDLE_TIMEOUT_KEY]: String(IDLE_TIMEOUT_MS) });
    await signIn(page, ANNA);
    await expectShell(page);
    const other = await openTab(context);
    const warningHere = await idleWarning(page);
    const warningThere = await idleWarning(other);

    // Twice the idle timeout with a keypress in the first tab at every step: neither tab warns.
    await passTime(context, 2 * IDLE_TIMEOUT_MS, () => page.keyboard.press('Shift'));
    await expect(warningThere).toBeHidden();
    await expect(warningHere).toBeHidden();

    // Nobody active: past the timeout both tabs show the warning.
    await passTime(context, IDLE_TIMEOUT_MS + STEP_MS);
    await expect(warningHere).toBeVisible();
    await expect(warningThere).toBeVisible();

    // The 60 s countdown ends: both tabs are logged out and on the login, the session ended server-side.
    await passTime(context, 60_000 + STEP_MS);
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
    const session = await (await page.request.get('/api/v3/auth/session', { headers: API_HEADERS })).json();
    expect(session).toMatchObject({ authLevel: 'none' });
    for (const tab of [page, other]) {
      expect(await tab.evaluate(() => window.localStorage.getItem('refreshTokenExp'))).toBeNull();
    }
  });

  test('the stay button of the warning keeps the session in every tab', async ({ context, page }) => {
    test.setTimeout(90_000);
    await context.clock.install();
    await presetLocalStorage(context, { [IDLE_TIMEOUT_KEY]: String(IDLE_TIMEOUT_MS) });
    await signIn(page, ANNA);
    await expectShell(page);
    const other = await openTab(context);
    await passTime(context, IDLE_TIMEOUT_MS + STEP_MS);
    const warningThere = await idleWarning(other);
    await expect(warningThere).toBeVisible();
    await warningThere.getByRole('button').click();
    await passTime(context, 2 * STEP_MS);
    await expect(warningThere).toBeHidden();
    await expect(await idleWarning(page)).toBeHidden();
    await expect(page).not.toHaveURL(/\/login/);
  });
});

test('logging out in one tab logs out the other', async ({ context, page }) => {
  await signIn(page, ANNA);
  await expectShell(page);
  const other = await openTab(context);
  await page.locator('.kontor-navbar .kontor-dropdown > button').click();
  await page.locator('.kontor-dropdown__action').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
  // Spec §9: the logout removes the stored context uid and refresh token expiry in every tab.
  expect(
    await other.evaluate(() => [
      window.localStorage.getItem('currentContextUid'),
      window.localStorage.getItem('refreshTokenExp'),
    ]),
  ).toEqual([null, null]);
});

test('three tabs make exactly one refresh call per rotation', async ({ context, page }) => {
  test.setTimeout(90_000);
  const refreshes: number[] = [];
  context.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v3/auth/refresh') {
      refreshes.push(Number(response.headers()['x-refresh-token-exp']));
    }
  });
  await signIn(page, ANNA);
  await expectShell(page);
  const tabs = [page, await openTab(context), await openTab(context)];
  expect(refreshes, 'no refresh is due right after login (15 min session)').toHaveLength(0);

  for (const rotation of [1, 2]) {
    // Shortens the session as all tabs see it: a `refreshed` message on the session channel with an
    // expiry 3 min + 4 s ahead, so every tab's timer (expiry − 3 min − 0–10 s jitter, min 3 s) fires in 3–4 s.
    await page.evaluate(() => {
      const channel = new BroadcastChannel('kontor.session');
      channel.postMessage({ type: 'refreshed', refreshTokenExp: Date.now() + 3 * 60_000 + 4_000 });
      channel.close();
    });
    await expect.poll(() => refreshes.length, { timeout: 15_000 }).toBe(rotation);
    // The other tabs' timers have fired by now too; none of them refreshed again.
    await page.waitForTimeout(6_000);
    expect(refreshes, `refresh calls after rotation ${rotation}`).toHaveLength(rotation);
    // Every tab keeps the new expiry (spec §3: localStorage refreshTokenExp).
    for (const tab of tabs) {
      await expect
        .poll(() => tab.evaluate(() => Number(window.localStorage.getItem('refreshTokenExp'))))
        .toBe(refreshes[rotation - 1]);
    }
  }
});
