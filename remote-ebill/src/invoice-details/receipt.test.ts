import { bytesOfBase64, receiptFileName } from './receipt';

describe('the invoice receipt', () => {
  it('decodes the base64 into the PDF’s bytes', () => {
    const bytes = bytesOfBase64(Buffer.from('%PDF-1.7\n%âãÏÓ').toString('base64'));
    expect(Buffer.from(bytes).toString('latin1').startsWith('%PDF-1.7')).toBe(true);
    expect(bytes).toHaveLength(Buffer.from('%PDF-1.7\n%âãÏÓ').length);
  });

  it('reads base64 broken into lines', () => {
    const text = Buffer.from('a receipt of some length').toString('base64');
    expect(Buffer.from(bytesOfBase64(`${text.slice(0, 8)}\n${text.slice(8)}`)).toString()).toBe(
      'a receipt of some length',
    );
  });

  it('keeps the gateway’s file name without a path, else names it by the business case', () => {
    expect(receiptFileName('quittung-ABC.pdf', 'ABC')).toBe('quittung-ABC.pdf');
    expect(receiptFileName('../../etc/quittung.pdf', 'ABC')).toBe('quittung.pdf');
    expect(receiptFileName('', 'ABC')).toBe('ebill-receipt-ABC.pdf');
    expect(receiptFileName(undefined, 'ABC')).toBe('ebill-receipt-ABC.pdf');
  });
});
