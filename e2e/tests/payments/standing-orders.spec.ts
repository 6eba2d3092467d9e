/**
 * Issue 28 item 3, "the standing-order list shows the next date" and its end: Anna captures a monthly standing
 * order with a last payment date through the form as a customer would (the standing-order text and the
 * confirmation name the end), opens the payment overview from the side menu and its "Standing orders" tab, sees
 * beneficiary, amount, rhythm, the next execution date and the end; she deletes it after confirming and it leaves
 * the list. Then the list is axe clean in both themes and at 390 px (a card per standing order, no sideways
 * scrolling), with screenshots in docs/screenshots (German; light and dark at 1280 px, dark at 390 px).
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { API_HEADERS, expect, test } from '../../support/fixtures';
import {
  ANNA,
  bankingDayAfter,
  confirmPayment,
  displayDate,
  ensureBankingDay,
  expectNoAxeViolations,
  expectScreenReady,
  Gateway,
  inAnyLanguage,
  openForm,
  OTHER_BANK_IBAN,
  setPaymentDate,
  signIn,
  switchLanguage,
  switchTheme,
  uniqueName,
} from './support';
import { SCREENSHOTS } from '../../support/screenshots';

interface StandingOrder {
  seriesUid: string;
  nextExecutionDate: string;
  endDate: string | null;
  next: { uid: string; paymentOrderData: { beneficiary: { name: string } } };
}

const standingOrdersOf = (gateway: Gateway, accountUid: string) =>
  gateway.get<StandingOrder[]>(`/v2/cash-accounts/${accountUid}/standing-orders`);

/** The overview's standing-order tab, reached from the side menu, on the given account. */
async function openStandingOrders(page: Page, accountUid: string) {
  await page.locator('nav a[href="/payment/overview"]').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/payment/overview'));
  await expectScreenReady(page);
  const tab = page.getByRole('tab', { name: inAnyLanguage('webapp.payments.overview.views.standingOrders') });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const account = page.locator('.pay-overview select').first();
  if ((await account.count()) > 0 && (await account.inputValue()) !== accountUid) {
    await account.selectOption(accountUid);
    await page.waitForURL((url) => url.pathname === `/payment/overview/${accountUid}`);
  }
  await expect(page).toHaveURL(/[?&]view=standing-orders/);
}

test.use({ viewport: { width: 1280, height: 900 } });

async function annaInGerman(page: Page) {
  await signIn(page, ANNA);
  await switchLanguage(page, 'de');
  const gateway = new Gateway(page);
  await ensureBankingDay(gateway);
  const person = await gateway.person();
  const privatkonto = (await gateway.privateAccounts(person.uid)).find(
    (account) => account.accountName === 'Privatkonto',
  )!;
  return { gateway, privatkonto };
}

