/**
 * Anna's eBill (issue 31): she sets an upper-limit standing approval in the editor (and removes it again); she
 * rejects an invoice after its confirmation; she downloads an invoice's receipt and it is a PDF; an invoice the
 * sandbox biller issues arrives live in her open billers screen. Each test makes the invoice it needs through the
 * sandbox eBill network, so the seed's invoices stay for the payment tests, and from ewz, which has no standing
 * approval (an invoice of Swisscom would count in its approval's period); the file runs serially (one Anna).
 */
import fs from 'node:fs';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  bankDayAfter,
  billersScreen,
  Ebill,
  eventStreamOpened,
  EWZ,
  expectNoAxeViolations,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  signIn,
  SWISSCOM,
} from './support';

test.describe.configure({ mode: 'serial' });

test('Anna sets an upper-limit standing approval for ewz in the editor, then removes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  const ebill = new Ebill(page);
  // A standing approval left by an earlier run of this test goes first.
  for (const approval of await ebill.standingApprovals())
    if (approval.billerId === EWZ) await ebill.delete(`/standing-approvals/${approval.standingApprovalId}`);
  const anna = await new Gateway(page).person();
  const accounts = await new Gateway(page).privateAccounts(anna.uid);
  const sparkonto = accounts.find((account) => account.accountName === 'Sparkonto')!;

  const screen = billersScreen(page);
  await screen.open(EWZ);
  await expectScreenReady(page);
  await expect(screen.details).toHaveAttribute('data-biller-id', EWZ);
  const editor = screen.editor;
  await expect(
    editor.getByRole('radio', { name: inAnyLanguage('webapp.ebill.approval.choices.none') }),
  ).toBeChecked();
  await editor
    .getByRole('radio', { name: inAnyLanguage('webapp.ebill.approval.choices.upperLimit') })
    .check();
  await editor.locator('input[name="amount"]').fill("1'250.50");
  await editor.locator('select[name="period"]').selectOption('quarter');
  await editor.locator('select[name="accountUid"]').selectOption(sparkonto.uid);
  await expectNoAxeViolations(page, 'the standing approval editor');
  await editor.locator('button[type="submit"]').click();
  await expect
    .poll(async () => (await ebill.standingApprovals()).filter((approval) => approval.billerId === EWZ))
    .toEqual([
      expect.objectContaining({
        billerId: EWZ,
        type: 'upperLimit',
        period: 'quarter',
        amount: '1250.50',
        cashAccountUid: sparkonto.uid,
      }),
    ]);
  // The biller's link now names its standing approval.
  await expect(
    page
      .locator(`[data-testid="biller-link"][data-biller-id="${EWZ}"] .k-badge`)
      .filter({ hasText: inAnyLanguage('webapp.ebill.billers.approval.upperLimit') }),
  ).toHaveCount(1);

  // None with an existing approval deletes it (spec §4).
  await editor.getByRole('radio', { name: inAnyLanguage('webapp.ebill.approval.choices.none') }).check();
  await editor.locator('button[type="submit"]').click();
  await expect
    .poll(async () => (await ebill.standingApprovals()).filter((approval) => approval.billerId === EWZ))
    .toEqual([]);
});

test('Anna rejects an invoice after its confirmation', async ({ page }) => {
  await signIn(page, ANNA);
  const ebill = new Ebill(page);
  const anna = await new Gateway(page).person();
  const invoice = await ebill.issueInvoice(anna.uid, EWZ, '77.40', await bankDayAfter(page, 20));
  const screen = billersScreen(page);
  await screen.open(EWZ, invoice.businessCaseId);
  await expect(screen.invoice).toHaveAttribute('data-business-case', invoice.businessCaseId, {
    timeout: 20_000,
  });
  await expect(screen.invoice.getByTestId('invoice-status')).toHaveAttribute('data-status', 'OPEN');
  await screen.dialog.getByRole('button', { name: inAnyLanguage('webapp.ebill.invoice.reject') }).click();
  await expect(screen.dialog.getByTestId('invoice-reject-confirmation')).toBeFocused();
  await expectNoAxeViolations(page, 'the reject confirmation');
  await screen.dialog
    .getByRole('button', { name: inAnyLanguage('webapp.ebill.invoice.confirmReject') })
    .click();
  await expect(screen.dialog).toHaveCount(0);
  await expect(screen.row(invoice.businessCaseId)).toHaveAttribute('data-status', 'REJECTED');
  const [read] = await ebill.invoices(`?businessCaseId=${invoice.businessCaseId}`);
  expect(read?.status).toBe('REJECTED');
});

test('Anna downloads an invoice’s receipt and it is a PDF', async ({ page }) => {
  await signIn(page, ANNA);
  const ebill = new Ebill(page);
  const [first] = (await ebill.invoices(`?billerId=${SWISSCOM}`)).filter(
    (invoice) => invoice.status === 'OPEN',
  );
  const anna = await new Gateway(page).person();
  const invoice =
    first ?? (await ebill.issueInvoice(anna.uid, SWISSCOM, '89.90', await bankDayAfter(page, 20)));
  const screen = billersScreen(page);
  await screen.open(SWISSCOM, invoice.businessCaseId);
  await expect(screen.invoice).toBeVisible({ timeout: 20_000 });
  const downloading = page.waitForEvent('download');
  await screen.dialog.getByRole('button', { name: inAnyLanguage('webapp.ebill.invoice.receipt') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const bytes = fs.readFileSync((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-64).toString('latin1')).toContain('%%EOF');
});

test('an invoice the sandbox biller issues arrives live in Anna’s open billers screen', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ANNA);
  const anna = await new Gateway(page).person();
  const ebill = new Ebill(page);
  const screen = billersScreen(page);
  const opened = eventStreamOpened(page);
  await screen.open(EWZ);
  await expectScreenReady(page);
  await opened;
  const before = await page.getByTestId('invoice-row').count();
  await page.evaluate(() => Object.assign(window, { __ebillNoReload: true }));
  const invoice = await ebill.issueInvoice(anna.uid, EWZ, '123.45', await bankDayAfter(page, 30));
  await expect(screen.row(invoice.businessCaseId)).toHaveAttribute('data-status', 'OPEN', {
    timeout: 15_000,
  });
  // One more row at least: a test running beside this one may issue Anna another ewz invoice meanwhile.
  await expect.poll(() => page.getByTestId('invoice-row').count()).toBeGreaterThanOrEqual(before + 1);
  expect(
    await page.evaluate(() => (window as unknown as { __ebillNoReload?: boolean }).__ebillNoReload),
  ).toBe(true);
});

test('keyboard only: Anna reaches an invoice, opens its details and closes them back to the list', async ({
  page,
}) => {
  await signIn(page, ANNA);
  const screen = billersScreen(page);
  await screen.open(SWISSCOM);
  await expectScreenReady(page);
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
  await page.locator('main h1').first().click();
  let reached = false;
  for (let step = 0; step < 60 && !reached; step += 1) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(
      () => document.activeElement?.getAttribute('data-testid') === 'invoice-row',
    );
  }
  expect(reached, 'an invoice row is reachable with Tab').toBe(true);
  const businessCaseId = await page.evaluate(() =>
    document.activeElement!.getAttribute('data-business-case'),
  );
  await page.keyboard.press('Enter');
  await expect(screen.invoice).toHaveAttribute('data-business-case', businessCaseId!);
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(screen.dialog).toHaveCount(0);
  await expect(screen.row(businessCaseId!)).toBeFocused();
});
