import { receiptFileName } from './receipt';

describe('the invoice receipt', () => {
  it('keeps the gateway’s file name without a path, else names it by the business case', () => {
    expect(receiptFileName('quittung-ABC.pdf', 'ABC')).toBe('quittung-ABC.pdf');
    expect(receiptFileName('../../etc/quittung.pdf', 'ABC')).toBe('quittung.pdf');
    expect(receiptFileName('', 'ABC')).toBe('ebill-receipt-ABC.pdf');
    expect(receiptFileName(undefined, 'ABC')).toBe('ebill-receipt-ABC.pdf');
  });
});
