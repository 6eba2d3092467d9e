/**
 * The composed app's federation (DESIGN.md "Remotes and the host"): each remote comes from its own
 * origin as the registry says, shared singletons load once, a dead remote is contained and recovers,
 * and another registry file pins another version.
 */
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  descriptorOf,
  federationDebug,
  navigateInApp,
  registryOf,
  remoteFailure,
  remoteScreen,
  screenFor,
  switchToPartnership,
} from '../support/app';
import {
  E2E_PORTS,
  FAULT_HOST_URL,
  PINNED_ACCOUNTS_VERSION,
  PINNED_HOST_URL,
  type Registry,
} from '../support/stack';
import { catalogue, messageOf, shellLanguage, sideMenu } from './shell/support';

const ANNA = 'anna@kontor.test';
const BAKERY = 'Bäckerei Meier GmbH';

/**
 * Singletons whose copies the host checks (shared-kernel/build/shared.cjs ENFORCED). react-router is one copy
 * as shared-kernel/router (a kernel room), which the signature count below checks in the network log.
 */
const ENFORCED_SINGLETONS = ['react', 'react-dom', 'shared-kernel'];

/**
 * Strings that occur in exactly one file of each library's production build, so counting the scripts
 * that contain them counts the copies the browser downloaded, whatever the chunk names.
 */
const LIBRARY_SIGNATURES = {
  // react-dom's client renderer (react-dom-client.production.js); react-dom/index has its own chunk.
  'react-dom': '__reactContainer$',
  'react-router': 'may be used only in the context of a <Router> component',
  // The federation plugin's bundler runtime: the host's copy serves every remote (host API 1.1).
  'the federation bundler runtime': 'hasAttachShareScopeMap',
};

/** Bodies of the scripts the current document loaded (a full page load starts a new list). */
function collectScripts(page: Page): { bodies: () => Promise<string[]> } {
  let bodies: Promise<string>[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) bodies = [];
  });
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      bodies.push(response.text().catch(() => ''));
    }
  });
  return { bodies: () => Promise.all(bodies) };
}

/** Marks the loaded document: a page load (reload) would lose the mark. */
async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { __kontorMark?: boolean }).__kontorMark = true));
}
const pageMarked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __kontorMark?: boolean }).__kontorMark === true);

/**
 * The remote-failure notice in the shell's language: its heading names the screen (the route's title), it
 * says "temporarily unavailable" and offers Retry, with no raw i18n key and not the remote's name.
 */
async function expectTranslatedNotice(page: Page, notice: Locator, screenKey: string): Promise<void> {
  await expect(notice).toBeVisible({ timeout: 30_000 });
  const messages = await catalogue(page.request, await shellLanguage(page));
  const screenTitle = messageOf(messages, screenKey);
  await expect(notice.getByRole('heading')).toHaveText(
    messageOf(messages, 'webapp.federation.unavailable.title').replace('{{screen}}', screenTitle),
  );
  await expect(notice).toContainText(messageOf(messages, 'webapp.federation.unavailable.txt'));
  await expect(notice).not.toContainText('webapp.');
  await expect(
    notice.getByRole('button', { name: messageOf(messages, 'webapp.federation.retry') }),
  ).toBeVisible();
}

