/** Calls about one card (spec §7 "Agent, cards, accounts"): read it, take an action, its card payments. */
import type { ApiClient } from 'shared-kernel/api';
import type { Card, CardActionBody, CardActionResult, Transaction } from 'shared-kernel/domain';

/** GET /v2/debit-cards/{id}: the card with the actions its reader may take now. */
export const fetchCard = async (api: ApiClient, cardUid: string): Promise<Card> =>
  (await api.get<Card>(`/v2/debit-cards/${cardUid}`)).data;

/**
 * POST /v2/debit-cards/{id}/actions: one action of spec §4 (the body names it); the answer is the card after it
 * and what the action gives (the replacement ordered, the PIN shown once, the wallet tokens, a voucher).
 */
export const takeCardAction = async (
  api: ApiClient,
  cardUid: string,
  body: CardActionBody,
): Promise<CardActionResult> =>
  (await api.post<CardActionResult>(`/v2/debit-cards/${cardUid}/actions`, body)).data;

/** How many of the debit account's latest bookings are searched for the card's payments. */
export const CARD_PAYMENTS_SCAN = 100;

/**
 * The card's latest payments: the debit account's latest bookings made with this card (a booking names its
 * card, spec §3; the list has no card filter, so the latest page is searched).
 */
export async function fetchCardPayments(
  api: ApiClient,
  debitAccountUid: string,
  cardUid: string,
): Promise<Transaction[]> {
  const { data } = await api.get<Transaction[]>(`/v2/cash-accounts/${debitAccountUid}/transactions`, {
    params: { count: CARD_PAYMENTS_SCAN, offset: 0 },
  });
  return data.filter((transaction) => transaction.cardUid === cardUid);
}
