import { asTyped, limitError, minorUnitsOf } from './amounts';

describe('limits as typed', () => {
  it.each<[string, number | null]>([
    ["5'000.00", 500_000],
    ['5000', 500_000],
    ['1 234,5', 123_450],
    ['0.05', 5],
    ['12.345', null],
    ['12.340', 1_234],
    ['-3', null],
    ['abc', null],
  ])('%s is %s minor units', (text, value) => {
    expect(minorUnitsOf(text)).toBe(value);
  });

  it('names what is wrong with a limit', () => {
    expect(limitError('')).toBe('webapp.cards.limit.required');
    expect(limitError('zehn')).toBe('webapp.cards.limit.invalid');
    expect(limitError("100'000.01")).toBe('webapp.cards.limit.tooHigh');
    expect(limitError("100'000")).toBeUndefined();
  });

  it('shows an amount in Swiss notation', () => {
    expect(asTyped({ value: 500_000, factor: 2 })).toBe("5'000.00");
  });
});
