import { amountFromJsonNumber, paymentAmountNumber, paymentAmountText } from './amount';

describe('amountFromJsonNumber', () => {
  it.each<[number, number | null]>([
    [1250.5, 125050],
    [1250.05, 125005],
    [0.01, 1],
    [12, 1200],
    [99999999.99, 9999999999],
    [0.1 + 0.2, null],
    [1.005, null],
    [1e-7, null],
    [0, null],
    [-5, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [1e21, null],
  ])('%p → %p', (input, value) => {
    const amount = amountFromJsonNumber(input, 'CHF');
    expect(amount === null ? null : amount.value).toBe(value);
    if (amount) expect(amount.factor).toBe(2);
  });

  it('round-trips through the API forms', () => {
    const amount = { value: 125050, factor: 2 };
    expect(paymentAmountText(amount)).toBe('1250.50');
    expect(paymentAmountNumber(amount)).toBe(1250.5);
    expect(amountFromJsonNumber(paymentAmountNumber(amount), 'CHF')?.value).toBe(125050);
  });
});
