/**
 * Anna pays from her private accounts through the real form (spec §2 Payment form screen, §4, §5): a CHF bill
 * today (executed, balance drops live on the open dashboard), SEPA EUR with address, SWIFT USD with a quote,
 * an internal transfer (both balances move), a dated payment executed when the sandbox clock passes its date,
 * field errors for a wrong IBAN and a wrong QR reference, and one order for a double click on confirm.
 * Each test pays a beneficiary name of its own and checks balances by difference, so tests may share a gateway.
 */
import { expect, test } from '../../support/fixtures';
import {
  advanceClockTo,
  ANNA,
  balanceOf,
  bookingsOf,
  bankingDayAfter,
  confirmation,
  confirmPayment,
  DE_IBAN,
  displayDate,
  eventStreamOpened,
  expectScreenReady,
  ensureBankingDay,
  Gateway,
  GB_IBAN,
  minor,
  openForm,
  orderTo,
  OTHER_BANK_IBAN,
  QR_IBAN,
  setPaymentDate,
  signIn,
  switchLanguage,
  uniqueName,
} from './support';
import { MOVES_SANDBOX_CLOCK } from '../../../scripts/lib/tools.mjs';

async function annaAccounts(gateway: Gateway) {
  const person = await gateway.person();
  const accounts = await gateway.privateAccounts(person.uid);
  const byName = (name: string) => {
    const found = accounts.find((account) => account.accountName === name);
    if (!found) throw new Error(`Anna has no ${name}`);
    return found;
  };
  return {
    person,
    privatkonto: byName('Privatkonto'),
    sparkonto: byName('Sparkonto'),
    euroKonto: byName('Euro-Konto'),
  };
}

test.beforeEach(async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  await ensureBankingDay(new Gateway(page));
});

test('a CHF bill paid today is executed and the open dashboard shows the lower balance without a reload', async ({
  page,
  context,
}) => {
  const gateway = new Gateway(page);
  const { person, privatkonto } = await annaAccounts(gateway);
  const dashboard = await context.newPage();
  const streamOpened = eventStreamOpened(dashboard);
  await dashboard.goto('/');
  await streamOpened;
  await expectScreenReady(dashboard);
  const select = dashboard.locator('.acc-dashboard select');
  if ((await select.count()) > 0) await select.selectOption(privatkonto.uid);
  await dashboard.evaluate(() => Object.assign(window, { __paymentsNoReload: true }));
  const before = minor(await balanceOf(gateway, person.uid, privatkonto.uid));

  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  const beneficiary = uniqueName('Elektro Huber');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await expect(payment.iban).toHaveValue('CH56 04835 012345678009');
  await payment.fill(payment.amount, '123.45');
  expect(await confirmPayment(page)).toBe('executed');
  await expect(page.getByTestId('payment-result')).toContainText('executed today');

  // Its own booking proves the payment; the balance is compared by bounds and with what the dashboard shows,
  // because other specs pay from Anna's shared Privatkonto at the same time.
  expect(await bookingsOf(gateway, privatkonto.uid, beneficiary)).toEqual([
    { direction: 'debit', minor: 12_345 },
  ]);
  const shownBalance = async () => {
    const now = minor(await balanceOf(gateway, person.uid, privatkonto.uid));
    const text = (now / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, "'");
    return {
      fell: now <= before - 12_345,
      shown: (await dashboard.locator('.acc-balance__value').innerText()).includes(text),
    };
  };
  await expect.poll(shownBalance, { timeout: 20_000 }).toEqual({ fell: true, shown: true });
  expect(
    await dashboard.evaluate(
      () => (window as unknown as { __paymentsNoReload?: boolean }).__paymentsNoReload,
    ),
  ).toBe(true);
  const [order] = await orderTo(gateway, privatkonto.uid, beneficiary);
  expect(order?.status).toBe('executed');
  // Closing the result goes to the dashboard (spec §2).
  await page.getByTestId('payment-result').locator('.k-button--primary').click();
  await expect(page).toHaveURL(/\/$/);
});

test('a SEPA payment in EUR takes the address and goes through', async ({ page }) => {
  const gateway = new Gateway(page);
  const { euroKonto } = await annaAccounts(gateway);
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(euroKonto.uid);
  const beneficiary = uniqueName('Bäckerei Schmidt GmbH');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, DE_IBAN);
  await payment.currency.selectOption('EUR');
  await payment.fill(payment.amount, '45.10');
  // Spec §5: SEPA needs the address with street.
  await expect(payment.field('beneficiary.address.street')).toHaveAttribute('required', '');
  await payment.address({
    country: 'DEU',
    street: 'Friedrichstrasse',
    number: '12',
    postalCode: '10117',
    city: 'Berlin',
  });
  await expect(payment.bic).toHaveCount(0);
  const status = await confirmPayment(page);
  // SEPA and SWIFT leave through a foreign clearing: in progress until it confirms (docs/payments-api.md).
  expect(['in-progress', 'executed', 'accepted']).toContain(status);
  const [order] = await orderTo(gateway, euroKonto.uid, beneficiary);
  expect(order?.paymentOrderData.paymentAmount).toMatchObject({ amount: '45.10', currency: 'EUR' });
});

