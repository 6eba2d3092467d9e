/**
 * Issue 17: every page but the login asks for the app's code (router, shell, session, federation runtime) and the
 * opening route's remote files beside the entry script, not once the entry script has run; the login page loads
 * none of it.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { remoteScreen, switchToPartnership } from '../../support/app';
import { contextButton, signIn } from './support';

/**
 * The host's own scripts the page preloads (paths). The remote's files the route prefetch preloads come from the
 * remote's origin and are not index.html's (host/src/federation/prefetch.ts).
 */
async function preloadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
      .map((link) => new URL(link.href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
}

/**
 * Holds the page's requests for `held` back until a request matching each of `awaited` has been asked for: if only
 * the held file, once it ran, asked for them, nothing would ask and the page would never show.
 */
async function holdUntilAsked(
  page: Page,
  held: string | RegExp,
  awaited: ((request: Request) => boolean)[],
): Promise<void> {
  const asked = Promise.all(
    awaited.map(
      (matches) =>
        new Promise<void>((resolve) => page.on('request', (request) => matches(request) && resolve())),
    ),
  );
  await page.route(held, async (route) => {
    await asked;
    await route.continue();
  });
}

const ENTRY_SCRIPT = /\/main\.[0-9a-f]+\.js$/;

/** A request for a file of the accounts remote named `ending` (mf-manifest.json, remoteEntry.js). */
const accountsFile = (ending: string) => (request: Request) => {
  const { pathname } = new URL(request.url());
  return pathname.startsWith('/remotes/accounts/') && pathname.endsWith(ending);
};

/** The early script's one request for the remembered reads. */
const readsRequest = (request: Request) =>
  new URL(request.url()).pathname === '/api/v3/reads' && request.method() === 'POST';

/** What the page keeps under a localStorage key. */
const stored = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

test('the app’s code is asked for beside the entry script on the dashboard, and not on the login', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    // The host's own scripts (a remote's are under /remotes/ on the remote's origin).
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script' && !pathname.startsWith('/remotes/')) requested.push(pathname);
  });
  await page.goto('/login');
  await expect(page.locator('input[type="email"], input[name="email"]').first()).toBeVisible();
  expect(await preloadedScripts(page)).toEqual([]);
  expect(requested.filter((path) => /^\/app\./.test(path))).toEqual([]);

  await signIn(page, 'anna@kontor.test');
  requested.length = 0;
  await page.goto('/');
  await expect(remoteScreen(page).first()).toBeVisible();
  const preloaded = await preloadedScripts(page);
  // The app's chunk is among them, and each preloaded file is a script the page then runs (no stray file).
  expect(preloaded.some((path) => /^\/app\.[0-9a-f]+\.js$/.test(path))).toBe(true);
  for (const path of preloaded) expect(requested).toContain(path);
  // Asked for once: the entry script's request took the preloaded answer.
  for (const path of preloaded) expect(requested.filter((other) => other === path)).toHaveLength(1);
  // The entry script goes first, not behind the preloads (a defer script is otherwise fetched at low priority).
  expect(
    await page.evaluate(() => document.querySelector('script[src*="/main."]')?.getAttribute('fetchpriority')),
  ).toBe('high');
  // Every script of the start, the entry's and the preloaded, is marked for eager compilation (V8's compile
  // hint, its first line: shared-kernel/build/plugins.cjs), as served.
  const entry = await page.evaluate(() =>
    document.querySelector('script[src*="/main."]')?.getAttribute('src'),
  );
  expect(entry).toMatch(ENTRY_SCRIPT);
  for (const path of [entry!, ...preloaded]) {
    const text = await (await page.request.get(path)).text();
    expect(text.slice(0, text.indexOf('\n')), path).toBe('//# allFunctionsCalledOnLoad');
  }
});

test('the opening route’s manifest and remoteEntry.js are asked for before the entry script has arrived', async ({
  page,
}) => {
  await signIn(page, 'anna@kontor.test');
  // The entry script is held back until the dashboard's remote files have been asked for.
  await holdUntilAsked(page, ENTRY_SCRIPT, [
    accountsFile('/mf-manifest.json'),
    accountsFile('/remoteEntry.js'),
  ]);
  await page.goto('/');
  await expect(remoteScreen(page).first()).toBeVisible();
});

