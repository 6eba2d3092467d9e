/**
 * Card payments that behave like a bank's (issue 29): at the sandbox terminal a payment with Anna's frozen virtual
 * card is declined and shows in her transactions with its reason; one with her active card is booked. Anna's
 * cards are brought to the state each payment needs through the gateway first.
 */
import { switchLanguage } from '../accounts/support';
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  cardsScreen,
  expectScreenReady,
  Gateway,
  payAtTerminal,
  privateCardIn,
  signIn,
} from './support';

test('a terminal payment with the frozen card is declined and listed with its reason; the active card books', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  await switchLanguage(page, 'en');
  const gateway = new Gateway(page);
  const anna = await gateway.person();
  const merchant = `Bäckerei Zopf ${Date.now().toString(36).slice(-5)}`;

  const frozen = await privateCardIn(gateway, anna.uid, 'virtual', 'frozen');
  const declined = await payAtTerminal(page, frozen, 1_250, `${merchant} declined`);
  expect(declined).toMatchObject({ approved: false, status: 'rejected', declineReason: 'decline' });

  const active = await privateCardIn(gateway, anna.uid, 'combo', 'active');
  const booked = await payAtTerminal(page, active, 2_480, `${merchant} booked`);
  expect(booked).toMatchObject({ approved: true, status: 'booked', declineReason: null });

  // The card's details list its payments, the declined one with its reason.
  const cards = cardsScreen(page);
  await cards.open(frozen);
  const payment = cards.details.getByTestId('card-payment').filter({ hasText: `${merchant} declined` });
  await expect(payment).toContainText('Declined by the bank');
  await expect(payment).toHaveAttribute('data-status', 'rejected');

  // The account's transactions, the accounts remote's screen, opened from the card.
  await cards.details.getByRole('button', { name: /^All transactions of/ }).click();
  await expect(page).toHaveURL(/\/transactions$/);
  await expectScreenReady(page);
  const rows = page.locator('.acc-trx');
  const declinedRow = rows.filter({ hasText: `${merchant} declined` });
  await expect(declinedRow).toContainText('Declined by the bank', { timeout: 20_000 });
  await expect(declinedRow).toContainText('Declined');
  const bookedRow = rows.filter({ hasText: `${merchant} booked` });
  await expect(bookedRow).toBeVisible();
  await expect(bookedRow).toContainText('24.80');
  await expect(bookedRow).not.toContainText('Declined');
});