test('a SWIFT payment in USD shows the quote with the foreign-bank fee notice and needs the BIC', async ({
  page,
}) => {
  const gateway = new Gateway(page);
  const { privatkonto } = await annaAccounts(gateway);
  const payment = await openForm(page, '/payments/new?paymentType=swift');
  await payment.field('accountUid').selectOption(privatkonto.uid);
  const beneficiary = uniqueName('Acme Robotics Ltd');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, GB_IBAN);
  await payment.currency.selectOption('USD');
  await payment.fill(payment.amount, '250');
  await expect(payment.bic).toHaveAttribute('required', '');
  await expect(payment.continue).toBeDisabled();
  await payment.fill(payment.bic, 'NWBKGB2L');
  await payment.address({
    country: 'GBR',
    street: 'Bishopsgate',
    number: '250',
    postalCode: 'EC2M 4AA',
    city: 'London',
  });
  const quote = page.locator('.pay-facts').filter({ hasText: 'Exchange rate' });
  await expect(quote).toBeVisible({ timeout: 10_000 });
  await expect(quote).toContainText(/\d\.\d{6}/);
  await expect(page.getByText(/intermediary banks may deduct/)).toBeVisible();
  const status = await confirmPayment(page);
  // SEPA and SWIFT leave through a foreign clearing: in progress until it confirms (docs/payments-api.md).
  expect(['in-progress', 'executed', 'accepted']).toContain(status);
  const [order] = await orderTo(gateway, privatkonto.uid, beneficiary);
  expect(order?.paymentOrderData.paymentAmount.currency).toBe('USD');
});

test('an internal transfer moves both balances', async ({ page }) => {
  const gateway = new Gateway(page);
  const { person, privatkonto, sparkonto } = await annaAccounts(gateway);
  const toBefore = minor(await balanceOf(gateway, person.uid, sparkonto.uid));
  const payment = await openForm(page, '/payments/newInternal');
  await payment.field('accountUid').selectOption(privatkonto.uid);
  await payment.field('targetAccountUid').selectOption(sparkonto.uid);
  await payment.fill(payment.amount, '10.05');
  const message = uniqueName('Sparen');
  await payment.fill(payment.message, message);
  expect(await confirmPayment(page)).toBe('executed');
  // Both sides booked under the transfer's own message (Privatkonto is shared with other specs' payments;
  // nothing else moves Sparkonto, whose balance rose by the amount).
  expect(await bookingsOf(gateway, privatkonto.uid, message)).toEqual([{ direction: 'debit', minor: 1005 }]);
  expect(await bookingsOf(gateway, sparkonto.uid, message)).toEqual([{ direction: 'credit', minor: 1005 }]);
  await expect
    .poll(async () => minor(await balanceOf(gateway, person.uid, sparkonto.uid)))
    .toBe(toBefore + 1005);
});

test(
  'a dated payment is saved with its date and executed once the sandbox clock passes it',
  { tag: MOVES_SANDBOX_CLOCK },
  async ({ page }) => {
    const gateway = new Gateway(page);
    const { privatkonto } = await annaAccounts(gateway);
    const payment = await openForm(page);
    await payment.field('accountUid').selectOption(privatkonto.uid);
    const beneficiary = uniqueName('Gemeinde Zollikon');
    await payment.fill(payment.name, beneficiary);
    await payment.fill(payment.iban, OTHER_BANK_IBAN);
    await payment.fill(payment.amount, '80');
    // The first banking day at least a week after the bank's today.
    const date = await bankingDayAfter(gateway, 7);
    await setPaymentDate(page, date);
    expect(await confirmPayment(page)).toBe('accepted');
    await expect(page.getByTestId('payment-result')).toContainText(displayDate(date));
    const [saved] = await orderTo(gateway, privatkonto.uid, beneficiary);
    expect(saved?.status).toBe('accepted');
    await advanceClockTo(gateway, date);
    await expect
      .poll(async () => (await orderTo(gateway, privatkonto.uid, beneficiary))[0]?.status)
      .toBe('executed');
  },
);

test('a wrong IBAN and a wrong QR reference show field errors', async ({ page }) => {
  const payment = await openForm(page);
  await payment.fill(payment.name, 'Stadtwerke');
  await payment.fill(payment.iban, 'CH5604835012345678008');
  await expect.poll(() => payment.errorOf(payment.iban)).toContain('IBAN');
  await expect(payment.iban).toHaveAttribute('aria-invalid', 'true');
  await payment.fill(payment.iban, QR_IBAN);
  await payment.fill(payment.amount, '99.90');
  await payment.fill(payment.reference, '210000000003139471430009018');
  await expect(payment.reference).toHaveAttribute('aria-invalid', 'true');
  expect(await payment.errorOf(payment.reference)).not.toBe('');
  // Issue 28: continue is offered only for a form that can be confirmed.
  await expect(payment.continue).toBeDisabled();
  await expect(confirmation(page)).toHaveCount(0);
});

test('a double click on confirm creates one order', async ({ page }) => {
  const gateway = new Gateway(page);
  const { privatkonto } = await annaAccounts(gateway);
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  const beneficiary = uniqueName('Velo Meier');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '12');
  await payment.continue.click();
  await confirmation(page).locator('.k-modal__footer button').last().dblclick();
  await expect(page.getByTestId('payment-result')).toBeVisible({ timeout: 20_000 });
  const orders = await orderTo(gateway, privatkonto.uid, beneficiary);
  expect(orders).toHaveLength(1);
});
