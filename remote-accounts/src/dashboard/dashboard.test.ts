import type { CashAccount, Suggestion } from 'shared-kernel/domain';
import { personas } from 'shared-kernel/testing';
import { totalInChf } from './AllAccounts';
import { mayViewAmounts } from './cashAccounts';
import { sortSuggestions, suggestionImage } from './suggestions';

const suggestion = (triggerUid: string, values: Partial<Suggestion> = {}): Suggestion => ({
  type: 'welcome',
  titleTag: 'app.suggestions.welcome.title',
  hintTag: 'app.suggestions.welcome.hint',
  lightModeImageURI: null,
  darkModeImageURI: null,
  triggerUid,
  hasDetails: false,
  isRemovable: true,
  isRemoved: false,
  isHighlighted: false,
  priority: 50,
  ...values,
});

describe('sortSuggestions', () => {
  it('puts highlighted ones first, then ascending priority, keeping ties in order', () => {
    const sorted = sortSuggestions([
      suggestion('a', { priority: 30 }),
      suggestion('b', { priority: 10 }),
      suggestion('c', { priority: 90, isHighlighted: true }),
      suggestion('d', { priority: 10 }),
      suggestion('e', { priority: 20, isHighlighted: true }),
    ]);
    expect(sorted.map((s) => s.triggerUid)).toEqual(['e', 'c', 'b', 'd', 'a']);
  });

  it('leaves out removed ones and does not change its input', () => {
    const input = [suggestion('a', { priority: 2 }), suggestion('b', { priority: 1, isRemoved: true })];
    expect(sortSuggestions(input).map((s) => s.triggerUid)).toEqual(['a']);
    expect(input.map((s) => s.triggerUid)).toEqual(['a', 'b']);
  });

  it('picks the image of the theme, falling back to the other one', () => {
    const both = suggestion('a', { lightModeImageURI: '/l.svg', darkModeImageURI: '/d.svg' });
    expect(suggestionImage(both, 'light')).toBe('/l.svg');
    expect(suggestionImage(both, 'dark')).toBe('/d.svg');
    expect(suggestionImage(suggestion('b', { lightModeImageURI: '/l.svg' }), 'dark')).toBe('/l.svg');
    expect(suggestionImage(suggestion('c'), 'dark')).toBeNull();
  });
});

const account = (
  uid: string,
  value: number,
  currency: string,
  factor = 2,
  status = 'active',
): CashAccount => ({
  uid,
  iban: 'CH00',
  currency,
  status,
  totalValuation: { value, factor, currency },
  accountName: uid,
  name: uid,
  accountType: 'private',
  accountOwner: { uid: 'o', type: 'person' },
  billingAccount: false,
  internationalPaymentsAvailable: false,
  _links: { self: { href: `/api/v2/cash-accounts/${uid}` } },
});

describe('cash accounts', () => {
  it('totals every account in francs, foreign currencies at the mid rate, across factors', () => {
    // CHF 12,540.50 + EUR 980.12 × 0.94 (= CHF 921.31) + CHF 5.000 = CHF 13,466.81
    expect(
      totalInChf([
        account('a', 1_254_050, 'CHF'),
        account('b', 98_012, 'EUR'),
        account('c', 5_000, 'CHF', 3),
      ]),
    ).toEqual({ total: { value: 1_346_681, factor: 2, currency: 'CHF' }, converted: ['EUR'] });
    expect(totalInChf([])).toEqual({ total: { value: 0, factor: 2, currency: 'CHF' }, converted: [] });
  });

  it('shows amounts in private context and only entitled accounts in a partnership', () => {
    const anna = personas.annaPrivate;
    expect(mayViewAmounts(anna, anna.cashAccounts[0]!)).toBe(true);
    const luca = personas.lucaBaeckerei;
    const entitled = luca.cashAccounts.filter((a) => mayViewAmounts(luca, a));
    expect(entitled.length).toBeGreaterThan(0);
    expect(mayViewAmounts(luca, account('not-entitled', 1, 'CHF'))).toBe(false);
  });
});
