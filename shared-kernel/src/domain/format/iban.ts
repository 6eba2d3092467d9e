/** IBAN checks and masks of spec §5. Checksums and country lengths come from ibantools. */
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/** Spec §5: institution codes of the bank's own (internal) Swiss accounts. */
export const INSTITUTION_CODES = ['83019', '30334'] as const;

/** Upper case, no spaces or separators: how an IBAN is sent and compared. */
export const normalizeIban = (text: string): string => electronicFormatIBAN(text) ?? '';

/** Spec §5 IBAN format: two letters and two digits, then the account part. */
export const hasIbanShape = (text: string): boolean => /^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(normalizeIban(text));

/** Full check: country length and mod-97 checksum. */
export const isValidIban = (text: string): boolean => isValidIBAN(normalizeIban(text));

export const ibanCountry = (text: string): string | null => {
  const iban = normalizeIban(text);
  return /^[A-Z]{2}/.test(iban) ? iban.slice(0, 2) : null;
};

/** Spec §5: CH, two digits, institution code 83019 or 30334, then 12 alphanumerics: an internal account. */
export function isInstitutionIban(text: string): boolean {
  const match = /^CH\d{2}(\d{5})[A-Z0-9]{12}$/.exec(normalizeIban(text));
  return match !== null && (INSTITUTION_CODES as readonly string[]).includes(match[1]!);
}

function group(text: string, sizes: number[]): string {
  const parts: string[] = [];
  let rest = text;
  for (const size of sizes) {
    if (!rest) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return parts.join(' ');
}

/**
 * Spec §5 masks: a Swiss IBAN is grouped 4-5-12 (CH93 30334 000000084520), others in groups of 4.
 * Works on partial input, so a masked field can format while the user types.
 */
export function maskIban(text: string): string {
  const iban = text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 34);
  if (iban.startsWith('CH')) return group(iban.slice(0, 21), [4, 5, 12]);
  return group(
    iban,
    Array.from({ length: 9 }, () => 4),
  );
}
