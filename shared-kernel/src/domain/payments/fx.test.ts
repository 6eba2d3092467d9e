import {
  customerRateMicros,
  INCORE_CURRENCIES,
  isSupportedCurrency,
  midRateMicros,
  quoteFx,
  rateAsNumber,
  valueInChf,
} from './fx';

describe('sandbox FX', () => {
  it.each<[string, string, bigint]>([
    ['CHF', 'CHF', 1_000_000n],
    // 0.94 × 1.0075 = 0.947050
    ['CHF', 'EUR', 947_050n],
    // 0.88 × 1.0075 = 0.886600
    ['CHF', 'USD', 886_600n],
    // 1 / 0.94 × 1.0075 = 1.071808510… → 1.071809 (half-up)
    ['EUR', 'CHF', 1_071_809n],
    // 0.88 / 0.94 × 1.0075 = 0.943191489… → 0.943191
    ['EUR', 'USD', 943_191n],
  ])('%s per %s is %s millionths', (source, target, micros) => {
    expect(customerRateMicros(source, target)).toBe(micros);
  });

  it.each<[string, bigint, string, string, boolean, number, number, number]>([
    // EUR 100.00 from CHF: 100 × 0.947050 = 94.705 → 94.71 (up), SEPA no fee.
    ['SEPA', 10_000n, 'CHF', 'EUR', false, 9_471, 0, 9_471],
    // USD 250.00 from CHF: 250 × 0.8866 = 221.65 exactly, SWIFT fee 5.00.
    ['SWIFT', 25_000n, 'CHF', 'USD', false, 22_165, 500, 22_665],
    // USD 0.01: 0.008866 → 0.01 (never below one minor unit).
    ['SWIFT', 1n, 'CHF', 'USD', false, 1, 500, 501],
    // Internal CHF → EUR: no fee.
    ['SEPA', 10_000n, 'CHF', 'EUR', true, 9_471, 0, 9_471],
    // Same currency: 1:1.
    ['SIC', 123_456n, 'CHF', 'CHF', false, 123_456, 0, 123_456],
  ])(
    '%s %s minor %s→%s (internal %p)',
    (kind, target, source, targetCurrency, internal, sourceMinor, fee, total) => {
      const quote = quoteFx({
        targetMinor: target,
        sourceCurrency: source,
        targetCurrency,
        kind: kind as 'SIC' | 'SEPA' | 'SWIFT',
        internal,
      });
      expect(quote.sourceAmount).toEqual({ value: sourceMinor, factor: 2, currency: source });
      expect(quote.fee.value).toBe(fee);
      expect(quote.totalDebit.value).toBe(total);
    },
  );

  it('shows the rate with 6 decimals', () => {
    expect(rateAsNumber(947_050n)).toBe(0.94705);
    expect(rateAsNumber(1_071_809n)).toBe(1.071809);
  });

  it('lists the currencies with their countries', () => {
    expect(INCORE_CURRENCIES.find((entry) => entry.code === 'EUR')?.countries).toContain('DEU');
    expect(isSupportedCurrency('USD')).toBe(true);
    expect(isSupportedCurrency('XYZ')).toBe(false);
  });
});

describe('valueInChf (the dashboard total of all accounts)', () => {
  it('keeps francs as they are', () => {
    expect(valueInChf({ value: 12_345, factor: 2, currency: 'CHF' })).toEqual({
      value: 12_345,
      factor: 2,
      currency: 'CHF',
    });
  });

  it('converts euros at the mid rate, rounding half away from zero', () => {
    // EUR 1,000.00 at 0.940000 = CHF 940.00; EUR 0.01 = CHF 0.0094 → 0.01; EUR 0.05 = 0.047 → 0.05.
    expect(valueInChf({ value: 100_000, factor: 2, currency: 'EUR' })?.value).toBe(94_000);
    expect(valueInChf({ value: 1, factor: 2, currency: 'EUR' })?.value).toBe(1);
    expect(valueInChf({ value: -100_000, factor: 2, currency: 'EUR' })?.value).toBe(-94_000);
    expect(valueInChf({ value: 1_000, factor: 3, currency: 'EUR' })?.value).toBe(94);
  });

  it('has no worth for a currency without a rate', () => {
    expect(valueInChf({ value: 1, factor: 2, currency: 'XAU' })).toBeNull();
    expect(midRateMicros('EUR')).toBe(940_000n);
  });
});
