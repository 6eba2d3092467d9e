import { ibanFromBban, internalIban, isInternalIban, isValidIban } from './iban';

describe('IBAN', () => {
  it('accepts well-known valid IBANs and rejects a changed digit', () => {
    expect(isValidIban('CH93 0076 2011 6238 5295 7')).toBe(true);
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('CH93 0076 2011 6238 5295 8')).toBe(false);
  });

  it('builds internal IBANs with the institution code and a valid checksum', () => {
    const iban = internalIban('83019', 'K0NT0R000001');
    expect(iban).toMatch(/^CH[0-9]{2}83019K0NT0R000001$/);
    expect(isValidIban(iban)).toBe(true);
    expect(isInternalIban(iban)).toBe(true);
    expect(isInternalIban('CH9300762011623852957')).toBe(false);
  });

  it('builds other banks IBANs', () => {
    expect(ibanFromBban('DE', '370400440532013000')).toBe('DE89370400440532013000');
  });
});
