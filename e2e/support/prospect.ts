/** The prospect's sign-in (spec §2 ProspectLogin): e-mail, then the prospect code from the sandbox outbox. */
import type { Page } from '@playwright/test';
import { expect, readCode } from './fixtures';

/** The prospect's code step after an account request or the prospect login: the code from the outbox. */
export async function enterProspectCode(page: Page, email: string, since: number): Promise<void> {
  const code = page.locator('input[autocomplete="one-time-code"]');
  await expect(code).toBeVisible({ timeout: 15_000 });
  // A prospect has no session before the code: the outbox is read as the sandbox operator.
  await code.fill(await readCode(page.request, email, since, { asOperator: true }));
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/prospect-home/, { timeout: 20_000 });
}

export async function prospectLogin(page: Page, email: string): Promise<void> {
  await page.goto('/prospect-login');
  await page.locator('input[name="email"]').fill(email);
  const since = Date.now();
  await page.locator('form button[type="submit"]').first().click();
  await enterProspectCode(page, email, since);
}
