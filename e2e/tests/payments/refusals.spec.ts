/**
 * Issue 28 "every refusal seen": Anna pays CHF 90'000 from her Sparkonto, which does not hold it. The bank
 * refuses the confirmed payment (insufficient_funds on the amount): the confirmation closes, the amount field
 * has the focus, is in view and says why, and nothing she typed is lost.
 */
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  balanceOf,
  confirmation,
  ensureBankingDay,
  Gateway,
  minor,
  openForm,
  OTHER_BANK_IBAN,
  signIn,
  switchLanguage,
  uniqueName,
} from './support';

test.beforeEach(async ({ page }) => {
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  await ensureBankingDay(new Gateway(page));
});

test('a refused 90,000 CHF payment from the Sparkonto shows the message in view with the focus on the amount', async ({
  page,
}) => {
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const sparkonto = (await gateway.privateAccounts(person.uid)).find(
    (account) => account.accountName === 'Sparkonto',
  );
  if (!sparkonto) throw new Error('Anna has no Sparkonto');
  // The premise: the Sparkonto holds less than the payment.
  expect(minor(await balanceOf(gateway, person.uid, sparkonto.uid))).toBeLessThan(9_000_000);

  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(sparkonto.uid);
  const beneficiary = uniqueName('Immobilien Keller AG');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '90000');
  await expect(payment.continue).toBeEnabled();
  await payment.continue.click();
  const dialog = confirmation(page);
  await expect(dialog).toBeVisible();
  await dialog.locator('.k-modal__footer button').last().click();

  await expect(dialog).toBeHidden();
  await expect(payment.amount).toBeFocused();
  await expect(payment.amount).toHaveAttribute('aria-invalid', 'true');
  await expect.poll(() => payment.errorOf(payment.amount)).toContain('not enough');
  const message = page.locator(
    `[id="${(await payment.amount.getAttribute('aria-describedby'))!.split(' ').find((id) => id.endsWith('-error'))}"]`,
  );
  await expect(message).toBeInViewport();
  await expect(payment.amount).toBeInViewport();
  // Nothing typed is lost.
  await expect(payment.name).toHaveValue(beneficiary);
  await expect(payment.iban).toHaveValue('CH56 04835 012345678009');
  await expect(payment.amount).toHaveValue("90'000.00");
});
