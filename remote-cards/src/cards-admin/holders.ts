import { cardCountStatus, type Card, type CardCountStatus } from 'shared-kernel/domain';

export interface HolderCards {
  holderUid: string;
  name: string;
  cards: Card[];
  /** Cards by the status they are counted under (spec §4: new and funded as pending); deleted not counted. */
  counts: Partial<Record<CardCountStatus, number>>;
}

/** The program's cards grouped by holder, holders by name; deleted cards are neither listed nor counted. */
export function cardsByHolder(cards: Card[]): HolderCards[] {
  const holders = new Map<string, HolderCards>();
  for (const card of cards) {
    const status = cardCountStatus(card.baseCardDetails.status);
    if (status === null) continue;
    const { uid, name } = card.baseCardDetails.holderEnriched;
    const holder = holders.get(uid) ?? { holderUid: uid, name, cards: [], counts: {} };
    holder.cards.push(card);
    holder.counts[status] = (holder.counts[status] ?? 0) + 1;
    holders.set(uid, holder);
  }
  return [...holders.values()].sort((a, b) => a.name.localeCompare(b.name));
}
