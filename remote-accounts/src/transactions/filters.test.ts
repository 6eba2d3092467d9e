import { activeFilterCount, NO_FILTERS, periodRange, toTransactionQuery } from './filters';

describe('periodRange', () => {
  it.each([
    ['all', '2026-11-21', {}],
    ['currentMonth', '2026-11-21', { from: '2026-11-01', to: '2026-11-21' }],
    ['lastMonth', '2026-11-21', { from: '2026-10-01', to: '2026-10-31' }],
    ['lastMonth', '2026-01-15', { from: '2025-12-01', to: '2025-12-31' }],
    ['lastMonth', '2024-03-05', { from: '2024-02-01', to: '2024-02-29' }],
    ['last3Months', '2026-02-10', { from: '2025-12-01', to: '2026-02-10' }],
    ['currentYear', '2026-11-21', { from: '2026-01-01', to: '2026-11-21' }],
  ] as const)('%s on %s', (period, today, expected) => {
    expect(periodRange(period, today)).toEqual(expected);
  });
});

describe('toTransactionQuery', () => {
  it('sends nothing without filters', () => {
    expect(toTransactionQuery(NO_FILTERS, '2026-11-21')).toEqual({});
  });

  it('maps every chosen filter to its parameter and trims the search', () => {
    expect(
      toTransactionQuery(
        {
          search: '  Migros ',
          period: 'currentMonth',
          direction: 'debit',
          status: 'rejected',
          category: 'groceries',
        },
        '2026-11-21',
      ),
    ).toEqual({
      search: 'Migros',
      from: '2026-11-01',
      to: '2026-11-21',
      direction: 'debit',
      status: ['rejected'],
      category: ['groceries'],
    });
  });

  it('counts the active filters without the search text', () => {
    expect(activeFilterCount({ ...NO_FILTERS, search: 'x' })).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, direction: 'credit', category: 'cash' })).toBe(2);
  });
});
