/**
 * The bytes (issue 31): eBill's code reaches the browser only on eBill's routes. Signed in on the dashboard nothing
 * of remote-ebill's screens is fetched; the billers route fetches its own screen's chunk, not the activation's or the
 * settings'.
 */
import { expect, test } from '../../support/fixtures';
import { ANNA, expectScreenReady, signIn, SWISSCOM } from './support';

const EBILL_FILE = /\/remotes\/ebill\/[^/]+\/(?!mf-manifest\.json)[^/?]+\.(js|css)(\?|$)/;

test('eBill’s screens load only on their routes, each its own chunk', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (EBILL_FILE.test(request.url())) fetched.push(new URL(request.url()).pathname);
  });
  await signIn(page, ANNA);
  await expectScreenReady(page);
  expect(fetched.filter((file) => file.includes('__federation_expose_'))).toEqual([]);

  await page.goto(`/ebill/billers/${SWISSCOM}`);
  await expectScreenReady(page);
  await expect(page.getByTestId('invoice-row').first()).toBeVisible();
  const exposed = fetched.filter((file) => file.includes('__federation_expose_'));
  expect(exposed.some((file) => file.includes('__federation_expose_EbillBillers'))).toBe(true);
  expect(exposed.filter((file) => /ActivateEbill|EbillSettings/.test(file))).toEqual([]);
});
