/**
 * The transactions search (spec §5: 300 ms debounce, max 140 characters) as a user types it: a pause long
 * enough for the first search to run must not take the field's focus or the next keystrokes away.
 */
import { expect, test } from '../../support/fixtures';
import { ANNA, expectScreenReady, signIn } from './support';

test('typing on after the first search ran keeps the focus and every keystroke', async ({ page }) => {
  await signIn(page, ANNA);
  await page.goto('/transactions');
  await expectScreenReady(page);
  const field = page.getByRole('searchbox');
  const panel = page.locator('.acc-trx-panel');
  await field.click();
  await field.pressSequentially('Coop');
  // The first search has run once the list shows its answer (the panel names the query it shows).
  await expect(panel).toHaveAttribute('data-shown-query', '{"search":"Coop"}');
  // The keyboard, not the locator: a locator would focus the field again before typing.
  await page.keyboard.type(' Zürich');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Coop Zürich');
  await expect(panel).toHaveAttribute('data-shown-query', '{"search":"Coop Zürich"}');
});
