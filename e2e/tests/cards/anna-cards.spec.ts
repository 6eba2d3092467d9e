/**
 * Anna's own cards (issue 29): she unfreezes her virtual card and freezes it again while a second tab shows each
 * status live; she reports a card lost (the old one blocked at once, the new one shown pending); she sets a limit.
 * Each test brings the card to the state it starts from through the gateway's card actions; the tests of this
 * file change Anna's private cards, so they run one after the other.
 */
import { expect, test } from '../../support/fixtures';
import {
  ANNA,
  cardsOf,
  cardsScreen,
  eventStreamOpened,
  expectScreenReady,
  Gateway,
  privateCardIn,
  signIn,
  statusOf,
  takeAction,
  uidOf,
} from './support';

test.describe.configure({ mode: 'serial' });

test('Anna unfreezes her virtual card and freezes it again; a second tab shows each status live', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  const gateway = new Gateway(page);
  const anna = await gateway.person();
  const virtual = await privateCardIn(gateway, anna.uid, 'virtual', 'frozen');

  // The second tab: the same session, its own event stream, open before anything changes.
  const second = await page.context().newPage();
  const opened = eventStreamOpened(second);
  const other = cardsScreen(second);
  await other.open(virtual);
  await opened;
  await expect(other.status).toHaveAttribute('data-status', 'frozen');
  await second.evaluate(() => Object.assign(window, { __cardsNoReload: true }));

  const cards = cardsScreen(page);
  await cards.open(virtual);
  await expectScreenReady(page);
  await expect(cards.status).toHaveAttribute('data-status', 'frozen');
  // Two taps: the action, then its confirmation.
  await cards.action('unfreeze').click();
  await cards.confirm.click();
  await expect(cards.dialog).toHaveCount(0);
  await expect(cards.status).toHaveAttribute('data-status', 'active');
  await expect(other.status).toHaveAttribute('data-status', 'active', { timeout: 15_000 });

  await cards.action('freeze').click();
  await cards.confirm.click();
  await expect(cards.status).toHaveAttribute('data-status', 'frozen');
  await expect(other.status).toHaveAttribute('data-status', 'frozen', { timeout: 15_000 });
  await expect(other.link(virtual).getByTestId('card-face')).toHaveAttribute('data-card-status', 'frozen');
  // Live, not reloaded.
  expect(
    await second.evaluate(() => (window as unknown as { __cardsNoReload?: boolean }).__cardsNoReload),
  ).toBe(true);
  expect(statusOf((await cardsOf(gateway, anna.uid)).find((card) => uidOf(card) === uidOf(virtual))!)).toBe(
    'frozen',
  );
  await second.close();
});

test('Anna reports her card lost: the old card is blocked at once, the new one shown as pending', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  const gateway = new Gateway(page);
  const anna = await gateway.person();
  const combo = await privateCardIn(gateway, anna.uid, 'combo', 'active');

  const cards = cardsScreen(page);
  await cards.open(combo);
  await cards.action('replaceLostStolen').click();
  await cards.dialog.locator('input[type="radio"][value="lost"]').check();
  await cards.confirm.click();
  const replacement = cards.dialog.getByTestId('card-replacement');
  await expect(replacement).toBeVisible({ timeout: 15_000 });

  const after = await cardsOf(gateway, anna.uid);
  const old = after.find((card) => uidOf(card) === uidOf(combo))!;
  expect(statusOf(old), 'the lost card is blocked at once').toBe('blocked');
  const fresh = after.find(
    (card) =>
      card.kind === 'combo' && ['new', 'funded'].includes(statusOf(card)) && card.createdAt > combo.createdAt,
  );
  expect(fresh, 'a new card is ordered').toBeDefined();
  await expect(replacement).toContainText(fresh!.lastDigits);
  // The old card, blocked, moved among the former cards; the new one is pending.
  await expect(cards.link(combo).getByTestId('card-face')).toHaveAttribute('data-card-status', 'blocked');
  await replacement.getByRole('button').click();
  await expect(cards.details).toHaveAttribute('data-card-uid', uidOf(fresh!));
  await expect(cards.status).toHaveAttribute('data-status', /^(new|funded)$/);

  // Anna has her new card in hand: active again for the other tests.
  await takeAction(gateway, fresh!, { action: 'activate' });
});

test('Anna sets the monthly limit of her card in Swiss notation', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, ANNA);
  const gateway = new Gateway(page);
  const anna = await gateway.person();
  const combo = await privateCardIn(gateway, anna.uid, 'combo', 'active');
  // A limit different from the one it has, so the change shows.
  const target = combo.limits.monthlySpending.value === 350_050 ? 420_000 : 350_050;
  const typed = target === 350_050 ? "3'500.50" : '4200';

  const cards = cardsScreen(page);
  await cards.open(combo);
  await cards.action('setLimit').click();
  const monthly = cards.dialog.locator('input[name="monthlySpending"]');
  await monthly.fill(typed);
  await cards.confirm.click();
  await expect(cards.dialog).toHaveCount(0);
  await expect(cards.details.getByTestId('card-monthly-limit')).toContainText(
    target === 350_050 ? "3'500.50" : "4'200.00",
  );
  const read = (await cardsOf(gateway, anna.uid)).find((card) => uidOf(card) === uidOf(combo))!;
  expect(read.limits.monthlySpending.value).toBe(target);
});
