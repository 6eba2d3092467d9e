/**
 * Issue 17: every page but the login asks for the app's code (router, shell, session, federation runtime) and the
 * opening route's remote files beside the entry script, not once the entry script has run; the login page loads
 * none of it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/fixtures';
import { remoteScreen } from '../../support/app';
import { signIn } from './support';

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
});

test('the opening route’s manifest and remoteEntry.js are asked for before the entry script has arrived', async ({
  page,
}) => {
  await signIn(page, 'anna@kontor.test');
  // The entry script is held back until the dashboard's remote files have been asked for: if only the entry
  // script asked for them, nothing would ask and the page would never show the dashboard.
  let manifestAsked!: () => void;
  let entryAsked!: () => void;
  const asked = Promise.all([
    new Promise<void>((resolve) => (manifestAsked = resolve)),
    new Promise<void>((resolve) => (entryAsked = resolve)),
  ]);
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/remotes/accounts/') && pathname.endsWith('/mf-manifest.json')) manifestAsked();
    if (pathname.startsWith('/remotes/accounts/') && pathname.endsWith('/remoteEntry.js')) entryAsked();
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto('/');
  await expect(remoteScreen(page).first()).toBeVisible();
});
