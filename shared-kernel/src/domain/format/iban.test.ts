import { hasIbanShape, ibanCountry, isInstitutionIban, isValidIban, maskIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each([
    ['CH93 0076 2011 6238 5295 7', true],
    ['ch9300762011623852957', true],
    ['CH9300762011623852958', false],
    ['DE89 3704 0044 0532 0130 00', true],
    ['DE89370400440532013001', false],
    ['CH76 83019 000000012540', true],
    ['XX00', false],
  ])('%s valid: %s', (iban, valid) => expect(isValidIban(iban)).toBe(valid));

  it('checks the two-letters-two-digits shape', () => {
    expect(hasIbanShape('CH93')).toBe(false);
    expect(hasIbanShape('CH93ABC')).toBe(true);
    expect(hasIbanShape('9H93ABC')).toBe(false);
  });

  it('recognises internal accounts by institution code', () => {
    expect(isInstitutionIban('CH76 8301 9000 0000 1254 0')).toBe(true);
    expect(isInstitutionIban('CH9330334000000084520')).toBe(true);
    expect(isInstitutionIban('CH9300762011623852957')).toBe(false);
    expect(isInstitutionIban('LI2183019000000012540')).toBe(false);
  });

  it('normalizes and reads the country', () => {
    expect(normalizeIban(' ch93 0076-2011 ')).toBe('CH9300762011');
    expect(ibanCountry('de89 3704')).toBe('DE');
    expect(ibanCountry('')).toBeNull();
  });

  it.each([
    ['CH9330334000000084520', 'CH93 30334 000000084520'],
    ['ch93 3033', 'CH93 3033'],
    ['CH93303340', 'CH93 30334 0'],
    ['CH9330334000000084520999', 'CH93 30334 000000084520'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['fr14 2004 1010 0505 0001 3m02 606', 'FR14 2004 1010 0505 0001 3M02 606'],
    ['', ''],
  ])('masks %s as %s', (input, masked) => expect(maskIban(input)).toBe(masked));
});
