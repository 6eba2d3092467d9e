/**
 * Composing IBANs for the sandbox's accounts and counterparties (ISO 13616 check digits). Checking them is the
 * shared-kernel's (`isValidIban`, `isInstitutionIban` of shared-kernel/domain, with ibantools).
 */
import type { INSTITUTION_CODES } from 'shared-kernel/domain';

/** The remainder of the IBAN read as a number (letters A=10..Z=35, first four characters moved to the end). */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

function ibanCheckDigits(countryCode: string, bban: string): string {
  const check = 98 - mod97(`${bban}${countryCode}00`.toUpperCase());
  return String(check).padStart(2, '0');
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

/** A foreign or other-bank IBAN from a BBAN (seed data of counterparties). */
export function ibanFromBban(countryCode: string, bban: string): string {
  return `${countryCode}${ibanCheckDigits(countryCode, bban)}${bban}`;
}
