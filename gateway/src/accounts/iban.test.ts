import { isInstitutionIban, isValidIban } from 'shared-kernel/domain';
import { ibanFromBban, internalIban } from './iban';

describe('composing IBANs (checked by the shared-kernel)', () => {
  it('builds internal IBANs with the institution code and a valid checksum', () => {
    const iban = internalIban('83019', 'K0NT0R000001');
    expect(iban).toMatch(/^CH[0-9]{2}83019K0NT0R000001$/);
    expect(isValidIban(iban)).toBe(true);
    expect(isInstitutionIban(iban)).toBe(true);
  });

  it('builds other banks IBANs', () => {
    expect(ibanFromBban('DE', '370400440532013000')).toBe('DE89370400440532013000');
    expect(isValidIban(ibanFromBban('CH', '00762011623852957'))).toBe(true);
  });
});
