import {
  isValidCreditorReference,
  isValidQrReference,
  isValidReference,
  normalizeReference,
  referenceTypeOf,
} from './references';

describe('QR reference (27 digits, modulo 10 recursive)', () => {
  it.each<[string, boolean]>([
    ['210000000003139471430009017', true],
    ['21 00000 00003 13947 14300 09017', true],
    ['000000000000000000000000000', true],
    ['210000000003139471430009018', false],
    ['21000000000313947143000901', false],
    ['2100000000031394714300090170', false],
    ['RF18539007547034', false],
  ])('%s is %p', (reference, valid) => {
    expect(isValidQrReference(reference)).toBe(valid);
  });
});

describe('creditor reference (ISO 11649)', () => {
  it.each<[string, boolean]>([
    ['RF18539007547034', true],
    ['RF18 5390 0754 7034', true],
    ['rf18539007547034', true],
    ['RF712348231', true],
    ['RF19539007547034', false],
    ['RF18', false],
    ['RF181234567890123456789012', false],
    ['210000000003139471430009017', false],
  ])('%s is %p', (reference, valid) => {
    expect(isValidCreditorReference(reference)).toBe(valid);
  });
});

describe('reference types', () => {
  it.each<[string | null, string]>([
    [null, 'NON'],
    ['', 'NON'],
    ['  ', 'NON'],
    ['RF18539007547034', 'SCOR'],
    ['210000000003139471430009017', 'QRR'],
  ])('%p is %s', (reference, type) => {
    expect(referenceTypeOf(reference)).toBe(type);
  });

  it('checks a reference against its type', () => {
    expect(isValidReference('', 'NON')).toBe(true);
    expect(isValidReference('RF18539007547034', 'NON')).toBe(false);
    expect(isValidReference('RF18539007547034', 'SCOR')).toBe(true);
    expect(isValidReference('210000000003139471430009017', 'QRR')).toBe(true);
    expect(normalizeReference(' rf18 5390 ')).toBe('RF185390');
  });
});
