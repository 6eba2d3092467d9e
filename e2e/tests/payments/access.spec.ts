/**
 * Who may pay and what may change (spec §2 route rules, §4 editing and deletion, §5 capture rights): Rita
 * (registered only) and Claire in Dubois Conseil (screened, no bankable context) cannot reach the form; an
 * accepted private order can be edited (patch) and deleted; an executed one offers neither.
 */
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  BAECKEREI,
  bankingDayAfter,
  CLAIRE,
  confirmation,
  confirmPayment,
  DUBOIS,
  expectScreenReady,
  form,
  ensureBankingDay,
  Gateway,
  goTo,
  openForm,
  orderTo,
  OTHER_BANK_IBAN,
  RITA,
  setPaymentDate,
  signIn,
  switchLanguage,
  uniqueName,
} from './support';

for (const [email, partnership] of [
  [RITA, BAECKEREI],
  [CLAIRE, DUBOIS],
] as const) {
  test(`${email.split('@')[0]} in ${partnership} cannot reach the payment form`, async ({ page }) => {
    await signIn(page, email);
    await switchToPartnership(page, partnership);
    await expect(page.locator('nav a[href="/payments/new"]')).toHaveCount(0);
    await goTo(page, '/payments/new', true);
    await expect(page).not.toHaveURL(/\/payments\/new/, { timeout: 15_000 });
    await expect(form(page).root).toHaveCount(0);
  });
}

test('an accepted payment is edited with save and then deleted; an executed one cannot be edited', async ({
  page,
}) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  const gateway = new Gateway(page);
  await ensureBankingDay(gateway);
  const person = await gateway.person();
  const [account] = (await gateway.privateAccounts(person.uid)).filter(
    (candidate) => candidate.currency === 'CHF',
  );
  const beneficiary = uniqueName('Garage Keller');
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(account!.uid);
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '55');
  await payment.field('recurrence').selectOption('monthly');
  // A standing order from next week: accepted, not executed today.
  await setPaymentDate(page, await bankingDayAfter(gateway, 7));
  expect(await confirmPayment(page)).toBe('accepted');
  const [order] = await orderTo(gateway, account!.uid, beneficiary);

  const edit = await openForm(page, `/payments/new/${order!.uid}`);
  await expect(page.locator('main h1')).toHaveText('Edit payment');
  await expect(edit.root.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await edit.fill(edit.amount, '56.20');
  await edit.continue.click();
  await confirmation(page).locator('.k-modal__footer button').last().click();
  await expect(page.getByTestId('payment-result')).toBeVisible();
  const [edited] = await orderTo(gateway, account!.uid, beneficiary);
  expect(edited?.paymentOrderData.paymentAmount.amount).toBe('56.20');
  await page.getByTestId('payment-result').locator('.k-button--primary').click();
  await expect(page).toHaveURL(/\/$/);

  await openForm(page, `/payments/new/${order!.uid}`);
  await form(page).root.getByRole('button', { name: 'Delete' }).click();
  await confirmation(page).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/payment\/overview/);
  await expectScreenReady(page);
  expect(await orderTo(gateway, account!.uid, beneficiary)).toHaveLength(0);

  // An executed payment: not editable (spec §4, private: draft, rejected, accepted); deletion is (not retired).
  const executedName = uniqueName('Kiosk am Bahnhof');
  const today = await openForm(page);
  await today.field('accountUid').selectOption(account!.uid);
  await today.fill(today.name, executedName);
  await today.fill(today.iban, OTHER_BANK_IBAN);
  await today.fill(today.amount, '3.50');
  expect(await confirmPayment(page)).toBe('executed');
  await page.getByTestId('payment-result').locator('.k-button--primary').click();
  const [executed] = await orderTo(gateway, account!.uid, executedName);
  const readOnly = await openForm(page, `/payments/new/${executed!.uid}`);
  await expect(page.getByText('This payment can no longer be changed.')).toBeVisible();
  await expect(readOnly.continue).toHaveCount(0);
  await expect(readOnly.name).toBeDisabled();
  await expect(readOnly.root.getByRole('button', { name: 'Delete' })).toBeVisible();
});
