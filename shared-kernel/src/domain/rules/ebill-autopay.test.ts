import {
  compareExactMoney,
  ebillOrderPart,
  inPeriodWindow,
  isPayableEbillInvoice,
  periodWindow,
  standingApprovalCoverage,
  sumExactMoney,
  type CoverageFacts,
} from './ebill-autopay';

describe('periodWindow: the calendar window of a date', () => {
  it.each([
    ['2026-01-01', 'month', '2026-01-01', '2026-01-31'],
    ['2026-02-14', 'month', '2026-02-01', '2026-02-28'],
    ['2028-02-29', 'month', '2028-02-01', '2028-02-29'],
    ['2026-12-31', 'month', '2026-12-01', '2026-12-31'],
    ['2026-01-15', 'quarter', '2026-01-01', '2026-03-31'],
    ['2026-04-01', 'quarter', '2026-04-01', '2026-06-30'],
    ['2026-09-30', 'quarter', '2026-07-01', '2026-09-30'],
    ['2026-11-27', 'quarter', '2026-10-01', '2026-12-31'],
    ['2026-06-30', 'semester', '2026-01-01', '2026-06-30'],
    ['2026-07-01', 'semester', '2026-07-01', '2026-12-31'],
    ['2026-03-03', 'year', '2026-01-01', '2026-12-31'],
  ] as const)('%s by %s is %s..%s', (date, period, from, to) => {
    expect(periodWindow(date, period)).toEqual({ from, to });
    expect(inPeriodWindow(date, { from, to })).toBe(true);
  });

  it('a boundary: the last day of one window and the first of the next are in different windows', () => {
    const march = periodWindow('2026-03-31', 'month');
    expect(inPeriodWindow('2026-04-01', march)).toBe(false);
    expect(inPeriodWindow('2026-02-28', periodWindow('2026-03-01', 'month'))).toBe(false);
  });

  it('refuses what is not a date', () => {
    expect(() => periodWindow('27.11.2026', 'month')).toThrow(RangeError);
  });
});

describe('exact money', () => {
  it('compares across factors without floats', () => {
    expect(compareExactMoney({ value: 15_000, factor: 2 }, { value: '1500000', factor: 4 })).toBe(0);
    expect(compareExactMoney({ value: 15_001, factor: 2 }, { value: '1500000', factor: 4 })).toBe(1);
    expect(compareExactMoney({ value: '99999999999999999999', factor: 0 }, { value: 1, factor: 2 })).toBe(1);
  });
  it('sums to the largest factor', () => {
    expect(
      sumExactMoney([
        { value: 1, factor: 2 },
        { value: 5, factor: 4 },
      ]),
    ).toEqual({ value: 105n, factor: 4 });
    expect(sumExactMoney([])).toEqual({ value: 0n, factor: 2 });
  });
});

const facts = (over: {
  approval?: Partial<CoverageFacts['approval']>;
  invoice?: Partial<CoverageFacts['invoice']>;
  paid?: number;
}): CoverageFacts => ({
  approval: { type: 'upperLimit', amount: { value: 15_000, factor: 2 }, currency: 'CHF', ...over.approval },
  invoice: {
    type: 'bill',
    status: 'OPEN',
    amount: { value: 8_990, factor: 2 },
    currency: 'CHF',
    instalments: 0,
    ...over.invoice,
  },
  paidInWindow: { value: over.paid ?? 0, factor: 2 },
});

