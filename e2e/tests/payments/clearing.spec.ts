/**
 * The sandbox clearing's statuses in Anna's payment overview (spec §4; rules in docs/payments-api.md
 * "Clearing, review and compliance"): a SEPA payment in progress, a payment the clearing refuses (retrying),
 * one above the review threshold (manual) and one to a sanctioned beneficiary (quarantine) show with their
 * translated labels in de/fr/it/en; the clearing's confirmation and the operator's decision reach the open
 * overview live.
 */
import { randomUUID } from 'node:crypto';
import { API_HEADERS, expect, SANDBOX_OPERATOR_HEADERS, test } from '../../support/fixtures';
import {
  advanceClockTo,
  ANNA,
  bankToday,
  DE_IBAN,
  ensureBankingDay,
  eventStreamOpened,
  expectNoRawKeys,
  expectScreenReady,
  Gateway,
  goTo,
  LANGUAGES,
  signIn,
  switchLanguage,
  uniqueName,
  type OrderRead,
} from './support';
import { MOVES_SANDBOX_CLOCK } from '../../../scripts/lib/tools.mjs';

/** Reserved sandbox IBANs (gateway/src/payments/clearing.ts). */
const REFUSES_ALWAYS = 'CH6404835000009110001';

const LABELS: Record<string, Record<string, string>> = {
  de: {
    'in-progress': 'In Bearbeitung',
    retrying: 'Neuer Versuch',
    manual: 'Manuelle Prüfung',
    quarantine: 'In Prüfung',
  },
  fr: {
    'in-progress': 'En cours',
    retrying: 'Nouvelle tentative',
    manual: 'Contrôle manuel',
    quarantine: "En cours d'examen",
  },
  it: {
    'in-progress': 'In corso',
    retrying: 'Nuovo tentativo',
    manual: 'Verifica manuale',
    quarantine: 'In esame',
  },
  en: {
    'in-progress': 'In progress',
    retrying: 'Retrying',
    manual: 'Manual check',
    quarantine: 'Under review',
  },
};

test(
  'in-progress, retrying, manual and quarantine show translated in the overview and follow the clearing live',
  { tag: MOVES_SANDBOX_CLOCK },
  async ({ page }) => {
    test.setTimeout(120_000);
    const streamOpened = eventStreamOpened(page);
    await signIn(page, ANNA);
    const gateway = new Gateway(page);
    await ensureBankingDay(gateway);
    const person = await gateway.person();
    const privatkonto = (await gateway.privateAccounts(person.uid)).find(
      (account) => account.accountName === 'Privatkonto',
    )!;
    const today = await bankToday(gateway);
    // Enough money for a payment above the review threshold (50'000.00), booked in by another bank.
    const iban = privatkonto.iban;
    const credit = await page.request.post('/api/sandbox/bookings', {
      headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
      data: {
        iban,
        direction: 'credit',
        amountValue: 6_000_000,
        currency: 'CHF',
        counterpartyName: 'Erbschaft',
      },
    });
    expect(credit.status()).toBe(201);

    const pay = (name: string, extra: Record<string, unknown>, beneficiary: Record<string, unknown> = {}) =>
      gateway.post<OrderRead>(`/v2/cash-accounts/${privatkonto.uid}/iban-payment-orders`, {
        beneficiary: { name: uniqueName(name), iban: 'CH5604835012345678009', ...beneficiary },
        amount: 10,
        currency: 'CHF',
        paymentTime: today,
        recurrence: 'single',
        category: 'general',
        accountUid: privatkonto.uid,
        customerTransactionId: randomUUID(),
        isDraftPO: false,
        ...extra,
      });
    const inProgress = await pay(
      'Bäckerei Schmidt',
      { currency: 'EUR', amount: 12 },
      {
        iban: DE_IBAN,
        address: {
          street: 'Friedrichstrasse',
          number: '12',
          postalCode: '10117',
          city: 'Berlin',
          country: 'DEU',
        },
      },
    );
    const retrying = await pay('Verein Seeblick', { amount: 9 }, { iban: REFUSES_ALWAYS });
    const manual = await pay('Autohaus Zentrum', { amount: 55_000 });
    const quarantine = await pay('x', { amount: 5 }, { name: 'Sanctioned Trading Ltd' });
    const expected: Record<string, OrderRead> = { 'in-progress': inProgress, retrying, manual, quarantine };
    for (const [status, order] of Object.entries(expected)) expect(order.status).toBe(status);

    await goTo(page, `/payment/overview/${privatkonto.uid}`);
    await streamOpened;
    const card = (order: OrderRead) =>
      page.locator(`[data-testid="payment-order"][data-uid="${order.uid}"]`).first();
    for (const language of LANGUAGES) {
      await switchLanguage(page, language);
      await expectScreenReady(page);
      for (const [status, order] of Object.entries(expected)) {
        await expect(card(order)).toHaveAttribute('data-status', status);
        await expect(card(order)).toContainText(LABELS[language]![status]!);
      }
      await expectNoRawKeys(page, `payment overview with clearing statuses (${language})`);
    }

    // The clearing confirms the SEPA payment on the next banking day; the operator rejects the held one.
    await switchLanguage(page, 'en');
    await page.evaluate(() => Object.assign(window, { __clearingNoReload: true }));
    const dates = await gateway.get<{ clearingHolidays: string[] }>('/payment-dates');
    let next = new Date(`${today}T12:00:00Z`);
    do next = new Date(next.getTime() + 86_400_000);
    while (
      [0, 6].includes(next.getUTCDay()) ||
      dates.clearingHolidays.includes(next.toISOString().slice(0, 10))
    );
    await advanceClockTo(gateway, next.toISOString().slice(0, 10));
    const review = await page.request.post(`/api/sandbox/payment-orders/${manual.uid}/review`, {
      headers: { ...API_HEADERS, ...SANDBOX_OPERATOR_HEADERS },
      data: { decision: 'reject' },
    });
    expect(review.status()).toBe(200);
    await expect(card(inProgress)).toHaveAttribute('data-status', 'executed', { timeout: 20_000 });
    await expect(card(manual)).toHaveAttribute('data-status', 'rejected', { timeout: 20_000 });
    await expect(card(manual)).toContainText('The bank rejected the payment after its review.');
    expect(
      await page.evaluate(() => (window as unknown as { __clearingNoReload?: boolean }).__clearingNoReload),
    ).toBe(true);
  },
);
