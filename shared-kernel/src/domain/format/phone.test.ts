import { maskPhone, splitPhone } from './phone';

describe('phone masks', () => {
  it.each([
    ['+41791234567', '+41 79 123 45 67'],
    ['0041 079 123 45 67', '+41 79 123 45 67'],
    ['+41 79 12', '+41 79 12'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+4915123456789', '+49 151 2345 6789'],
    ['+393123456789', '+39 312 345 6789'],
    ['+306912345678', '+30 691 234 5678'],
    ['+1 555 0100', '+15550100'],
    ['', ''],
  ])('%s → %s', (input, masked) => expect(maskPhone(input)).toBe(masked));

  it('splits into country code and national number', () => {
    expect(splitPhone('+41 79 123 45 67')).toEqual({ countryCode: '+41', number: '791234567' });
    expect(splitPhone('0033 6 12 34 56 78')).toEqual({ countryCode: '+33', number: '612345678' });
    expect(splitPhone('+1 555')).toBeNull();
  });
});
