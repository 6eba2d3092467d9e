/**
 * Spec §8: a 401 gives the session-expired alert and the login; spec §4/§7: offline shows the offline
 * alert and closes the event stream, online removes the alert and restarts the stream.
 */
import { pushInApp } from '../../support/app';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import { HOST_URL } from '../../support/stack';
import { catalogue, expectShell, messageOf, shellLanguage, signIn } from './support';

const ANNA = 'anna@kontor.test';

test('a session revoked on the server gives the session-expired alert and the login', async ({
  page,
  context,
  playwright,
}) => {
  await signIn(page, ANNA);
  await expectShell(page);
  const messages = await catalogue(page.request, await shellLanguage(page));

  // Another client holding the same cookie logs the session out server-side.
  const other = await playwright.request.newContext({
    baseURL: HOST_URL,
    extraHTTPHeaders: API_HEADERS,
    storageState: await context.storageState(),
  });
  expect((await other.post('/api/v3/auth/logout')).status()).toBe(204);
  await other.dispose();

  // The app's next call answers 401: open the transactions screen in the app (its remote loads data).
  await pushInApp(page, '/transactions');

  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(page.getByText(messageOf(messages, 'app.error.session_expired'))).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('refreshTokenExp'))).toBeNull();
});

test('offline shows the offline alert; online removes it and restarts the event stream', async ({
  page,
  context,
}) => {
  const streamRequests: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/dispatcher/events') streamRequests.push(Date.now());
  });
  await signIn(page, ANNA);
  await expectShell(page);
  const messages = await catalogue(page.request, await shellLanguage(page));
  // Spec §9: the stream starts 1.5 s after load.
  await expect.poll(() => streamRequests.length, { message: 'the event stream opened' }).toBeGreaterThan(0);

  const offlineTitle = page.getByText(messageOf(messages, 'app.error.offline.title'));
  await context.setOffline(true);
  await expect(offlineTitle).toBeVisible();
  await expect(page.getByText(messageOf(messages, 'app.error.offline.txt'))).toBeVisible();
  const beforeOnline = streamRequests.length;
  // Closed while offline: no reconnect attempts (an open EventSource would retry within ~3 s).
  await page.waitForTimeout(4_000);
  expect(streamRequests.length, 'no stream request while offline').toBe(beforeOnline);

  await context.setOffline(false);
  await expect(offlineTitle).toBeHidden();
  await expect
    .poll(() => streamRequests.length, { message: 'a new request to /api/dispatcher/events once online' })
    .toBeGreaterThan(beforeOnline);
});

test('accounts that could not be read are said to be missing, on the payment form too, and come back on a retry', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await expectShell(page);
  const messages = await catalogue(page.request, await shellLanguage(page));
  // The gateway fails Anna's accounts read for a while (the early script's reads too: the app then asks one by one).
  const accountsRead = '**/api/v2/agents/*/accounts';
  let accountsReads = 0;
  await page.route(accountsRead, async (route) => {
    accountsReads += 1;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
  });
  await page.route('**/api/v3/reads', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/payments/new');

  // Not the dashboard without a word: the form's screen says so, and the shell says the data is incomplete.
  const unavailable = page.getByRole('alert').filter({
    hasText: messageOf(messages, 'webapp.ui.accounts_unavailable.title'),
  });
  await expect(unavailable).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(messageOf(messages, 'webapp.session.parts_unavailable'))).toBeVisible();
  await expect(page).toHaveURL(/\/payments\/new$/);
  // "Try again" asks the gateway again.
  const before = accountsReads;
  await unavailable.getByRole('button', { name: messageOf(messages, 'dict.retry') }).click();
  await expect.poll(() => accountsReads).toBeGreaterThan(before);
  await expect(unavailable).toBeVisible();

  // The gateway answers again: the next read (the host's own, or the person's retry) brings the form.
  await page.unroute(accountsRead);
  await page.unroute('**/api/v3/reads');
  await unavailable
    .getByRole('button', { name: messageOf(messages, 'dict.retry') })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await expect(page.locator('.kontor-remote form').first()).toBeVisible({ timeout: 30_000 });
  await expect(unavailable).toBeHidden();
  await expect(page.getByText(messageOf(messages, 'webapp.session.parts_unavailable'))).toBeHidden();
});