test('a returning device asks for the first screen’s reads in one request before the entry script has arrived', async ({
  page,
}) => {
  // Nora: no other test changes her profile's language, which would change the catalogues between the loads.
  await signIn(page, 'nora@kontor.test');
  await expect(remoteScreen(page).first()).toBeVisible();
  // The start after the login remembered the reads it made (host/src/boot/openingCalls.ts).
  await expect.poll(() => stored(page, 'kontor.openingCalls')).toContain('/api/v2/profile');

  // The entry script is held back until the early script has asked for the reads: the page start asks for
  // them beside the entry script, and the app takes the answers instead of asking again.
  const language = await page.locator('html').getAttribute('lang');
  const reads: string[] = [];
  const catalogues: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(url.pathname);
    if (url.pathname === '/api/collections') catalogues.push(url.searchParams.get('names') ?? '');
  });
  await holdUntilAsked(page, ENTRY_SCRIPT, [readsRequest]);
  await page.goto('/');
  await expect(remoteScreen(page).first()).toBeVisible();
  // The dashboard, in the language of her profile as before.
  await expect(page.locator('html')).toHaveAttribute('lang', language ?? 'en');
  // None of the remembered reads went out again on its own: the page start's catalogues neither. The dashboard's
  // own texts depend on the route: asked for once (by the early script, from the registry), taken by the app.
  for (const path of ['/api/v2/profile', '/api/v2/natural-person'])
    expect(reads, `${path} asked again`).not.toContain(path);
  expect(catalogues, 'the catalogues asked for on their own').toEqual([
    'app.accounts,app.customer,app.settings',
  ]);

  // Logging out forgets them with the session's other local keys.
  await page.locator('.kontor-navbar .kontor-dropdown > button').click();
  await page.locator('.kontor-dropdown__action').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'kontor.openingCalls')).toBeNull();
});

test('in a partnership context the early reads are the partnership’s, and the shell opens in it', async ({
  page,
}) => {
  await signIn(page, 'nora@kontor.test');
  await expect(remoteScreen(page).first()).toBeVisible();
  await switchToPartnership(page, 'Bäckerei Meier GmbH');
  // The start after this reload remembers the partnership's reads; the next page start asks for them early.
  await page.reload();
  await expect(contextButton(page)).toContainText('Bäckerei Meier GmbH');
  await expect.poll(() => stored(page, 'kontor.openingCalls')).toContain('"partnership":"');

  const early = page.waitForRequest(readsRequest);
  await page.reload();
  const body = JSON.parse((await early).postData() ?? '{}') as { reads: { partnership?: string }[] };
  const partnership = await stored(page, 'currentContextUid');
  expect(body.reads.some((read) => read.partnership === partnership)).toBe(true);
  await expect(contextButton(page)).toContainText('Bäckerei Meier GmbH');
  await expect(remoteScreen(page).first()).toBeVisible();
});

test('a returning device asks for the opening route’s remote files and texts before the registry has answered', async ({
  page,
}) => {
  await signIn(page, 'nora@kontor.test');
  await expect(remoteScreen(page).first()).toBeVisible();
  // A page start on the dashboard remembers the files and texts its route needed (host/src/federation/prefetch.ts).
  await page.reload();
  await expect(remoteScreen(page).first()).toBeVisible();
  await expect.poll(() => stored(page, 'kontor.openingRoute')).toContain('remoteEntry.js');
  await expect.poll(() => stored(page, 'kontor.openingRoute')).toContain('app.accounts');

  // The registry is held back until the remote's remoteEntry.js and the screen's texts have been asked for: only
  // what the last start remembered can make the page ask for them first. The texts go out once.
  const texts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/collections') texts.push(url.searchParams.get('names') ?? '');
  });
  const accountsTexts = (request: Request) =>
    new URL(request.url()).searchParams.get('names')?.startsWith('app.accounts') === true;
  await holdUntilAsked(page, '**/registry.json', [accountsFile('/remoteEntry.js'), accountsTexts]);
  await page.reload();
  await expect(remoteScreen(page).first()).toBeVisible();
  expect(texts.filter((names) => names.startsWith('app.accounts'))).toHaveLength(1);
});
