import type { Card, CardStatus } from 'shared-kernel/domain';
import { cardsByHolder } from './holders';

const card = (uid: string, holder: [string, string], status: CardStatus) =>
  ({
    baseCardDetails: { cardUID: uid, status, holderEnriched: { uid: holder[0], name: holder[1] } },
  }) as Card;

describe('cards by holder', () => {
  it('groups by holder, counts new and funded as pending and leaves deleted cards out', () => {
    const luca: [string, string] = ['l', 'Luca Rossi'];
    const anna: [string, string] = ['a', 'Anna Meier'];
    const holders = cardsByHolder([
      card('1', luca, 'active'),
      card('2', luca, 'new'),
      card('3', luca, 'funded'),
      card('4', anna, 'frozen'),
      card('5', anna, 'deleted'),
    ]);
    expect(holders.map((holder) => holder.name)).toEqual(['Anna Meier', 'Luca Rossi']);
    expect(holders[0]!.counts).toEqual({ frozen: 1 });
    expect(holders[0]!.cards).toHaveLength(1);
    expect(holders[1]!.counts).toEqual({ active: 1, pending: 2 });
  });
});
