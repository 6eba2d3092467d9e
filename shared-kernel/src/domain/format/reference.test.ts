import { formatPaymentReference } from './reference';

describe('formatPaymentReference', () => {
  it.each([
    // QR reference: 27 digits in blocks of 5 from the right, as on a QR-bill.
    ['210000000003139471430009017', '21 00000 00003 13947 14300 09017'],
    ['21 0000 0000 0313 9471 4300 09017', '21 00000 00003 13947 14300 09017'],
    ['12345', '12345'],
    ['123456', '1 23456'],
    // Creditor reference: blocks of 4 from the left.
    ['RF18539007547034', 'RF18 5390 0754 7034'],
    ['rf18 5390 0754 7034', 'RF18 5390 0754 7034'],
    ['RF712348231', 'RF71 2348 231'],
    // Anything else as written, spaces tidied.
    ['  Rechnung  4711 ', 'Rechnung 4711'],
    ['', ''],
  ])('%j reads %j', (text, shown) => expect(formatPaymentReference(text)).toBe(shown));

  it('reads an absent reference as empty', () => {
    expect(formatPaymentReference(null)).toBe('');
    expect(formatPaymentReference(undefined)).toBe('');
  });
});
