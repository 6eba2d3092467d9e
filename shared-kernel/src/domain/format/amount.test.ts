import {
  formatAmount,
  formatExchangeRate,
  formatMoney,
  parseAmount,
  sumAmounts,
  toDecimalString,
} from './amount';

describe('parseAmount', () => {
  it.each<[string, { value: number; factor: number } | null]>([
    ['1234.5', { value: 123450, factor: 2 }],
    ["1'234.50", { value: 123450, factor: 2 }],
    ['1’234.50', { value: 123450, factor: 2 }],
    ['1 234,50', { value: 123450, factor: 2 }],
    ['1.234,50', { value: 123450, factor: 2 }],
    ['1,234.50', { value: 123450, factor: 2 }],
    ['12', { value: 1200, factor: 2 }],
    ['0.5', { value: 50, factor: 2 }],
    ['.5', { value: 50, factor: 2 }],
    ['12.345', { value: 12345, factor: 3 }],
    ['-7.20', { value: -720, factor: 2 }],
    ['0', { value: 0, factor: 2 }],
    ['', null],
    ['abc', null],
    ['1.2.3', null],
    ['12-', null],
    ['99999999999999999999', null],
  ])('%j', (text, expected) => {
    expect(parseAmount(text)).toEqual(expected === null ? null : { ...expected, currency: 'CHF' });
  });

  it('keeps the given currency', () => {
    expect(parseAmount('10', 'EUR')).toEqual({ value: 1000, factor: 2, currency: 'EUR' });
  });
});

describe('formatAmount', () => {
  it('writes every amount in the one Swiss notation, whatever the language (docs/formats.md)', () => {
    expect(formatAmount({ value: 123456789, factor: 2 })).toBe("1'234'567.89");
    expect(formatAmount({ value: 4900760, factor: 2 })).toBe("49'007.60");
  });

  it.each<[{ value: number; factor: number }, string]>([
    [{ value: 5, factor: 0 }, '5.00'],
    [{ value: 5, factor: 2 }, '0.05'],
    [{ value: -123450, factor: 2 }, "-1'234.50"],
    [{ value: 12345, factor: 3 }, '12.345'],
    [{ value: 100000000, factor: 1 }, "10'000'000.00"],
  ])('%j shows at least 2 decimals', (value, expected) => {
    expect(formatAmount(value)).toBe(expected);
  });

  it('round-trips with parseAmount', () => {
    const text = formatAmount({ value: 98765432, factor: 2 });
    expect(parseAmount(text)).toEqual({ value: 98765432, factor: 2, currency: 'CHF' });
  });

  it('formats money with currency', () => {
    expect(formatMoney({ value: 123450, factor: 2, currency: 'CHF' })).toBe("CHF 1'234.50");
  });
});

describe('toDecimalString', () => {
  it.each<[{ value: number; factor: number }, string]>([
    [{ value: 123450, factor: 2 }, '1234.50'],
    [{ value: 7, factor: 0 }, '7.00'],
    [{ value: -5, factor: 2 }, '-0.05'],
  ])('%j → %s', (value, expected) => expect(toDecimalString(value)).toBe(expected));
});

describe('sumAmounts', () => {
  it('sums CHF amounts across factors and leaves other currencies out', () => {
    expect(
      sumAmounts([
        { value: 1050, factor: 2, currency: 'CHF' },
        { value: 2, factor: 0, currency: 'CHF' },
        { value: 1234, factor: 3, currency: 'CHF' },
        { value: 99900, factor: 2, currency: 'EUR' },
      ]),
    ).toEqual({ value: 13734, factor: 3, currency: 'CHF' });
    expect(sumAmounts([])).toEqual({ value: 0, factor: 2, currency: 'CHF' });
  });
});

describe('formatExchangeRate', () => {
  it('shows 6 decimals', () => {
    expect(formatExchangeRate(0.9412)).toBe('0.941200');
    expect(formatExchangeRate(1234.0734567891)).toBe("1'234.073457");
  });
});
