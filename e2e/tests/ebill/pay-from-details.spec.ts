/**
 * Anna pays an open eBill invoice from its details (issue 31): the billers screen's invoice dialog, "Pay", the
 * payment form prefilled from the invoice, confirmed; in a second tab left open on the billers screen the
 * invoice's status and the Privatkonto's balance in the side area change live, without a reload.
 * The invoice is issued by the test through the sandbox eBill network (ewz: no standing approval pays it).
 */
import { expect, test } from '../../support/fixtures';
import { bankToday, confirmPayment, ensureBankingDay, form, setPaymentDate } from '../payments/support';
import {
  ANNA,
  bankDayAfter,
  billersScreen,
  Ebill,
  eventStreamOpened,
  EWZ,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  signIn,
} from './support';

test('Anna pays an invoice from its details; its status and her balance change live in another tab', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  const gateway = new Gateway(page);
  const ebill = new Ebill(page);
  const anna = await gateway.person();
  const privatkonto = (await gateway.privateAccounts(anna.uid)).find(
    (account) => account.accountName === 'Privatkonto',
  )!;
  const amount = `61.${String(Date.now() % 89).padStart(2, '0')}`;
  const invoice = await ebill.issueInvoice(anna.uid, EWZ, amount, await bankDayAfter(page, 20));

  // The second tab: the billers screen on ewz, its event stream open, marked (a reload would lose the mark).
  const watcher = await page.context().newPage();
  const watcherStream = eventStreamOpened(watcher);
  await billersScreen(watcher).open(EWZ);
  await expectScreenReady(watcher);
  await watcherStream;
  const watched = billersScreen(watcher).row(invoice.businessCaseId);
  await expect(watched).toHaveAttribute('data-status', 'OPEN');
  await watcher.evaluate(() => Object.assign(window, { __noReload: true }));
  const sideBalance = watcher
    .locator('.kontor-accounts__choice')
    .filter({ hasText: 'Privatkonto' })
    .locator('.k-amount');
  const numberOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));
  const apiBalance = async () => {
    const balance = (await gateway.privateAccounts(anna.uid)).find(
      (account) => account.uid === privatkonto.uid,
    )!.totalValuation;
    return balance.value / 10 ** balance.factor;
  };

  // The invoice's details, "Pay": the payment form, prefilled from the invoice.
  const screen = billersScreen(page);
  await screen.open(EWZ, invoice.businessCaseId);
  await expectScreenReady(page);
  await expect(screen.invoice).toBeVisible();
  await screen.dialog.getByRole('button', { name: inAnyLanguage('webapp.ebill.invoice.pay') }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/new\\?ebillInvoice=${invoice.businessCaseId}$`));
  const payment = form(page);
  await expect(payment.root).toBeVisible({ timeout: 20_000 });
  await expect(payment.name).toHaveValue('ewz Elektrizitätswerk der Stadt Zürich');
  await expect(payment.amount).toHaveValue(amount);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  // Paid today executes at once on a banking day only: on a weekend the bank's today moves to Monday first.
  await ensureBankingDay(gateway);
  await setPaymentDate(page, await bankToday(gateway));
  expect(await confirmPayment(page)).toBe('executed');

  // Live in the other tab: the invoice settled, the balance the bank's.
  await expect(watched).toHaveAttribute('data-status', 'SETTLED', { timeout: 20_000 });
  await expect
    .poll(async () => numberOf(await sideBalance.innerText()) === (await apiBalance()), { timeout: 20_000 })
    .toBe(true);
  expect(await watcher.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
  const [settled] = await ebill.invoices(`?businessCaseId=${invoice.businessCaseId}`);
  expect(settled).toMatchObject({ status: 'SETTLED' });
  await watcher.close();
});
