/**
 * Cards in Bäckerei Meier GmbH (issue 29, spec §6): Luca, a delegate without a right on the card program, sees the
 * one Bäckerei card he holds and nothing else of the partnership's; Anna, who administers the program, orders a
 * card for Luca in the card administration and sees the bulk order.
 */
import { switchToPartnership } from '../../support/app';
import { expect, test } from '../../support/fixtures';
import { ANNA, BAECKEREI, cardsOf, expectScreenReady, Gateway, LUCA, signIn, uidOf } from './support';

test('Luca sees the Bäckerei card he holds and nothing else of the partnership’s', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, LUCA);
  await switchToPartnership(page, BAECKEREI);
  const gateway = new Gateway(page);
  const luca = await gateway.person();
  const partnershipUid = await gateway.partnershipUid(luca.uid, BAECKEREI);
  const lucaInBaeckerei = gateway.inPartnership(partnershipUid);
  const his = await cardsOf(lucaInBaeckerei, partnershipUid, true);
  expect(his.length, 'the gateway lets Luca read Bäckerei cards').toBeGreaterThan(0);
  expect(his.every((card) => card.baseCardDetails.holderEnriched.uid === luca.uid)).toBe(true);

  await page.goto('/cards');
  await expectScreenReady(page);
  const links = page.getByTestId('card-link');
  await expect(links).toHaveCount(his.length);
  for (const card of his)
    await expect(page.locator(`[data-card-uid="${uidOf(card)}"]`).first()).toBeVisible();
  await expect(page.getByTestId('card-details')).toContainText('LUCA ROSSI');
  await expect(page.getByTestId('card-details')).not.toContainText('ANNA MEIER');

  // The card administration shows him no other holder's card either.
  await page.goto('/cards-admin');
  await expectScreenReady(page);
  await expect(page.locator('main')).not.toContainText('Anna Meier');
});

test('Anna orders a card for Luca in the card administration and sees the bulk order', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ANNA);
  await switchToPartnership(page, BAECKEREI);
  const gateway = new Gateway(page);
  const anna = await gateway.person();
  const partnershipUid = await gateway.partnershipUid(anna.uid, BAECKEREI);
  const annaInBaeckerei = gateway.inPartnership(partnershipUid);
  const programs = await annaInBaeckerei.get<{ program: { cardProgramUid: string } }[]>(
    `/v2/partnerships/${partnershipUid}/card-programs`,
  );
  const programUid = programs[0]!.program.cardProgramUid;
  const before = await annaInBaeckerei.get<{ bulkOrderUid: string }[]>(
    `/v2/card-programs/${programUid}/extend-bulk`,
  );

  await page.goto(`/cards-admin/${programUid}`);
  await expectScreenReady(page);
  await expect(page.getByTestId('card-program')).toBeVisible();
  await expect(page.getByTestId('card-holder').first()).toBeVisible();
  const orders = page.getByTestId('bulk-order');
  await expect(orders).toHaveCount(before.length);

  await page.getByTestId('order-card').click();
  const dialog = page.getByRole('dialog');
  const holder = dialog.locator('select[name="holderUid"]');
  const lucaUid = await holder.locator('option', { hasText: 'Luca Rossi' }).getAttribute('value');
  await holder.selectOption(lucaUid!);
  // The first kind the plan offers (spec §6: plan features gate card kinds).
  const kind = dialog.locator('select[name="kind"]');
  const kinds = await kind
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean));
  await kind.selectOption(kinds[0]!);
  const account = dialog.locator('select[name="debitAccountUid"]');
  // Only the program's allowed debit accounts are offered.
  const offered = await account
    .locator('option')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value).filter(Boolean));
  expect(offered.length).toBeGreaterThan(0);
  await account.selectOption(offered[0]!);
  await dialog.locator('.k-modal__footer button[type="submit"]').click();
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });

  await expect(orders).toHaveCount(before.length + 1, { timeout: 15_000 });
  await expect(orders.first()).toContainText('Luca Rossi');
  const after = await annaInBaeckerei.get<
    { bulkOrderUid: string; items: { holderEnriched: { uid: string } }[] }[]
  >(`/v2/card-programs/${programUid}/extend-bulk`);
  expect(after.length).toBe(before.length + 1);
  expect(after.some((order) => order.items.some((item) => item.holderEnriched.uid === lucaUid))).toBe(true);
});
