import { periodsBetween, spendingWindow, toSpendingBars } from './timeseries';

describe('spending windows and periods', () => {
  it('asks for the last 12 months or the current month by day', () => {
    expect(spendingWindow('YYYY-MM', '2026-11-21')).toEqual({ from: '2025-12-01', to: '2026-11-21' });
    expect(spendingWindow('YYYY-MM', '2026-01-05')).toEqual({ from: '2025-02-01', to: '2026-01-05' });
    expect(spendingWindow('YYYY-MM-DD', '2026-11-21')).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });

  it('lists every month and day of a window, across year ends', () => {
    expect(periodsBetween('YYYY-MM', '2025-11-01', '2026-02-10')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(periodsBetween('YYYY-MM-DD', '2024-02-27', '2024-03-01')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
    ]);
  });
});

describe('toSpendingBars', () => {
  const window = { from: '2026-09-01', to: '2026-11-21' };

  it('fills empty months with zero and scales to the highest month', () => {
    const bars = toSpendingBars(
      {
        pattern: 'YYYY-MM',
        series: [
          { period: '2026-09', spending: { value: 50_000, factor: 2, currency: 'CHF' } },
          { period: '2026-11', spending: { value: 20_000, factor: 2, currency: 'CHF' } },
        ],
      },
      window,
      'CHF',
    );
    expect(bars).toEqual([
      { period: '2026-09', amount: { value: 50_000, factor: 2, currency: 'CHF' }, share: 1 },
      { period: '2026-10', amount: { value: 0, factor: 2, currency: 'CHF' }, share: 0 },
      { period: '2026-11', amount: { value: 20_000, factor: 2, currency: 'CHF' }, share: 0.4 },
    ]);
  });

  it('leaves out other currencies and adds entries of different factors exactly', () => {
    const bars = toSpendingBars(
      {
        pattern: 'YYYY-MM',
        series: [
          { period: '2026-10', spending: { value: 1_000, factor: 3, currency: 'CHF' } },
          { period: '2026-10', spending: { value: 99, factor: 2, currency: 'CHF' } },
          { period: '2026-10', spending: { value: 99_999, factor: 2, currency: 'EUR' } },
        ],
      },
      window,
      'CHF',
    );
    expect(bars.map((bar) => bar.amount.value)).toEqual([0, 199, 0]);
    expect(bars[1]?.share).toBe(1);
  });

  it('gives flat zero bars when nothing was spent', () => {
    expect(
      toSpendingBars({ pattern: 'YYYY-MM', series: [] }, window, 'CHF').every((bar) => bar.share === 0),
    ).toBe(true);
  });
});
