/**
 * A test's language on a shared persona. Tests running in parallel sign in as the same personas, and the
 * navbar's switcher saves the language to the profile, whose language wins at every start and snapshot load
 * (spec §9): a test that chose a language could find its page in another test's after a full load or a context
 * switch. A page on which a test chose a language (`keepLanguageOn`) is brought back to it after each of those,
 * before the test looks at it again; between them the page's language does not change by itself.
 */
import { expect, type Page } from '@playwright/test';
import { languageLock, oneAtATime, personaOn } from './locks';

const chosen = new WeakMap<Page, string>();

/** Once the page shows its shell again (the switcher renders with the snapshot), the chosen language. */
export async function restoreLanguage(page: Page): Promise<void> {
  const language = chosen.get(page);
  if (!language) return;
  const switcher = page.locator('.kontor-navbar select');
  // The shell after a full load, or a page without it (the login after a logout): nothing to restore there.
  const shown = await page
    .locator('.kontor-navbar select, input[name="email"]')
    .first()
    .waitFor({ timeout: 20_000 })
    .then(() => switcher.isVisible())
    .catch(() => false);
  if (!shown) return;
  if ((await page.locator('html').getAttribute('lang'))?.slice(0, 2) === language) return;
  await pickLanguage(page, language);
}

/**
 * Picks `language` with the navbar's switcher and waits until it shows and the profile has saved it, under the
 * persona's language lock (support/locks.ts): a test that holds it meets no switch of another test half done.
 */
export async function pickLanguage(page: Page, language: string): Promise<void> {
  const pick = async () => {
    const switcher = page.locator('.kontor-navbar select');
    // The signed-in shell saves a pick to the profile; the prospect's and the minimal one only show it.
    const saves =
      (await switcher.inputValue()) !== language &&
      (await page.locator('.kontor-shell--prospect, .kontor-shell--minimal').count()) === 0;
    const saved = !saves
      ? null
      : page.waitForResponse(
          (response) => response.request().method() === 'PATCH' && response.url().endsWith('/api/v2/profile'),
        );
    await switcher.selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await saved;
  };
  const persona = personaOn(page);
  await (persona ? oneAtATime(languageLock(persona), pick) : pick());
}

/** Keeps `language` on this page across its full loads (goto, reload) and context switches. */
export function keepLanguageOn(page: Page, language: string): void {
  const known = chosen.has(page);
  chosen.set(page, language);
  if (known) return;
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await restoreLanguage(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await restoreLanguage(page);
    return response;
  };
}
