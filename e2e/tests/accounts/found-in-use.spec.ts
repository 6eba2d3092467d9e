/**
 * Accounts defects found in use (issue 8 item 4), each seen as the customer sees it: a declined card payment
 * does not look like money that left the account, a registered person is told why she sees no account, the
 * chart names its highest day in proper German, and a removed suggestion can be shown again.
 */
import { API_HEADERS, expect, test } from '../../support/fixtures';
import { switchToPartnership } from '../../support/app';
import {
  ANNA,
  BAECKEREI,
  expectScreenReady,
  Gateway,
  signIn,
  switchLanguage,
  type Transaction,
} from './support';

const RITA = 'rita@kontor.test';

interface Suggestion {
  type: string;
  triggerUid: string;
  isRemoved: boolean;
}

test('a declined payment is struck through with its status, in the detail and in the list', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  const accounts = await gateway.privateAccounts((await gateway.person()).uid);
  let declined: Transaction | undefined;
  for (const account of accounts) {
    [declined] = await gateway.get<Transaction[]>(
      `/v2/cash-accounts/${account.uid}/transactions?count=1&offset=0&status=rejected`,
    );
    if (declined) break;
  }
  if (!declined) throw new Error('the seed gives Anna no declined payment');

  await page.goto(`/transactions/${declined.uid}`);
  await expectScreenReady(page);
  const detail = page.locator('.acc-detail');
  await expect(detail.locator('.acc-detail__amount del .k-amount')).toBeVisible();
  await expect(detail.locator('.acc-detail__amount .k-amount--negative')).toHaveCount(0);
  await expect(detail).toContainText('Nicht gebucht: Dieser Betrag wurde dem Konto nicht belastet.');
  await expect(detail).toContainText('Abgelehnt');

  // In the list of that account, filtered to declined ones: struck through and labelled.
  const accountChoice = page.locator('.k-page__actions select');
  if ((await accountChoice.count()) > 0) await accountChoice.selectOption(declined.cashAccountUid);
  await page.locator('.acc-filters select').nth(2).selectOption('rejected');
  const rows = page.locator('.acc-trx');
  await expect(rows.first()).toContainText('Abgelehnt');
  await expect(rows.first().locator('.acc-trx__amount del')).toBeVisible();
  await expect(rows.first().locator('.k-amount--negative')).toHaveCount(0);
});

test('Rita, registered in Bäckerei Meier GmbH, is told she may not see its accounts', async ({ page }) => {
  await signIn(page, RITA);
  await switchLanguage(page, 'de');
  await switchToPartnership(page, BAECKEREI);
  await page.goto('/');
  await expectScreenReady(page);
  const empty = page.locator('.kontor-remote .k-empty');
  await expect(empty).toContainText('Sie haben keinen Zugriff auf die Konten von Bäckerei Meier GmbH.');
  await expect(empty).not.toContainText('Noch kein Konto');
});

test('the spending chart names its highest day "am …", its highest month "im …"', async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  await page.goto('/transactions');
  await expectScreenReady(page);
  const summary = page.locator('.acc-chart__summary');
  await expect(summary).toHaveText(/^Ausgaben der letzten 12 Monate; am meisten im \p{L}+ \d{4}\.$/u);
  await page.getByRole('button', { name: 'Tag', exact: true }).click();
  await expect(summary).toHaveText(
    /^(Ausgaben pro Tag in diesem Monat; am meisten am \d{1,2}\. \p{L}+ \d{4}\.|In diesem Zeitraum keine Ausgaben\.)$/u,
  );
});

test('a removed suggestion is listed on the suggestions page and comes back to the dashboard', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const suggestions = await gateway.get<Suggestion[]>(`/v2/agents/${person.uid}/suggestions`);
  // The seed removed Anna's release notes ("Neu in Kontor").
  const removed = suggestions.find((suggestion) => suggestion.type === 'release_notes');
  expect(removed?.isRemoved).toBe(true);
  try {
    await page.goto('/suggestions');
    await expectScreenReady(page);
    const hidden = page.getByRole('region', { name: 'Ausgeblendete Vorschläge' });
    const restore = hidden.getByRole('button', { name: /^Wieder anzeigen: / });
    await expect(restore).toHaveCount(1);
    await restore.click();
    await expect(hidden).toHaveCount(0);
    await expect
      .poll(
        async () =>
          (await gateway.get<Suggestion[]>(`/v2/agents/${person.uid}/suggestions`)).find(
            (suggestion) => suggestion.triggerUid === removed!.triggerUid,
          )?.isRemoved,
      )
      .toBe(false);
    await page.goto('/');
    await expectScreenReady(page);
    await expect(page.locator('.acc-suggestion')).toHaveCount(suggestions.length);
  } finally {
    // Leave Anna's suggestions as the seed made them for the other tests.
    await page.request.post(`/api/v2/agents/${person.uid}/suggestions/${removed!.triggerUid}/disable`, {
      headers: API_HEADERS,
    });
  }
});
