import { classifyPayment, paymentKind } from './paymentKind';

describe('payment kind', () => {
  it.each([
    ['', 'CHF', 'CHF', 'SIC'],
    ['CH93 0076 2011 6238 5295 7', 'CHF', 'CHF', 'SIC'],
    ['LI21 0881 0000 2324 013A A', 'CHF', 'CHF', 'SIC'],
    ['CH9300762011623852957', 'EUR', 'CHF', 'SEPA'],
    ['CH9300762011623852957', 'CHF', 'EUR', 'SWIFT'],
    ['DE89370400440532013000', 'EUR', 'EUR', 'SEPA'],
    ['FR1420041010050500013M02606', 'EUR', 'CHF', 'SEPA'],
    ['DE89370400440532013000', 'CHF', 'CHF', 'SWIFT'],
    ['DE89370400440532013000', 'USD', 'CHF', 'SWIFT'],
    ['TR330006100519786457841326', 'EUR', 'CHF', 'SWIFT'],
  ])('%s in %s from a %s account is %s', (iban, currency, accountCurrency, kind) => {
    expect(paymentKind({ iban, currency, accountCurrency })).toBe(kind);
  });

  it.each([
    [
      { iban: 'CH9300762011623852957', currency: 'CHF', accountCurrency: 'CHF' },
      { kind: 'SIC', incore: false, internal: false, international: false },
    ],
    [
      { iban: 'CH7683019000000012540', currency: 'CHF', accountCurrency: 'CHF' },
      { kind: 'SIC', incore: false, internal: true, international: false },
    ],
    [
      { iban: 'DE89370400440532013000', currency: 'EUR', accountCurrency: 'EUR' },
      { kind: 'SEPA', incore: true, internal: false, international: true },
    ],
    [
      { iban: 'CH9300762011623852957', currency: 'USD', accountCurrency: 'CHF' },
      { kind: 'SWIFT', incore: true, internal: false, international: true },
    ],
  ])('classifies %j', (input, expected) => {
    expect(classifyPayment(input)).toEqual(expected);
  });
});
