/**
 * The app as the deployed edge serves it (issue 17, item 1): one origin over TLS, where the browser speaks HTTP/2
 * (`npm start`'s TLS port, the e2e edge host). Ben signs in through the login page, his dashboard comes over one
 * HTTP/2 connection (the host's files, the remotes' files proxied to their servers, the gateway's calls), and the
 * event stream, proxied over HTTP/2 to the gateway, moves his balance without a reload. Ben: no other test books
 * on his account or reads its balance (Anna's live-update tests do on hers).
 */
import { expect, test } from '../../support/fixtures';
import { EDGE_HOST_URL } from '../../support/stack';
import {
  appLanguage,
  creditFromAnotherBank,
  eventStreamOpened,
  expectScreenReady,
  Gateway,
  normalised,
  shownAccount,
  signIn,
  swissAmount,
} from '../accounts/support';

const BEN = 'ben@kontor.test';

test.use({ baseURL: EDGE_HOST_URL, ignoreHTTPSErrors: true });

test('over TLS with HTTP/2 on one origin: Ben’s dashboard loads every file and call over HTTP/2, and a transfer moves its balance live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, BEN);
  const streamOpened = eventStreamOpened(page);
  await page.goto('/');
  await streamOpened;
  await expectScreenReady(page);

  // The page, its scripts and stylesheets (the host's and the accounts remote's) and the gateway's answers: one
  // origin, each over HTTP/2 (Resource Timing's nextHopProtocol; the still-open event stream has no entry yet).
  const loads = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map(
      (entry) => ({ url: entry.name, protocol: (entry as PerformanceResourceTiming).nextHopProtocol }),
    ),
  );
  const paths = loads.map((load) => new URL(load.url).pathname);
  expect(
    paths.some((p) => p.startsWith('/remotes/accounts/')),
    'the remote’s files came',
  ).toBe(true);
  expect(
    paths.some((p) => p.startsWith('/api/')),
    'the gateway’s answers came',
  ).toBe(true);
  expect(loads.filter((load) => new URL(load.url).origin !== EDGE_HOST_URL)).toEqual([]);
  expect(loads.filter((load) => load.protocol !== 'h2')).toEqual([]);

  // A transfer from another bank, booked by the sandbox, reaches the open page through the event stream.
  const ben = new Gateway(page);
  const accounts = await ben.privateAccounts((await ben.person()).uid);
  const shown = await shownAccount(page, accounts);
  const language = await appLanguage(page);
  const balanceOnScreen = page.locator('.acc-balance__value');
  await page.evaluate(() => Object.assign(window, { __http2NoReload: true }));
  const credit = 7 * 10 ** shown.totalValuation.factor;
  await creditFromAnotherBank(page, shown, credit, 'Ausgleichskasse Bern');
  const after = (await ben.privateAccounts((await ben.person()).uid)).find((a) => a.uid === shown.uid)!;
  await expect
    .poll(async () => normalised(await balanceOnScreen.innerText()))
    .toBe(normalised(`${after.currency} ${swissAmount(after.totalValuation, language)}`));
  expect(await page.evaluate(() => (window as { __http2NoReload?: boolean }).__http2NoReload)).toBe(true);
});
