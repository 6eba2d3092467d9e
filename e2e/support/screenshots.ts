/** The screenshots the e2e suite writes for docs/screenshots, whole screens (the page's full height, up to 2,400 px). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page, PageScreenshotOptions } from '@playwright/test';

export const SCREENSHOTS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../docs/screenshots',
);

/**
 * docs/screenshots/<name>.png of the whole screen at the viewport's width; the viewport is put back after. `options`
 * go to Playwright's screenshot (e.g. `caret: 'initial'` where the app's CSP would refuse the caret's hiding style).
 */
export async function tallShot(
  page: Page,
  name: string,
  options: Omit<PageScreenshotOptions, 'path'> = {},
): Promise<void> {
  const { width, height } = page.viewportSize()!;
  const tall = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width, height: Math.min(Math.max(height, tall), 2400) });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ ...options, path: path.join(SCREENSHOTS, `${name}.png`) });
  await page.setViewportSize({ width, height });
}
