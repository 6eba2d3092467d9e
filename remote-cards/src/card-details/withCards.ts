import type { Card } from 'shared-kernel/domain';

/** The list with the cards an action answered put in (the card after it, the replacement it ordered). */
export function withCards(cards: Card[], changed: (Card | undefined)[]): Card[] {
  let next = cards;
  for (const card of changed) {
    if (!card) continue;
    const uid = card.baseCardDetails.cardUID;
    next = next.some((candidate) => candidate.baseCardDetails.cardUID === uid)
      ? next.map((candidate) => (candidate.baseCardDetails.cardUID === uid ? card : candidate))
      : [...next, card];
  }
  return next;
}
