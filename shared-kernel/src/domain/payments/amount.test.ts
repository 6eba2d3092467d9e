import { amountBoundMessage, amountFromJsonNumber, paymentAmountNumber, paymentAmountText } from './amount';

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

describe('amountBoundMessage', () => {
  it('says a number bound of an amount as the amount with its currency, in Swiss notation', () => {
    expect(
      amountBoundMessage({ key: 'webapp.ui.form.number_max', values: { limit: 100000 } }, 'EUR'),
    ).toEqual({
      key: 'webapp.ui.form.amount_max',
      values: { amount: "EUR 100'000.00" },
    });
    expect(amountBoundMessage({ key: 'webapp.ui.form.number_min', values: { limit: 0.01 } }, 'CHF')).toEqual({
      key: 'webapp.ui.form.amount_min',
      values: { amount: 'CHF 0.01' },
    });
  });

  it('leaves other messages as they are', () => {
    expect(amountBoundMessage('webapp.ui.form.required', 'CHF')).toBe('webapp.ui.form.required');
    const other = { key: 'webapp.ui.form.numbers_only' };
    expect(amountBoundMessage(other, 'CHF')).toBe(other);
  });
});
