/**
 * Helpers of the cards tests: the cards of a context as the gateway answers them to the page's session (same
 * cookie, same context header as the app), a card action through the gateway (to set up the state a test checks),
 * the sandbox card terminal, and the cards screen's parts by their test ids (independent of the language).
 */
import type { Locator, Page } from '@playwright/test';
import { expect } from '../../support/fixtures';
import type { Gateway } from '../accounts/support';

export {
  ANNA,
  BAECKEREI,
  expectNoAxeViolations,
  expectNoRawKeys,
  expectScreenReady,
  eventStreamOpened,
  Gateway,
  LUCA,
  PIA,
  signIn,
  switchLanguage,
  switchTheme,
} from '../accounts/support';
export const RITA = 'rita@kontor.test';

export interface CardRead {
  baseCardDetails: { cardUID: string; status: string; holderEnriched: { uid: string; name: string } };
  kind: 'combo' | 'virtual';
  lastDigits: string;
  debitAccountUid: string;
  cardProgramUid: string | null;
  limits: { monthlySpending: { value: number }; atmMonthly: { value: number } };
  actions: string[];
  createdAt: string;
}

export const uidOf = (card: CardRead): string => card.baseCardDetails.cardUID;
export const statusOf = (card: CardRead): string => card.baseCardDetails.status;

/** The context's cards the page's session may read (GET /v2/agents/{uid}/cards, as the cards screen asks). */
export async function cardsOf(
  gateway: Gateway,
  agentUid: string,
  inPartnership = false,
): Promise<CardRead[]> {
  return gateway.get<CardRead[]>(`/v2/agents/${agentUid}/cards${inPartnership ? '?roles=delegate' : ''}`);
}

/** One card action through the gateway, as the screen sends it (to set up the state a test checks). */
export function takeAction(
  gateway: Gateway,
  card: CardRead,
  body: Record<string, unknown>,
): Promise<{ card: CardRead; newCard?: CardRead }> {
  return gateway.post(`/v2/debit-cards/${uidOf(card)}/actions`, body);
}

/** Anna's private card of the kind, brought to the status asked for (active or frozen) through its actions. */
export async function privateCardIn(
  gateway: Gateway,
  personUid: string,
  kind: 'combo' | 'virtual',
  status: 'active' | 'frozen',
): Promise<CardRead> {
  const cards = (await cardsOf(gateway, personUid)).filter(
    (card) => card.kind === kind && ['new', 'funded', 'active', 'frozen'].includes(statusOf(card)),
  );
  // The newest live card of the kind (a replaced card's successor comes after it).
  let card = cards.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!card) throw new Error(`no live ${kind} card`);
  if (['new', 'funded'].includes(statusOf(card)))
    card = (await takeAction(gateway, card, { action: 'activate' })).card;
  if (statusOf(card) !== status)
    card = (await takeAction(gateway, card, { action: status === 'frozen' ? 'freeze' : 'unfreeze' })).card;
  expect(statusOf(card)).toBe(status);
  return card;
}

export interface TerminalAnswer {
  transactionUid: string;
  approved: boolean;
  status: 'booked' | 'rejected';
  declineReason: string | null;
  declineCause: string | null;
  cardStatus: string;
}

/** A payment at a merchant's terminal with the card (the sandbox terminal; a persona pays with its own cards). */
export async function payAtTerminal(
  page: Page,
  card: CardRead,
  amountValue: number,
  merchantName: string,
): Promise<TerminalAnswer> {
  const response = await page.request.post('/api/sandbox/card-terminal/payments', {
    data: {
      cardUid: uidOf(card),
      amountValue,
      currency: 'CHF',
      merchantName,
      merchantCity: 'Zürich',
      merchantCategory: 'groceries',
    },
  });
  expect(response.status(), `the terminal answered: ${await response.text()}`).toBe(201);
  return (await response.json()) as TerminalAnswer;
}

/** The cards screen's parts. */
export function cardsScreen(page: Page) {
  const details = page.getByTestId('card-details');
  return {
    details,
    link: (card: CardRead): Locator =>
      page.locator(`[data-testid="card-link"][data-card-uid="${uidOf(card)}"]`),
    status: details.getByTestId('card-status'),
    action: (action: string): Locator => details.locator(`button[data-action="${action}"]`),
    dialog: page.getByRole('dialog'),
    confirm: page.getByRole('dialog').locator('.k-modal__footer button[type="submit"]'),
    async open(card: CardRead): Promise<void> {
      await page.goto(`/cards/${uidOf(card)}`);
      await expect(details).toHaveAttribute('data-card-uid', uidOf(card), { timeout: 20_000 });
    },
  };
}