/** Waits until a remote screen is mounted and no remote shows an error notice. */
async function expectScreenMounted(page: Page): Promise<void> {
  await expect(remoteScreen(page).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.kontor-remote-failure')).toHaveCount(0);
}

test('every remote loads from its own origin, with one copy of each shared singleton', async ({
  page,
  network,
  loginAs,
}) => {
  const scripts = collectScripts(page);
  await loginAs(page, ANNA);
  // Anna's partnership context allows a screen of every remote, team's included.
  await switchToPartnership(page, BAKERY);
  await expectScreenMounted(page);

  const registry = await registryOf(page);
  expect(registry.remotes.map((entry) => entry.name).sort()).toEqual(
    ['accounts', 'cards', 'ebill', 'onboarding', 'payments', 'team'].sort(),
  );
  for (const entry of registry.remotes) {
    const screen = screenFor(await descriptorOf(page.request, entry.descriptor));
    await test.step(`${entry.name}: ${screen}`, async () => {
      await navigateInApp(page, screen);
      await expectScreenMounted(page);
      const origin = new URL(entry.manifest).origin;
      const manifestPath = new URL(entry.manifest).pathname;
      // The manifest comes from the registry's origin for this remote, and answers.
      await expect
        .poll(() => network.matching(/mf-manifest\.json/).filter((r) => r.url.endsWith(manifestPath)).length)
        .toBeGreaterThan(0);
      const manifests = network
        .matching(/mf-manifest\.json/)
        .filter((r) => r.url.includes(`/remotes/${entry.name}/`));
      for (const request of manifests) {
        expect(new URL(request.url).origin, request.url).toBe(origin);
      }
      // So does all of its code (remoteEntry.js and chunks): nothing of a remote comes from elsewhere.
      for (const request of network.matching(new RegExp(`/remotes/${entry.name}/`))) {
        expect(new URL(request.url).origin, request.url).toBe(origin);
      }
    });
  }

  const loaded = await federationDebug(page).loaded();
  expect(loaded?.map((remote) => [remote.name, remote.status]).sort()).toEqual(
    registry.remotes.map((entry) => [entry.name, 'ready']).sort(),
  );

  // One loaded version per shared package in the federation share scope (a package counts with its
  // shared subpaths: shared-kernel is only ever imported as shared-kernel/ui, /bus, ...).
  const shareScope = (await federationDebug(page).shareScope()) ?? {};
  const scopeText = JSON.stringify(shareScope);
  for (const name of ENFORCED_SINGLETONS) {
    const entries = Object.entries(shareScope).filter(([key]) => key === name || key.startsWith(`${name}/`));
    // Loaded at all, and never twice; a subpath no screen on the way needed may stay unloaded (lazy chunks).
    expect(
      entries.filter(([, versions]) => versions.length === 1).length,
      `${name} loaded at all: ${scopeText}`,
    ).toBeGreaterThan(0);
    for (const [key, versions] of entries)
      expect(versions.length, `loaded versions of ${key}`).toBeLessThanOrEqual(1);
  }
  for (const [name, versions] of Object.entries(shareScope)) {
    expect(versions.length, `loaded versions of ${name}`).toBeLessThanOrEqual(1);
  }
  // ...and one downloaded copy of React DOM, React Router and the federation bundler runtime in the network log.
  const bodies = await scripts.bodies();
  for (const [library, signature] of Object.entries(LIBRARY_SIGNATURES)) {
    expect(bodies.filter((body) => body.includes(signature)).length, `scripts containing ${library}`).toBe(1);
  }
});

test.describe('a dead remote', () => {
  test.use({ baseURL: FAULT_HOST_URL });

  test('is contained: the host and the other remotes work, and retry recovers it once it is back', async ({
    page,
    network,
    remoteServers,
    loginAs,
  }) => {
    await loginAs(page, ANNA);
    await expectScreenMounted(page); // the accounts dashboard
    const cards = (await registryOf(page)).remotes.find((entry) => entry.name === 'cards');
    expect(new URL(cards?.descriptor ?? '').port).toBe(String(E2E_PORTS.faultRemote('cards')));
    const cardsScreen = screenFor(await descriptorOf(page.request, cards?.descriptor ?? ''));

    await remoteServers.stop('cards');
    await markPage(page);
    await expect(sideMenu(page).locator('a[href="/cards"]')).toBeVisible();
    await navigateInApp(page, cardsScreen);
    const notice = remoteFailure(page, 'cards');
    await expect(notice).toBeVisible({ timeout: 30_000 });
    await expect(notice).toHaveAttribute('role', 'alert');
    await expectTranslatedNotice(page, notice, 'webapp.title.cards');
    await expect(sideMenu(page).locator('a[href="/cards"]')).toBeVisible();

    // The host's navigation and the other remotes keep working meanwhile.
    await navigateInApp(page, '/');
    await expectScreenMounted(page);
    await navigateInApp(page, cardsScreen);
    await expect(remoteFailure(page, 'cards')).toBeVisible({ timeout: 30_000 });

    await remoteServers.start('cards');
    const requestsBefore = network.requests.length;
    await remoteFailure(page, 'cards').getByRole('button').click();
    await expectScreenMounted(page);
    const cardsRequests = network.requests
      .slice(requestsBefore)
      .filter((r) => r.url.includes('/remotes/cards/'));
    expect(cardsRequests.length).toBeGreaterThan(0);
    expect(cardsRequests.every((r) => r.status === 200 || r.status === 304)).toBe(true);
    expect(await pageMarked(page), 'Retry loaded the screen without a page load').toBe(true);
  });

  test('down before the first load: its menu item stays, its route says so and Retry loads it without a reload', async ({
    page,
    remoteServers,
    loginAs,
  }) => {
    await remoteServers.stop('cards');
    await loginAs(page, ANNA);
    await expectScreenMounted(page); // the accounts dashboard still mounts
    // The registry carries every remote's descriptor: cards is known without its origin.
    const loaded = await federationDebug(page).loaded();
    expect(loaded?.find((remote) => remote.name === 'cards')).toMatchObject({
      status: 'ready',
      descriptorFrom: 'registry',
    });
    await markPage(page);

    const cardsItem = sideMenu(page).locator('a[href="/cards"]');
    await expect(cardsItem).toBeVisible();
    await cardsItem.click();
    const notice = remoteFailure(page, 'cards');
    await expectTranslatedNotice(page, notice, 'webapp.title.cards');

    // The other remotes keep working meanwhile.
    await navigateInApp(page, '/transactions');
    await expectScreenMounted(page);
    await navigateInApp(page, '/cards');
    await expect(remoteFailure(page, 'cards')).toBeVisible({ timeout: 30_000 });

    await remoteServers.start('cards');
    await remoteFailure(page, 'cards').getByRole('button').click();
    await expectScreenMounted(page);
    // Anna's cards (issue 29), drawn by the remote that was down.
    await expect(page.getByTestId('card-face').first()).toBeVisible();
    expect(await pageMarked(page), 'Retry loaded the screen without a page load').toBe(true);
  });

  test("the dashboard's remote down: the shell stands, its area says so with Retry", async ({
    page,
    remoteServers,
    loginAs,
  }) => {
    await remoteServers.stop('accounts');
    await loginAs(page, ANNA);
    // Navbar, menu and logout are there; only the dashboard's area shows the failure.
    await expect(page.locator('header.kontor-navbar')).toBeVisible();
    await expect(sideMenu(page).locator('nav')).toBeVisible();
    const notice = remoteFailure(page, 'accounts');
    await expect(page.locator('main#kontor-main').locator('.kontor-remote-failure')).toBeVisible({
      timeout: 30_000,
    });
    await expectTranslatedNotice(page, notice, 'webapp.title.dashboard');
    await markPage(page);
    await remoteServers.start('accounts');
    await notice.getByRole('button').click();
    await expectScreenMounted(page);
    expect(await pageMarked(page)).toBe(true);
  });

  test('a remote built for another React is refused with its own message, its menu item kept', async ({
    page,
    loginAs,
  }) => {
    // The registry as a release with a mismatched build would publish it.
    await page.route('**/registry.json', async (route) => {
      const registry = (await (await route.fetch()).json()) as Registry;
      for (const entry of registry.remotes) {
        if (entry.name === 'cards' && entry.descriptorSnapshot)
          entry.descriptorSnapshot = {
            ...entry.descriptorSnapshot,
            builtWith: { ...(entry.descriptorSnapshot.builtWith ?? {}), react: '18.3.1' },
          } as typeof entry.descriptorSnapshot;
      }
      await route.fulfill({ json: registry });
    });
    await loginAs(page, ANNA);
    await expectScreenMounted(page);
    expect((await federationDebug(page).loaded())?.find((remote) => remote.name === 'cards')?.status).toBe(
      'refused',
    );
    await sideMenu(page).locator('a[href="/cards"]').click();
    const notice = remoteFailure(page, 'cards');
    await expect(notice).toHaveAttribute('data-status', 'refused');
    const messages = await catalogue(page.request, await shellLanguage(page));
    await expect(notice.getByRole('heading')).toHaveText(
      messageOf(messages, 'webapp.federation.refused.title').replace(
        '{{screen}}',
        messageOf(messages, 'webapp.title.cards'),
      ),
    );
    await expect(notice).toContainText('18.3.1');
    await expect(notice.getByRole('button')).toHaveCount(0);
  });
});

test.describe('a registry pinning accounts 0.9.0', () => {
  test.use({ baseURL: PINNED_HOST_URL });

  test('makes the host load that version of accounts from its versioned path, on the page origin', async ({
    page,
    network,
    loginAs,
  }) => {
    const registry = await registryOf(page);
    const accounts = registry.remotes.find((entry) => entry.name === 'accounts');
    expect(accounts?.version).toBe(PINNED_ACCOUNTS_VERSION);

    await loginAs(page, ANNA);
    await expectScreenMounted(page); // the dashboard is an accounts screen

    const pinnedPath = `/remotes/accounts/${PINNED_ACCOUNTS_VERSION}/`;
    // This host serves the remotes' files on its own origin, as the deployed edge (a registry of paths).
    expect(accounts?.manifest).toBe(`${pinnedPath}mf-manifest.json`);
    const origin = PINNED_HOST_URL;
    const accountsRequests = network.matching(/\/remotes\/accounts\//);
    // Made absolute once (boot/registry.ts), the manifest the start asks for is the one the runtime takes.
    expect(accountsRequests.filter((r) => r.url.endsWith('mf-manifest.json')).map((r) => r.url)).toEqual([
      `${origin}${pinnedPath}mf-manifest.json`,
    ]);
    expect(
      accountsRequests.some(
        (r) => r.url.startsWith(`${origin}${pinnedPath}`) && r.url.endsWith('remoteEntry.js'),
      ),
    ).toBe(true);
    expect(accountsRequests.filter((r) => !new URL(r.url).pathname.startsWith(pinnedPath))).toEqual([]);

    const loaded = await federationDebug(page).loaded();
    // The pinned version's descriptor comes from the registry's snapshot (stamped from its build).
    expect(loaded?.find((remote) => remote.name === 'accounts')).toEqual({
      name: 'accounts',
      version: PINNED_ACCOUNTS_VERSION,
      status: 'ready',
      descriptorFrom: 'registry',
    });

    // A signed-in page start: index.html's early script asks for the route's manifest from the registry (and
    // for the files the last start remembered); the runtime takes that answer, so the manifest is asked once.
    const before = network.matching(/mf-manifest\.json$/).length;
    await page.reload();
    await expectScreenMounted(page);
    expect(
      network
        .matching(/mf-manifest\.json$/)
        .slice(before)
        .map((r) => r.url),
    ).toEqual([`${origin}${pinnedPath}mf-manifest.json`]);
  });
});