/** A date `days` after an ISO date. */
const daysAfter = (iso: string, days: number): string => {
  const day = new Date(`${iso}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

test('Anna sees her monthly standing order with its next date and its end, and deletes it after confirming', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { gateway, privatkonto } = await annaInGerman(page);

  // The form, as a customer fills it: a monthly standing order from a day a week ahead.
  const payment = await openForm(page);
  await payment.field('accountUid').selectOption(privatkonto.uid);
  const beneficiary = uniqueName('Hausverwaltung Zeller');
  await payment.fill(payment.name, beneficiary);
  await payment.fill(payment.iban, OTHER_BANK_IBAN);
  await payment.fill(payment.amount, '1850');
  await payment.field('recurrence').selectOption('monthly');
  const first = await bankingDayAfter(gateway, 7);
  await setPaymentDate(page, first);
  // Issue 28: the last payment, about three months on; the standing-order text and the confirmation name it.
  const end = daysAfter(first, 95);
  const endField = page.locator('form.pay-form').getByRole('textbox', { name: /^(Last payment|Ende)/ });
  await endField.fill(displayDate(end));
  await endField.blur();
  await expect(page.locator('form.pay-form')).toContainText(`zuletzt am ${displayDate(end)}`);
  await payment.continue.click();
  const confirmation = page.getByRole('dialog');
  await expect(confirmation).toContainText(displayDate(end));
  // Back to the form (the footer's first button), then through the confirmation as every spec does.
  await confirmation.locator('.k-modal__footer button').first().click();
  await expect(confirmation).toBeHidden();
  expect(await confirmPayment(page)).toBe('accepted');

  await openStandingOrders(page, privatkonto.uid);
  const row = page.getByTestId('standing-order').filter({ hasText: beneficiary });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText(beneficiary);
  await expect(row).toContainText("CHF 1'850.00");
  await expect(row.getByText(inAnyLanguage('webapp.payments.recurrence.monthly'))).toBeVisible();
  // The next date: the first occurrence's banking day, as the gateway reads it.
  const listed = (await standingOrdersOf(gateway, privatkonto.uid)).find(
    (order) => order.next.paymentOrderData.beneficiary.name === beneficiary,
  )!;
  expect(listed.nextExecutionDate).toBe(first);
  await expect(row.getByText(displayDate(first), { exact: true })).toBeVisible();
  // The end: the last payment date, not "until cancelled".
  expect(listed.endDate).toBe(end);
  await expect(row.getByText(displayDate(end), { exact: true })).toBeVisible();
  await expect(row.getByText(inAnyLanguage('webapp.payments.standing.untilCancelled'))).toHaveCount(0);

  // Deleting asks first; confirmed, the series ends and leaves the list.
  await row.getByRole('button', { name: new RegExp(`${beneficiary}$`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(beneficiary);
  await expect(dialog).toContainText(displayDate(first));
  await dialog.getByRole('button', { name: inAnyLanguage('webapp.payments.standing.confirmDelete') }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  expect((await standingOrdersOf(gateway, privatkonto.uid)).map((order) => order.seriesUid)).not.toContain(
    listed.seriesUid,
  );
});

test.describe('axe and screenshots', () => {
  // axe-core parses the page's stylesheets through <style> elements of its own, which the app's CSP refuses
  // (as in screens.spec.ts): this test runs without the CSP, the one above with it.
  test.use({ bypassCSP: true });

  test('the standing-order list is axe clean in both themes and on a phone', async ({ page }) => {
    // Three axe runs and two reloads: slow on a busy two-core machine.
    test.setTimeout(150_000);
    const { gateway, privatkonto } = await annaInGerman(page);
    const beneficiary = uniqueName('Hausverwaltung Zeller');
    const first = await bankingDayAfter(gateway, 7);
    // Set up through the API, as the other specs set state up: the form's path is the test above.
    const order = await gateway.post<{ uid: string }>(
      `/v2/cash-accounts/${privatkonto.uid}/iban-payment-orders`,
      {
        beneficiary: { name: beneficiary, iban: OTHER_BANK_IBAN },
        amount: 1850,
        currency: 'CHF',
        paymentTime: first,
        recurrence: 'monthly',
        category: 'general',
        accountUid: privatkonto.uid,
        customerTransactionId: randomUUID(),
        isDraftPO: false,
      },
    );
    await openStandingOrders(page, privatkonto.uid);
    const row = page.getByTestId('standing-order').filter({ hasText: beneficiary });
    await expect(row).toHaveCount(1);
    await expectNoAxeViolations(page, 'the standing-order list (light)');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'payments-standing-orders-light.png') });

    await switchTheme(page, 'dark');
    await expectScreenReady(page);
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page, 'the standing-order list (dark)');
    await page.screenshot({ path: path.join(SCREENSHOTS, 'payments-standing-orders-dark.png') });

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(page, 'the standing-order list (dark, 390 px)');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling at 390 px').toBe(false);
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SCREENSHOTS, 'payments-standing-orders-390-dark.png') });
    await switchTheme(page, 'light');

    const deleted = await page.request.delete(`/api/payment-orders/${order.uid}`, {
      headers: API_HEADERS,
    });
    expect(deleted.status()).toBe(200);
  });
});
