import { generateHistory } from './histories';
import { SeededRandom } from './random';

const account = {
  uid: '00000000-0000-4000-8000-000000000001',
  currency: 'CHF',
  ownerName: 'Anna Meier',
  cardUid: 'card',
};
const profile = {
  kind: 'private',
  salary: 824_500,
  employer: 'ZKB',
  rent: 215_000,
  landlord: 'WBG',
  savingsTransfer: 50_000,
} as const;

describe('generateHistory', () => {
  it('is deterministic for a seed and an anchor day', () => {
    const first = generateHistory(new SeededRandom(7), account, profile, '2026-11-01', 1_000_000);
    const second = generateHistory(new SeededRandom(7), account, profile, '2026-11-01', 1_000_000);
    expect(second).toEqual(first);
    expect(generateHistory(new SeededRandom(8), account, profile, '2026-11-01', 1_000_000)).not.toEqual(
      first,
    );
  });

  it('covers a year, keeps the last days reserved and returns the booked sum as balance', () => {
    const { transactions, balance } = generateHistory(
      new SeededRandom(7),
      account,
      profile,
      '2026-11-01',
      1_000_000,
    );
    const days = transactions.map((t) => t.booking_date).sort();
    expect(days[0]).toBe('2025-11-01');
    expect(days.at(-1)).toBe('2026-11-01');
    const booked = transactions.filter((t) => t.status === 'booked');
    const sum = booked.reduce(
      (total, t) => total + (t.direction === 'credit' ? 1 : -1) * Number(t.amount_value),
      0,
    );
    expect(balance).toBe(sum);
    expect(transactions.some((t) => t.status === 'reserved' && t.booking_date >= '2026-10-30')).toBe(true);
    expect(
      transactions
        .filter((t) => t.status !== 'booked' && t.status !== 'reserved')
        .every((t) => t.decline_reason !== null),
    ).toBe(true);
    expect(
      transactions.every((t) => Number.isInteger(Number(t.amount_value)) && Number(t.amount_value) > 0),
    ).toBe(true);
  });
});
