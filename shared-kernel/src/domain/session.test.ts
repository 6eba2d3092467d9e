import { personas } from './fixtures/personas';
import { applyBalanceUpdate } from './session';

describe('applyBalanceUpdate', () => {
  const anna = personas.annaPrivate;
  const [privatkonto, sparkonto] = anna.cashAccounts;

  it('sets the account’s balance and leaves the others as they were', () => {
    const balance = { value: 1_000_000, factor: 2, currency: 'CHF' };
    const next = applyBalanceUpdate(anna, { cashAccountUid: privatkonto!.uid, balance });
    expect(next.cashAccounts[0]!.totalValuation).toEqual(balance);
    expect(next.cashAccounts[1]).toBe(sparkonto);
    expect(anna.cashAccounts[0]!.totalValuation).not.toEqual(balance);
  });

  it('returns the same snapshot for an unknown account or an unchanged balance', () => {
    expect(
      applyBalanceUpdate(anna, { cashAccountUid: 'elsewhere', balance: privatkonto!.totalValuation }),
    ).toBe(anna);
    expect(
      applyBalanceUpdate(anna, {
        cashAccountUid: privatkonto!.uid,
        balance: { ...privatkonto!.totalValuation },
      }),
    ).toBe(anna);
  });
});