describe('standingApprovalCoverage', () => {
  it.each([
    ['upperLimit: within the limit', facts({}), { covered: true }],
    [
      'upperLimit: exactly the limit',
      facts({ invoice: { amount: { value: 15_000, factor: 2 } } }),
      { covered: true },
    ],
    [
      'upperLimit: one centime above',
      facts({ invoice: { amount: { value: 15_001, factor: 2 } } }),
      { covered: false, reason: 'aboveLimit' },
    ],
    ['upperLimit: paid before in the window plus this fits', facts({ paid: 6_010 }), { covered: true }],
    [
      'upperLimit: paid before in the window plus this exceeds',
      facts({ paid: 6_011 }),
      { covered: false, reason: 'aboveLimit' },
    ],
    [
      'upperLimit with a 4-decimal limit',
      facts({ approval: { amount: { value: '899000', factor: 4 } } }),
      { covered: true },
    ],
    [
      'exactAmount: equal',
      facts({ approval: { type: 'exactAmount', amount: { value: 8_990, factor: 2 } } }),
      { covered: true },
    ],
    [
      'exactAmount: equal written with 4 decimals',
      facts({ approval: { type: 'exactAmount', amount: { value: '899000', factor: 4 } } }),
      { covered: true },
    ],
    [
      'exactAmount: smaller invoice is not paid',
      facts({ approval: { type: 'exactAmount', amount: { value: 9_000, factor: 2 } } }),
      { covered: false, reason: 'notExactAmount' },
    ],
    [
      'exactAmount ignores what was paid before',
      facts({ approval: { type: 'exactAmount', amount: { value: 8_990, factor: 2 } }, paid: 1_000_000 }),
      { covered: true },
    ],
    ['a reminder is paid', facts({ invoice: { type: 'reminder' } }), { covered: true }],
    [
      'a credit is never paid',
      facts({ invoice: { type: 'credit' } }),
      { covered: false, reason: 'notPayable' },
    ],
    [
      'an advice is never paid',
      facts({ invoice: { type: 'advice' } }),
      { covered: false, reason: 'notPayable' },
    ],
    [
      'a settled invoice',
      facts({ invoice: { status: 'SETTLED' } }),
      { covered: false, reason: 'notPayable' },
    ],
    [
      'a rejected invoice',
      facts({ invoice: { status: 'REJECTED' } }),
      { covered: false, reason: 'notPayable' },
    ],
    [
      'instalments wait for the customer',
      facts({ invoice: { instalments: 3 } }),
      { covered: false, reason: 'instalments' },
    ],
    [
      'exactAmount with instalments neither',
      facts({
        approval: { type: 'exactAmount', amount: { value: 8_990, factor: 2 } },
        invoice: { instalments: 2 },
      }),
      { covered: false, reason: 'instalments' },
    ],
    ['an EUR invoice', facts({ invoice: { currency: 'EUR' } }), { covered: false, reason: 'paymentRefused' }],
  ] as const)('%s', (_name, input, expected) => {
    expect(standingApprovalCoverage(input as CoverageFacts)).toEqual(expected);
  });

  it('isPayableEbillInvoice: OPEN bills and reminders only', () => {
    expect(isPayableEbillInvoice({ status: 'OPEN', type: 'bill' })).toBe(true);
    expect(isPayableEbillInvoice({ status: 'OPEN', type: 'credit' })).toBe(false);
    expect(isPayableEbillInvoice({ status: 'SETTLED', type: 'bill' })).toBe(false);
  });
});

describe('ebillOrderPart: which part of an invoice an order pays', () => {
  const chf = (value: number) => ({ value, factor: 2 });
  const single = { total: chf(8_990), currency: 'CHF', instalments: [], live: new Set<number>() };
  const byInstalments = (live: number[]) => ({
    total: chf(30_000),
    currency: 'CHF',
    instalments: [chf(10_000), chf(10_000), chf(10_000)],
    live: new Set(live),
  });
  it.each([
    ['the total of a single payment', single, chf(8_990), 'CHF', { pays: 'total', instalment: null }],
    ['another amount', single, chf(8_900), 'CHF', { refusal: 'ebill_amount_mismatch' }],
    ['another currency', single, chf(8_990), 'EUR', { refusal: 'ebill_amount_mismatch' }],
    ['no amount', single, null, 'CHF', { refusal: 'ebill_amount_mismatch' }],
    [
      'a total already paid',
      { ...single, live: new Set([-1]) },
      chf(8_990),
      'CHF',
      { refusal: 'ebill_invoice_has_order' },
    ],
    [
      'the total before any instalment',
      byInstalments([]),
      chf(30_000),
      'CHF',
      { pays: 'total', instalment: null },
    ],
    [
      'the first open instalment',
      byInstalments([]),
      chf(10_000),
      'CHF',
      { pays: 'instalment', instalment: 0 },
    ],
    [
      'the next open instalment',
      byInstalments([0]),
      chf(10_000),
      'CHF',
      { pays: 'instalment', instalment: 1 },
    ],
    [
      'the total once an instalment is paid',
      byInstalments([0]),
      chf(30_000),
      'CHF',
      { refusal: 'ebill_invoice_has_order' },
    ],
    [
      'every instalment paid',
      byInstalments([0, 1, 2]),
      chf(10_000),
      'CHF',
      { refusal: 'ebill_invoice_has_order' },
    ],
    [
      'an amount no instalment has',
      byInstalments([0]),
      chf(5_000),
      'CHF',
      { refusal: 'ebill_amount_mismatch' },
    ],
  ] as const)('%s', (_name, facts, amount, currency, expected) => {
    expect(ebillOrderPart(facts, amount, currency)).toEqual(expected);
  });
});
