/**
 * The browser runs as scripts/lib/tools.mjs CHROMIUM_LAUNCH launches it: one `--disable-features` (Chromium reads only the last),
 * Playwright's list extended by the omnibox popups. A Playwright upgrade that changes its list leaves its own switch
 * beside ours, and this test names what to take over.
 */
import { expect, test } from '../../support/fixtures';
import { DISABLE_FEATURES } from '../../../scripts/lib/tools.mjs';

test('the browser runs with one --disable-features: Playwright’s list and the omnibox popups', async ({
  page,
}) => {
  await page.goto('chrome://version');
  const switches = (await page.locator('#command_line').innerText())
    .split(/\s+/)
    .filter((part) => part.startsWith('--disable-features='));
  expect(switches, 'scripts/lib/tools.mjs PLAYWRIGHT_DISABLED_FEATURES: take over Playwright’s list').toEqual(
    [DISABLE_FEATURES],
  );
});
