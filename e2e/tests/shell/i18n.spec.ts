/**
 * Every screen of the shell renders in de, fr, it and en with no missing key (spec §1 languages): no
 * raw key on screen or in an accessible name, and no missing-key warning of the i18n layer.
 */
import type { Page } from '@playwright/test';
import { expect, PASSWORD, readCode, test } from '../../support/fixtures';
import {
  contextButton,
  expectShell,
  IDLE_TIMEOUT_KEY,
  LANGUAGES,
  missingKeyWarnings,
  oneLoginAtATime,
  presetLocalStorage,
  RAW_KEY,
  settingsButton,
  settingsList,
  type Language,
} from './support';

/** Ben: English profile, a private context and a partnership (the switcher has a choice). */
const BEN = 'ben@kontor.test';
const IDLE_TIMEOUT_MS = 20_000;

/** Fails on any raw key in the visible text or in labels, titles and placeholders. */
async function expectNoRawKeys(page: Page, screen: string): Promise<void> {
  const texts = await page.evaluate(() => {
    const attributes = ['aria-label', 'title', 'placeholder', 'alt'];
    const found = [document.body.innerText, document.title];
    for (const element of document.querySelectorAll('*')) {
      for (const name of attributes) {
        const value = element.getAttribute(name);
        if (value) found.push(value);
      }
    }
    return found;
  });
  const raw = texts.flatMap((text) => text.split('\n')).filter((line) => RAW_KEY.test(line));
  expect(raw, `raw i18n keys on ${screen}`).toEqual([]);
}

async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const language of LANGUAGES) {
  test(`every shell screen renders in ${language} without a missing key`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const warnings = missingKeyWarnings(page);
    await context.clock.install();
    await presetLocalStorage(context, { [IDLE_TIMEOUT_KEY]: String(IDLE_TIMEOUT_MS) });

    await test.step('login', async () => {
      await page.goto('/login');
      await page.locator('select').first().selectOption(language);
      await expectLanguage(page, language);
      await expect(page.locator('input[name="email"]')).toBeVisible();
      await expectNoRawKeys(page, `login (${language})`);
    });

    await test.step('code step', () =>
      oneLoginAtATime(BEN, async () => {
        await page.locator('input[name="email"]').fill(BEN);
        await page.locator('input[name="password"]').fill(PASSWORD);
        const submittedAt = Date.now();
        await page.locator('form button[type="submit"]').click();
        const code = page.locator('input[autocomplete="one-time-code"]');
        await expect(code).toBeVisible();
        await expectNoRawKeys(page, `code step (${language})`);
        await code.fill(await readCode(page.request, BEN, submittedAt));
        await page.locator('form button[type="submit"]').click();
        await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
      }));

    await test.step('shell with menu', async () => {
      await expectShell(page);
      // The profile's language wins after login; the navbar's switcher changes it.
      await page.locator('.kontor-navbar select').selectOption(language);
      await expectLanguage(page, language);
      await expect(page.locator('aside.kontor-sidemenu nav')).toBeVisible();
      await expectNoRawKeys(page, `shell (${language})`);
    });

    await test.step('settings dropdown open', async () => {
      await settingsButton(page).click();
      await expect(settingsList(page)).toBeVisible();
      await expectNoRawKeys(page, `settings dropdown (${language})`);
      await settingsButton(page).click();
    });

    await test.step('context switcher open', async () => {
      await contextButton(page).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoRawKeys(page, `context switcher (${language})`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    });

    await test.step('idle warning', async () => {
      await context.clock.runFor(IDLE_TIMEOUT_MS + 2_000);
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoRawKeys(page, `idle warning (${language})`);
      await page.getByRole('dialog').getByRole('button').click();
    });

    expect(warnings, `missing-key warnings (${language})`).toEqual([]);
    // Ben's profile language back to English for the other tests.
    await page.locator('.kontor-navbar select').selectOption('en');
    await expectLanguage(page, 'en');
  });
}
