/** IBAN checksums (ISO 13616 mod-97) and the bank's own Swiss IBANs (spec §5: CH, check digits, 83019 or 30334, 12 alphanumerics). */

export const INSTITUTION_CODES = ['83019', '30334'] as const;

/** The remainder of the IBAN read as a number (letters A=10..Z=35, first four characters moved to the end). */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

export function ibanCheckDigits(countryCode: string, bban: string): string {
  const check = 98 - mod97(`${bban}${countryCode}00`.toUpperCase());
  return String(check).padStart(2, '0');
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  return mod97(compact.slice(4) + compact.slice(0, 4)) === 1;
}

/** An IBAN of the bank itself: internal transfers recognise it by institution code. */
export function internalIban(
  institutionCode: (typeof INSTITUTION_CODES)[number],
  accountNumber: string,
): string {
  if (!/^[A-Z0-9]{12}$/.test(accountNumber))
    throw new Error('an internal account number has 12 alphanumerics');
  const bban = `${institutionCode}${accountNumber}`;
  return `CH${ibanCheckDigits('CH', bban)}${bban}`;
}

export function isInternalIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return /^CH[0-9]{2}(83019|30334)[A-Z0-9]{12}$/.test(compact) && isValidIban(compact);
}

/** A foreign or other-bank IBAN from a BBAN (seed data of counterparties). */
export function ibanFromBban(countryCode: string, bban: string): string {
  return `${countryCode}${ibanCheckDigits(countryCode, bban)}${bban}`;
}
