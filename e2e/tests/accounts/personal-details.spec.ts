/**
 * Address change with the postal check (spec §8 "Address verification"): a near miss comes back as a 422 with
 * suggestions that replace the fields and a warning (app.settings.address.message_2), and the person saves the
 * corrected address; an address that matches nothing shows the error (app.settings.address.message_1) and
 * nothing is saved.
 */
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import { ANNA, appLanguage, expectScreenReady, Gateway, signIn } from './support';

type Messages = { [key: string]: string | Messages };

/** A catalogue text (GET /api/collections) in the app's language, to find alerts by what they say. */
async function message(page: Page, key: string): Promise<string> {
  const response = await page.request.get('/api/collections?names=webapp,app,dict,team', {
    headers: { ...API_HEADERS, 'Accept-Language': await appLanguage(page) },
  });
  let node: string | Messages | undefined = (await response.json()) as Messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no text for ${key}`);
  return node;
}

interface Domicile {
  street: string;
  number?: string;
  postalCode: string;
  city: string;
}

const field = (page: Page, autocomplete: string) =>
  page.locator(`.kontor-remote form input[autocomplete="${autocomplete}"]`);

async function openAddressEditor(page: Page): Promise<void> {
  const card = page.locator('.k-card').filter({
    has: page.getByRole('heading', {
      name: await message(page, 'app.customer.personalDetails.address.title'),
    }),
  });
  await card.locator('button').first().click();
  await expect(field(page, 'postal-code')).toBeVisible();
}

/** Street, number and postcode; the postcode's expansion (on blur) fills the city, which is then overwritten. */
async function typeAddress(page: Page, address: Domicile, expandedCity: string): Promise<void> {
  await field(page, 'address-line1').fill(address.street);
  await field(page, 'address-line2').fill(address.number ?? '');
  // Cleared first, so the expanded city below is the expansion's answer and not the city already there
  // (typing over it before the expansion lands would have the expansion overwrite what we typed).
  await field(page, 'address-level2').fill('');
  await field(page, 'postal-code').fill(address.postalCode);
  await field(page, 'postal-code').blur();
  await expect(field(page, 'address-level2')).toHaveValue(expandedCity);
  await field(page, 'address-level2').fill(address.city);
}

test('a corrected address replaces the fields with a warning, then saves; an unknown one is refused', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, ANNA);
  const gateway = new Gateway(page);
  const person = await gateway.person();
  const domicile = async () =>
    (await gateway.get<{ agentAddress: Domicile }>(`/v2/natural-persons/${person.uid}/domicile`))
      .agentAddress;
  const original = await domicile();
  await page.goto('/personal-details');
  await expectScreenReady(page);
  const submit = page.locator('.kontor-remote form button[type="submit"]');

  await test.step('a typo in the city: the gateway corrects it and the screen warns', async () => {
    await openAddressEditor(page);
    await typeAddress(
      page,
      { street: 'Bahnhofstrasse', number: '12', postalCode: '8001', city: 'Zurch' },
      'Zürich',
    );
    await submit.click();
    await expect(field(page, 'address-level2')).toHaveValue('Zürich');
    await expect(page.locator('.k-alert--warning')).toContainText(
      await message(page, 'app.settings.address.message_2'),
    );
    expect(await domicile(), 'nothing is saved before the person confirms the correction').toMatchObject({
      street: original.street,
      postalCode: original.postalCode,
    });
  });

  await test.step('saving the corrected address stores it', async () => {
    await submit.click();
    await expect(field(page, 'postal-code')).toBeHidden();
    await expect(page.locator('.kontor-remote')).toContainText('Bahnhofstrasse 12');
    await expect(page.locator('.kontor-remote')).toContainText('8001 Zürich');
    expect(await domicile()).toMatchObject({ street: 'Bahnhofstrasse', postalCode: '8001', city: 'Zürich' });
  });

  await test.step('an address that exists nowhere: error alert, fields kept, nothing saved', async () => {
    await openAddressEditor(page);
    await typeAddress(
      page,
      { street: 'Nirgendwoweg', number: '7', postalCode: '8001', city: 'Zürich' },
      'Zürich',
    );
    await submit.click();
    await expect(page.locator('.k-alert--error')).toContainText(
      await message(page, 'app.settings.address.message_1'),
    );
    await expect(field(page, 'address-line1')).toHaveValue('Nirgendwoweg');
    expect(await domicile()).toMatchObject({ street: 'Bahnhofstrasse', postalCode: '8001' });
  });
});
